// Pattern practice (patterns lesson, docs/product/lessons.md#pattern-master): a pure engine over the puzzles it is given.
import { PATTERN_PALETTE } from '../constants';
import type { Translate } from '../../i18n/translate';
import { activityRule, list, shape, text, type Guard, type LessonActivity } from './evidence';

export type PatternSymbol = (typeof PATTERN_PALETTE)[number];
export type PatternPuzzle = {
  id: string;
  sequence: readonly PatternSymbol[];
  nextItem: PatternSymbol;
};

const COLOURS: readonly PatternSymbol[] = ['red', 'blue', 'yellow', 'green'];
export const isColourSymbol = (symbol: PatternSymbol): boolean => COLOURS.includes(symbol);

/** What a screen reader (and the 'correct answer' message) calls a symbol: 'red circle', '1', 'A'. */
export const symbolLabel = (t: Translate, symbol: PatternSymbol): string =>
  t('activities.patterns.symbol', { symbol });

type PatternOutcome = 'unchecked' | 'correct' | 'wrong';

export type PatternPracticeState = {
  index: number; // which puzzle is shown
  choice: PatternSymbol | null;
  outcome: PatternOutcome;
  solvedIds: readonly string[]; // puzzles answered correctly at least once
};

export type PatternPracticeAction =
  { type: 'choose'; symbol: PatternSymbol } | { type: 'check' } | { type: 'next' };

export const initialPatternPractice = (): PatternPracticeState => ({
  index: 0,
  choice: null,
  outcome: 'unchecked',
  solvedIds: [],
});

export function patternPracticeReducer(
  puzzles: readonly PatternPuzzle[],
  state: PatternPracticeState,
  action: PatternPracticeAction,
): PatternPracticeState {
  const puzzle = puzzles[state.index];
  if (!puzzle) return state;
  switch (action.type) {
    case 'choose':
      // Picking again after a wrong answer lets the child try once more.
      if (state.outcome === 'correct') return state;
      return { ...state, choice: action.symbol, outcome: 'unchecked' };
    case 'check': {
      // docs/product/lessons.md#pattern-master: Check Answer does nothing until a symbol is chosen;
      // after a wrong pick it stays on, so the way on is never greyed out
      // (docs/decisions/125-a-wrong-pattern-pick-says-try-again.md).
      if (!canCheck(state)) return state;
      if (state.choice !== puzzle.nextItem) return { ...state, outcome: 'wrong' };
      const solvedIds = state.solvedIds.includes(puzzle.id)
        ? state.solvedIds
        : [...state.solvedIds, puzzle.id];
      return { ...state, outcome: 'correct', solvedIds };
    }
    case 'next':
      // docs/product/lessons.md#pattern-master: Next Pattern moves to the next puzzle and clears the choice. It opens once the
      // current pattern is solved (the wrong-answer message says to try again).
      if (!canGoNext(puzzles, state)) return state;
      return { ...state, index: state.index + 1, choice: null, outcome: 'unchecked' };
  }
}

export const currentPuzzle = (
  puzzles: readonly PatternPuzzle[],
  state: PatternPracticeState,
): PatternPuzzle | undefined => puzzles[state.index];
export const isLastPuzzle = (
  puzzles: readonly PatternPuzzle[],
  state: PatternPracticeState,
): boolean => state.index === puzzles.length - 1;
export const canCheck = (state: PatternPracticeState): boolean =>
  state.choice !== null && state.outcome !== 'correct';
export const canGoNext = (
  puzzles: readonly PatternPuzzle[],
  state: PatternPracticeState,
): boolean => state.outcome === 'correct' && !isLastPuzzle(puzzles, state);
export const isPracticeComplete = (
  puzzles: readonly PatternPuzzle[],
  state: Pick<PatternPracticeState, 'solvedIds'>,
): boolean => puzzles.length > 0 && puzzles.every((p) => state.solvedIds.includes(p.id));

/** The words shown after Check Answer (docs/product/lessons.md#pattern-master), or null before it. */
export function checkMessage(
  t: Translate,
  puzzles: readonly PatternPuzzle[],
  state: PatternPracticeState,
): string | null {
  const puzzle = puzzles[state.index];
  if (!puzzle || state.outcome === 'unchecked') return null;
  return state.outcome === 'correct'
    ? t('activities.patterns.correct')
    : t('activities.patterns.wrong');
}

// The activity's evidence for the server (docs/product/lessons.md#graded-by-the-server): small, checked
// with the rule above.
export type PatternEvidence = { solvedIds: string[] };
export const patternEvidenceOf = (state: PatternPracticeState): PatternEvidence => ({ solvedIds: [...state.solvedIds] });
const isPatternEvidenceDone = (evidence: PatternEvidence, puzzles: readonly PatternPuzzle[]): boolean =>
  isPracticeComplete(puzzles, evidence);
const isPatternEvidence: Guard<PatternEvidence> = shape({ solvedIds: list(text(32), 20) });
/** The pattern practice's rule, bound to the lesson's puzzles. */
export const patternActivity = (puzzles: readonly PatternPuzzle[]): LessonActivity =>
  activityRule(isPatternEvidence, (e) => isPatternEvidenceDone(e, puzzles));
