import { describe, expect, it } from 'vitest';
import { englishWords, spanishWords } from '../../../../../../tests/support/english-words';
import {
  ANNOUNCE_EVERY_FRAMES,
  commentate,
  mergeNews,
  newsBetween,
  newsWords,
  silentCommentary,
  type Commentary,
  type GameNews,
} from './commentary';
import { frameOf, spriteAt } from './test-frames';

// The running commentary (docs/decisions/402-the-game-lab.md#the-scene): what changed, at most one
// announcement a second (30 frames), what happens in between merged into the next one.

describe('what is new between two frames', () => {
  const cat = spriteAt('cat');
  const star = spriteAt('star');

  it('sees a touch begin, once: not while it lasts, again after the two part', () => {
    const apart = frameOf(10, [cat, star]);
    const touching = frameOf(11, [cat, star], { touching: [['cat', 'star']] });
    expect(newsBetween(apart, touching)).toEqual([{ kind: 'touch', sprite: 'cat', other: 'star' }]);
    expect(newsBetween(touching, { ...touching, frame: 12 })).toEqual([]);
    expect(newsBetween({ ...touching, frame: 12 }, frameOf(13, [cat, star]))).toEqual([]);
    expect(newsBetween(frameOf(13, [cat, star]), { ...touching, frame: 14 })).toHaveLength(1);
  });

  it('sees the score change and a sprite start to say something, not a hidden one', () => {
    const before = frameOf(5, [cat, star], { score: 1 });
    const after = frameOf(
      6,
      [spriteAt('cat', { saying: 'got-it' }), spriteAt('star', { saying: 'yay', visible: false })],
      { score: 2 },
    );
    expect(newsBetween(before, after)).toEqual([
      { kind: 'say', sprite: 'cat', phrase: 'got-it' },
      { kind: 'score', score: 2 },
    ]);
    // Still saying it on the next frame is not news; saying something else is.
    expect(newsBetween(after, { ...after, frame: 7 })).toEqual([]);
    const other = frameOf(8, [spriteAt('cat', { saying: 'meow' }), star], { score: 2 });
    expect(newsBetween(after, other)).toEqual([{ kind: 'say', sprite: 'cat', phrase: 'meow' }]);
  });

  it('on the first frame, hears what is said and touching already, not the score', () => {
    const first = frameOf(0, [spriteAt('cat', { saying: 'hello' }), star], {
      score: 0,
      touching: [['cat', 'star']],
    });
    expect(newsBetween(null, first)).toEqual([
      { kind: 'touch', sprite: 'cat', other: 'star' },
      { kind: 'say', sprite: 'cat', phrase: 'hello' },
    ]);
  });
});

describe('merging what waited', () => {
  it('keeps each touch once, the last thing each sprite said, the latest score; the end replaces the score', () => {
    const news: GameNews[] = [
      { kind: 'score', score: 1 },
      { kind: 'touch', sprite: 'cat', other: 'star' },
      { kind: 'say', sprite: 'cat', phrase: 'yay' },
      { kind: 'touch', sprite: 'cat', other: 'star' },
      { kind: 'say', sprite: 'dog', phrase: 'hello' },
      { kind: 'say', sprite: 'cat', phrase: 'got-it' },
      { kind: 'score', score: 2 },
    ];
    expect(mergeNews(news)).toEqual([
      { kind: 'touch', sprite: 'cat', other: 'star' },
      { kind: 'say', sprite: 'dog', phrase: 'hello' },
      { kind: 'say', sprite: 'cat', phrase: 'got-it' },
      { kind: 'score', score: 2 },
    ]);
    expect(mergeNews([...news, { kind: 'end', score: 2 }]).at(-1)).toEqual({
      kind: 'end',
      score: 2,
    });
    expect(
      mergeNews([...news, { kind: 'end', score: 2 }]).filter((n) => n.kind === 'score'),
    ).toEqual([]);
  });
});

describe('at most one announcement a second', () => {
  /** Plays news at frames and returns at which frames something was said, and what. */
  function play(events: Array<[number, GameNews[]]>) {
    let state: Commentary = silentCommentary;
    const said: Array<[number, GameNews[]]> = [];
    for (const [frame, news] of events) {
      const next = commentate(state, news, frame);
      state = next.state;
      if (next.say) said.push([frame, next.say]);
    }
    return { said, state };
  }
  const touch = (other: 'star' | 'rock' | 'ball' | 'goal' | 'apple'): GameNews => ({
    kind: 'touch',
    sprite: 'cat',
    other,
  });

  it('says the first news at once, then waits 30 frames, merging what came in between', () => {
    const { said, state } = play([
      [3, [touch('star')]],
      [4, [{ kind: 'score', score: 1 }]],
      [20, [touch('rock')]],
      [32, []],
      [33, []],
      [40, [{ kind: 'score', score: 2 }]],
      [63, []],
      [64, []],
    ]);
    expect(said).toEqual([
      [3, [touch('star')]],
      [33, [touch('rock'), { kind: 'score', score: 1 }]],
      [63, [{ kind: 'score', score: 2 }]],
    ]);
    expect(state).toEqual({ saidAt: 63, waiting: [] });
    expect(ANNOUNCE_EVERY_FRAMES).toBe(30);
  });

  it('never says two things less than 30 frames apart, however much happens', () => {
    const events: Array<[number, GameNews[]]> = [];
    for (let frame = 0; frame < 300; frame++)
      events.push([frame, frame % 2 === 0 ? [{ kind: 'score', score: frame }] : []]);
    const { said } = play(events);
    expect(said.length).toBe(10);
    for (let i = 1; i < said.length; i++)
      expect(said[i]![0] - said[i - 1]![0]).toBeGreaterThanOrEqual(30);
    // Each says the latest score of its second, not every one.
    expect(said[1]).toEqual([30, [{ kind: 'score', score: 30 }]]);
  });

  it('stays quiet with nothing new', () => {
    expect(
      play([
        [0, []],
        [40, []],
        [90, []],
      ]).said,
    ).toEqual([]);
  });
});

describe('the words of an announcement', () => {
  it('names touches, what is said and the score, in English and Spanish', () => {
    const news: GameNews[] = [
      { kind: 'touch', sprite: 'cat', other: 'star-2' },
      { kind: 'say', sprite: 'cat', phrase: 'got-it' },
      { kind: 'score', score: 3 },
    ];
    expect(newsWords(news, englishWords)).toBe(
      'The cat touches the second star. The cat says “Got it!” The score is 3.',
    );
    expect(newsWords(news, spanishWords)).toBe(
      'El gato toca la segunda estrella. El gato dice “¡Lo tengo!” La puntuación es 3.',
    );
    expect(newsWords([{ kind: 'end', score: 5 }], englishWords)).toBe(
      'The game is over. The score is 5.',
    );
    expect(newsWords([{ kind: 'end', score: 5 }], spanishWords)).toBe(
      'Se acabó el juego. La puntuación es 5.',
    );
  });

  it('names at most three touches and counts the rest', () => {
    const others = ['star', 'rock', 'ball', 'goal', 'apple'] as const;
    const news = others.map((other): GameNews => ({ kind: 'touch', sprite: 'robot', other }));
    expect(newsWords(news, englishWords)).toBe(
      'The robot touches the star. The robot touches the rock. The robot touches the ball. 2 more touches.',
    );
    expect(newsWords(news.slice(0, 4), spanishWords)).toMatch(/ 1 toque más\.$/);
  });
});
