// The Code Lab's stage kinds, in one list (docs/decisions/392-a-stage-kind-is-one-folder.md,
// docs/product/code-lab.md#adding-a-stage-kind). A new kind is a folder beside these two and a
// line here; the interpreter asks this list which stage a level is on.
import type { Level } from '../level-types';
import { gridStage } from './grid/grid-stage';
import { penStage } from './pen/pen-stage';
import type { StageKind } from './stage-kind';

const STAGE_KINDS: readonly StageKind[] = [gridStage, penStage];

/** The stage kind a level is on (a level without a `kind` is on the grid). */
export function stageKindOf(level: Level): StageKind {
  const kind = level.kind ?? 'grid';
  const stage = STAGE_KINDS.find((s) => s.kind === kind);
  if (!stage) throw new Error(`level ${level.id}: no stage kind "${kind}"`);
  return stage;
}
