import { describe, expect, it } from 'vitest';
import { findLevel } from '../../../../../content/code-lab/levels';
import { runProgram, type RunResult } from '../../../../domain/code-lab/interpreter';
import type { Program } from '../../../../domain/code-lab/program';
import {
  adaMoved,
  idleRun,
  isLoop,
  LOOP_RUN_MS,
  programChanged,
  resetPressed,
  runPressed,
  STEP_MS,
  stepMsFor,
  stepPressed,
  stopPressed,
  ticked,
  type RunState,
} from './run-state';

const level = findLevel('tech-lab-1')!;
// repeat 7 { forward }: the first step is the repeat's check, the second Ada's first move.
const program: Program = { version: 1, body: [{ id: 'r', op: 'repeat', times: 7, body: [{ id: 'f', op: 'forward' }] }] };
const start = () => runProgram(level, program);
const after = (s: RunState, times: number) => Array.from({ length: times }).reduce<RunState>((x) => ticked(x), s);

describe('what counts as a try (decision 179)', () => {
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

describe('pacing a loop (decision 179)', () => {
  const real = start();
  const loopOf = (ticks: number): RunResult => ({
    ...real,
    outcome: 'loop',
    trace: Array.from({ length: ticks }, (_, i) => real.trace[i % real.trace.length]!),
  });
  const playMs = (r: RunResult, speed: 'slow' | 'normal' | 'fast') => (r.trace.length - 1) * stepMsFor(r, speed);

  it('plays any run that is no loop at the chosen speed', () => {
    expect(isLoop(real)).toBe(false);
    expect(stepMsFor(real, 'normal')).toBe(STEP_MS.normal);
    expect(stepMsFor(null, 'fast')).toBe(STEP_MS.fast);
  });

  it("plays lost-finder-2's Repeat until the flag { Turn right } within 3 s at Normal", () => {
    const loop = runProgram(findLevel('lost-finder-2')!, {
      version: 1,
      body: [{ id: 'u', op: 'until-goal', body: [{ id: 't', op: 'turn', dir: 'right' }] }],
    });
    expect(isLoop(loop)).toBe(true);
    expect(playMs(loop, 'normal')).toBeLessThan(3000);
    expect(playMs(loop, 'slow')).toBeLessThanOrEqual(LOOP_RUN_MS.slow);
  });

  it('plays a short loop at the chosen speed, a long one faster, always within 3 s at Normal', () => {
    expect(stepMsFor(loopOf(4), 'normal')).toBe(STEP_MS.normal);
    for (const ticks of [6, 9, 17, 40, 120, 400]) {
      const loop = loopOf(ticks);
      expect(isLoop(loop)).toBe(true);
      expect(playMs(loop, 'normal'), `${ticks} ticks`).toBeLessThanOrEqual(LOOP_RUN_MS.normal);
      expect(LOOP_RUN_MS.normal).toBeLessThan(3000);
      expect(stepMsFor(loop, 'fast')).toBeLessThanOrEqual(stepMsFor(loop, 'normal'));
      expect(stepMsFor(loop, 'normal')).toBeLessThanOrEqual(stepMsFor(loop, 'slow'));
    }
  });
});
