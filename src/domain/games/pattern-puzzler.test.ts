import { describe, expect, it } from 'vitest';
import {
  areAnswersShaped,
  cellKey,
  isPatternSeed,
  MAX_PATTERN_SEED,
  PATTERN_ROUNDS,
  PATTERN_STAGES,
  patternRounds,
  patternScore,
  rightRounds,
  type PatternCell,
  type PatternRound,
} from './pattern-puzzler';

// Many seeds, spread over the whole range, the same every run.
const seeds = [0, 1, 2, 3, 42, MAX_PATTERN_SEED, ...Array.from({ length: 300 }, (_, i) => (i * 2_654_435_761) % MAX_PATTERN_SEED)];
const answersOf = (rounds: PatternRound[]) => rounds.map((r) => r.answer);

describe('pattern puzzler rounds', { timeout: 30_000 }, () => {
  it('are the same for the same seed and differ between seeds', () => {
    expect(patternRounds(1234)).toEqual(patternRounds(1234));
    expect(patternRounds(1234)).not.toEqual(patternRounds(1235));
    const distinct = new Set(seeds.slice(0, 200).map((s) => JSON.stringify(patternRounds(s))));
    expect(distinct.size).toBeGreaterThan(190);
  });

  it('are 10 rounds, two per stage, colours first and two things at once last', () => {
    for (const seed of seeds) {
      const rounds = patternRounds(seed);
      expect(rounds).toHaveLength(PATTERN_ROUNDS);
      expect(rounds.map((r) => r.stage)).toEqual(PATTERN_STAGES.flatMap((s) => [s, s]));
      expect(rounds.slice(8).every((r) => r.varies.length === 2)).toBe(true);
      expect(rounds.slice(0, 8).every((r) => r.varies.length === 1)).toBe(true);
    }
  });

  it('every round has a row with its one gap last and 3 or 4 different choices, exactly one right', () => {
    for (const seed of seeds) {
      for (const round of patternRounds(seed)) {
        expect(round.row.at(-1)).toBeNull();
        expect(round.row.filter((c) => c === null)).toHaveLength(1);
        expect(round.row.length).toBeGreaterThanOrEqual(4);
        expect(round.choices.length === 3 || round.choices.length === 4).toBe(true);
        const keys = round.choices.map(cellKey);
        expect(new Set(keys).size).toBe(keys.length);
        expect(round.answer).toBeGreaterThanOrEqual(0);
        expect(round.answer).toBeLessThan(round.choices.length);
      }
    }
  });

  it('the right choice, and only it, continues the row by the row\'s own rule', () => {
    // Each thing that changes along the row is found again from the row alone: a colour or shape
    // by its smallest repeat, a turn by its steps, a number by its steps or ratios.
    const smallestRepeat = (values: readonly string[]): string | undefined => {
      for (let period = 1; period < values.length; period++) {
        if (values.every((v, i) => i < period || v === values[i - period])) {
          // A repeat must have been seen whole at least once before it counts.
          if (values.length >= period * 2 - 1) return values[values.length - period];
        }
      }
      return undefined;
    };
    const nextTurn = (turns: readonly number[]): number | undefined => {
      const steps = turns.slice(1).map((t, i) => (t - (turns[i] as number) + 360) % 360);
      if (steps.every((s) => s === steps[0])) return ((turns.at(-1) as number) + (steps[0] as number)) % 360;
      // Each direction twice: the next one turns if the last two were the same.
      const turnsAgain = turns.at(-1) === turns.at(-2);
      const step = steps.find((s) => s !== 0) as number;
      return turnsAgain ? ((turns.at(-1) as number) + step) % 360 : turns.at(-1);
    };
    const nextNumber = (values: readonly number[]): number | undefined => {
      const steps = values.slice(1).map((v, i) => v - (values[i] as number));
      const last = values.at(-1) as number;
      if (steps.every((s) => s === steps[0])) return last + (steps[0] as number);
      if (values.slice(1).every((v, i) => v === (values[i] as number) * 2)) return last * 2;
      if (steps.every((s, i) => i === 0 || s === (steps[i - 1] as number) + 1)) return last + (steps.at(-1) as number) + 1;
      return undefined;
    };
    const fits = (round: PatternRound, cell: PatternCell): boolean => {
      const shown = round.row.slice(0, -1) as PatternCell[];
      if (cell.kind === 'number') return nextNumber(shown.map((c) => (c as { value: number }).value)) === cell.value;
      const tiles = shown as Extract<PatternCell, { kind: 'tile' }>[];
      const colour = smallestRepeat(tiles.map((t) => t.colour));
      const shape = smallestRepeat(tiles.map((t) => t.shape));
      const turn = tiles[0]?.shape === 'arrow' ? nextTurn(tiles.map((t) => t.turn)) : 0;
      return cell.colour === colour && cell.shape === shape && cell.turn === turn;
    };
    for (const seed of seeds.slice(0, 400)) {
      for (const round of patternRounds(seed)) {
        const fitting = round.choices.flatMap((c, i) => (fits(round, c) ? [i] : []));
        expect(fitting, `seed ${seed} ${round.stage} ${round.difficulty}`).toEqual([round.answer]);
      }
    }
  });

  it('grows harder: difficulty 1 to 10 in order, and later stages have longer rows or more choices', () => {
    for (const seed of seeds) {
      const rounds = patternRounds(seed);
      expect(rounds.map((r) => r.difficulty)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      for (let s = 0; s < 5; s++) {
        const [easy, hard] = [rounds[s * 2], rounds[s * 2 + 1]] as [PatternRound, PatternRound];
        expect(hard.choices.length).toBeGreaterThanOrEqual(easy.choices.length);
      }
      const first = rounds[0] as PatternRound;
      expect(first.choices).toHaveLength(3);
      expect(rounds.slice(2 * 2).every((r) => r.choices.length === 4)).toBe(true);
    }
  });

  it('a turn round turns the arrow a quarter each step (or each second step), the other way when harder', () => {
    const rounds = patternRounds(7);
    const [easy, hard] = [rounds[6], rounds[7]] as [PatternRound, PatternRound];
    const turns = (r: PatternRound) => r.row.slice(0, -1).map((c) => (c as { turn: number }).turn);
    const easyTurns = turns(easy);
    easyTurns.slice(1).forEach((t, i) => expect((t - (easyTurns[i] as number) + 360) % 360).toBe(90));
    const hardTurns = turns(hard);
    expect(hardTurns[0]).toBe(hardTurns[1]);
    expect((hardTurns[0]! - hardTurns[2]! + 360) % 360).toBe(90);
  });

  it('scores 10 per right first answer: all right 100, none 0', () => {
    const rounds = patternRounds(99);
    const right = answersOf(rounds);
    expect(patternScore(rounds, right)).toBe(100);
    const wrong = rounds.map((r) => (r.answer + 1) % r.choices.length);
    expect(patternScore(rounds, wrong)).toBe(0);
    const half = right.map((a, i) => (i % 2 === 0 ? a : wrong[i] as number));
    expect(patternScore(rounds, half)).toBe(50);
    expect(rightRounds(rounds, half)).toEqual([true, false, true, false, true, false, true, false, true, false]);
  });

  it('knows answers of the wrong shape and seeds out of range', () => {
    const rounds = patternRounds(5);
    expect(areAnswersShaped(rounds, answersOf(rounds))).toBe(true);
    expect(areAnswersShaped(rounds, answersOf(rounds).slice(1))).toBe(false);
    expect(areAnswersShaped(rounds, [...answersOf(rounds), 0])).toBe(false);
    expect(areAnswersShaped(rounds, rounds.map((r) => r.choices.length))).toBe(false);
    expect(areAnswersShaped(rounds, rounds.map(() => 0.5))).toBe(false);
    expect(areAnswersShaped(rounds, rounds.map(() => '0'))).toBe(false);
    expect(areAnswersShaped(rounds, rounds.map(() => -1))).toBe(false);
    expect(isPatternSeed(0)).toBe(true);
    expect(isPatternSeed(MAX_PATTERN_SEED)).toBe(true);
    expect(isPatternSeed(MAX_PATTERN_SEED + 1)).toBe(false);
    expect(isPatternSeed(-1)).toBe(false);
    expect(isPatternSeed(1.5)).toBe(false);
  });
});
