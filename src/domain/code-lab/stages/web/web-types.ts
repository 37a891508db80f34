// The Web Lab's shared shapes (docs/product/code-lab.md#web-lab, docs/decisions/408-the-web-lab.md):
// a child's web page, a house of up to 3 linked pages, and a street of houses joined by links.
// Pure data: no zod, no clock, importable by the page, the server and the builder.
//
// Nothing in a page is typed. Every text is a sentence starter with one word from the starter's
// list: ids here, words in the catalogues (`webLab.starter.<starter>`, `webLab.word.<list>.<word>`),
// so no typed word ever reaches a classmate. Pictures are our own SVGs (`/web-pictures/<id>.svg`),
// colours one of 8 named ones.
//
// The two programs (version 5; the blocks are in block-definitions.ts, stages `web` and `network`):
//
//   A page program, `{version: 5, kind: 'page', pages: [page, ...]}`: 1 to 3 pages. A page is
//   `{title?: {starter, word}, background: WebColour, color: WebColour, body: Stmt[]}`; its body
//   holds the page's blocks, top to bottom: web-heading, web-paragraph, web-picture, web-list
//   (its `items` hold web-item blocks only), web-row / web-column (their `body` holds the other
//   blocks, not a link to a house inside a level) and web-link (to the child's page `page` 1..3,
//   or, in a class house only, to a classmate's house by its creation id `house`).
//
//   A network program, `{version: 5, kind: 'network', links: Stmt[]}`: the level fixes the
//   houses on the street (HOUSE_IDS, left to right) and maybe some links; the child's blocks are
//   house-link blocks `{from, to}`, each a one-way link from one house to another. A message
//   goes along links, one hop each (breadth-first: the fewest hops).

/** The 8 colours a page may use, by name; their hex values are WEB_COLOUR_HEX. */
export const WEB_COLOURS = ['white', 'black', 'navy', 'red', 'green', 'yellow', 'sky', 'pink'] as const;
export type WebColour = (typeof WEB_COLOURS)[number];

/**
 * The colours' hex values. Some pairs are hard to read (yellow or sky on white, navy on black):
 * the "colours that can be read" level is about that (contrast ≥ 4.5:1, webContrast).
 * @public shared with the page and the server.
 */
export const WEB_COLOUR_HEX: Record<WebColour, string> = {
  white: '#ffffff',
  black: '#1a1a1a',
  navy: '#1b2a6b',
  red: '#b3261e',
  green: '#1e6b34',
  yellow: '#ffd84d',
  sky: '#a8dcff',
  pink: '#ffc8dd',
};

/** The contrast a page's text needs on its background (WCAG AA for body text). @public shared with the page and the server. */
export const READABLE_CONTRAST = 4.5;

/** Relative luminance of a #rrggbb colour (WCAG 2). */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** The contrast ratio of two of the colours (1 to 21). */
export function webContrast(a: WebColour, b: WebColour): number {
  const [x, y] = [luminance(WEB_COLOUR_HEX[a]), luminance(WEB_COLOUR_HEX[b])];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

/**
 * Our own pictures (flat SVGs, no text inside; `webLab.picture.<id>` is each one's alt text,
 * "a cat" / "un gato").
 */
export const WEB_PICTURES = [
  'cat',
  'dog',
  'rabbit',
  'fish',
  'bird',
  'tortoise',
  'hamster',
  'horse',
  'house',
  'tree',
  'sun',
  'moon',
  'star',
  'ball',
  'apple',
  'cake',
  'pizza',
  'flower',
  'bike',
  'car',
  'book',
  'boat',
] as const;
export type WebPicture = (typeof WEB_PICTURES)[number];

/**
 * The word lists: each word's words are `webLab.word.<list>.<word>` (with its article where the
 * language needs one: "the cat" / "el gato").
 */
export const WEB_WORD_LISTS = {
  topic: ['animals', 'football', 'music', 'space', 'food', 'my-street', 'books', 'drawing', 'the-sea', 'dinosaurs'],
  animal: ['cat', 'dog', 'rabbit', 'fish', 'bird', 'tortoise', 'hamster', 'horse'],
  pet: ['cat', 'dog', 'rabbit', 'fish', 'bird', 'tortoise', 'hamster'],
  'pet-does': ['sleep', 'play', 'eat', 'run', 'swim', 'jump'],
  hobby: ['football', 'drawing', 'reading', 'music', 'swimming', 'cycling', 'dancing', 'coding'],
  food: ['apples', 'cake', 'pizza', 'pasta', 'soup', 'bananas', 'ice-cream', 'rice'],
  place: ['park', 'school', 'shop', 'library', 'bakery', 'tree', 'pond', 'playground'],
  colour: ['red', 'blue', 'green', 'yellow', 'purple', 'orange', 'pink', 'black'],
} as const;
export type WebWordList = keyof typeof WEB_WORD_LISTS;
type WordOf<L extends WebWordList> = (typeof WEB_WORD_LISTS)[L][number];
export type WebWord = { [L in WebWordList]: WordOf<L> }[WebWordList];

/** Every word of every list, once (a text's `word` field is one of these; its starter's list says which fit). */
export const WEB_WORDS: readonly WebWord[] = [...new Set(Object.values(WEB_WORD_LISTS).flat())] as WebWord[];

/**
 * The sentence starters and the list each takes its word from: `webLab.starter.<id>` is the
 * sentence with `{word}` in it ("My favourite animal is {word}.").
 */
export const WEB_STARTERS = {
  'welcome': 'topic',
  'all-about': 'topic',
  'favourite-animal': 'animal',
  'i-have': 'pet',
  'my-pet-likes-to': 'pet-does',
  'i-like': 'hobby',
  'favourite-food': 'food',
  'on-my-street': 'place',
  'favourite-colour': 'colour',
  'go-to-page': 'topic',
  'visit-house': 'topic',
} as const satisfies Record<string, WebWordList>;
export type WebStarter = keyof typeof WEB_STARTERS;
export const WEB_STARTER_IDS = Object.keys(WEB_STARTERS) as WebStarter[];

/** A text of a page: a starter and one word of its list (never anything typed). */
export type WebText = { starter: WebStarter; word: WebWord };

/** Whether a word is in the starter's list (a program with another is refused). */
export const wordFits = (starter: WebStarter, word: string): boolean =>
  (WEB_WORD_LISTS[WEB_STARTERS[starter]] as readonly string[]).includes(word);

/** A house of pages: at most this many pages, linked by their numbers (1 is the first). */
export const MAX_WEB_PAGES = 3;
export const WEB_PAGE_NUMBERS = [1, 2, 3] as const;
export type WebPageNumber = (typeof WEB_PAGE_NUMBERS)[number];

/** The heading's two sizes: big is the page's h1, small an h2. */
export const HEADING_SIZES = ['big', 'small'] as const;
export type HeadingSize = (typeof HEADING_SIZES)[number];

/** The most items a list block holds. */
export const MAX_LIST_ITEMS = 8;

/** The houses of a street, left to right (a network level places some of them). */
export const HOUSE_IDS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const;
export type HouseId = (typeof HOUSE_IDS)[number];
