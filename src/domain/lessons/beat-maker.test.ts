import { describe, expect, it } from 'vitest';
import {
  DRUMS,
  REPEATS,
  STEPS,
  beatCode,
  beatEvidenceOf,
  beatGap,
  beatMakerActivity,
  beatReducer,
  drumsOn,
  initialBeatState,
  playBeat,
  type Beat,
  type BeatChange,
  type BeatState,
  type BeatTarget,
  type Drum,
} from './beat-maker';

const rock: BeatTarget = { kick: [1, 3], snare: [2, 4], hat: [1, 2, 3, 4] };
const reduce = beatReducer(rock);
const rule = beatMakerActivity(rock);
const run = (state: BeatState, ...changes: BeatChange[]) => changes.reduce(reduce, state);
const toggles = (drum: Drum, ...steps: number[]): BeatChange[] => steps.map((s) => ({ type: 'toggle', drum, step: s - 1 }));
const playThrough = (): BeatChange[] => [{ type: 'play' }, ...Array.from({ length: REPEATS * STEPS }, (): BeatChange => ({ type: 'next-step' }))];
const rockChanges = [...toggles('kick', 1, 3), ...toggles('snare', 2, 4), ...toggles('hat', 1, 2, 3, 4)];
const rockBeat: Beat = run(initialBeatState, ...rockChanges).beat;

function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('the beat maker (docs/product/lessons.md#voice-and-sound)', () => {
  it('turns a drum on and off on a step with a tap', () => {
    const once = run(initialBeatState, ...toggles('snare', 2));
    expect(once.beat.snare).toEqual([false, true, false, false]);
    expect(run(once, ...toggles('snare', 2)).beat.snare).toEqual([false, false, false, false]);
    expect(drumsOn(rockBeat, 0)).toEqual(['kick', 'hat']);
    expect(drumsOn(rockBeat, 1)).toEqual(['snare', 'hat']);
  });

  it('plays the beat four times round: sixteen steps, each with its drums', () => {
    const played = playBeat(rockBeat);
    expect(played).toHaveLength(16);
    expect(played[0]).toEqual({ repeat: 0, step: 0, drums: ['kick', 'hat'] });
    expect(played[5]).toEqual({ repeat: 1, step: 1, drums: ['snare', 'hat'] });
    expect(played[15]).toEqual({ repeat: 3, step: 3, drums: ['snare', 'hat'] });
    expect(playBeat(initialBeatState.beat).every((p) => p.drums.length === 0)).toBe(true);
  });

  it('is done once the rock beat has been played to its end, and stays done', () => {
    const made = run(initialBeatState, ...rockChanges);
    expect(made.done).toBe(false);
    const halfway = run(made, { type: 'play' }, { type: 'next-step' }, { type: 'next-step' });
    expect(halfway).toMatchObject({ playing: 2, done: false });
    expect(run(halfway, { type: 'stop' })).toMatchObject({ playing: null, done: false, result: null });
    const played = run(made, ...playThrough());
    expect(played).toMatchObject({ playing: null, done: true, result: 'matches' });
    expect(run(played, { type: 'start-over' })).toEqual({ ...initialBeatState, done: true });
  });

  it('says the first step and drum that differ: a drum missing, or one too many', () => {
    expect(beatGap(initialBeatState.beat, rock)).toEqual({ step: 0, drum: 'kick', kind: 'missing' });
    const noSecondSnare = run(initialBeatState, ...toggles('kick', 1, 3), ...toggles('snare', 2), ...toggles('hat', 1, 2, 3, 4));
    expect(beatGap(noSecondSnare.beat, rock)).toEqual({ step: 3, drum: 'snare', kind: 'missing' });
    const extraKick = run(initialBeatState, ...rockChanges, ...toggles('kick', 2));
    expect(beatGap(extraKick.beat, rock)).toEqual({ step: 1, drum: 'kick', kind: 'extra' });
    expect(run(extraKick, ...playThrough())).toMatchObject({ done: false, result: { step: 1, drum: 'kick', kind: 'extra' } });
  });

  it('keeps the grid still while it plays, and refuses a step or drum no grid has', () => {
    const playing = run(initialBeatState, { type: 'play' });
    expect(run(playing, ...toggles('kick', 1)).beat).toEqual(initialBeatState.beat);
    expect(run(playing, { type: 'start-over' })).toBe(playing);
    expect(run(initialBeatState, { type: 'toggle', drum: 'kick', step: 4 })).toBe(initialBeatState);
    expect(run(initialBeatState, { type: 'toggle', drum: 'cowbell' as Drum, step: 0 })).toBe(initialBeatState);
    expect(run(initialBeatState, { type: 'next-step' })).toBe(initialBeatState);
  });

  it('shows the beat as code: a repeat of its four steps', () => {
    expect(beatCode(rockBeat)).toBe(
      ['repeat(4, () => {', '  play(kick, hiHat);', '  play(snare, hiHat);', '  play(kick, hiHat);', '  play(snare, hiHat);', '});'].join('\n'),
    );
    expect(beatCode(initialBeatState.beat)).toContain('  rest();');
  });

  it('the server’s rule: the rock beat is done; a near miss, a wrong shape or nothing is not', () => {
    expect(rule.isDone(beatEvidenceOf({ beat: rockBeat }))).toBe(true);
    expect(rule.isDone(JSON.parse(JSON.stringify(beatEvidenceOf({ beat: rockBeat }))))).toBe(true);
    const miss = beatEvidenceOf({ beat: { ...rockBeat, hat: [true, true, true, false] } });
    expect(rule.isDone(miss)).toBe(false);
    expect(rule.isDone(undefined)).toBe(false);
    expect(rule.isDone({})).toBe(false);
    expect(rule.isDone({ beat: { kick: [true, false, true], snare: [false, true, false, true], hat: [true, true, true, true] } })).toBe(false);
    expect(rule.isDone({ beat: { ...beatEvidenceOf({ beat: rockBeat }).beat, kick: [1, 0, 1, 0] } })).toBe(false);
    expect(rule.isDone({ beat: { ...beatEvidenceOf({ beat: rockBeat }).beat, hat: [true, true, true, true, true] } })).toBe(false);
  });
});

describe('the beat maker on random taps (seeded)', () => {
  const SEED = 20261129;
  const RUNS = 2000;

  it(`keeps four steps a drum, plays the same beat each time, and the server agrees with the page (seed ${SEED}, ${RUNS} runs)`, () => {
    const rng = prng(SEED);
    const problems: string[] = [];
    let matches = 0;
    for (let n = 0; n < RUNS && problems.length < 5; n++) {
      // Start from the rock beat half the time, so a good share of runs are one or two taps away.
      let state = rng() < 0.5 ? run(initialBeatState, ...rockChanges) : initialBeatState;
      const taps = Math.floor(rng() * 4);
      for (let i = 0; i < taps; i++) state = reduce(state, { type: 'toggle', drum: DRUMS[Math.floor(rng() * DRUMS.length)]!, step: Math.floor(rng() * STEPS) });
      if (DRUMS.some((d) => state.beat[d].length !== STEPS)) problems.push(`run ${n}: a row lost its steps`);
      if (JSON.stringify(playBeat(state.beat)) !== JSON.stringify(playBeat(state.beat))) problems.push(`run ${n}: not the same beat twice`);
      const page = run(state, ...playThrough());
      if (rule.isDone(JSON.parse(JSON.stringify(beatEvidenceOf(state)))) !== page.done) problems.push(`run ${n}: server and page disagree`);
      if ((beatGap(state.beat, rock) === null) !== page.done) problems.push(`run ${n}: done without the rock beat`);
      if (page.done) matches++;
    }
    expect(problems).toEqual([]);
    expect(matches).toBeGreaterThan(0);
    expect(matches).toBeLessThan(RUNS);
  });
});
