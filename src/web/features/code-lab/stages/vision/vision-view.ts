// The Vision Lab's part of the level page (docs/decisions/413-the-vision-lab-page.md,
// docs/decisions/392-a-stage-kind-is-one-folder.md): a vision level is not a run played step by
// step but a workspace of its own, as a tune's and a web page's are: the pad and the label boxes.
// It loads apart, with its words, only when such a level opens.
import type { VisionLevel } from '../../../../../domain/code-lab/stages/vision/vision-level';
import type { TrainingProgram } from '../../../../../domain/code-lab/stages/vision/vision-program';
import { lazyWithWords } from '../../../../i18n/lazy-with-words';

export type VisionWorkspaceProps = {
  level: VisionLevel;
  initial: TrainingProgram;
  world: { levelIds: readonly string[]; pointsReward: number; title: string };
  next: { to: string; label: string };
};

export const visionView = {
  kind: 'vision',
  Workspace: lazyWithWords<VisionWorkspaceProps>(
    () => import('./vision-workspace').then((m) => m.VisionWorkspace),
    ['visionLab'],
  ),
} as const;
