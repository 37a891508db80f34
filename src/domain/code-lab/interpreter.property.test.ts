import { describe, expect, it } from 'vitest';
import { MAX_TICKS, runProgram } from './interpreter';
import { parseGrid, type Heading, type Level } from './level-types';
import { parseProgram, PROGRAM_LIMITS, type Program, type Stmt } from './program';

// Property tests of the interpreter on random programs and random levels, from a seeded PRNG
// so a failure can be replayed (the seed is in the test name).

/** mulberry32: a small, fast, seeded PRNG. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)]!;
  return { next, int, pick };
}
type Rng = ReturnType<typeof prng>;

const HEADINGS: readonly Heading[] = ['north', 'east', 'south', 'west'];

function randomLevel(rng: Rng, n: number): Level {
  const width = rng.int(1, 8);
  const height = rng.int(width === 1 ? 2 : 1, 8);
  const cells = Array.from({ length: height }, () =>
    Array.from({ length: width }, (): string =>
      rng.next() < 0.3 ? '#' : rng.next() < 0.15 ? '*' : '.',
    ),
  );
  const spots = cells.flatMap((row, y) => row.map((_, x) => ({ x, y })));
  const start = rng.pick(spots);
  const goal = rng.pick(spots.filter((s) => s !== start));
  cells[start.y]![start.x] = 'S';
  cells[goal.y]![goal.x] = 'G';
  return {
    id: `random-${n}`,
    gameId: 'lost-finder',
    world: 'lost-finder',
    number: 1,
    title: 'Random',
    intro: 'Random.',
    hints: ['a', 'b', 'c'],
    grid: cells.map((row) => row.join('')),
    startDir: rng.pick(HEADINGS),
    toolbox: [],
    maxBlocks: 60,
    idealBlocks: 60,
    solution: { version: 1, body: [] },
  };
}

function randomProgram(rng: Rng): Program {
  let nextId = 0;
  let budget = rng.int(0, PROGRAM_LIMITS.maxBlocks);
  const list = (depth: number): Stmt[] => {
    const out: Stmt[] = [];
    const length = rng.int(0, depth === 1 ? 12 : 4);
    for (let i = 0; i < length && budget > 0; i++) {
      budget -= 1;
      const id = `b${nextId++}`;
      const canNest = depth < PROGRAM_LIMITS.maxDepth;
      const roll = rng.int(0, canNest ? 8 : 3);
      if (roll === 0 || roll === 1) out.push({ id, op: 'forward' });
      else if (roll === 2) out.push({ id, op: 'turn', dir: rng.pick(['left', 'right'] as const) });
      else if (roll === 3) out.push({ id, op: 'collect' });
      else if (roll === 4 || roll === 5)
        out.push({ id, op: 'repeat', times: rng.int(2, 10), body: list(depth + 1) });
      else if (roll === 6) out.push({ id, op: 'until-goal', body: list(depth + 1) });
      else {
        const cond = rng.pick(['path-ahead', 'path-left', 'path-right', 'on-item'] as const);
        const then = list(depth + 1);
        out.push(
          rng.next() < 0.5
            ? { id, op: 'if', cond, then, else: list(depth + 1) }
            : { id, op: 'if', cond, then },
        );
      }
    }
    return out;
  };
  return { version: 1, body: list(1) };
}

const open = (level: Level, x: number, y: number) => {
  const grid = parseGrid(level);
  return x >= 0 && y >= 0 && x < grid.width && y < grid.height && !grid.walls[y]![x];
};

describe('the interpreter on random programs and levels', () => {
  const SEED = 20261124;
  const RUNS = 3000;

  it(`always finishes within the cap, consistently, and the same program gives the same trace (seed ${SEED}, ${RUNS} runs)`, () => {
    const rng = prng(SEED);
    const outcomes = new Map<string, number>();
    const problems: string[] = [];
    const fail = (n: number, why: string) =>
      problems.length < 5 && problems.push(`run ${n}: ${why}`);
    for (let n = 0; n < RUNS; n++) {
      const level = randomLevel(rng, n);
      const program = randomProgram(rng);
      if (!parseProgram(program).ok) fail(n, 'the generated program is not valid');

      const result = runProgram(level, program);
      outcomes.set(result.outcome, (outcomes.get(result.outcome) ?? 0) + 1);
      if (result.ticks > MAX_TICKS) fail(n, `${result.ticks} ticks`);
      if (result.trace.length !== result.ticks) fail(n, 'trace length is not ticks');
      const again = runProgram(level, structuredClone(program));
      if (JSON.stringify(again) !== JSON.stringify(result)) fail(n, 'a second run differs');

      const grid = parseGrid(level);
      const last = result.trace.at(-1);
      if (result.trace.some((s) => !open(level, s.pose.x, s.pose.y))) fail(n, 'a pose in a wall');
      const reached = result.trace.some((s) => s.event === 'goal');
      if (result.outcome === 'solved' || result.outcome === 'missed-items') {
        const atGoal =
          last?.event === 'goal' && last.pose.x === grid.goal.x && last.pose.y === grid.goal.y;
        if (!atGoal) fail(n, `${result.outcome} but not at the flag`);
        if ((result.itemsCollected === grid.items.length) !== (result.outcome === 'solved'))
          fail(n, `${result.outcome} with ${result.itemsCollected} of ${grid.items.length} items`);
      } else if (reached) fail(n, `${result.outcome} after reaching the flag`);
      if (
        result.outcome === 'crashed' &&
        (last?.event !== 'crash' || open(level, result.crashAt!.x, result.crashAt!.y))
      )
        fail(n, 'crashed into an open cell');
      if (result.outcome === 'timeout' && result.ticks !== MAX_TICKS)
        fail(n, 'timeout before the cap');
    }
    expect(problems).toEqual([]);
    // The generator reaches every outcome, so the checks above are not vacuous.
    expect([...outcomes.keys()].sort()).toEqual([
      'crashed',
      'missed-items',
      'solved',
      'stopped',
      'timeout',
    ]);
  }, 60_000);

  it('runs a 2,000-tick program in under 5 ms', () => {
    const level: Level = {
      ...randomLevel(prng(1), 0),
      grid: ['S......#', '.......#', '......#G'],
      startDir: 'east',
    };
    const walk: Program = {
      version: 1,
      body: [
        {
          id: 'u',
          op: 'until-goal',
          body: [
            {
              id: 'i',
              op: 'if',
              cond: 'path-ahead',
              then: [{ id: 'f', op: 'forward' }],
              else: [{ id: 't', op: 'turn', dir: 'right' }],
            },
            { id: 'c', op: 'if', cond: 'on-item', then: [{ id: 'p', op: 'collect' }] },
          ],
        },
      ],
    };
    for (let i = 0; i < 20; i++) runProgram(level, walk); // warm up the JIT
    const times: number[] = [];
    for (let i = 0; i < 50; i++) {
      const t0 = performance.now();
      const result = runProgram(level, walk);
      times.push(performance.now() - t0);
      expect(result).toMatchObject({ outcome: 'timeout', ticks: MAX_TICKS });
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    console.info(
      `2,000-tick run: median ${median.toFixed(3)} ms, max ${times.at(-1)!.toFixed(3)} ms`,
    );
    expect(median).toBeLessThan(5);
  });
});
