import { describe, expect, it } from 'vitest';
import { isOfStage, kindsOfStage } from '../../blocks';
import { prng, randomGameProgram } from '../../random-programs';
import { parseGameProgram, type GameProgram } from './game-program';
import {
  addSprite,
  choicesFor,
  costumeOf,
  gameDoesSomething,
  newStudioGame,
  removeSprite,
  setSpriteStart,
  spritesInUse,
  spritesToAdd,
  START_CHOICES,
  STUDIO_GAME_TOOLBOX,
  studioScene,
  type StartProperty,
} from './game-studio';
import { MAX_SPRITES, SPRITE_IDS, type SpriteId } from './game-types';

const catMoves = (program: GameProgram): GameProgram => ({
  ...program,
  handlers: [{ id: 'a', event: { kind: 'start' }, body: [{ id: 'b', op: 'sprite-move', sprite: 'cat', steps: 10 }] }],
});

describe('the game studio', () => {
  it('offers every game block, and only game blocks', () => {
    expect([...STUDIO_GAME_TOOLBOX].sort()).toEqual([...kindsOfStage('game')].sort());
    for (const kind of STUDIO_GAME_TOOLBOX) expect(isOfStage(kind, 'game')).toBe(true);
  });

  it('starts with a cat, a valid game that does nothing yet', () => {
    const game = newStudioGame();
    expect(game.sprites?.map((s) => s.id)).toEqual(['cat']);
    expect(parseGameProgram(game, 'draft').ok).toBe(true);
    expect(gameDoesSomething(game)).toBe(false);
    expect(gameDoesSomething(catMoves(game))).toBe(true);
    expect(studioScene(game)).toEqual({ sprites: game.sprites, seed: expect.any(Number) });
  });

  it('adds each name once, with its costume, on a free spot, up to 8 sprites', () => {
    let game = newStudioGame();
    game = addSprite(game, 'star-2');
    expect(game.sprites?.at(-1)).toMatchObject({ id: 'star-2', costume: 'star', visible: true, speed: 0 });
    expect(addSprite(game, 'star-2')).toBe(game);
    const spots = new Set(game.sprites!.map((s) => `${s.x},${s.y}`));
    expect(spots.size).toBe(2);
    for (const id of spritesToAdd(game)) game = addSprite(game, id);
    expect(game.sprites).toHaveLength(MAX_SPRITES);
    expect(new Set(game.sprites!.map((s) => `${s.x},${s.y}`)).size).toBe(MAX_SPRITES);
    expect(spritesToAdd(game)).toEqual([]);
    expect(addSprite(game, 'rock-2')).toBe(game);
    expect(parseGameProgram(game, 'draft').ok).toBe(true);
    expect(costumeOf('red-car')).toBe('red-car');
  });

  it('never takes away a sprite a block names', () => {
    const game = catMoves(addSprite(newStudioGame(), 'star'));
    expect(spritesInUse(game)).toEqual(new Set(['cat']));
    expect(removeSprite(game, 'cat')).toBe(game);
    expect(removeSprite(game, 'star').sprites?.map((s) => s.id)).toEqual(['cat']);
    const touching: GameProgram = {
      ...game,
      handlers: [{ id: 'a', event: { kind: 'touch', sprite: 'cat', other: 'star' }, body: [] }],
    };
    expect(removeSprite(touching, 'star')).toBe(touching);
  });

  it('sets where a sprite starts only to a value in its range', () => {
    const game = newStudioGame();
    expect(setSpriteStart(game, 'cat', 'x', 40).sprites![0]!.x).toBe(40);
    expect(setSpriteStart(game, 'cat', 'visible', false).sprites![0]!.visible).toBe(false);
    expect(setSpriteStart(game, 'cat', 'speed', 21)).toBe(game);
    expect(setSpriteStart(game, 'cat', 'direction', 360)).toBe(game);
    expect(setSpriteStart(game, 'cat', 'x', 1.5)).toBe(game);
    expect(setSpriteStart(game, 'cat', 'visible', 1)).toBe(game);
    expect(setSpriteStart(game, 'dog', 'x', 40)).toBe(game);
    expect(choicesFor('x', 40)).toEqual(START_CHOICES.x);
    expect(choicesFor('x', 35)).toContain(35);
  });

  it('keeps any sequence of a child’s changes a valid game (seeded random changes)', () => {
    const properties: StartProperty[] = ['x', 'y', 'direction', 'speed', 'visible'];
    for (let seed = 1; seed <= 200; seed++) {
      const rng = prng(seed);
      let game = newStudioGame();
      for (let step = 0; step < 30; step++) {
        const choice = rng.int(0, 3);
        const id = rng.pick(SPRITE_IDS) as SpriteId;
        if (choice === 0) game = addSprite(game, id);
        else if (choice === 1) game = removeSprite(game, id);
        else if (choice === 2) {
          const property = rng.pick(properties);
          const value = property === 'visible' ? rng.next() < 0.5 : rng.int(-20, 420);
          game = setSpriteStart(game, id, property, value);
        } else {
          const sprites = (game.sprites ?? []).map((s) => s.id);
          if (sprites.length >= 2) game = { ...randomGameProgram(rng, sprites), sprites: game.sprites };
        }
        const parsed = parseGameProgram(game, 'draft');
        expect(parsed.ok, `seed ${seed} step ${step}: ${parsed.ok ? '' : parsed.message}`).toBe(true);
        expect(game.sprites!.length).toBeLessThanOrEqual(MAX_SPRITES);
      }
    }
  });
});
