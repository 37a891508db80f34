// The Computer Vision lesson's key finder (docs/product/lessons.md#computer-vision): a child picks
// which picture cards teach the computer "key" and "not a key", then tests it on new drawings it
// has never seen. It is the Vision Lab's real engine (code-lab/stages/vision/): each drawing
// becomes numbers, and a test drawing is guessed by its three nearest examples. The activity is
// done when the chosen cards teach it every test drawing right; the server checks the same card
// ids with the same rule. The cards, the tests and the set it starts with are the lesson's content.
import type { Guess } from '../code-lab/stages/vision/vision-guess';
import { guessFeatures, train } from '../code-lab/stages/vision/vision-guess';
import { features } from '../code-lab/stages/vision/vision-features';
import type { TrainingProgram } from '../code-lab/stages/vision/vision-program';
import { MAX_EXAMPLES, type Drawing } from '../code-lab/stages/vision/vision-types';
import { activityRule, list, shape, text, type Guard, type LessonActivity } from './evidence';

/** The finder's two labels, in the order it learns them (a tie in votes goes to the nearest). */
export const FINDER_LABELS = ['key', 'not-key'] as const;
export type FinderLabel = (typeof FINDER_LABELS)[number];

/** A picture card a child can teach with, or a new drawing to test on: its id (its words are the page's, by id), what it really is, its drawing. */
type FinderDrawing = { id: string; label: FinderLabel; drawing: Drawing };

/** The lesson's finder: the cards to teach with, the new drawings to test on, and the cards chosen at the start. */
export type Finder = { cards: readonly FinderDrawing[]; tests: readonly FinderDrawing[]; start: readonly string[] };

/** One test drawing's result: the guess, whether it is right, and the cards it looked most like, nearest first. */
export type FinderResult = { test: string; guess: FinderLabel | null; right: boolean; nearest: string[] };

export type FinderState = {
  /** The chosen cards' ids, in the cards' order. */
  chosen: string[];
  /** The last test's results, or null before a test and after every change since. */
  results: FinderResult[] | null;
  /** The card last tapped and whether it now teaches, for the page to say; null at the start and after a test. */
  last: { card: string; chosen: boolean } | null;
  /** True once a test got every drawing right; it stays done. */
  done: boolean;
};

export type FinderChange = { type: 'toggle'; card: string } | { type: 'test' } | { type: 'start-over' };

/** The chosen ids that are cards of the finder, in the cards' order, each once. */
const inCardOrder = (finder: Finder, ids: readonly string[]): string[] =>
  finder.cards.filter((c) => ids.includes(c.id)).map((c) => c.id);

export const initialFinderState = (finder: Finder): FinderState => ({
  chosen: inCardOrder(finder, finder.start),
  results: null,
  last: null,
  done: false,
});

/** The training set the chosen cards make: each label's examples in the cards' order, so the page and the server guess alike whatever order the ids come in. */
export function trainingOf(finder: Finder, chosen: readonly string[]): TrainingProgram {
  const picked = finder.cards.filter((c) => chosen.includes(c.id));
  return {
    version: 6,
    kind: 'training',
    labels: FINDER_LABELS.map((word) => ({ word, examples: picked.filter((c) => c.label === word).map((c) => c.drawing) })),
  };
}

/** Tests the finder the chosen cards teach on every test drawing. */
export function testFinder(finder: Finder, chosen: readonly string[]): FinderResult[] {
  const ids = inCardOrder(finder, chosen);
  const byLabel = FINDER_LABELS.map((word) => finder.cards.filter((c) => c.label === word && ids.includes(c.id)).map((c) => c.id));
  const trained = train(trainingOf(finder, ids));
  return finder.tests.map((test) => {
    const guess: Guess = guessFeatures(trained, features(test.drawing));
    const word = guess.word === 'key' || guess.word === 'not-key' ? guess.word : null;
    return {
      test: test.id,
      guess: word,
      right: word === test.label,
      nearest: guess.nearest.map((n) => byLabel[n.label]![n.example]!),
    };
  });
}

/** The finder's state machine, bound to the lesson's finder: a card that is not one of its cards is ignored. */
export const finderReducer =
  (finder: Finder) =>
  (state: FinderState, change: FinderChange): FinderState => {
    switch (change.type) {
      case 'toggle': {
        if (!finder.cards.some((c) => c.id === change.card)) return state;
        const was = state.chosen.includes(change.card);
        const chosen = was ? state.chosen.filter((id) => id !== change.card) : inCardOrder(finder, [...state.chosen, change.card]);
        return { ...state, chosen, results: null, last: { card: change.card, chosen: !was } };
      }
      case 'test': {
        const results = testFinder(finder, state.chosen);
        return { ...state, results, last: null, done: state.done || results.every((r) => r.right) };
      }
      case 'start-over':
        return { ...initialFinderState(finder), done: state.done };
    }
  };

// The activity's evidence for the server (docs/product/lessons.md#graded-by-the-server): the
// chosen cards' ids, never drawings.
export type FinderEvidence = { examples: string[] };
export const finderEvidenceOf = (state: Pick<FinderState, 'chosen'>): FinderEvidence => ({ examples: [...state.chosen] });

const MAX_CARDS = 2 * MAX_EXAMPLES;
const isFinderEvidence: Guard<FinderEvidence> = shape({ examples: list(text(32), MAX_CARDS) });

/** Every id a card of the finder, none twice, at most MAX_EXAMPLES a label, and every test drawing guessed right. */
function isFinderDone(finder: Finder, evidence: FinderEvidence): boolean {
  const ids = evidence.examples;
  if (new Set(ids).size !== ids.length || !ids.every((id) => finder.cards.some((c) => c.id === id))) return false;
  const tooMany = FINDER_LABELS.some((word) => finder.cards.filter((c) => c.label === word && ids.includes(c.id)).length > MAX_EXAMPLES);
  return !tooMany && testFinder(finder, ids).every((r) => r.right);
}

/** The key finder's rule, bound to the lesson's finder. */
export const keyFinderActivity = (finder: Finder): LessonActivity =>
  activityRule(isFinderEvidence, (e) => isFinderDone(finder, e));
