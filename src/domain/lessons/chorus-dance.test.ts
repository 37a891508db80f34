import { describe, expect, it } from 'vitest';
import {
  CHORUS_MAX,
  SONG_MAX,
  chorusDanceReducer as reduce,
  danceCode,
  danceGap,
  expandSong,
  initialChorusDance,
  type ChorusDanceAction,
  type ChorusDanceState,
} from './chorus-dance';

const run = (state: ChorusDanceState, ...actions: ChorusDanceAction[]) => actions.reduce(reduce, state);
const chorus: ChorusDanceAction = { type: 'add-to-song', part: { kind: 'chorus' } };
const jump: ChorusDanceAction = { type: 'add-to-song', part: { kind: 'move', move: 'jump' } };
const define = (...moves: ('clap' | 'wave' | 'jump' | 'spin')[]) =>
  moves.map((move): ChorusDanceAction => ({ type: 'add-to-chorus', move }));
const beats = (n: number) => Array.from({ length: n }, (): ChorusDanceAction => ({ type: 'beat' }));

describe('the chorus dance (docs/product/lessons.md#functions)', () => {
  it('expands every chorus in the song into its moves, in order', () => {
    const s = run(initialChorusDance, ...define('clap', 'spin'), chorus, jump, chorus);
    expect(expandSong(s.chorus, s.song).map((step) => step.move)).toEqual(['clap', 'spin', 'jump', 'clap', 'spin']);
    expect(expandSong(s.chorus, s.song).map((step) => [step.part, step.chorusIndex])).toEqual([
      [0, 0],
      [0, 1],
      [1, null],
      [2, 0],
      [2, 1],
    ]);
  });

  it('changing the chorus once changes every place it is used', () => {
    const s = run(initialChorusDance, ...define('clap', 'spin'), chorus, chorus, { type: 'remove-from-chorus', index: 0 }, ...define('wave'));
    expect(expandSong(s.chorus, s.song).map((step) => step.move)).toEqual(['spin', 'wave', 'spin', 'wave']);
  });

  it('says what is missing: a chorus of 2 moves, used 2 times', () => {
    expect(danceGap(run(initialChorusDance, ...define('clap'), chorus, chorus))).toBe('chorus-too-short');
    expect(danceGap(run(initialChorusDance, ...define('clap', 'wave'), chorus, jump))).toBe('chorus-used-too-little');
    expect(danceGap(run(initialChorusDance, ...define('clap', 'wave'), chorus, jump, chorus))).toBeNull();
  });

  it('plays one step per beat and is done only when a song that meets the goal plays to the end', () => {
    const short = run(initialChorusDance, ...define('clap', 'wave'), chorus, { type: 'play' });
    expect(short.playing).toBe(0);
    const shortEnd = run(short, ...beats(2));
    expect(shortEnd).toMatchObject({ playing: null, done: false });

    const ready = run(shortEnd, chorus, { type: 'play' });
    const halfway = run(ready, ...beats(2));
    expect(halfway).toMatchObject({ playing: 2, done: false });
    expect(run(halfway, ...beats(2))).toMatchObject({ playing: null, done: true });
  });

  it('keeps the song as it is while the robot dances, and cannot play an empty song', () => {
    const playing = run(initialChorusDance, ...define('clap', 'wave'), chorus, chorus, { type: 'play' });
    expect(run(playing, jump, { type: 'clear' }, { type: 'remove-from-song', index: 0 })).toBe(playing);
    expect(run(initialChorusDance, { type: 'play' }).playing).toBeNull();
    expect(run(initialChorusDance, chorus, { type: 'play' }).playing).toBeNull();
  });

  it('limits the chorus to 4 moves and the song to 8 parts; clearing keeps "done"', () => {
    const full = run(initialChorusDance, ...define('clap', 'wave', 'jump', 'spin', 'clap'));
    expect(full.chorus).toHaveLength(CHORUS_MAX);
    expect(run(initialChorusDance, ...Array.from({ length: 10 }, () => jump)).song).toHaveLength(SONG_MAX);
    const done = run(initialChorusDance, ...define('clap', 'wave'), chorus, chorus, { type: 'play' }, ...beats(4));
    expect(done.done).toBe(true);
    expect(run(done, { type: 'clear' })).toEqual({ ...initialChorusDance, done: true });
  });

  it('shows the song as JavaScript with the chorus as a function', () => {
    const s = run(initialChorusDance, ...define('clap', 'spin'), chorus, jump, chorus);
    expect(danceCode(s.chorus, s.song)).toBe('function chorus() {\n  clap();\n  spin();\n}\n\nchorus();\njump();\nchorus();');
  });
});
