// Events with a per-frame step budget (docs/decisions/392-a-stage-kind-is-one-folder.md,
// docs/product/code-lab.md#adding-a-stage-kind): the core schedules a program's `when <event>`
// handlers frame by frame, for a stage kind that has events (the Game Lab's "when the game
// starts", "when a key is pressed", "every tick"). The stage says which events fire in a frame;
// the core runs their handlers in a fixed order, all of a frame's together within the stage's
// steps per frame, with the interpreter's own control flow (interpreter.ts `execute`). No clock:
// a frame is a number, so the page and the server replay a run exactly; a run goes to its end
// at once (runEvents) or a frame at a time (startEvents: a game played with real keys), on the
// same code.
import {
  execute,
  MAX_TICKS,
  prepareProgram,
  type Executed,
  type PreparedProgram,
  type RunResult,
} from './interpreter';
import type { FunctionDef, Program, Stmt } from './program';
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
  /**
   * The stage's own update after the handlers of a frame ran; true ends the run there (its goal,
   * or a game whose timer ran out), as `goal` for the stage's check.
   */
  endFrame?(frame: number): boolean;
  /** This run's own number of frames (a level's), at most the kind's `limits.frames`. */
  frames?: number;
};

/** @public for the stage kinds with events (docs/product/code-lab.md#adding-a-stage-kind). */
export type EventLimits = StageLimits & {
  /** How many frames a run lasts at most (a game: 30 a second). */
  frames: number;
  /**
   * The most ticks all the handlers of one frame may take together; more stops the run (outcome
   * `timeout`, naming the handler that ran out).
   */
  stepsPerFrame: number;
};

/** A stage kind with events: what a kind (the Game Lab's scene) supplies to the core. */
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
  /** The frame's handlers took more than `stepsPerFrame` ticks: the frame, and the handler that ran out. */
  overBudget?: { frame: number; handlerId: string };
};

/**
 * A run of handlers that goes one frame at a time (a game played with real keys: the stage reads
 * each frame's input when the frame starts).
 */
export type EventRun = {
  /** Runs the next frame: null while the run goes on, its result once it has ended (then always). */
  step(): EventRunResult | null;
};

/**
 * Starts `program`'s handlers on `stage`, to be run frame by frame with `step()`. In each frame,
 * for each event that fires (in the stage's order), each handler of that event (in the program's
 * order) runs to its end; all of them together within `stepsPerFrame` ticks. A crash or the goal
 * ends the run; so does running out of the frame's ticks (`timeout`, with `overBudget`) and the
 * stage's `endFrame`. The stage checks how it ended.
 */
export function startEvents<L, E extends string>(
  stage: EventStageKind<L, E>,
  level: L,
  program: EventProgram<E>,
): EventRun {
  const { world, check, eventsAt, endFrame, frames: own } = stage.start(level);
  const { stepsPerFrame, maxTicks = MAX_TICKS } = stage.limits;
  const frames = Math.min(own ?? stage.limits.frames, stage.limits.frames);
  const order = orderOf(stage.events);
  const functions = program.functions ?? [];
  // Each event's handlers, in the program's order, each as a program of the core, laid out once.
  const byEvent = new Map<E, { id: string; program: Program; prepared: PreparedProgram }[]>();
  for (const handler of program.handlers) {
    const list = byEvent.get(handler.event) ?? [];
    const body: Program = { version: 2, functions, body: handler.body };
    list.push({ id: handler.id, program: body, prepared: prepareProgram(body) });
    byEvent.set(handler.event, list);
  }
  let actions = 0;
  let frame = 0;
  let result: EventRunResult | null = null;
  const finish = (last: number, ran: Executed, overBudget?: EventRunResult['overBudget']) => {
    result = {
      ...ran,
      ...check(ran),
      ticks: world.traceLength(),
      actions,
      frames: last + 1,
      ...(overBudget ? { overBudget } : {}),
    };
    return result;
  };
  const ended: Executed = { outcome: 'ended-short', ticks: 0, actions: 0 };
  return {
    step() {
      if (result) return result;
      if (frame >= frames) return finish(frames - 1, ended);
      const events = eventsAt(frame);
      const fired = inOrder(events, order) ? events : [...new Set(events)].sort((a, b) => order.get(a)! - order.get(b)!);
      const frameStart = world.traceLength();
      for (const event of fired) {
        const handlers = byEvent.get(event);
        if (handlers === undefined) continue;
        for (const handler of handlers) {
          const now = world.traceLength();
          const frameLeft = stepsPerFrame - (now - frameStart);
          const runLeft = maxTicks - now;
          // A handler runs to its end or the frame's budget: no loop check, so "at most N" is exact.
          const ran = execute(world, handler.program, {
            detectLoops: false,
            maxTicks: Math.min(frameLeft, runLeft),
            prepared: handler.prepared,
          });
          actions += ran.actions;
          if (ran.outcome === 'timeout')
            return finish(frame, ran, frameLeft <= runLeft ? { frame, handlerId: handler.id } : undefined);
          if (ran.outcome !== 'ended-short') return finish(frame, ran);
        }
      }
      if (endFrame?.(frame)) return finish(frame, { outcome: 'goal', ticks: 0, actions: 0 });
      frame += 1;
      return frame >= frames ? finish(frames - 1, ended) : null;
    },
  };
}

const orders = new WeakMap<readonly string[], ReadonlyMap<string, number>>();
/** Each event's place in a stage's order, made once per stage (a game's list has 176 events). */
function orderOf<E extends string>(events: readonly E[]): ReadonlyMap<E, number> {
  let order = orders.get(events);
  if (!order) {
    order = new Map(events.map((event, at) => [event, at]));
    orders.set(events, order);
  }
  return order as ReadonlyMap<E, number>;
}

/** True when every event comes after the one before it in the stage's order (none twice). */
function inOrder<E>(events: readonly E[], order: ReadonlyMap<E, number>): boolean {
  for (let i = 1; i < events.length; i++) if (order.get(events[i - 1]!)! >= order.get(events[i]!)!) return false;
  return true;
}

/** Runs `program`'s handlers on `stage` from the first frame to the end (startEvents, every frame). */
export function runEvents<L, E extends string>(
  stage: EventStageKind<L, E>,
  level: L,
  program: EventProgram<E>,
): EventRunResult {
  const run = startEvents(stage, level, program);
  for (;;) {
    const result = run.step();
    if (result) return result;
  }
}
