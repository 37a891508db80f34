// The Sound Lab's part of the level page (docs/decisions/406-the-sound-lab.md#the-page-roll-sound-and-level-page,
// docs/decisions/392-a-stage-kind-is-one-folder.md): a sound level is not a run played step by
// step like the grid's and the paper's but a workspace of its own, with the piano roll, the sound
// and the tune's check, as a game's is. It loads apart, with its words, only when a sound level
// opens, so no other page carries the synth, the roll or the engine.
import type { SoundLevel } from '../../../../../domain/code-lab/stages/sound/sound-level';
import type { TuneProgram } from '../../../../../domain/code-lab/stages/sound/tune-program';
import { lazyWithWords } from '../../../../i18n/lazy-with-words';
import type { Slot } from '../../editor/program-model';

export type SoundWorkspaceProps = {
  level: SoundLevel;
  initial: TuneProgram;
  /** Where this person left the insertion point, if the device kept it. */
  initialSlot: Slot | null;
  world: { levelIds: readonly string[]; pointsReward: number; title: string };
  next: { to: string; label: string };
};

export const soundView = {
  kind: 'sound',
  Workspace: lazyWithWords<SoundWorkspaceProps>(
    () => import('./sound-workspace').then((m) => m.SoundWorkspace),
    ['soundLab', 'soundLevel'],
  ),
} as const;
