// How a sprite moves on the scene (docs/product/code-lab.md#game-lab): whole units along a
// direction in whole degrees, with sines from a table of whole numbers, so the page (any browser)
// and the server compute the same places: Math.sin may differ in its last digit from one engine
// to another, an integer table and IEEE division do not.
import { PROPERTY_RANGES, SCENE_SIZE, TOUCH_DISTANCE, type SpriteProperty, type SpriteState } from './game-types';

/** sin(d) × 10,000, rounded, for d = 0..90 degrees (game-motion.test.ts checks it against Math.sin). */
const SIN_1E4 = [
  0, 175, 349, 523, 698, 872, 1045, 1219, 1392, 1564, 1736, 1908, 2079, 2250, 2419, 2588, 2756,
  2924, 3090, 3256, 3420, 3584, 3746, 3907, 4067, 4226, 4384, 4540, 4695, 4848, 5000, 5150, 5299,
  5446, 5592, 5736, 5878, 6018, 6157, 6293, 6428, 6561, 6691, 6820, 6947, 7071, 7193, 7314, 7431,
  7547, 7660, 7771, 7880, 7986, 8090, 8192, 8290, 8387, 8480, 8572, 8660, 8746, 8829, 8910, 8988,
  9063, 9135, 9205, 9272, 9336, 9397, 9455, 9511, 9563, 9613, 9659, 9703, 9744, 9781, 9816, 9848,
  9877, 9903, 9925, 9945, 9962, 9976, 9986, 9994, 9998, 10000,
] as const;

/** sin(d) × 10,000 for every whole direction d = 0..359, from the table (whole numbers only). */
const SIN_360 = Int32Array.from({ length: 360 }, (_, d) =>
  d <= 90 ? SIN_1E4[d]! : d <= 180 ? SIN_1E4[180 - d]! : d <= 270 ? -SIN_1E4[d - 180]! : -SIN_1E4[360 - d]!,
);

/** A direction in whole degrees as 0..359 (-90 is 270, 370 is 10). */
const normalDirection = (degrees: number): number => ((Math.round(degrees) % 360) + 360) % 360;

/** sin of a whole number of degrees, × 10,000. */
export const sin1e4 = (degrees: number): number => SIN_360[normalDirection(degrees)]!;

/** n / 10,000 rounded half away from zero (so moving left and right round alike; never -0). */
const unitsOf = (n: number): number => {
  const units = Math.round(Math.abs(n) / 10000);
  return n < 0 ? 0 - units : units;
};

/**
 * How far `steps` units along `direction` (0 up, 90 right; y grows downwards) go across and
 * down, in whole units.
 */
export const stepAlong = (direction: number, steps: number): { dx: number; dy: number } => ({
  dx: unitsOf(steps * sin1e4(direction)),
  dy: unitsOf(-steps * sin1e4(direction + 90)),
});

/** A whole value kept in a property's range; a direction goes round instead. */
export function inRange(property: SpriteProperty, value: number): number {
  if (property === 'direction') return normalDirection(value);
  const { min, max } = PROPERTY_RANGES[property];
  return Math.min(max, Math.max(min, Math.round(value)));
}

/** Moves a sprite `steps` along its direction, stopping at the scene's edge (as stepAlong, without an object). */
export function moveSprite(sprite: SpriteState, steps: number): void {
  // A sprite's direction is always a whole 0..359 (inRange keeps it so): straight to the table.
  const d = sprite.direction;
  const dx = unitsOf(steps * SIN_360[d]!);
  const dy = unitsOf(-steps * SIN_360[d < 270 ? d + 90 : d - 270]!);
  sprite.x = Math.min(SCENE_SIZE, Math.max(0, sprite.x + dx));
  sprite.y = Math.min(SCENE_SIZE, Math.max(0, sprite.y + dy));
}

/** Two sprites touch when both are visible and their centres are closer than TOUCH_DISTANCE. */
export const touches = (a: SpriteState, b: SpriteState): boolean =>
  a.visible &&
  b.visible &&
  (a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y) < TOUCH_DISTANCE * TOUCH_DISTANCE;
