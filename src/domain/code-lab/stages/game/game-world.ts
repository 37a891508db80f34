// What a game's blocks do to its scene (docs/product/code-lab.md#game-lab): the Game Lab's part
// of the interpreter's `ActionWorld` (`world.game`). Each block's `run` in block-definitions.ts
// calls one of these; game-stage.ts is the one scene that has them.
import type { Phrase, SpriteId, SpriteProperty } from './game-types';

export type GameActions = {
  /** Forward along the sprite's direction, rounded to whole units, stopping at the edge. */
  move(sprite: SpriteId, steps: number): void;
  /** Right is clockwise. */
  turn(sprite: SpriteId, dir: 'left' | 'right', degrees: number): void;
  goTo(sprite: SpriteId, x: number, y: number): void;
  /** A spot from the scene's seeded randomness. */
  goRandom(sprite: SpriteId): void;
  /** The value kept in the property's range (PROPERTY_RANGES). */
  set(sprite: SpriteId, property: SpriteProperty, value: number): void;
  /** Adds `by`, kept in the property's range (a direction goes round). */
  change(sprite: SpriteId, property: SpriteProperty, by: number): void;
  score(by: number): void;
  say(sprite: SpriteId, phrase: Phrase): void;
  show(sprite: SpriteId, shown: boolean): void;
  /** Both visible and closer than TOUCH_DISTANCE now. */
  touching(sprite: SpriteId, other: SpriteId): boolean;
  visible(sprite: SpriteId): boolean;
};
