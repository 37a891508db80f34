// The Sound Lab's shared shapes (docs/product/code-lab.md#sound-lab,
// docs/decisions/406-the-sound-lab.md): what the engine gives and the page plays, shows and
// reads aloud. Pure data: no zod, no clock, importable by the page.

/** Two octaves from C4, naturals only, plus the top C: 15 notes, low to high. */
export const NOTES = [
  'C4',
  'D4',
  'E4',
  'F4',
  'G4',
  'A4',
  'B4',
  'C5',
  'D5',
  'E5',
  'F5',
  'G5',
  'A5',
  'B5',
  'C6',
] as const;
export type Note = (typeof NOTES)[number];

/** A note's letter, whatever its octave (the page says it in its language: C or Do). @public for the page's roll, built beside this module. */
export const NOTE_NAMES = ['C', 'D', 'E', 'F', 'G', 'A', 'B'] as const;
export type NoteName = (typeof NOTE_NAMES)[number];
export const noteName = (note: Note): NoteName => note[0] as NoteName;
/** The note's octave: 4, 5 or 6. */
export const noteOctave = (note: Note): number => Number(note[1]);

/** A note's or a drum's length (a quarter is one beat). */
export const LENGTHS = ['whole', 'half', 'quarter', 'eighth'] as const;
export type NoteLength = (typeof LENGTHS)[number];
export const LENGTH_BEATS: Record<NoteLength, number> = { whole: 4, half: 2, quarter: 1, eighth: 0.5 };

export const DRUMS = ['kick', 'snare', 'hihat', 'clap'] as const;
export type Drum = (typeof DRUMS)[number];

/** What "say" says: words from a list (catalogue `soundLab.phrase.<id>`), never free text. */
export const SOUND_PHRASES = [
  'hello',
  'twinkle',
  'my-song',
  'la-la',
  'ready',
  'again',
  'bravo',
  'the-end',
] as const;
export type SoundPhrase = (typeof SOUND_PHRASES)[number];

/** Beats a minute: the tempo block sets it from here on (a tune starts at the default). */
export const TEMPO = { min: 60, max: 180, default: 100 } as const;
/** The tempos a tempo block offers (every 10 from 60 to 180; nothing typed). */
export const TEMPOS = [60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160, 170, 180] as const;
export type Tempo = (typeof TEMPOS)[number];

/** A run makes at most this many events; the next one stops it (`too-long`) with a message. */
export const MAX_SOUND_EVENTS = 2000;

/** The voice of a sound: 1, or 2 inside the second list of "play together". */
export type Voice = 1 | 2;

/** What a sound is, without when: a note, a drum, a rest or words. */
export type SoundWhat =
  | { kind: 'note'; note: Note; length: NoteLength }
  | { kind: 'drum'; drum: Drum; length: NoteLength }
  | { kind: 'rest'; length: NoteLength }
  /** Takes no beats; shown as words on the roll (and spoken where the device has a voice). */
  | { kind: 'say'; phrase: SoundPhrase };

/** One thing the tune does, in time order (beat, then voice, then the order it ran). */
export type SoundEvent = {
  /** Start, in beats from the tune's start (multiples of 0.5). */
  beat: number;
  /** Start and length in seconds, from the tempo in force (the page schedules audio with these). */
  time: number;
  /** 0 for words. */
  duration: number;
  voice: Voice;
  /** The block that made it (the editor highlights it while it plays). */
  blockId: string;
} & SoundWhat;

export type Transcript = {
  events: readonly SoundEvent[];
  /** The tune's length in beats and seconds (the roll's width; when the play head stops). */
  beats: number;
  seconds: number;
};

/**
 * One sound of a level's target: when (beat, voice) and what. No times (the tempo changes the
 * seconds, not the tune), no rests (silence is where nothing plays).
 */
export type TargetSound = { beat: number; voice: Voice } & Exclude<SoundWhat, { kind: 'rest' }>;

/** The beats a sound takes (words take none). */
export const beatsOf = (what: SoundWhat): number => (what.kind === 'say' ? 0 : LENGTH_BEATS[what.length]);
