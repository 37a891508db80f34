import type { WorldGuideWords } from '../guide-types';

// The Web Lab's guide (content/code-lab/web.ts): a web page built from blocks, every text a
// sentence starter with a word from a list; one part of a page a level.
export const webGuide: WorldGuideWords = {
  kind: 'world',
  worldId: 'web',
  objective:
    'Children build web pages from blocks, with headings, paragraphs, pictures, lists, rows and links, and make their words easy to read.',
  vocabulary: [
    { term: 'title', meaning: 'The name of a page, shown on the browser\'s tab.' },
    { term: 'heading', meaning: 'A big line at the top of a part of a page that says what it is about.' },
    { term: 'paragraph', meaning: 'A sentence or a few sentences together on a page.' },
    { term: 'alt text', meaning: 'The words a screen reader says for a picture, for people who cannot see it.' },
    { term: 'contrast', meaning: 'How much the words stand out from the background behind them.' },
    { term: 'link', meaning: 'Words you tap to open another page.' },
  ],
  warmUp: {
    title: 'Paper web page',
    minutes: 10,
    materials: ['Sheets of paper', 'Cut-out strips labelled Heading, Paragraph, Picture, List and Link', 'Yellow and navy pens'],
    steps: [
      'Show a page from a children\'s magazine and point to its big title, its sentences and its pictures.',
      'In pairs, children lay the strips on a sheet to plan a page about a pet: what goes first?',
      'Write one heading with the yellow pen and one with the navy pen, and ask which is easier to read from the back of the room.',
      'Two pairs join their sheets with a Link strip: "tap here to see our second page".',
      'Ask: what would a friend who cannot see the picture need to know about it?',
    ],
  },
  discussion: [
    'Why does a page need a heading at the top?',
    'Which colours make words easy to read, and which make them hard?',
    "Ada's street is made up. Why do we never put our own street on a page?",
  ],
  standards: [
    {
      code: '1B-AP-10',
      how: 'Children build a page in order from blocks, with blocks inside a List or a Row.',
    },
    {
      code: '1B-IC-19',
      how: 'Every picture has words for people who cannot see it, and the words must stand out from their background.',
    },
    {
      code: '1B-AP-15',
      how: 'Each check names the first part the page still needs, and children fix it and check again.',
    },
  ],
  lessons: ['web-dev'],
  mistakes: {
    'web-1': [
      'Adds a Heading but no title, so the tab has no name. Ask: "The title is not a block: where does it go?"',
      'Leaves the heading small. Ask: "What size is the first thing people read on a page?"',
    ],
    'web-2': [
      'Starts with the paragraphs and no heading. Ask: "What tells people what the page is about?"',
      'Starts both paragraphs with "At home I have…". Ask: "What does your pet like to do?"',
    ],
    'web-3': [
      'Puts a picture under the heading but no paragraph. Ask: "What does the page say about the picture?"',
      'Forgets the heading. Ask: "What tells people what the page is about?"',
    ],
    'web-4': [
      'Puts only two List items inside the List. Ask: "How many dots does your list have?"',
      'Makes the list with Paragraph blocks. Ask: "Which block puts a dot before each thing?"',
    ],
    'web-5': [
      'Picks sky blue words on white, which are still too light. Ask: "Can you read it from the back of the room?"',
      'Makes the background yellow too, so the yellow words vanish. Ask: "What colour are the words now?"',
    ],
    'web-6': [
      'Puts the three pictures one under another, not in a Row. Ask: "Which block shows blocks side by side?"',
      'Puts two pictures in the Row and one under it. Ask: "How many pictures are inside the Row?"',
    ],
    'web-7': [
      'Adds a second page but no Link to it. Ask: "How will someone on page 1 get to page 2?"',
      'Leaves page 2 empty. Ask: "What does someone see when they arrive on page 2?"',
    ],
    'web-8': [
      'Links page 1 to page 2 only. Ask: "How does someone reach page 3?"',
      'Starts the paragraph on page 2 with "I like…". Ask: "What is on Ada\'s street?"',
      'Puts yellow words on page 2, so that page is hard to read. Ask: "Is every page easy to read?"',
    ],
  },
};
