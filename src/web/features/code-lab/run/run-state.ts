// What Run, Step, Stop and Reset do to a run being shown, as pure steps the hook (use-run.ts)
// applies, and how fast a run's trace plays. Decision 179: a run counts as a try when it ends
// by itself, or when the child ends it (Stop, Reset) after Ada has done something; an edit
// only puts Ada back. A loop's trace (the lead-in and at most two laps) plays within a fixed
// time, so a loop never keeps a child waiting.
import type { RunResult, TraceStep } from '../../../../domain/code-lab/interpreter';

export type Speed = 'slow' | 'normal' | 'fast';
export const SPEEDS: readonly Speed[] = ['slow', 'normal', 'fast'];
export const STEP_MS: Record<Speed, number> = { slow: 900, normal: 500, fast: 180 };
/** The longest a loop's whole trace plays (at Normal within 3 s, with room to spare). */
export const LOOP_RUN_MS: Record<Speed, number> = { slow: 3500, normal: 2000, fast: 1000 };

type RunPhase = 'idle' | 'playing' | 'paused' | 'done' | 'stopped';
/** How a run ended, once: by itself (`finished`), or by the child after Ada moved (`stopped`). */
export type RunEnding = { how: 'finished' | 'stopped'; result: RunResult };
export type RunState = { phase: RunPhase; result: RunResult | null; shown: number; ending: RunEnding | null };
export const idleRun: RunState = { phase: 'idle', result: null, shown: 0, ending: null };

// A loop (decision 171): the trace is the lead-in, then at most two laps.
export const isLoop = (result: RunResult | null): boolean => result?.outcome === 'loop';
/** The tick the first lap starts at. */
export const loopStart = (result: RunResult): number => result.loopStartTick ?? 0;

const ACTIONS = new Set<TraceStep['event']>(['move', 'turn', 'collect', 'collect-nothing', 'crash', 'goal']);
/** Ada has done something the child could see: moved, turned, picked up (or tried to), bumped. */
export const adaMoved = (shown: readonly TraceStep[]): boolean => shown.some((s) => ACTIONS.has(s.event));

const running = (s: RunState) => s.phase === 'playing' || s.phase === 'paused';
const endedByChild = (s: RunState): RunEnding | null =>
  running(s) && s.result && adaMoved(s.result.trace.slice(0, s.shown)) ? { how: 'stopped', result: s.result } : null;

function showing(s: RunState, result: RunResult, shown: number, phase: RunPhase): RunState {
  if (shown < result.trace.length) return { phase, result, shown, ending: null };
  return { phase: 'done', result, shown: result.trace.length, ending: { how: 'finished', result } };
}

/** Run: start a new run (or go on after a pause). */
export function runPressed(s: RunState, start: () => RunResult): RunState {
  if (s.phase === 'paused') return { ...s, phase: 'playing' };
  if (s.phase === 'playing') return s;
  const result = start();
  return result.trace.length === 0 ? showing(s, result, 0, 'playing') : { phase: 'playing', result, shown: 0, ending: null };
}

/** Step: show one more step (a new run starts with its first). */
export function stepPressed(s: RunState, start: () => RunResult): RunState {
  if (!running(s) || !s.result) return showing(s, start(), 1, 'paused');
  return showing(s, s.result, s.shown + 1, 'paused');
}

/** The next step while playing, or every step that is due when the page fell behind. */
export function ticked(s: RunState, upTo = 0): RunState {
  if (s.phase !== 'playing' || !s.result) return s;
  return showing(s, s.result, Math.max(s.shown + 1, upTo), 'playing');
}

/** Stop: Ada stays where she is; a try when she had moved. */
export function stopPressed(s: RunState): RunState {
  if (!running(s)) return s;
  return { ...s, phase: 'stopped', ending: endedByChild(s) };
}

/** Reset: Ada goes back to the start; a try when the run was still going and she had moved. */
export const resetPressed = (s: RunState): RunState => ({ ...idleRun, ending: endedByChild(s) });

/** A program edit: Ada goes back to the start, and the unfinished run is not a try. */
export const programChanged = (): RunState => idleRun;

/** The time between two steps of this run: a loop's whole trace fits in LOOP_RUN_MS. */
export function stepMsFor(result: RunResult | null, speed: Speed): number {
  const base = STEP_MS[speed];
  if (!result || !isLoop(result)) return base;
  const gaps = Math.max(1, result.trace.length - 1);
  return Math.min(base, Math.floor(LOOP_RUN_MS[speed] / gaps));
}
