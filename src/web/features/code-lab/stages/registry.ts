// The Code Lab page's stage kinds, in one list (docs/decisions/392-a-stage-kind-is-one-folder.md),
// beside the domain's src/domain/code-lab/stages/registry.ts: a new kind is a folder here and a
// line below.
import type { Level } from '../../../../domain/code-lab/level-types';
import { gridView } from './grid/grid-view';
import { penPaper } from './pen/pen-paper';
import type { StageView } from './stage-view';

const STAGE_VIEWS: readonly StageView[] = [gridView, penPaper];

/** The page's part of the stage kind a level is on (a level without a `kind` is on the grid). */
export function stageViewOf(level: Level): StageView {
  const kind = level.kind ?? 'grid';
  const view = STAGE_VIEWS.find((v) => v.kind === kind);
  if (!view) throw new Error(`level ${level.id}: no stage view "${kind}"`);
  return view;
}
