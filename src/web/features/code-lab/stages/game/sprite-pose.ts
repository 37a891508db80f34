// Where and how the scene draws a sprite (docs/decisions/402-the-game-lab.md#the-scene): at its
// x, y; a car, the robot or the finish line turned to its direction (0 up, clockwise); anything
// else facing right, or flipped to face left when its direction points left (181..359), so a cat
// walking left is never upside down.
import type { SpriteState } from '../../../../../domain/code-lab/stages/game/game-types';
import { turnsWithDirection } from './costumes';

/** The direction taken into 0..359 (the engine keeps it there; a hand-made frame might not). */
export const normalDirection = (direction: number): number =>
  ((Math.round(direction) % 360) + 360) % 360;

/** An animal or thing faces left when its direction points to the left half: 181..359. */
export const facesLeft = (direction: number): boolean => normalDirection(direction) > 180;

/** The CSS transform that puts the sprite's costume (drawn at the origin) where it is, turned or flipped. */
export function spriteTransform(
  sprite: Pick<SpriteState, 'costume' | 'x' | 'y' | 'direction'>,
): string {
  const at = `translate(${sprite.x}px, ${sprite.y}px)`;
  if (turnsWithDirection(sprite.costume))
    return `${at} rotate(${normalDirection(sprite.direction)}deg)`;
  return facesLeft(sprite.direction) ? `${at} scale(-1, 1)` : at;
}
