// What a stage kind gives the Code Lab's interpreter (docs/decisions/392-a-stage-kind-is-one-folder.md,
// docs/product/code-lab.md#adding-a-stage-kind). The interpreter keeps the control flow (repeat,
// until, if, functions, events); a stage kind keeps its state, its actions, its sensing and how
// a run ends on it. Pure and deterministic: no clock, no Math.random (a lint says so), so the
// page and the server always compute the same run.
import type { Executed, RunResult, SensingWorld, TraceStep } from '../interpreter';
import type { Level } from '../level-types';

/** A stage's state as the interpreter drives it: the actions, the sensing and the trace. */
export type StageWorld = SensingWorld & {
  /** The whole state that can steer the run, as one number below `stateRadix` (loop check). */
  stateCode(): number;
  stateRadix: number;
  record(blockId: string, event: TraceStep['event']): void;
  traceLength(): number;
  /**
   * A together's lists: `first` as it begins, `second` when the first has ended and the second
   * begins, `end` when the second has ended (a tune starts both voices at the same beat).
   */
  together?(part: 'first' | 'second' | 'end'): void;
};

/** What a stage says about a run the control flow ended: its outcome and what it made. */
export type StageEnd = Pick<RunResult, 'outcome' | 'trace' | 'itemsCollected' | 'pen'>;

/** A fresh stage for one run: the world, and the stage's pure check of how the run ended. */
export type StageRun = {
  world: StageWorld;
  check(ran: Executed): StageEnd;
};

/** Each stage kind's own bounds. */
export type StageLimits = {
  /**
   * The most ticks a run takes (every statement and every loop check is one): the stage's own
   * bound, or the interpreter's MAX_TICKS (2,000) when it states none.
   */
  maxTicks?: number;
};

export type StageKind<L extends Level = Level> = {
  /** The level's `kind` (a level without one is on the grid). */
  kind: NonNullable<L['kind']>;
  limits: StageLimits;
  /** The stage as the level sets it up: the start of every run. */
  start(level: L): StageRun;
};
