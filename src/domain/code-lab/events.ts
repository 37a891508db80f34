// Events with a per-frame step budget (docs/decisions/392-a-stage-kind-is-one-folder.md,
// docs/product/code-lab.md#adding-a-stage-kind): the core schedules a program's `when <event>`
// handlers frame by frame, for a stage kind that has events (the Game Lab's "when the game
// starts", "when a key is pressed", "every tick"). The stage says which events fire in a frame;
// the core runs their handlers in a fixed order, each for at most the stage's steps per frame,
// with the interpreter's own control flow (interpreter.ts `execute`). No clock: a frame is a
// number, so the page and the server replay a run exactly.
import { execute, MAX_TICKS, type Executed, type RunResult } from './interpreter';
import type { FunctionDef, Stmt } from './program';
import type { StageLimits, StageRun } from './stages/stage-kind';

/**
 * `when <event>`: the blocks to run each time the event fires.
 * @public for the stage kinds with events (docs/product/code-lab.md#adding-a-stage-kind).
 */
export type EventHandler<E extends string = string> = {
  /** The handler's block id (a stop for its budget names it). */
  id: string;
  event: E;
  body: Stmt[];
};

/** A program made of handlers (and the functions they call) instead of one body. */
export type EventProgram<E extends string = string> = {
  handlers: readonly EventHandler<E>[];
  functions?: FunctionDef[];
};

/**
 * A stage with events, set up for one run.
 * @public for the stage kinds with events (docs/product/code-lab.md#adding-a-stage-kind).
 */
export type EventStageRun<E extends string> = StageRun & {
  /** The events that fire at the start of `frame` (0-based), in the order their handlers run. */
  eventsAt(frame: number): readonly E[];
  /** The stage's own update after the handlers of a frame ran; true ends the run at the goal. */
  endFrame?(frame: number): boolean;
};

/** @public for the stage kinds with events (docs/product/code-lab.md#adding-a-stage-kind). */
export type EventLimits = StageLimits & {
  /** How many frames a run lasts at most (a game: 30 a second). */
  frames: number;
  /** The most ticks one handler may take in one frame; more stops the run (outcome `timeout`). */
  stepsPerFrame: number;
};

/** A stage kind with events: what a future kind (the Game Lab's scene) supplies to the core. */
export type EventStageKind<L, E extends string> = {
  kind: string;
  /** Every event the kind can fire, in the order a frame runs their handlers. */
  events: readonly E[];
  limits: EventLimits;
  start(level: L): EventStageRun<E>;
};

export type EventRunResult = RunResult & {
  /** How many frames ran, the last one included. */
  frames: number;
  /** A handler stopped for taking more than `stepsPerFrame` ticks in one frame. */
  overBudget?: { frame: number; handlerId: string };
};

/**
 * Runs `program`'s handlers on `stage` frame by frame. In each frame, for each event that fires
 * (in the stage's order), each handler of that event (in the program's order) runs to its end
 * within `stepsPerFrame` ticks. A crash or the goal ends the run; so does a handler over budget
 * (`timeout`, with `overBudget`) and the stage's `endFrame`. The stage checks how it ended.
 */
export function runEvents<L, E extends string>(
  stage: EventStageKind<L, E>,
  level: L,
  program: EventProgram<E>,
): EventRunResult {
  const { world, check, eventsAt, endFrame } = stage.start(level);
  const { frames, stepsPerFrame, maxTicks = MAX_TICKS } = stage.limits;
  const order = new Map(stage.events.map((event, at) => [event, at]));
  const runs = program.handlers.map((handler) => ({
    handler,
    program: { version: 2 as const, functions: program.functions ?? [], body: handler.body },
  }));
  let actions = 0;
  const finish = (frame: number, ran: Executed, overBudget?: EventRunResult['overBudget']) => ({
    ...ran,
    ...check(ran),
    ticks: world.traceLength(),
    actions,
    frames: frame + 1,
    ...(overBudget ? { overBudget } : {}),
  });
  let frame = 0;
  for (; frame < frames; frame++) {
    const fired = [...new Set(eventsAt(frame))].sort((a, b) => order.get(a)! - order.get(b)!);
    for (const event of fired) {
      for (const { handler, program: body } of runs) {
        if (handler.event !== event) continue;
        const budget = Math.min(stepsPerFrame, maxTicks - world.traceLength());
        // A handler runs to its end or its budget: no loop check, so "at most N" is exact.
        const ran = execute(world, body, { detectLoops: false, maxTicks: budget });
        actions += ran.actions;
        if (ran.outcome === 'timeout')
          return finish(
            frame,
            ran,
            budget === stepsPerFrame ? { frame, handlerId: handler.id } : undefined,
          );
        if (ran.outcome !== 'ended-short') return finish(frame, ran);
      }
    }
    if (endFrame?.(frame)) return finish(frame, { outcome: 'goal', ticks: 0, actions: 0 });
  }
  return finish(frames - 1, { outcome: 'ended-short', ticks: 0, actions: 0 });
}
