// The Function Factory lesson's chorus dance (docs/product/lessons.md#functions): the child
// defines a function, the chorus, from a few dance moves, then builds a song from the chorus and
// single moves. Playing the song expands every chorus into its moves, so one definition is used
// many times. Pure: the page animates the expanded steps and announces each one.
import { activityRule, either, list, oneOf, shape, type Guard, type LessonActivity } from './evidence';

export const DANCE_MOVES = ['clap', 'wave', 'jump', 'spin'] as const;
export type DanceMove = (typeof DANCE_MOVES)[number];

/** A part of the song: the chorus (a call of the function) or one move of its own. */
export type SongPart = { kind: 'chorus' } | { kind: 'move'; move: DanceMove };

export const CHORUS_MAX = 4;
export const SONG_MAX = 8;
/** docs/product/lessons.md#functions: a chorus of at least 2 moves, used at least 2 times. */
const CHORUS_MIN = 2;
const CHORUS_USES_MIN = 2;

export type ChorusDanceState = {
  chorus: readonly DanceMove[];
  song: readonly SongPart[];
  /** The expanded step playing now, or null when the robot is still. */
  playing: number | null;
  /** True once a song that meets the goal has played to its end. */
  done: boolean;
};

export type ChorusDanceAction =
  | { type: 'add-to-chorus'; move: DanceMove }
  | { type: 'remove-from-chorus'; index: number }
  | { type: 'add-to-song'; part: SongPart }
  | { type: 'remove-from-song'; index: number }
  | { type: 'play' }
  | { type: 'beat' }
  | { type: 'clear' };

/** One step of the expanded dance: the move, and the song part (and chorus place) it comes from. */
export type DanceStep = { move: DanceMove; part: number; chorusIndex: number | null };

export const initialChorusDance: ChorusDanceState = { chorus: [], song: [], playing: null, done: false };

const isDanceMove = (value: string): value is DanceMove =>
  (DANCE_MOVES as readonly string[]).includes(value);

/** The song with every chorus replaced by the chorus's moves, in order. */
export function expandSong(chorus: readonly DanceMove[], song: readonly SongPart[]): DanceStep[] {
  return song.flatMap((part, index): DanceStep[] =>
    part.kind === 'chorus'
      ? chorus.map((move, chorusIndex) => ({ move, part: index, chorusIndex }))
      : [{ move: part.move, part: index, chorusIndex: null }],
  );
}

export const chorusUses = (song: readonly SongPart[]): number =>
  song.filter((part) => part.kind === 'chorus').length;

/** What is still missing before the song can finish the activity; null when it is ready. */
export type DanceGap = 'chorus-too-short' | 'chorus-used-too-little' | null;
export function danceGap(state: Pick<ChorusDanceState, 'chorus' | 'song'>): DanceGap {
  if (state.chorus.length < CHORUS_MIN) return 'chorus-too-short';
  if (chorusUses(state.song) < CHORUS_USES_MIN) return 'chorus-used-too-little';
  return null;
}

const without = <T>(list: readonly T[], index: number): T[] => list.filter((_, i) => i !== index);

export function chorusDanceReducer(state: ChorusDanceState, action: ChorusDanceAction): ChorusDanceState {
  // While the robot dances the song stays as it is: only the beat moves it on.
  if (state.playing !== null && action.type !== 'beat') return state;
  switch (action.type) {
    case 'add-to-chorus':
      return state.chorus.length >= CHORUS_MAX || !isDanceMove(action.move)
        ? state
        : { ...state, chorus: [...state.chorus, action.move] };
    case 'remove-from-chorus':
      return { ...state, chorus: without(state.chorus, action.index) };
    case 'add-to-song':
      return state.song.length >= SONG_MAX ? state : { ...state, song: [...state.song, action.part] };
    case 'remove-from-song':
      return { ...state, song: without(state.song, action.index) };
    case 'clear':
      return { ...initialChorusDance, done: state.done };
    case 'play':
      return expandSong(state.chorus, state.song).length === 0 ? state : { ...state, playing: 0 };
    case 'beat': {
      if (state.playing === null) return state;
      const next = state.playing + 1;
      if (next < expandSong(state.chorus, state.song).length) return { ...state, playing: next };
      return { ...state, playing: null, done: state.done || danceGap(state) === null };
    }
  }
}

/** The song as JavaScript: the chorus as a function, then the song calling it. */
export function danceCode(chorus: readonly DanceMove[], song: readonly SongPart[]): string {
  const body = chorus.length > 0 ? chorus.map((move) => `  ${move}();`).join('\n') : '  // add moves';
  const calls = song.map((part) => (part.kind === 'chorus' ? 'chorus();' : `${part.move}();`));
  return [`function chorus() {\n${body}\n}`, '', ...calls].join('\n');
}

// The activity's evidence for the server (docs/product/lessons.md#graded-by-the-server): small, checked
// with the rule above.
export type ChorusDanceEvidence = { chorus: DanceMove[]; song: SongPart[] };
export const chorusDanceEvidenceOf = (state: ChorusDanceState): ChorusDanceEvidence => ({
  chorus: [...state.chorus],
  song: state.song.map((part) => ({ ...part })),
});
const isChorusDanceEvidenceDone = (evidence: ChorusDanceEvidence): boolean => danceGap(evidence) === null;
const isSongPart: Guard<SongPart> = either(
  shape({ kind: oneOf(['chorus']) }),
  shape({ kind: oneOf(['move']), move: oneOf(DANCE_MOVES) }),
);
const isChorusDanceEvidence: Guard<ChorusDanceEvidence> = shape({
  chorus: list(oneOf(DANCE_MOVES), CHORUS_MAX),
  song: list(isSongPart, SONG_MAX),
});
/** The chorus dance's rule (it reads no content). */
export const chorusDanceActivity: LessonActivity = activityRule(isChorusDanceEvidence, isChorusDanceEvidenceDone);
