// The Code Lab's stage kinds, in one list (docs/decisions/392-a-stage-kind-is-one-folder.md,
// docs/product/code-lab.md#adding-a-stage-kind). A new kind is a folder beside these and a line
// here; the interpreter asks this list which stage a level is on. A kind with events (the Game
// Lab's scene) is played frame by frame by the core's events (events.ts) and checked by its own
// check (stages/game/game-check.ts `checkGame`), not by runProgram; so is a tune (the Sound Lab:
// the core's `execute` to a transcript, stages/sound/sound-check.ts `checkTune`), and a web page
// and a street (the Web Lab: built, not run; stages/web/web-check.ts).
import type { EventStageKind } from '../events';
import type { Level } from '../level-types';
import { gameStage } from './game/game-stage';
import { gridStage } from './grid/grid-stage';
import { penStage } from './pen/pen-stage';
import { soundStage } from './sound/sound-stage';
import type { StageKind } from './stage-kind';
import { networkStage, webStage } from './web/web-check';

const STAGE_KINDS: readonly StageKind[] = [gridStage, penStage];

/**
 * The stage kinds with events. Read when asked, not when this module loads: the game's stage
 * imports the core (events.ts, interpreter.ts), which imports this list.
 */
const eventStageKinds = (): readonly EventStageKind<never, string>[] => [gameStage];

/** The stage kinds checked by a check of their own, not runProgram (read when asked, as above). */
const ownCheckKinds = (): readonly { kind: string }[] => [
  ...eventStageKinds(),
  soundStage,
  webStage,
  networkStage,
];

/** The name of the stage kind a level is on, of either list (a level without a `kind` is on the grid). */
export function stageKindName(level: Level): string {
  const kind = level.kind ?? 'grid';
  if (![...STAGE_KINDS, ...ownCheckKinds()].some((s) => s.kind === kind))
    throw new Error(`level ${level.id}: no stage kind "${kind}"`);
  return kind;
}

/** The stage kind a level is on (a level without a `kind` is on the grid); a kind without events. */
export function stageKindOf(level: Level): StageKind {
  const kind = level.kind ?? 'grid';
  const stage = STAGE_KINDS.find((s) => s.kind === kind);
  if (stage) return stage;
  if (eventStageKinds().some((s) => s.kind === kind))
    throw new Error(`level ${level.id}: a ${kind} has events: check it with its own check, not runProgram`);
  if (ownCheckKinds().some((s) => s.kind === kind))
    throw new Error(`level ${level.id}: a ${kind} level has a check of its own, not runProgram`);
  throw new Error(`level ${level.id}: no stage kind "${kind}"`);
}
