import { describe, expect, it } from 'vitest';
import { runProgram } from '../../src/domain/code-lab/interpreter';
import { describeRun } from '../../src/domain/code-lab/outcome-words';
import type { Program, Stmt } from '../../src/domain/code-lab/program';
import { prng, randomLevel, randomProgram } from '../../src/domain/code-lab/random-programs';
import { codeLabLevels, findLevel } from './levels';
import { solutionOf } from './reference-solutions';

// The loop check on the real levels (docs/product/code-lab.md#engine): it never stops a program
// that would end by itself, and the programs children really write that never end now stop as
// a loop within a few hundred ticks, with the loop that goes round marked.

const SEED = 20261125;

const level = (id: string) => findLevel(id)!;
const untilFlag = (...body: Stmt[]): Program => ({
  version: 1,
  body: [{ id: 'u', op: 'until-goal', body }],
});
const aheadElseTurn = (dir: 'left' | 'right'): Stmt => ({
  id: 'i',
  op: 'if',
  cond: 'path-ahead',
  then: [{ id: 'f', op: 'forward' }],
  else: [{ id: 't', op: 'turn', dir }],
});

describe('loops children write', () => {
  const cases: [string, string, Program][] = [
    ['spinning on the spot', 'lost-finder-2', untilFlag({ id: 't', op: 'turn', dir: 'right' })],
    // The natural first try on the maze: it goes round the first loop of the maze for ever.
    ['"if path ahead, move, else turn right"', 'lost-finder-6', untilFlag(aheadElseTurn('right'))],
    ['"if path ahead, move, else turn left"', 'lost-finder-6', untilFlag(aheadElseTurn('left'))],
    ["Debug Detective's buggy program", 'debug-6', level('debug-6').startProgram!],
  ];

  it.each(cases)('%s on %s stops as a loop with the loop marked', (_name, levelId, program) => {
    const result = runProgram(level(levelId), program);
    expect(result).toMatchObject({ outcome: 'loop', failedBlockId: 'u' });
    expect(result.ticks).toBeLessThan(200);
    expect(result.ticks).toBe(result.loopStartTick! + 2 * result.lapTicks!);
    // The words are the catalogue's loop message (its English is checked in interpreter.test.ts).
    const keyOnly = ((key: string) => key) as Parameters<typeof describeRun>[2];
    expect(describeRun(result, level(levelId), keyOnly, program)).toBe('codeLab.outcome.loop');
    // Without the check it runs to the cap.
    expect(runProgram(level(levelId), program, { detectLoops: false }).outcome).toBe('timeout');
  });

  it('stops spinning on lost-finder-2 after one turn round: four turns, Ada facing east again', () => {
    const result = runProgram(level('lost-finder-2'), cases[0]![2]);
    expect(result).toMatchObject({ loopStartTick: 0, lapTicks: 8, ticks: 16 });
    expect(result.trace.map((s) => s.pose.dir).slice(0, 8)).toEqual([
      'east',
      'south',
      'south',
      'west',
      'west',
      'north',
      'north',
      'east',
    ]);
  });

  it.each(codeLabLevels.map((l) => [l.id, l] as const))(
    '%s: the reference solution still solves',
    (_id, l) => {
      expect(runProgram(l, solutionOf(l.id)).outcome).toBe('solved');
    },
  );

  it(`never stops a program that would end by itself: with and without the loop check on every level and random ones (seed ${SEED})`, () => {
    const rng = prng(SEED + 1);
    const levels = [...codeLabLevels, ...Array.from({ length: 40 }, (_, n) => randomLevel(rng, n))];
    const counts = new Map<string, number>();
    const problems: string[] = [];
    for (const level of levels) {
      for (let n = 0; n < 150; n++) {
        const program = randomProgram(rng);
        const checked = runProgram(level, program);
        const plain = runProgram(level, program, { detectLoops: false });
        const pair = `${plain.outcome}->${checked.outcome}`;
        counts.set(pair, (counts.get(pair) ?? 0) + 1);
        const why = (text: string) =>
          problems.length < 5 && problems.push(`${level.id} #${n} ${pair}: ${text}`);
        if (checked.outcome === 'loop') {
          // Only a run that would go on to the cap is called a loop, on the same steps so far.
          if (plain.outcome !== 'timeout') why('a loop that would have ended');
          const prefix = plain.trace.slice(0, checked.ticks);
          if (JSON.stringify(prefix) !== JSON.stringify(checked.trace)) why('another trace');
          if (checked.ticks > plain.ticks) why('longer than the cap');
        } else if (JSON.stringify(checked) !== JSON.stringify(plain)) why('another result');
      }
    }
    console.info('without -> with the loop check:', Object.fromEntries(counts));
    expect(problems).toEqual([]);
    // Every way a run ends is met, and loops are found where the plain run timed out.
    expect([...counts.keys()].sort()).toEqual([
      'crashed->crashed',
      'ended-short->ended-short',
      'missed-items->missed-items',
      // Robot Recipes: the random programs have no functions; Pen Studio: they draw other lines.
      'needs-function->needs-function',
      'solved->solved',
      'timeout->loop',
      'timeout->timeout',
      'wrong-drawing->wrong-drawing',
    ]);
  }, 60_000);
});
