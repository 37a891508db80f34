import { describe, expect, it } from 'vitest';
import { englishWords, spanishWords } from '../../../../../tests/support/english-words';
import { findLevel } from '../../../../../content/code-lab/levels';
import { MAX_TICKS, runProgram, type RunResult } from '../../../../domain/code-lab/interpreter';
import type { Level } from '../../../../domain/code-lab/level-types';
import { describeRun } from '../../../../domain/code-lab/outcome-words';
import type { Program, Stmt } from '../../../../domain/code-lab/program';
import {
  adaMoved,
  ENDLESS_RUN_MS,
  idleRun,
  isEndless,
  lapsShown,
  playedSteps,
  programChanged,
  resetPressed,
  runPressed,
  SPEEDS,
  STEP_MS,
  stepMsFor,
  stepPressed,
  stopPressed,
  ticked,
  TIMEOUT_LAPS,
  TIMEOUT_MAX_STEPS,
  type RunState,
  type Speed,
} from './run-state';

const level = findLevel('tech-lab-1')!;
// repeat 7 { forward }: the first step is the repeat's check, the second Ada's first move.
const program: Program = { version: 1, body: [{ id: 'r', op: 'repeat', times: 7, body: [{ id: 'f', op: 'forward' }] }] };
const start = () => runProgram(level, program);
const after = (s: RunState, times: number) => Array.from({ length: times }).reduce<RunState>((x) => ticked(x), s);

describe('what counts as a try (docs/decisions/179-what-counts-as-a-try.md)', () => {
  it('a run that ends by itself is a try, once', () => {
    let s = runPressed(idleRun, start);
    expect(s.ending).toBeNull();
    s = after(s, s.result!.trace.length);
    expect(s.phase).toBe('done');
    expect(s.ending).toEqual({ how: 'finished', result: s.result });
    expect(ticked(s)).toBe(s);
  });

  it('Stop or Reset after Ada moved is a try, reported as stopped', () => {
    const moved = after(runPressed(idleRun, start), 2);
    expect(adaMoved(moved.result!.trace.slice(0, moved.shown))).toBe(true);
    const stopped = stopPressed(moved);
    expect(stopped).toMatchObject({ phase: 'stopped', shown: 2, ending: { how: 'stopped' } });
    expect(resetPressed(moved)).toMatchObject({ phase: 'idle', result: null, ending: { how: 'stopped' } });
    // Paused by Step, then Reset: a try as well.
    const stepped = stepPressed(stepPressed(idleRun, start), start);
    expect(resetPressed(stepped).ending?.how).toBe('stopped');
  });

  it('Stop after Ada drew a line on the paper is a try: drawing is moving', () => {
    const pen = findLevel('pen-1')!;
    const draws = () => runProgram(pen, { version: 1, body: [{ id: 'f', op: 'forward' }, { id: 'g', op: 'forward' }] });
    const drawn = ticked(runPressed(idleRun, draws));
    expect(drawn.result!.trace[0]!.event).toBe('draw');
    expect(stopPressed(drawn).ending?.how).toBe('stopped');
  });

  it('Stop or Reset before Ada moved is not a try', () => {
    const checked = after(runPressed(idleRun, start), 1);
    expect(checked.result!.trace[0]!.event).toBe('repeat');
    expect(stopPressed(checked)).toMatchObject({ phase: 'stopped', ending: null });
    expect(resetPressed(checked).ending).toBeNull();
    expect(resetPressed(runPressed(idleRun, start)).ending).toBeNull();
  });

  it('Reset after a run has ended, or an edit during one, is no new try', () => {
    const done = after(runPressed(idleRun, start), 100);
    expect(resetPressed(done).ending).toBeNull();
    expect(stopPressed(done)).toBe(done);
    expect(programChanged().ending).toBeNull();
  });

  it('Run after a Stop starts a new run from the start', () => {
    const stopped = stopPressed(after(runPressed(idleRun, start), 3));
    const again = runPressed(stopped, start);
    expect(again).toMatchObject({ phase: 'playing', shown: 0, ending: null });
    expect(again.result).not.toBe(stopped.result);
  });
});

/**
 * Run pressed at 0 ms, played as use-run.ts plays it: the first step at once, each next one
 * stepMsFor later. When the words show (the run's end, or a never-ending run's laps) and when
 * it stops, in ms after Run.
 */
function play(level: Level, program: Program, speed: Speed) {
  let s = runPressed(idleRun, () => runProgram(level, program));
  const stepMs = stepMsFor(s.result, speed);
  let wordsAt: number | null = null;
  for (let ms = 0; ; ms += stepMs) {
    s = ticked(s);
    if (wordsAt === null && (lapsShown(s) || s.ending)) wordsAt = ms;
    if (s.phase === 'done') return { state: s, result: s.result!, wordsAt: wordsAt!, endsAt: ms, shown: s.result!.trace.slice(0, s.shown) };
  }
}

const turnRight = (id: string): Stmt => ({ id, op: 'turn', dir: 'right' });
const repeat = (id: string, body: Stmt[]): Stmt => ({ id, op: 'repeat', times: 10, body });
// Issue 32: "Repeat 10 { Repeat 10 { Repeat 10 { Turn right } } }" on a pen puzzle.
const nested: Program = { version: 1, body: [repeat('r1', [repeat('r2', [repeat('r3', [turnRight('t')])])])] };
const untilFlag: Program = { version: 1, body: [{ id: 'u', op: 'until-goal', body: [turnRight('t')] }] };

describe('a run that never ends says so within 2 s at any speed (docs/decisions/350-runs-that-never-end-say-so-within-two-seconds.md)', () => {
  it('plays the nested repeats of issue 32 as a few laps, not 2,000 steps, and stops', () => {
    const pen = findLevel('pen-1')!;
    const whole = runProgram(pen, nested);
    expect(whole).toMatchObject({ outcome: 'timeout', failedBlockId: 'r3' });
    expect(whole.trace).toHaveLength(MAX_TICKS);
    for (const speed of SPEEDS) {
      const run = play(pen, nested, speed);
      expect(run.wordsAt, speed).toBeLessThanOrEqual(2000);
      expect(run.endsAt, speed).toBeLessThanOrEqual(2000);
      // It ends by itself as the timeout it is: a try, a fail, the loop marked.
      expect(run.state.ending).toEqual({ how: 'finished', result: whole });
      expect(run.shown.length).toBeLessThanOrEqual(TIMEOUT_MAX_STEPS);
      // A few laps of the loop still going: Ada turns again and again, then stops at a lap's start.
      const laps = run.shown.filter((step) => step.blockId === 'r3' && step.event === 'repeat').length;
      expect(laps).toBeGreaterThanOrEqual(TIMEOUT_LAPS);
      expect(run.shown.filter((step) => step.event === 'turn').length).toBe(laps);
      expect(whole.trace[run.shown.length]).toMatchObject({ blockId: 'r3', event: 'repeat' });
    }
    // At Normal the steps it shows are still steps a child can follow, not a blur.
    expect(stepMsFor(whole, 'normal')).toBeGreaterThanOrEqual(100);
  });

  it('says the words as soon as the laps start, long before the end, in English and Spanish', () => {
    const pen = findLevel('pen-1')!;
    const run = play(pen, nested, 'slow');
    expect(run.wordsAt).toBeLessThan(run.endsAt / 2);
    expect(describeRun(run.result, pen, englishWords, nested)).toBe(
      'Ada would go round and round for too long: your program takes too many steps.',
    );
    expect(describeRun(run.result, pen, spanishWords, nested)).toBe(
      'Ada daría vueltas y vueltas durante demasiado tiempo: tu programa tiene demasiados pasos.',
    );
  });

  it('plays a loop (the lead-in and two laps) within 2 s at every speed, Slow included', () => {
    const maze = findLevel('lost-finder-2')!;
    for (const speed of SPEEDS) {
      const run = play(maze, untilFlag, speed);
      expect(run.result.outcome).toBe('loop');
      expect(run.wordsAt, speed).toBeLessThanOrEqual(2000);
      expect(run.endsAt, speed).toBeLessThanOrEqual(2000);
      expect(run.shown).toHaveLength(run.result.trace.length);
    }
  });

  it('ends Step by Step after the same laps', () => {
    const pen = findLevel('pen-1')!;
    let s = stepPressed(idleRun, () => runProgram(pen, nested));
    let presses = 1;
    while (s.phase !== 'done') {
      s = stepPressed(s, () => runProgram(pen, nested));
      presses += 1;
    }
    expect(presses).toBe(playedSteps(s.result!));
    expect(s.ending?.how).toBe('finished');
  });

  it('keeps a long lap to a glimpse: at most TIMEOUT_MAX_STEPS steps', () => {
    // A lap of the loop still going is 31 steps (30 turns and its check): three laps are 93.
    const thirty = Array.from({ length: 30 }, (_, i) => turnRight(`t${i}`));
    const deep: Program = { version: 1, body: [repeat('r1', [repeat('r2', [repeat('r3', thirty)])])] };
    const run = play(findLevel('pen-1')!, deep, 'normal');
    expect(run.result.outcome).toBe('timeout');
    expect(run.shown).toHaveLength(TIMEOUT_MAX_STEPS);
    expect(run.endsAt).toBeLessThanOrEqual(ENDLESS_RUN_MS.normal);
  });
});

describe('pacing (docs/decisions/179-what-counts-as-a-try.md)', () => {
  const real = start();
  const loopOf = (ticks: number): RunResult => ({
    ...real,
    outcome: 'loop',
    trace: Array.from({ length: ticks }, (_, i) => real.trace[i % real.trace.length]!),
  });
  const playMs = (r: RunResult, speed: Speed) => (playedSteps(r) - 1) * stepMsFor(r, speed);

  it('plays any run that ends by itself at the chosen speed, every step of it', () => {
    expect(isEndless(real)).toBe(false);
    expect(playedSteps(real)).toBe(real.trace.length);
    expect(stepMsFor(real, 'normal')).toBe(STEP_MS.normal);
    expect(stepMsFor(null, 'fast')).toBe(STEP_MS.fast);
  });

  it('plays a short loop at the chosen speed, a long one faster, always within 2 s', () => {
    expect(stepMsFor(loopOf(4), 'normal')).toBe(STEP_MS.normal);
    for (const ticks of [6, 9, 17, 40, 120, 400]) {
      const loop = loopOf(ticks);
      expect(isEndless(loop)).toBe(true);
      for (const speed of SPEEDS) expect(playMs(loop, speed), `${ticks} ticks, ${speed}`).toBeLessThanOrEqual(2000);
      expect(stepMsFor(loop, 'fast')).toBeLessThanOrEqual(stepMsFor(loop, 'normal'));
      expect(stepMsFor(loop, 'normal')).toBeLessThanOrEqual(stepMsFor(loop, 'slow'));
    }
  });
});
