// Pattern Puzzler's rounds (docs/decisions/416-pattern-puzzler.md): one play is 10 rounds made
// from a seed, the same on the server (which grades the answers) and in the page (which shows each
// round's right or wrong at once). Pure and deterministic: the same seed gives the same rounds.
// The rounds grow harder: colours, then shapes, then numbers, then turns, then two things at once.

export const PATTERN_PUZZLER_ID = 'pattern-puzzler';
export const PATTERN_ROUNDS = 10;
/** docs/product.md#pattern-puzzler: 10 for each round whose first answer is right; 100 pays 10 points. */
const POINTS_PER_RIGHT_ROUND = 10;
/** A seed is a whole number the server picks: 0 ≤ seed < 2^31. */
export const MAX_PATTERN_SEED = 2 ** 31 - 1;

const PATTERN_COLOURS = ['red', 'blue', 'yellow', 'green', 'purple', 'orange'] as const;
export type PatternColour = (typeof PATTERN_COLOURS)[number];
const PATTERN_SHAPES = ['circle', 'square', 'triangle', 'star', 'heart'] as const;
export type PatternShape = (typeof PATTERN_SHAPES)[number] | 'arrow';
/** Where an arrow points: 0 up, 90 right, 180 down, 270 left (a quarter turn clockwise each). */
export type PatternTurn = 0 | 90 | 180 | 270;
const TURNS: readonly PatternTurn[] = [0, 90, 180, 270];

type PatternTile = { kind: 'tile'; colour: PatternColour; shape: PatternShape; turn: PatternTurn };
type PatternNumber = { kind: 'number'; value: number };
export type PatternCell = PatternTile | PatternNumber;

/** What changes along a round's row: what its words name (the rest stays the same). */
export type PatternAttribute = 'colour' | 'shape' | 'turn' | 'number';

/** The five stages, easiest first; each has two rounds, the second harder than the first. */
export const PATTERN_STAGES = ['colour', 'shape', 'number', 'turn', 'mixed'] as const;
type PatternStage = (typeof PATTERN_STAGES)[number];

export type PatternRound = {
  stage: PatternStage;
  /** How hard, 1 (round 1) to 10 (round 10): never lower than the round before. */
  difficulty: number;
  /** The row, the gap (`null`) last: "what comes next?". */
  row: readonly (PatternCell | null)[];
  /** 3 or 4 choices, all different; exactly one is right. */
  choices: readonly PatternCell[];
  /** The index of the right choice. */
  answer: number;
  /** What changes along the row (what the words name). */
  varies: readonly PatternAttribute[];
};

/** mulberry32: a small seeded PRNG, the same numbers on every machine. */
function randomFrom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rng = () => number;
const int = (rng: Rng, min: number, max: number): number => min + Math.floor(rng() * (max - min + 1));
function shuffled<T>(rng: Rng, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = int(rng, 0, i);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
const pick = <T>(rng: Rng, items: readonly T[], count: number): T[] => shuffled(rng, items).slice(0, count);

/** One name per cell, so two cells that look the same are equal. */
export const cellKey = (cell: PatternCell): string =>
  cell.kind === 'number' ? `n${cell.value}` : `${cell.colour}-${cell.shape}-${cell.turn}`;

const tile = (colour: PatternColour, shape: PatternShape, turn: PatternTurn = 0): PatternTile => ({
  kind: 'tile',
  colour,
  shape,
  turn,
});

/** A row of `length` cells from a cell maker, the last left as the gap; the made last cell is the answer. */
function rowOf(length: number, cellAt: (i: number) => PatternCell) {
  const cells = Array.from({ length }, (_, i) => cellAt(i));
  const answer = cells[length - 1] as PatternCell;
  return { row: [...cells.slice(0, -1), null], answer };
}

/** The answer and distractors, shuffled, duplicates dropped (never the answer twice). */
function choicesWith(rng: Rng, answer: PatternCell, distractors: readonly PatternCell[], count: number) {
  const seen = new Set([cellKey(answer)]);
  const others: PatternCell[] = [];
  for (const cell of distractors) {
    if (others.length === count - 1) break;
    if (seen.has(cellKey(cell))) continue;
    seen.add(cellKey(cell));
    others.push(cell);
  }
  const choices = shuffled(rng, [answer, ...others]);
  return { choices, answer: choices.findIndex((c) => cellKey(c) === cellKey(answer)) };
}

type Made = Omit<PatternRound, 'stage' | 'difficulty'>;

/** A repeating unit of `period` picks; round lengths show it at least twice before the gap. */
function repeating<T>(rng: Rng, pool: readonly T[], period: number, motif: 'distinct' | 'aab'): T[] {
  if (motif === 'aab') {
    const [a, b] = pick(rng, pool, 2) as [T, T];
    return [a, a, b];
  }
  return pick(rng, pool, period);
}

function colourRound(rng: Rng, hard: boolean): Made {
  const unit = hard ? repeating(rng, PATTERN_COLOURS, 3, rng() < 0.5 ? 'distinct' : 'aab') : repeating(rng, PATTERN_COLOURS, 2, 'distinct');
  const shape = PATTERN_SHAPES[int(rng, 0, PATTERN_SHAPES.length - 1)] as PatternShape;
  const length = unit.length * 2 + int(rng, 1, unit.length);
  const { row, answer } = rowOf(length, (i) => tile(unit[i % unit.length] as PatternColour, shape));
  const spare = PATTERN_COLOURS.filter((c) => !unit.includes(c));
  const distractors = shuffled(rng, [...unit, ...pick(rng, spare, 2)]).map((c) => tile(c, shape));
  return { row, varies: ['colour'], ...choicesWith(rng, answer, distractors, hard ? 4 : 3) };
}

function shapeRound(rng: Rng, hard: boolean): Made {
  const unit = hard ? repeating(rng, PATTERN_SHAPES, 3, rng() < 0.5 ? 'distinct' : 'aab') : repeating(rng, PATTERN_SHAPES, 2, 'distinct');
  const colour = PATTERN_COLOURS[int(rng, 0, PATTERN_COLOURS.length - 1)] as PatternColour;
  const length = unit.length * 2 + int(rng, 1, unit.length);
  const { row, answer } = rowOf(length, (i) => tile(colour, unit[i % unit.length] as PatternShape));
  const spare = PATTERN_SHAPES.filter((s) => !unit.includes(s));
  const distractors = shuffled(rng, [...unit, ...pick(rng, spare, 2)]).map((s) => tile(colour, s));
  return { row, varies: ['shape'], ...choicesWith(rng, answer, distractors, hard ? 4 : 3) };
}

const num = (value: number): PatternNumber => ({ kind: 'number', value });

function numberRound(rng: Rng, hard: boolean): Made {
  const length = 5;
  let valueAt: (i: number) => number;
  let near: number[];
  if (!hard) {
    // Count on by the same step: 3, 5, 7, 9, ?
    const start = int(rng, 1, 9);
    const step = int(rng, 2, 5);
    valueAt = (i) => start + step * i;
    const last = valueAt(length - 1);
    near = [last + 1, last - 1, last + step, last - step + 1];
  } else if (rng() < 0.5) {
    // Double each time: 2, 4, 8, 16, ?
    const start = int(rng, 1, 3);
    valueAt = (i) => start * 2 ** i;
    const last = valueAt(length - 1);
    const before = valueAt(length - 2);
    near = [before * 3, last + before / 2, last + 2, last - 2];
  } else {
    // The step grows by one each time: 1, 2, 4, 7, ?
    const start = int(rng, 1, 5);
    valueAt = (i) => start + (i * (i + 1)) / 2;
    const last = valueAt(length - 1);
    near = [last - 1, last + 1, last + 2, last + length];
  }
  const { row, answer } = rowOf(length, (i) => num(valueAt(i)));
  const distractors = shuffled(rng, near.filter((n) => n > 0)).map(num);
  return { row, varies: ['number'], ...choicesWith(rng, answer, distractors, 4) };
}

const turnBy = (turn: PatternTurn, quarters: number): PatternTurn =>
  TURNS[(((TURNS.indexOf(turn) + quarters) % 4) + 4) % 4] as PatternTurn;

function turnRound(rng: Rng, hard: boolean): Made {
  const colour = PATTERN_COLOURS[int(rng, 0, PATTERN_COLOURS.length - 1)] as PatternColour;
  const start = TURNS[int(rng, 0, 3)] as PatternTurn;
  // Easy: a quarter turn clockwise each step. Hard: each direction twice, turning the other way.
  const turnAt = hard
    ? (i: number) => turnBy(start, -Math.floor(i / 2))
    : (i: number) => turnBy(start, i);
  const length = hard ? int(rng, 6, 7) : int(rng, 4, 5);
  const { row, answer } = rowOf(length, (i) => tile(colour, 'arrow', turnAt(i)));
  const distractors = shuffled(rng, TURNS).map((turn) => tile(colour, 'arrow', turn));
  return { row, varies: ['turn'], ...choicesWith(rng, answer, distractors, 4) };
}

function mixedRound(rng: Rng, hard: boolean): Made {
  if (!hard) {
    // The colour repeats every 2, the shape every 3.
    const colours = pick(rng, PATTERN_COLOURS, 2) as PatternColour[];
    const shapes = pick(rng, PATTERN_SHAPES, 3) as PatternShape[];
    const length = int(rng, 6, 7);
    const cellAt = (i: number) => tile(colours[i % 2] as PatternColour, shapes[i % 3] as PatternShape);
    const { row, answer } = rowOf(length, cellAt);
    const a = answer as PatternTile;
    const otherColour = colours.find((c) => c !== a.colour) as PatternColour;
    const otherShape = shapes.find((s) => s !== a.shape) as PatternShape;
    const distractors = shuffled(rng, [
      tile(otherColour, a.shape),
      tile(a.colour, otherShape),
      tile(otherColour, otherShape),
    ]);
    return { row, varies: ['colour', 'shape'], ...choicesWith(rng, answer, distractors, 4) };
  }
  // The arrow turns a quarter clockwise each step while the colour repeats every 3.
  const colours = pick(rng, PATTERN_COLOURS, 3) as PatternColour[];
  const start = TURNS[int(rng, 0, 3)] as PatternTurn;
  const length = int(rng, 6, 7);
  const cellAt = (i: number) => tile(colours[i % 3] as PatternColour, 'arrow', turnBy(start, i));
  const { row, answer } = rowOf(length, cellAt);
  const a = answer as PatternTile;
  const otherColour = colours.find((c) => c !== a.colour) as PatternColour;
  const distractors = shuffled(rng, [
    tile(otherColour, 'arrow', a.turn),
    tile(a.colour, 'arrow', turnBy(a.turn, 1)),
    tile(otherColour, 'arrow', turnBy(a.turn, -1)),
  ]);
  return { row, varies: ['colour', 'turn'], ...choicesWith(rng, answer, distractors, 4) };
}

const makers: Record<PatternStage, (rng: Rng, hard: boolean) => Made> = {
  colour: colourRound,
  shape: shapeRound,
  number: numberRound,
  turn: turnRound,
  mixed: mixedRound,
};

/** A seed the rounds can be made from. */
export const isPatternSeed = (seed: number): boolean =>
  Number.isInteger(seed) && seed >= 0 && seed <= MAX_PATTERN_SEED;

/** The 10 rounds of the play with this seed, easiest first (two rounds per stage). */
export function patternRounds(seed: number): PatternRound[] {
  const rng = randomFrom(seed);
  return PATTERN_STAGES.flatMap((stage, s) =>
    [false, true].map((hard) => ({
      stage,
      difficulty: s * 2 + (hard ? 2 : 1),
      ...makers[stage](rng, hard),
    })),
  );
}

/** Whether `answers` could be a play's first answers: one choice index per round. */
export function areAnswersShaped(rounds: readonly PatternRound[], answers: readonly unknown[]): answers is number[] {
  return (
    answers.length === rounds.length &&
    answers.every(
      (a, i) => typeof a === 'number' && Number.isInteger(a) && a >= 0 && a < (rounds[i]?.choices.length ?? 0),
    )
  );
}

/** Which rounds' first answers were right. */
export const rightRounds = (rounds: readonly PatternRound[], answers: readonly number[]): boolean[] =>
  rounds.map((round, i) => answers[i] === round.answer);

/** docs/product.md#pattern-puzzler: 10 per right first answer (0 to 100). */
export const patternScore = (rounds: readonly PatternRound[], answers: readonly number[]): number =>
  rightRounds(rounds, answers).filter(Boolean).length * POINTS_PER_RIGHT_ROUND;

/** New plays a child may be dealt per hour (docs/product/api.md#pattern-puzzler). */
export const PATTERN_PLAYS_PER_HOUR = 60;
/** A play must be answered within this long after it was dealt, or it no longer counts. */
export const PATTERN_PLAY_ANSWER_WITHIN_MS = 2 * 60 * 60 * 1000;
