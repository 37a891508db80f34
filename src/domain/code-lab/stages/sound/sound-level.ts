// A level of the Sound Lab (docs/product/code-lab.md#sound-lab): a goal (a target tune to match,
// or any tune of a given shape) and requirements on how the program makes it. The child's
// program is a tune (tune-program.ts): version 4, the blocks of the level's toolbox.
import type { Level, LevelBase } from '../../level-types';
import type { NoteName, SoundPhrase, TargetSound } from './sound-types';

/**
 * What a program must use besides making the right sounds, in the order a check asks:
 * `function`: calls a function it makes; `repeat`: has a repeat; `voices`: plays two voices
 * together; `say`: says something (this phrase, when given); `max-blocks`: at most this many blocks
 * (a goal of its own, "not yet", unlike the level's maxBlocks, which refuses the program).
 */
export type SoundRequirement =
  | { kind: 'function' }
  | { kind: 'repeat' }
  | { kind: 'voices' }
  | { kind: 'say'; phrase?: SoundPhrase }
  | { kind: 'max-blocks'; blocks: number };

/**
 * Any tune of a shape: how many notes (of both voices), and optionally the letter of the first
 * and of the last note (any octave). Drums and words do not count as notes.
 */
export type TuneShape = {
  notes: { min: number; max: number };
  first?: NoteName;
  last?: NoteName;
};

/**
 * `match`: the tune's notes, drums and words at these beats and voices (sounds that start on one
 * beat in both voices may come in any order; rests are where nothing plays). `shape`: any tune of
 * that shape.
 */
export type SoundGoal =
  | { kind: 'match'; target: readonly TargetSound[] }
  | { kind: 'shape'; shape: TuneShape };

export type SoundLevel = LevelBase & {
  kind: 'sound';
  goal: SoundGoal;
  /** Checked after the goal, in this order; the first one not met is the feedback. */
  requirements: readonly SoundRequirement[];
};

export const isSoundLevel = (level: Level): level is SoundLevel => level.kind === 'sound';
