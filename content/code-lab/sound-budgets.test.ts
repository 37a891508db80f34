// The Sound Lab's time budgets (docs/product/code-lab.md#sound-lab): a 2,000-event run within
// 5 ms (the test allows 3 times that: a shared machine under load is slower than a child's
// laptop on its own), and every puzzle's reference checked as the server checks it (the schema,
// the level's rules, the run, the comparison). Each is the median of several runs after a
// warm-up, in the CPU time this process spent (process.cpuUsage); the wall clock's is printed
// beside it.
import { describe, expect, it } from 'vitest';
import { checkSolve } from '../../src/domain/code-lab/solve';
import { isSoundLevel } from '../../src/domain/code-lab/stages/sound/sound-level';
import { runTune } from '../../src/domain/code-lab/stages/sound/sound-stage';
import { MAX_SOUND_EVENTS } from '../../src/domain/code-lab/stages/sound/sound-types';
import type { TuneProgram } from '../../src/domain/code-lab/stages/sound/tune-program';
import { soundLabLevels } from './levels';
import { tuneSolutionOf } from './reference-solutions';

/** The medians, in ms, of the CPU time and of the wall-clock time `work` takes. */
function median(runs: number, work: () => void): { cpu: number; wall: number } {
  for (let i = 0; i < 5; i++) work();
  const cpu: number[] = [];
  const wall: number[] = [];
  for (let i = 0; i < runs; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    work();
    wall.push(performance.now() - t0);
    const used = process.cpuUsage(c0);
    cpu.push((used.user + used.system) / 1000);
  }
  const mid = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
  return { cpu: mid(cpu), wall: mid(wall) };
}

/**
 * 2,000 events with everything a run does: ten times two voices together, the first calling a
 * function five times (a tempo change and ten notes and drums each), the second fifty notes and
 * fifty rests.
 */
const busiest: TuneProgram = {
  version: 4,
  kind: 'tune',
  functions: [
    {
      name: 'chorus',
      body: [
        { id: 'tm', op: 'tempo', bpm: 120 },
        {
          id: 'r1',
          op: 'repeat',
          times: 10,
          body: [
            { id: 'n1', op: 'play-note', note: 'E5', length: 'eighth' },
            { id: 'd1', op: 'play-drum', drum: 'hihat', length: 'eighth' },
          ],
        },
      ],
    },
  ],
  body: [
    {
      id: 'r2',
      op: 'repeat',
      times: 10,
      body: [
        {
          id: 't',
          op: 'together',
          first: [{ id: 'r3', op: 'repeat', times: 5, body: [{ id: 'c', op: 'call', name: 'chorus' }] }],
          second: [
            {
              id: 'r4',
              op: 'repeat',
              times: 5,
              body: [
                {
                  id: 'r5',
                  op: 'repeat',
                  times: 10,
                  body: [
                    { id: 'n2', op: 'play-note', note: 'C4', length: 'eighth' },
                    { id: 'p', op: 'rest', length: 'eighth' },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};

describe('the Sound Lab within its time budgets', () => {
  it('runs a tune of 2,000 events within 5 ms (15 allowed here)', () => {
    const run = runTune(busiest);
    expect(run.outcome).toBe('done');
    expect(run.transcript.events).toHaveLength(MAX_SOUND_EVENTS);
    const ms = median(21, () => runTune(busiest));
    console.info(`2,000-event run: median ${ms.cpu.toFixed(2)} ms of CPU (${ms.wall.toFixed(2)} ms by the clock)`);
    expect(ms.cpu).toBeLessThanOrEqual(15);
  });

  it("checks every puzzle's reference within 5 ms", () => {
    const times = soundLabLevels.filter(isSoundLevel).map((level) => {
      const solution = tuneSolutionOf(level.id);
      expect(checkSolve(level, solution).kind).toBe('solved');
      return [level.id, median(7, () => checkSolve(level, solution)).cpu] as const;
    });
    console.info(`references checked, median ms of CPU: ${times.map(([id, ms]) => `${id} ${ms.toFixed(2)}`).join(', ')}`);
    for (const [id, ms] of times) expect(ms, id).toBeLessThanOrEqual(5);
  });
});
