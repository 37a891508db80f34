// Tunes for the Sound Lab page's tests, written as the engine gives them (at 60 beats a minute a
// beat is a second, so the times are easy to read).
import {
  LENGTH_BEATS,
  type SoundEvent,
  type SoundWhat,
  type Transcript,
  type Voice,
} from '../../../../../domain/code-lab/stages/sound/sound-types';

/** One event at a beat, at 60 beats a minute. */
export function at(
  beat: number,
  what: SoundWhat,
  voice: Voice = 1,
  blockId = `b${beat}`,
): SoundEvent {
  const duration = what.kind === 'say' ? 0 : LENGTH_BEATS[what.length];
  return { beat, time: beat, duration, voice, blockId, ...what };
}

/** A transcript of these events (its length is where the last one ends). */
export function tuneOf(events: SoundEvent[]): Transcript {
  const beats = Math.max(
    0,
    ...events.map((e) => e.beat + (e.kind === 'say' ? 0 : LENGTH_BEATS[e.length])),
  );
  return { events, beats, seconds: beats };
}

/** C4, D4 (quarters), a quarter rest, E4 (a half): four steps over five beats. */
export const SCALE_BIT = tuneOf([
  at(0, { kind: 'note', note: 'C4', length: 'quarter' }),
  at(1, { kind: 'note', note: 'D4', length: 'quarter' }),
  at(2, { kind: 'rest', length: 'quarter' }),
  at(3, { kind: 'note', note: 'E4', length: 'half' }),
]);
