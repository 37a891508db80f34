// Where the piano roll draws each event (docs/decisions/406-the-sound-lab.md#the-page-roll-sound-and-level-page):
// time across (a beat is BEAT_W wide), one lane a row: the words said on top, the notes the tune
// (and the goal behind it) uses from high to low, the rests, then each drum used. Pure, so the
// server's first paint and the browser's agree.
import {
  beatsOf,
  DRUMS,
  NOTES,
  type Drum,
  type Note,
  type SoundEvent,
  type Transcript,
} from '../../../../../domain/code-lab/stages/sound/sound-types';

export const BEAT_W = 44;
export const LANE_H = 22;
/** The lanes' names on the left. */
export const GUTTER_W = 64;

export type Lane =
  { kind: 'say' } | { kind: 'note'; note: Note } | { kind: 'rest' } | { kind: 'drum'; drum: Drum };

/** At least this many note lanes, so a tune of one note still looks like a tune. */
const MIN_NOTE_LANES = 5;

/** The lanes the events need, top to bottom. */
export function lanesFor(lists: readonly (readonly SoundEvent[])[]): Lane[] {
  const all = lists.flat();
  const notes = all.flatMap((e) => (e.kind === 'note' ? [NOTES.indexOf(e.note)] : []));
  const lanes: Lane[] = [];
  if (all.some((e) => e.kind === 'say')) lanes.push({ kind: 'say' });
  if (notes.length > 0 || !all.some((e) => e.kind === 'drum')) {
    let low = notes.length ? Math.min(...notes) : 0;
    let high = notes.length ? Math.max(...notes) : MIN_NOTE_LANES - 1;
    while (high - low + 1 < MIN_NOTE_LANES) {
      if (high < NOTES.length - 1) high++;
      else low--;
    }
    for (let i = high; i >= low; i--) lanes.push({ kind: 'note', note: NOTES[i] as Note });
  }
  if (all.some((e) => e.kind === 'rest')) lanes.push({ kind: 'rest' });
  for (const drum of DRUMS)
    if (all.some((e) => e.kind === 'drum' && e.drum === drum)) lanes.push({ kind: 'drum', drum });
  return lanes;
}

const sameLane = (lane: Lane, event: SoundEvent): boolean =>
  lane.kind === event.kind &&
  (lane.kind !== 'note' || (event.kind === 'note' && lane.note === event.note)) &&
  (lane.kind !== 'drum' || (event.kind === 'drum' && lane.drum === event.drum));

/** An event's box on the roll, in the SVG's units. Words take no beats: their box is one beat wide. */
export function barBox(
  lanes: readonly Lane[],
  event: SoundEvent,
): { x: number; y: number; width: number; height: number } {
  const row = Math.max(
    0,
    lanes.findIndex((lane) => sameLane(lane, event)),
  );
  const beats = event.kind === 'say' ? 1 : beatsOf(event);
  return {
    x: GUTTER_W + event.beat * BEAT_W + 1,
    y: row * LANE_H + 2,
    width: beats * BEAT_W - 2,
    height: LANE_H - 4,
  };
}

/** The roll's width in beats: the longer of the tunes shown, at least four. */
export const rollBeats = (tunes: readonly (Transcript | null)[]): number =>
  Math.max(4, ...tunes.map((tune) => Math.ceil(tune?.beats ?? 0)));

/**
 * Where the play head is, in beats, `seconds` into the tune: within the sound that is playing
 * (tempo may change along a tune, so seconds and beats are mapped event by event).
 */
export function beatAt(events: readonly SoundEvent[], seconds: number): number {
  let beat = 0;
  for (const event of events) {
    if (event.time > seconds) break;
    if (event.duration <= 0) {
      beat = Math.max(beat, event.beat);
      continue;
    }
    const into = Math.min(seconds - event.time, event.duration);
    beat = Math.max(beat, event.beat + (into / event.duration) * beatsOf(event));
  }
  return beat;
}

/** How long words stay lit on the roll after they are said. */
const SAY_LIT_S = 0.8;

/** Whether the event is sounding `seconds` into the tune (words: just after they are said). */
export const isPlaying = (event: SoundEvent, seconds: number | null): boolean =>
  seconds !== null &&
  event.time <= seconds &&
  seconds < event.time + (event.kind === 'say' ? SAY_LIT_S : event.duration);
