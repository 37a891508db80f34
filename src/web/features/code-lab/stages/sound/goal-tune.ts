// The level's goal as a tune the page can play and draw (docs/decisions/406-the-sound-lab.md#the-page-roll-sound-and-level-page):
// a target is sounds at beats and voices, with no seconds (the tempo changes the seconds, not the
// tune), so the goal plays at the default tempo. A goal of a shape ("any tune of five notes
// ending on C") has no one tune: null.
import type { SoundGoal } from '../../../../../domain/code-lab/stages/sound/sound-level';
import {
  beatsOf,
  TEMPO,
  type SoundEvent,
  type TargetSound,
  type Transcript,
} from '../../../../../domain/code-lab/stages/sound/sound-types';

/** The goal's own block id on the roll (no block of the program made it). */
const GOAL_BLOCK = 'goal';

export function goalTune(goal: SoundGoal, bpm: number = TEMPO.default): Transcript | null {
  if (goal.kind !== 'match') return null;
  const secondsPerBeat = 60 / bpm;
  const events: SoundEvent[] = [...goal.target]
    .sort((a, b) => a.beat - b.beat || a.voice - b.voice)
    .map((sound: TargetSound): SoundEvent => {
      const beats = beatsOf(sound);
      return {
        ...sound,
        time: sound.beat * secondsPerBeat,
        duration: beats * secondsPerBeat,
        blockId: GOAL_BLOCK,
      };
    });
  const beats = Math.max(0, ...events.map((e) => e.beat + beatsOf(e)));
  return { events, beats, seconds: beats * secondsPerBeat };
}
