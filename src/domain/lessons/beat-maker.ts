// The Voice & Sound lesson's beat maker (docs/product/lessons.md#voice-and-sound): a drum beat is a
// grid of four steps for three drums (kick, snare, hi-hat), and playing it is a repeat: the same
// four steps four times over. The child taps the steps on or off, presses Play, and hears and sees
// the beat go round. The steps played are computed here from the beat alone (no clock, no sound),
// so the page only shows them in turn (and the browser's audio clock plays them), and the server
// checks the same beat against the lesson's target.
import { activityRule, list, shape, type Guard, type LessonActivity } from './evidence';

export const DRUMS = ['kick', 'snare', 'hat'] as const;
export type Drum = (typeof DRUMS)[number];
/** Steps in one bar of the beat, numbered 1 to STEPS for people. */
export const STEPS = 4;
/** How many times Play goes round the beat: a beat is a repeat. */
export const REPEATS = 4;

/** A beat: for each drum, whether it plays on each of the four steps. */
export type Beat = Record<Drum, readonly boolean[]>;
/** The beat a lesson asks for: for each drum, the steps (1..4) it plays on. */
export type BeatTarget = Record<Drum, readonly number[]>;

export const emptyBeat: Beat = { kick: [false, false, false, false], snare: [false, false, false, false], hat: [false, false, false, false] };

/** The drums playing on a step (0-based), in the drums' order. */
export const drumsOn = (beat: Beat, step: number): Drum[] => DRUMS.filter((drum) => beat[drum][step] === true);

/** One played step: which repeat (0..REPEATS-1), which step of the beat (0..STEPS-1), the drums. */
export type PlayedStep = { repeat: number; step: number; drums: Drum[] };

/** The beat played: REPEATS times its STEPS steps, in order. */
export function playBeat(beat: Beat): PlayedStep[] {
  return Array.from({ length: REPEATS * STEPS }, (_, i) => {
    const step = i % STEPS;
    return { repeat: Math.floor(i / STEPS), step, drums: drumsOn(beat, step) };
  });
}

/**
 * The first place (by step, then drum) where the beat differs from the target: a drum it needs
 * there ('missing') or one it does not want there ('extra'); null when the beat is the target.
 */
export type BeatGap = { step: number; drum: Drum; kind: 'missing' | 'extra' };
export function beatGap(beat: Beat, target: BeatTarget): BeatGap | null {
  for (let step = 0; step < STEPS; step++) {
    for (const drum of DRUMS) {
      const wanted = target[drum].includes(step + 1);
      const on = beat[drum][step] === true;
      if (wanted !== on) return { step, drum, kind: wanted ? 'missing' : 'extra' };
    }
  }
  return null;
}

export type BeatState = {
  beat: Beat;
  /** The played step on screen while the beat plays (0..REPEATS*STEPS-1), or null when still. */
  playing: number | null;
  /** True once the target beat has been played to its end. */
  done: boolean;
  /** After a play ends: what it says (null before the first play, or after a change). */
  result: BeatGap | 'matches' | null;
};

export type BeatChange =
  | { type: 'toggle'; drum: Drum; step: number }
  | { type: 'play' }
  | { type: 'next-step' }
  | { type: 'stop' }
  | { type: 'start-over' };

export const initialBeatState: BeatState = { beat: emptyBeat, playing: null, done: false, result: null };

const isDrum = (value: unknown): value is Drum => DRUMS.some((d) => d === value);

/** The beat maker's state machine, bound to the lesson's target beat. */
export const beatReducer =
  (target: BeatTarget) =>
  (state: BeatState, change: BeatChange): BeatState => {
    switch (change.type) {
      case 'toggle': {
        // While the beat plays the grid stays as it is.
        if (state.playing !== null || !isDrum(change.drum)) return state;
        if (!Number.isInteger(change.step) || change.step < 0 || change.step >= STEPS) return state;
        const row = state.beat[change.drum].map((on, i) => (i === change.step ? !on : on));
        return { ...state, beat: { ...state.beat, [change.drum]: row }, result: null };
      }
      case 'play':
        return state.playing === null ? { ...state, playing: 0, result: null } : state;
      case 'next-step': {
        if (state.playing === null) return state;
        const next = state.playing + 1;
        if (next < REPEATS * STEPS) return { ...state, playing: next };
        const gap = beatGap(state.beat, target);
        return { ...state, playing: null, result: gap ?? 'matches', done: state.done || gap === null };
      }
      case 'stop':
        return { ...state, playing: null };
      case 'start-over':
        return state.playing === null ? { ...initialBeatState, done: state.done } : state;
    }
  };

const drumCode: Record<Drum, string> = { kick: 'kick', snare: 'snare', hat: 'hiHat' };

/** The beat as code: a repeat of its four steps, each step the drums it plays or a rest. */
export function beatCode(beat: Beat): string {
  const steps = Array.from({ length: STEPS }, (_, step) => {
    const drums = drumsOn(beat, step);
    return `  ${drums.length === 0 ? 'rest();' : `play(${drums.map((d) => drumCode[d]).join(', ')});`}`;
  });
  return [`repeat(${REPEATS}, () => {`, ...steps, '});'].join('\n');
}

// The activity's evidence for the server (docs/product/lessons.md#graded-by-the-server): the beat,
// checked against the lesson's target with the rule above.
export type BeatEvidence = { beat: { kick: boolean[]; snare: boolean[]; hat: boolean[] } };
export const beatEvidenceOf = (state: Pick<BeatState, 'beat'>): BeatEvidence => ({
  beat: { kick: [...state.beat.kick], snare: [...state.beat.snare], hat: [...state.beat.hat] },
});
const isStepRow: Guard<boolean[]> = (value): value is boolean[] =>
  list((v): v is boolean => typeof v === 'boolean', STEPS)(value) && value.length === STEPS;
const isBeatEvidence: Guard<BeatEvidence> = shape({ beat: shape({ kick: isStepRow, snare: isStepRow, hat: isStepRow }) });

/** The beat maker's rule, bound to the lesson's target: the beat is the target, step for step. */
export const beatMakerActivity = (target: BeatTarget): LessonActivity =>
  activityRule(isBeatEvidence, (e) => beatGap(e.beat, target) === null);
