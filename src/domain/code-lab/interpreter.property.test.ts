import { describe, expect, it } from 'vitest';
import { MAX_TICKS, runProgram } from './interpreter';
import { parseGrid, type GridLevel } from './stages/grid/grid-level';
import { type Level } from './level-types';
import { parseProgram, type Program } from './program';
import { prng, randomLevel, randomProgram } from './random-programs';

// Property tests of the interpreter on random programs and random levels, from a seeded PRNG
// so a failure can be replayed (the seed is in the test name).

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
      if (result.outcome === 'loop') {
        const { loopStartTick: start = -1, lapTicks: lap = 0 } = result;
        if (start < 0 || lap < 1) fail(n, 'a loop without its lap');
        if (result.ticks !== Math.min(MAX_TICKS, start + 2 * lap)) fail(n, 'not two laps');
        if (!result.failedBlockId) fail(n, 'a loop with no loop block marked');
        const laps = result.trace.slice(start);
        if (laps.some((s, i) => i >= lap && JSON.stringify(s) !== JSON.stringify(laps[i - lap])))
          fail(n, 'the second lap differs from the first');
      }
    }
    expect(problems).toEqual([]);
    // The generator reaches every outcome, so the checks above are not vacuous (a timeout is
    // rare now that loops stop early: the next test meets it).
    expect([...outcomes.keys()].sort()).toEqual([
      'crashed',
      'ended-short',
      'loop',
      'missed-items',
      'solved',
    ]);
  }, 60_000);

  it('runs a 2,000-tick program in under 5 ms, with the loop check keeping a state at every tick it can', () => {
    const level: GridLevel = {
      ...randomLevel(prng(1), 0),
      grid: ['S......#', '.......#', '......#G'],
      startDir: 'east',
    };
    // Nested repeats inside "repeat until the flag": every pass changes a counter, so no state
    // comes back within the cap and every loop check keeps a state (the check's worst case).
    const walk: Program = {
      version: 1,
      body: [
        {
          id: 'u',
          op: 'until-goal',
          body: [
            {
              id: 'r1',
              op: 'repeat',
              times: 10,
              body: [
                {
                  id: 'r2',
                  op: 'repeat',
                  times: 10,
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
            },
          ],
        },
      ],
    };
    const median = (detectLoops: boolean) => {
      for (let i = 0; i < 50; i++) runProgram(level, walk, { detectLoops }); // warm up the JIT
      const times: number[] = [];
      for (let i = 0; i < 200; i++) {
        const t0 = performance.now();
        const result = runProgram(level, walk, { detectLoops });
        times.push(performance.now() - t0);
        expect(result).toMatchObject({ outcome: 'timeout', ticks: MAX_TICKS });
      }
      times.sort((a, b) => a - b);
      return times[Math.floor(times.length / 2)]!;
    };
    const plain = median(false);
    const checked = median(true);
    console.info(
      `2,000-tick run: median ${checked.toFixed(3)} ms with the loop check, ${plain.toFixed(3)} ms without`,
    );
    expect(checked).toBeLessThan(5);
  });
});
