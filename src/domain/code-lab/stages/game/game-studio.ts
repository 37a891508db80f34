// The game studio's rules (docs/product/code-lab.md#the-game-studio): a child's own game with
// every game block and every event block, and a scene of up to MAX_SPRITES sprites the child
// picks from our costumes' names (never typed) and places from lists. Pure: the page's sprite
// editor and the device's kept games use it; the server checks a kept game with
// parseGameProgram(program, 'draft') and its sprites (creation-programs.ts).
import { blockFamily, kindsOfStage, type BlockKind } from '../../blocks';
import { PROGRAM_LIMITS } from '../../program';
import { emptyGameProgram, walkGame, type GameProgram } from './game-program';
import { spritesOfEvent } from './game-events';
import {
  GAME_EVENTS,
  MAX_FRAMES,
  MAX_SPRITES,
  PROPERTY_RANGES,
  SPRITE_IDS,
  type Costume,
  type GameScene,
  type SpriteId,
  type SpriteStart,
} from './game-types';

/** Every game block, in the palette's order, the functions' last (as on the levels). */
export const STUDIO_GAME_TOOLBOX: readonly BlockKind[] = [
  ...kindsOfStage('game').filter((kind) => blockFamily(kind) !== 'function'),
  ...kindsOfStage('game').filter((kind) => blockFamily(kind) === 'function'),
];

/** The studio's rules for the editor: every block, every event block, the program limits. */
export const STUDIO_GAME_RULES = {
  toolbox: STUDIO_GAME_TOOLBOX,
  maxBlocks: PROGRAM_LIMITS.maxBlocks,
  maxDepth: PROGRAM_LIMITS.maxDepth,
  events: GAME_EVENTS,
} as const;

/** A studio game plays at most a minute. */
export const STUDIO_GAME_FRAMES = MAX_FRAMES;
/** "Go to a random spot" in a studio game: the same spots every time it is played (no clock). */
export const STUDIO_GAME_SEED = 35;

/** The costume a sprite's name wears ("star-2" is a second star). */
export const costumeOf = (id: SpriteId): Costume => id.replace(/-2$/, '') as Costume;

/** A studio game's scene: its own sprites, no timer. */
export const studioScene = (program: GameProgram): GameScene => ({
  sprites: program.sprites ?? [],
  seed: STUDIO_GAME_SEED,
});

/** Where a new sprite starts: the first of these spots no sprite stands on. */
const SPOTS: ReadonlyArray<{ x: number; y: number }> = [
  { x: 200, y: 200 },
  { x: 100, y: 100 },
  { x: 300, y: 100 },
  { x: 100, y: 300 },
  { x: 300, y: 300 },
  { x: 200, y: 100 },
  { x: 200, y: 300 },
  { x: 100, y: 200 },
  { x: 300, y: 200 },
];

/** A new game: a cat in the middle, facing right, and no event block yet. */
export const newStudioGame = (): GameProgram =>
  emptyGameProgram([{ id: 'cat', costume: 'cat', x: 200, y: 200, direction: 90, speed: 0, visible: true }]);

/** The names a child may still add (each once), in the list's order; none when the scene is full. */
export function spritesToAdd(program: GameProgram): SpriteId[] {
  const sprites = program.sprites ?? [];
  if (sprites.length >= MAX_SPRITES) return [];
  const have = new Set(sprites.map((s) => s.id));
  return SPRITE_IDS.filter((id) => !have.has(id));
}

/** Adds a sprite by its name on a free spot, facing right, still and visible (unchanged if it cannot). */
export function addSprite(program: GameProgram, id: SpriteId): GameProgram {
  if (!spritesToAdd(program).includes(id)) return program;
  const sprites = program.sprites ?? [];
  const taken = (spot: { x: number; y: number }) => sprites.some((s) => s.x === spot.x && s.y === spot.y);
  const spot = SPOTS.find((s) => !taken(s)) ?? SPOTS[0]!;
  const sprite: SpriteStart = { id, costume: costumeOf(id), ...spot, direction: 90, speed: 0, visible: true };
  return { ...program, sprites: [...sprites, sprite] };
}

/** The sprites the program's blocks name (an event block's or a block's): they cannot be taken away. */
export function spritesInUse(program: GameProgram): Set<SpriteId> {
  const used = new Set<SpriteId>();
  for (const h of program.handlers) for (const id of spritesOfEvent(h.event)) used.add(id);
  for (const { stmt } of walkGame(program)) {
    const s = stmt as { sprite?: SpriteId; other?: SpriteId };
    if (s.sprite) used.add(s.sprite);
    if (s.other) used.add(s.other);
  }
  return used;
}

/** Takes a sprite away, unless a block names it (unchanged then). */
export function removeSprite(program: GameProgram, id: SpriteId): GameProgram {
  if (spritesInUse(program).has(id)) return program;
  return { ...program, sprites: (program.sprites ?? []).filter((s) => s.id !== id) };
}

/** A sprite's start property a child sets from a list. */
export type StartProperty = 'x' | 'y' | 'direction' | 'speed' | 'visible';

/** The values each number is chosen from: x and y every 20, a direction every 15 degrees, every speed. */
export const START_CHOICES: Readonly<Record<Exclude<StartProperty, 'visible'>, readonly number[]>> = {
  x: Array.from({ length: 21 }, (_, i) => i * 20),
  y: Array.from({ length: 21 }, (_, i) => i * 20),
  direction: Array.from({ length: 24 }, (_, i) => i * 15),
  speed: Array.from({ length: 21 }, (_, i) => i),
};

/** The list a property's control offers: its choices, with the sprite's value where it is not one of them. */
export function choicesFor(property: Exclude<StartProperty, 'visible'>, value: number): number[] {
  const choices = START_CHOICES[property];
  return choices.includes(value) ? [...choices] : [...choices, value].sort((a, b) => a - b);
}

/** Sets where a sprite starts (a number in its range, visible true or false; unchanged otherwise). */
export function setSpriteStart(
  program: GameProgram,
  id: SpriteId,
  property: StartProperty,
  value: number | boolean,
): GameProgram {
  if (property === 'visible') {
    if (typeof value !== 'boolean') return program;
  } else {
    const { min, max } = PROPERTY_RANGES[property];
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) return program;
  }
  const sprites = program.sprites ?? [];
  if (!sprites.some((s) => s.id === id)) return program;
  return { ...program, sprites: sprites.map((s) => (s.id === id ? { ...s, [property]: value } : s)) };
}

/** Whether a game can be kept: it has a sprite and an event block (the server refuses it otherwise). */
export const gameDoesSomething = (program: GameProgram): boolean =>
  (program.sprites ?? []).length > 0 && program.handlers.length > 0;
