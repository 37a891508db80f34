// What Run, Step, Stop and Reset do to a run being shown, as pure steps the hook (use-run.ts)
// applies, and how fast a run's trace plays. docs/decisions/179-what-counts-as-a-try.md: a run
// counts as a try when it ends by itself, or when the child ends it (Stop, Reset) after Ada has
// done something; an edit only puts Ada back. A run that never ends by itself (a loop, or too many
// steps) shows a few laps within 2 s at any speed and says so
// (docs/decisions/350-runs-that-never-end-say-so-within-two-seconds.md), so it never keeps a child
// waiting.
import { adaMovesIn } from '../../../../domain/code-lab/blocks';
import type { RunResult, TraceStep } from '../../../../domain/code-lab/interpreter';

export type Speed = 'slow' | 'normal' | 'fast';
export const SPEEDS: readonly Speed[] = ['slow', 'normal', 'fast'];
export const STEP_MS: Record<Speed, number> = { slow: 900, normal: 500, fast: 180 };
/**
 * The longest a run that never ends plays, Run to its last step: its words show before then, at
 * any speed, and it has ended well within 2 s even on a slow device (docs/product/code-lab.md#level-page,
 * docs/decisions/350-runs-that-never-end-say-so-within-two-seconds.md).
 */
export const ENDLESS_RUN_MS: Record<Speed, number> = { slow: 1500, normal: 1500, fast: 1000 };
/** Too many steps: the laps of its loop shown before it stops, at least... */
export const TIMEOUT_LAPS = 3;
/** ...and at least this many steps, when the loop's laps are short (a Repeat of one Turn)... */
const TIMEOUT_MIN_STEPS = 16;
/** ...and never more than this many, when they are long (each step stays a glimpse). */
export const TIMEOUT_MAX_STEPS = 80;

type RunPhase = 'idle' | 'playing' | 'paused' | 'done' | 'stopped';
/** How a run ended, once: by itself (`finished`), or by the child after Ada moved (`stopped`). */
export type RunEnding = { how: 'finished' | 'stopped'; result: RunResult };
export type RunState = { phase: RunPhase; result: RunResult | null; shown: number; ending: RunEnding | null };
export const idleRun: RunState = { phase: 'idle', result: null, shown: 0, ending: null };

/**
 * A run that never ends by itself: a loop
 * (docs/decisions/171-loops-stop-when-a-state-comes-back.md), or one with too many steps.
 */
export const isEndless = (result: RunResult | null): boolean => result?.outcome === 'loop' || result?.outcome === 'timeout';

/** The ticks where the marked loop (a timeout's innermost loop still going) checks: each starts a lap. */
function lapStarts(result: RunResult): number[] {
  const starts: number[] = [];
  result.trace.forEach((step, tick) => {
    if (step.event === 'repeat' && step.blockId === result.failedBlockId) starts.push(tick);
  });
  return starts;
}

/**
 * How many of the run's steps play. A loop's trace is the lead-in and at most two laps (the
 * engine stops there); a run with too many steps shows the first laps of its loop, not its 2,000.
 */
export function playedSteps(result: RunResult): number {
  if (result.outcome !== 'timeout') return result.trace.length;
  const starts = lapStarts(result);
  const end = starts.find((tick, lap) => lap >= TIMEOUT_LAPS && tick >= TIMEOUT_MIN_STEPS) ?? result.trace.length;
  return Math.min(end, TIMEOUT_MAX_STEPS, result.trace.length);
}

/** The tick the laps start at: the loop's words and its mark show once it has played. */
function lapsStart(result: RunResult): number {
  if (result.outcome === 'loop') return result.loopStartTick ?? 0;
  return result.outcome === 'timeout' ? (lapStarts(result)[0] ?? 0) : result.trace.length;
}

/**
 * A run that never ends has started its laps: from here its words show (and are announced
 * assertively) and its loop is marked, while the laps still play
 * (docs/decisions/179-what-counts-as-a-try.md).
 */
export const lapsShown = (s: RunState): boolean =>
  s.phase !== 'idle' && s.result !== null && isEndless(s.result) && s.shown > lapsStart(s.result);

/** Ada has done something the child could see: moved (on the paper, drawing too), turned, picked up (or tried to), bumped (each block's ticks say which, domain/code-lab/block-definitions.ts). */
export const adaMoved = (shown: readonly TraceStep[]): boolean => shown.some((s) => adaMovesIn(s.event));

const running = (s: RunState) => s.phase === 'playing' || s.phase === 'paused';
const endedByChild = (s: RunState): RunEnding | null =>
  running(s) && s.result && adaMoved(s.result.trace.slice(0, s.shown)) ? { how: 'stopped', result: s.result } : null;

function showing(s: RunState, result: RunResult, shown: number, phase: RunPhase): RunState {
  const end = playedSteps(result);
  if (shown < end) return { phase, result, shown, ending: null };
  return { phase: 'done', result, shown: end, ending: { how: 'finished', result } };
}

/** Run: start a new run (or go on after a pause). */
export function runPressed(s: RunState, start: () => RunResult): RunState {
  if (s.phase === 'paused') return { ...s, phase: 'playing' };
  if (s.phase === 'playing') return s;
  const result = start();
  return playedSteps(result) === 0 ? showing(s, result, 0, 'playing') : { phase: 'playing', result, shown: 0, ending: null };
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

/**
 * The time between two steps of this run: the chosen speed, but a run that never ends plays all
 * it shows within ENDLESS_RUN_MS (a short one at the chosen speed, a longer one with shorter steps).
 */
export function stepMsFor(result: RunResult | null, speed: Speed): number {
  const base = STEP_MS[speed];
  if (!result || !isEndless(result)) return base;
  const gaps = Math.max(1, playedSteps(result) - 1);
  return Math.min(base, Math.floor(ENDLESS_RUN_MS[speed] / gaps));
}

