import { describe, expect, it } from 'vitest';
import type { Stmt } from '../../blocks';
import { parseLevelProgram } from '../../level-program';
import type { Level } from '../../level-types';
import { parseProgram } from '../../program';
import type { GameLevel } from './game-level';
import {
  checkGameForLevel,
  countGameBlocks,
  parseGameProgram,
  uncalledGameFunctions,
  type GameHandler,
  type GameProgram,
} from './game-program';
import type { SpriteStart } from './game-types';

const cat: SpriteStart = { id: 'cat', costume: 'cat', x: 100, y: 200, direction: 90, speed: 0, visible: true };
const star: SpriteStart = { id: 'star', costume: 'star', x: 300, y: 200, direction: 0, speed: 0, visible: true };
const move = (id: string, steps = 10): Stmt => ({ id, op: 'sprite-move', sprite: 'cat', steps });
const onStart = (id: string, body: Stmt[]): GameHandler => ({ id, event: { kind: 'start' }, body });
const game = (handlers: GameHandler[], extra: Partial<GameProgram> = {}): GameProgram => ({
  version: 3,
  kind: 'game',
  handlers,
  ...extra,
});
const parse = (value: unknown) => parseGameProgram(JSON.parse(JSON.stringify(value)));

const level: GameLevel = {
  kind: 'game',
  id: 'game-test',
  world: 'game',
  number: 1,
  title: 'Test',
  intro: 'Test.',
  hints: ['a', 'b', 'c'],
  toolbox: ['sprite-move', 'score', 'repeat'],
  events: ['start', 'key'],
  maxBlocks: 6,
  idealBlocks: 3,
  scene: { sprites: [cat, star], seed: 1 },
  script: [],
  maxFrames: 30,
  criteria: [{ type: 'moved', sprite: 'cat', distance: 10 }],
};
const gridLevel: Level = {
  id: 'grid-test',
  world: 'birthday',
  number: 1,
  title: 'Test',
  intro: 'Test.',
  hints: ['a', 'b', 'c'],
  grid: ['S.G'],
  startDir: 'east',
  toolbox: ['forward'],
  maxBlocks: 4,
  idealBlocks: 2,
};

describe('a game program', () => {
  it('accepts every game block, every event and the studio’s sprites, as they are', () => {
    const program = game(
      [
        onStart('h1', [
          move('a'),
          { id: 'b', op: 'sprite-turn', sprite: 'cat', dir: 'left', degrees: 15 },
          { id: 'c', op: 'sprite-go', sprite: 'star', x: 0, y: 400 },
          { id: 'd', op: 'sprite-random', sprite: 'star' },
          { id: 'e', op: 'sprite-set', sprite: 'cat', property: 'speed', value: 20 },
          { id: 'f', op: 'sprite-change', sprite: 'cat', property: 'direction', by: -50 },
          { id: 'g', op: 'score', by: -5 },
          { id: 'h', op: 'say', sprite: 'cat', phrase: 'meow' },
          { id: 'i', op: 'sprite-show', sprite: 'star', shown: false },
        ]),
        { id: 'h2', event: { kind: 'key', key: 'space' }, body: [{ id: 'j', op: 'call', name: 'hop' }] },
        { id: 'h3', event: { kind: 'tap', sprite: 'star' }, body: [] },
        {
          id: 'h4',
          event: { kind: 'touch', sprite: 'cat', other: 'star' },
          body: [{ id: 'k', op: 'if-touching', sprite: 'cat', other: 'star', then: [], else: [move('l')] }],
        },
        {
          id: 'h5',
          event: { kind: 'tick' },
          body: [{ id: 'm', op: 'repeat', times: 2, body: [{ id: 'n', op: 'if-visible', sprite: 'cat', then: [] }] }],
        },
      ],
      { sprites: [cat, star], functions: [{ name: 'hop', body: [move('o', 50)] }] },
    );
    expect(parse(program)).toEqual({ ok: true, program });
    // 5 event blocks and 15 statements.
    expect(countGameBlocks(program)).toBe(20);
  });

  it.each<[string, unknown, RegExp]>([
    ['not an object', 'go', /"program": a game program has version 3|program/],
    ['a program of Ada', { version: 2, body: [] }, /version 3/],
    ['no kind', { version: 3, handlers: [] }, /"program.kind": a game program has kind 'game'/],
    ['an unknown key at the top', { ...game([]), body: [] }, /"program" has unknown keys: body/],
    ['an unknown key in a handler', game([{ ...onStart('h', []), when: 1 } as never]), /"program.handlers.0" has unknown keys: when/],
    ['an unknown event', game([{ id: 'h', event: { kind: 'click' }, body: [] } as never]), /an event is start, key, tap, touch or tick/],
    ['an unknown key', game([{ id: 'h', event: { kind: 'key', key: 'enter' }, body: [] } as never]), /a key is one of left, right, up, down, space/],
    ['a typed sprite name', game([onStart('h', [{ id: 'a', op: 'sprite-move', sprite: 'Kitty', steps: 10 } as never])]), /"program.handlers.0.body.0.sprite": a sprite is one of cat/],
    ['a grid block', game([onStart('h', [{ id: 'a', op: 'forward' } as never])]), /unknown block op \(repeat, call, sprite-move/],
    ['a pen block', game([onStart('h', [{ id: 'a', op: 'pen', down: true } as never])]), /unknown block op/],
    ['too many steps', game([onStart('h', [move('a', 51)])]), /steps.*from 1 to 50/],
    ['no steps', game([onStart('h', [move('a', 0)])]), /steps.*from 1 to 50/],
    ['half a step', game([onStart('h', [move('a', 2.5)])]), /steps.*from 1 to 50/],
    ['a turn of 60', game([onStart('h', [{ id: 'a', op: 'sprite-turn', sprite: 'cat', dir: 'left', degrees: 60 } as never])]), /turns 15, 30, 45, 90 or 180 degrees/],
    ['off the scene', game([onStart('h', [{ id: 'a', op: 'sprite-go', sprite: 'cat', x: 401, y: 0 }])]), /x is a whole number from 0 to 400/],
    ['a speed of 21', game([onStart('h', [{ id: 'a', op: 'sprite-set', sprite: 'cat', property: 'speed', value: 21 }])]), /"b?a"? sets the cat's speed to 21; it is a whole number from 0 to 20/],
    ['a direction of 360', game([onStart('h', [{ id: 'a', op: 'sprite-set', sprite: 'cat', property: 'direction', value: 360 }])]), /direction to 360; it is a whole number from 0 to 359/],
    ['an unknown property', game([onStart('h', [{ id: 'a', op: 'sprite-set', sprite: 'cat', property: 'size', value: 2 } as never])]), /a property is one of x, y, direction, speed/],
    ['a change of 51', game([onStart('h', [{ id: 'a', op: 'sprite-change', sprite: 'cat', property: 'x', by: 51 }])]), /changes by a whole number from -50 to 50/],
    ['a score of 6', game([onStart('h', [{ id: 'a', op: 'score', by: 6 }])]), /the score changes by a whole number from -5 to 5/],
    ['free text', game([onStart('h', [{ id: 'a', op: 'say', sprite: 'cat', phrase: 'hi there' } as never])]), /a sprite says one of hello, yay/],
    ['a touch of itself', game([{ id: 'h', event: { kind: 'touch', sprite: 'cat', other: 'cat' }, body: [] }]), /"h" waits for the cat to touch itself/],
    ['an if of itself', game([onStart('h', [{ id: 'a', op: 'if-touching', sprite: 'star', other: 'star', then: [] }])]), /"a" asks if the star touches itself/],
    ['an id twice across handlers', game([onStart('h', [move('a')]), onStart('g', [move('a')])]), /two blocks with the same id "a"/],
    ['a handler id as a block id', game([onStart('a', [move('a')])]), /two blocks with the same id "a"/],
    ['13 event blocks', game(Array.from({ length: 13 }, (_, i) => onStart(`h${i}`, []))), /13 event blocks; at most 12/],
    ['a function called nowhere', game([onStart('h', [])], { functions: [{ name: 'hop', body: [] }] }), /function 'hop' is never called/],
    ['a function calling itself', game([onStart('h', [{ id: 'c', op: 'call', name: 'hop' }])], { functions: [{ name: 'hop', body: [{ id: 'd', op: 'call', name: 'hop' }] }] }), /a function cannot call itself/],
    ['a function calling another', game([onStart('h', [{ id: 'c', op: 'call', name: 'hop' }, { id: 'e', op: 'call', name: 'zigzag' }])], { functions: [{ name: 'hop', body: [{ id: 'd', op: 'call', name: 'zigzag' }] }, { name: 'zigzag', body: [] }] }), /a function cannot call another function/],
    ['a call of no function', game([onStart('h', [{ id: 'c', op: 'call', name: 'hop' }])]), /calls the function 'hop', and it has no function by that name/],
    ['9 sprites', game([], { sprites: ['cat', 'dog', 'star', 'ball', 'rock', 'goal', 'robot', 'apple', 'line'].map((id) => ({ ...cat, id }) as SpriteStart) }), /9 sprites; at most 8/],
    ['a sprite twice', game([], { sprites: [cat, { ...cat, x: 5 }] }), /two sprites called 'cat'/],
    ['a sprite off the scene', game([], { sprites: [{ ...cat, y: -1 }] }), /y is a whole number from 0 to 400/],
    ['a speed of a sprite out of range', game([], { sprites: [{ ...cat, speed: 30 }] }), /speed is a whole number from 0 to 20/],
    ['an unknown costume', game([], { sprites: [{ ...cat, costume: 'dragon' } as never] }), /a costume is one of cat, dog/],
    ['a studio game naming a sprite it has not', game([onStart('h', [{ id: 'a', op: 'sprite-move', sprite: 'dog', steps: 10 }])], { sprites: [cat] }), /names the dog \("a"\), and its scene has no dog/],
  ])('refuses %s, saying what is wrong', (_what, value, message) => {
    const result = parse(value);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(message);
  });

  it('counts 60 blocks with the event blocks, and refuses 61', () => {
    const handlers = (statements: number): GameHandler[] => {
      const out: GameHandler[] = [];
      for (let h = 0; h < 10; h++) out.push(onStart(`h${h}`, []));
      for (let i = 0; i < statements; i++) out[i % 10]!.body.push(move(`b${i}`));
      return out;
    };
    expect(parse(game(handlers(50))).ok).toBe(true);
    expect(parse(game(handlers(51)))).toEqual({
      ok: false,
      message: '"program" has 61 blocks; at most 60 are allowed.',
    });
  });

  it("nests at most 5 deep, a handler's top at depth 1", () => {
    const nested = (depth: number): Stmt[] => {
      let body: Stmt[] = [move('leaf')];
      for (let d = depth - 1; d >= 1; d--) body = [{ id: `r${d}`, op: 'repeat', times: 2, body }];
      return body;
    };
    expect(parse(game([onStart('h', nested(5))])).ok).toBe(true);
    expect(parse(game([onStart('h', nested(6))]))).toEqual({
      ok: false,
      message: '"program" is nested too deep: at most 5 blocks inside each other.',
    });
  });

  it('is at most 8 KB of JSON, checked before the schema', () => {
    const big = game([onStart('h', [])], { sprites: [cat] });
    (big as unknown as { pad: string }).pad = 'x'.repeat(9000);
    expect(parse(big)).toEqual({ ok: false, message: '"program" is too big: at most 8192 bytes of JSON.' });
  });

  it('lets a draft keep a function not used yet', () => {
    const draft = game([onStart('h', [])], { functions: [{ name: 'hop', body: [move('a')] }] });
    expect(parseGameProgram(draft, 'draft')).toEqual({ ok: true, program: draft });
    expect(uncalledGameFunctions(draft)).toEqual(['hop']);
  });
});

describe("a game on a level's scene", () => {
  const fits = (program: GameProgram) => checkGameForLevel(level, program);

  it('takes the level’s events, blocks and sprites, up to its maxBlocks', () => {
    expect(fits(game([onStart('h', [move('a')]), { id: 'k', event: { kind: 'key', key: 'left' }, body: [] }]))).toEqual({ ok: true });
    expect(fits(game([{ id: 't', event: { kind: 'tick' }, body: [] }]))).toEqual({
      ok: false,
      message: '"program" uses a "Every tick" block ("t"), and level game-test has no such block.',
    });
    expect(fits(game([onStart('h', [{ id: 'a', op: 'say', sprite: 'cat', phrase: 'yay' }])]))).toEqual({
      ok: false,
      message: '"program" uses a "Say" block ("a"), and level game-test has no such block.',
    });
    expect(fits(game([onStart('h', [{ id: 'a', op: 'sprite-move', sprite: 'dog', steps: 10 }])]))).toEqual({
      ok: false,
      message: '"program" names the dog ("a"), and level game-test has no dog in its scene.',
    });
    expect(fits(game([onStart('h', [move('a'), move('b'), move('c'), move('d'), move('e'), move('f')])]))).toEqual({
      ok: false,
      message: '"program" has 7 blocks; level game-test allows at most 6.',
    });
    expect(fits(game([onStart('h', [])], { sprites: [cat] }))).toMatchObject({
      ok: false,
      message: expect.stringMatching(/brings its own "sprites"; on level game-test the scene is the level's/),
    });
    expect(
      fits(game([onStart('h', [{ id: 'c', op: 'call', name: 'hop' }])], { functions: [{ name: 'hop', body: [] }] })),
    ).toEqual({ ok: false, message: '"program" makes a function, and level game-test has none.' });
  });

  it('refuses the other kind of program, in words that say which kind each is', () => {
    expect(parseLevelProgram(level, { version: 2, body: [] })).toEqual({
      ok: false,
      message:
        '"program" is a program of Ada\'s blocks (version 2), and level game-test is a game: send a game program ({version: 3, kind: \'game\', handlers}).',
    });
    expect(parseLevelProgram(gridLevel, game([]))).toEqual({
      ok: false,
      message: '"program" is a game program, and level grid-test is a puzzle for Ada: send a program of version 1 or 2.',
    });
    // Ada's own check still says its versions are 1 and 2.
    expect(parseProgram(game([]))).toMatchObject({ ok: false, message: expect.stringMatching(/1 or 2/) });
    const ok = game([onStart('h', [move('a')])]);
    expect(parseLevelProgram(level, ok)).toEqual({ ok: true, program: ok });
    expect(parseLevelProgram(gridLevel, { version: 1, body: [{ id: 'a', op: 'forward' }] })).toMatchObject({ ok: true });
  });
});
