// The Web Creator lesson's safe page sort (docs/product/lessons.md#web-creator): cards of things a
// child might put on a web page, each sorted into "OK to share" or "Ask a grown-up first". A card
// goes where the child puts it, right or not, and the page says why it belongs where it belongs;
// the sort is done when every card is in its right place. The cards and their right places are
// data in the lesson's content; the server checks the same places with the same rule.
import { activityRule, list, shape, text, type Guard, type LessonActivity } from './evidence';

/** The two places a card can go: on the page for everyone, or kept back for a grown-up to see first. */
export const PLACES = ['share', 'private'] as const;
export type Place = (typeof PLACES)[number];

/** A card of the sort: its id (its words are the page's, by id) and the place it belongs. */
export type SafeCard = { id: string; belongs: Place };

/** Where the child has put each card so far, by card id. */
export type Sorted = Readonly<Record<string, Place>>;

export type SortState = {
  sorted: Sorted;
  /** The card last put somewhere, for the page to say why it belongs where it does. */
  last: { card: string; place: Place } | null;
  /** True once every card has been in its place at the same time; it stays done. */
  done: boolean;
};

export type SortChange = { type: 'put'; card: string; place: Place } | { type: 'start-over' };

export const initialSortState: SortState = { sorted: {}, last: null, done: false };

const isPlace = (value: unknown): value is Place => PLACES.some((p) => p === value);

/** Whether this card was put where it belongs. */
export const isRight = (cards: readonly SafeCard[], card: string, place: Place): boolean =>
  cards.some((c) => c.id === card && c.belongs === place);

/** The first card (in the cards' order) not yet put where it belongs, or null when all are. */
export const firstUnsorted = (cards: readonly SafeCard[], sorted: Sorted): SafeCard | null =>
  cards.find((c) => sorted[c.id] !== c.belongs) ?? null;

/** The sort's state machine, bound to the lesson's cards: a card that is not one of them is ignored. */
export const sortReducer =
  (cards: readonly SafeCard[]) =>
  (state: SortState, change: SortChange): SortState => {
    switch (change.type) {
      case 'put': {
        if (!isPlace(change.place) || !cards.some((c) => c.id === change.card)) return state;
        const sorted = { ...state.sorted, [change.card]: change.place };
        return { sorted, last: { card: change.card, place: change.place }, done: state.done || firstUnsorted(cards, sorted) === null };
      }
      case 'start-over':
        return { ...initialSortState, done: state.done };
    }
  };

// The activity's evidence for the server (docs/product/lessons.md#graded-by-the-server): the ids
// of the cards in each place.
export type SortEvidence = { share: string[]; private: string[] };
export const sortEvidenceOf = (state: Pick<SortState, 'sorted'>): SortEvidence => {
  const inPlace = (place: Place) => Object.keys(state.sorted).filter((id) => state.sorted[id] === place);
  return { share: inPlace('share'), private: inPlace('private') };
};
const MAX_CARDS = 16;
const isSortEvidence: Guard<SortEvidence> = shape({ share: list(text(32), MAX_CARDS), private: list(text(32), MAX_CARDS) });

/** Every card in its place once, and nothing else in either place. */
function isSortDone(cards: readonly SafeCard[], evidence: SortEvidence): boolean {
  return PLACES.every((place) => {
    const wanted = cards.filter((c) => c.belongs === place).map((c) => c.id);
    const given = evidence[place];
    return given.length === wanted.length && new Set(given).size === given.length && wanted.every((id) => given.includes(id));
  });
}

/** The safe page sort's rule, bound to the lesson's cards. */
export const safePageActivity = (cards: readonly SafeCard[]): LessonActivity =>
  activityRule(isSortEvidence, (e) => isSortDone(cards, e));
