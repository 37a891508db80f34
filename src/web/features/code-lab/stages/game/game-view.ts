// The Game Lab's part of the level page (docs/decisions/402-the-game-lab.md#the-level-page,
// docs/decisions/392-a-stage-kind-is-one-folder.md): a game level is not a run played step by
// step like the grid's and the paper's (stage-view.ts) but a workspace of its own, with events,
// frames and "Check my game". It loads apart, with its words, only when a game level opens, so
// no other page carries the engine, the scene or the event blocks' editor.
import type { GameLevel } from '../../../../../domain/code-lab/stages/game/game-level';
import type { GameProgram } from '../../../../../domain/code-lab/stages/game/game-program';
import { lazyWithWords } from '../../../../i18n/lazy-with-words';
import type { Slot } from '../../editor/program-model';

export type GameWorkspaceProps = {
  level: GameLevel;
  initial: GameProgram;
  /** Where this person left the insertion point, if the device kept it. */
  initialSlot: Slot | null;
  world: { levelIds: readonly string[]; pointsReward: number; title: string };
  next: { to: string; label: string };
};

export const gameView = {
  kind: 'game',
  Workspace: lazyWithWords<GameWorkspaceProps>(
    () => import('./game-workspace').then((m) => m.GameWorkspace),
    ['gameLab', 'gameScene', 'gameLevel'],
  ),
} as const;
