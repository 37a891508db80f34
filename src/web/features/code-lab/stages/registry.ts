// The Code Lab page's stage kinds, in one list (docs/decisions/392-a-stage-kind-is-one-folder.md),
// beside the domain's src/domain/code-lab/stages/registry.ts: a new kind is a folder here and a
// line below. A kind with events (the Game Lab's scene) has a workspace of its own, loaded apart
// (docs/decisions/402-the-game-lab.md#the-level-page), and so has a tune (the Sound Lab's roll,
// docs/decisions/406-the-sound-lab.md#the-page-roll-sound-and-level-page), and so have a web page
// and a street (docs/decisions/409-the-web-lab-page.md), and a training set's pad and label boxes
// (docs/decisions/413-the-vision-lab-page.md).
import type { Level } from '../../../../domain/code-lab/level-types';
import { gameView } from './game/game-view';
import { gridView } from './grid/grid-view';
import { penPaper } from './pen/pen-paper';
import { soundView } from './sound/sound-view';
import { visionView } from './vision/vision-view';
import { networkView, webView } from './web/web-view';
import type { StageView } from './stage-view';

const STAGE_VIEWS: readonly StageView[] = [gridView, penPaper];
const EVENT_STAGE_VIEWS = [gameView, soundView, webView, networkView, visionView] as const;

/** The page's part of the stage kind a level is on (a level without a `kind` is on the grid). */
export function stageViewOf(level: Level): StageView {
  const kind = level.kind ?? 'grid';
  const view = STAGE_VIEWS.find((v) => v.kind === kind);
  if (!view) throw new Error(`level ${level.id}: no stage view "${kind}"`);
  return view;
}

/** The workspace of a stage kind with its own (a game, a tune, a page, a street, a training set), or null for a kind played as a run. */
export const eventStageViewOf = (level: Level): (typeof EVENT_STAGE_VIEWS)[number] | null =>
  EVENT_STAGE_VIEWS.find((v) => v.kind === level.kind) ?? null;
