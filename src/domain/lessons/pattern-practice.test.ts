import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { serverCatalog } from '../../i18n/generated/server-catalog';
import { translator } from '../../i18n/translate';
import { PATTERN_PALETTE } from '../constants';
import {
  canCheck,
  canGoNext,
  checkMessage,
  currentPuzzle,
  initialPatternPractice,
  isLastPuzzle,
  isPracticeComplete,
  patternPracticeReducer,
  symbolLabel,
  type PatternPracticeAction,
  type PatternPracticeState,
  type PatternPuzzle,
} from './pattern-practice';

const puzzles: PatternPuzzle[] = [
  { id: 'p1', sequence: ['red', 'blue', 'red', 'blue'], nextItem: 'red' },
  { id: 'p2', sequence: ['1', '2', '1', '2'], nextItem: '1' },
];
const words = (locale: 'en' | 'es') => translator(setupI18n({ locale, messages: { [locale]: serverCatalog[locale]! } }));
const en = words('en');
const run = (state: PatternPracticeState, ...actions: PatternPracticeAction[]) =>
  actions.reduce((s, a) => patternPracticeReducer(puzzles, s, a), state);

describe('pattern practice', () => {
  it('has the palette of docs/product/lessons.md#pattern-master: four circles then 1 2 3 A B C, each with a spoken name', () => {
    expect(PATTERN_PALETTE).toEqual([
      'red',
      'blue',
      'yellow',
      'green',
      '1',
      '2',
      '3',
      'A',
      'B',
      'C',
    ]);
    expect(PATTERN_PALETTE.map((symbol) => symbolLabel(en, symbol))).toEqual([
      'red circle',
      'blue circle',
      'yellow circle',
      'green circle',
      '1',
      '2',
      '3',
      'A',
      'B',
      'C',
    ]);
  });

  it('names the symbols and says the messages in Spanish too', () => {
    const es = words('es');
    expect(symbolLabel(es, 'red')).toBe('círculo rojo');
    expect(symbolLabel(es, 'A')).toBe('A');
    const right = run(initialPatternPractice(), { type: 'choose', symbol: 'red' }, { type: 'check' });
    expect(checkMessage(es, puzzles, right)).toBe('¡Correcto! ¡Qué bien encuentras patrones!');
  });

  it('Check Answer is refused until a symbol is chosen', () => {
    const s = initialPatternPractice();
    expect(canCheck(s)).toBe(false);
    expect(run(s, { type: 'check' })).toBe(s);
    expect(checkMessage(en, puzzles, s)).toBeNull();
  });

  it('a correct answer says so', () => {
    const s = run(initialPatternPractice(), { type: 'choose', symbol: 'red' }, { type: 'check' });
    expect(s.outcome).toBe('correct');
    expect(checkMessage(en, puzzles, s)).toBe('Correct! Great pattern recognition!');
    expect(s.solvedIds).toEqual(['p1']);
  });

  it('a wrong answer says try again without giving the answer away, and Check Answer stays on', () => {
    const wrong = run(
      initialPatternPractice(),
      { type: 'choose', symbol: 'blue' },
      { type: 'check' },
    );
    expect(wrong.outcome).toBe('wrong');
    expect(checkMessage(en, puzzles, wrong)).toBe(
      'Not quite. Try again! Look at what repeats, then pick a symbol and press Check Answer.',
    );
    expect(checkMessage(en, puzzles, wrong)).not.toMatch(/red/);
    expect(canGoNext(puzzles, wrong)).toBe(false);
    expect(canCheck(wrong)).toBe(true);
    const again = run(wrong, { type: 'choose', symbol: 'red' });
    expect(again.outcome).toBe('unchecked');
    expect(canCheck(again)).toBe(true);
    expect(run(again, { type: 'check' }).outcome).toBe('correct');
  });

  it('a second check of the same wrong pick stays wrong; a right one then solves it', () => {
    const s = run(
      initialPatternPractice(),
      { type: 'choose', symbol: 'red' },
      { type: 'check' },
      { type: 'next' },
      { type: 'choose', symbol: '3' },
      { type: 'check' },
      { type: 'check' },
    );
    expect(s.outcome).toBe('wrong');
    expect(run(s, { type: 'choose', symbol: '1' }, { type: 'check' }).outcome).toBe('correct');
  });

  it('Next Pattern moves on and clears the choice; the last puzzle has no next', () => {
    const solved = run(
      initialPatternPractice(),
      { type: 'choose', symbol: 'red' },
      { type: 'check' },
    );
    expect(canGoNext(puzzles, solved)).toBe(true);
    const next = run(solved, { type: 'next' });
    expect(next).toMatchObject({ index: 1, choice: null, outcome: 'unchecked' });
    expect(currentPuzzle(puzzles, next)?.id).toBe('p2');
    expect(isLastPuzzle(puzzles, next)).toBe(true);
    const last = run(next, { type: 'choose', symbol: '1' }, { type: 'check' });
    expect(canGoNext(puzzles, last)).toBe(false);
    expect(run(last, { type: 'next' })).toBe(last);
  });

  it('Next Pattern is refused before the pattern is solved', () => {
    const s = run(initialPatternPractice(), { type: 'choose', symbol: 'red' });
    expect(run(s, { type: 'next' })).toBe(s);
  });

  it('practice is complete only when every puzzle is solved', () => {
    const first = run(
      initialPatternPractice(),
      { type: 'choose', symbol: 'red' },
      { type: 'check' },
      { type: 'next' },
    );
    expect(isPracticeComplete(puzzles, first)).toBe(false);
    const done = run(first, { type: 'choose', symbol: '1' }, { type: 'check' });
    expect(isPracticeComplete(puzzles, done)).toBe(true);
  });

  it('a solved answer cannot be changed', () => {
    const s = run(initialPatternPractice(), { type: 'choose', symbol: 'red' }, { type: 'check' });
    expect(run(s, { type: 'choose', symbol: 'blue' })).toBe(s);
  });
});
