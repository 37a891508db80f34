import { describe, expect, it } from 'vitest';
import { facesLeft, normalDirection, spriteTransform } from './sprite-pose';

// Cars, the robot and the line turn; anything else flips to face left (docs/decisions/402-the-game-lab.md#the-scene).

describe('a sprite’s pose', () => {
  it('turns a car to its direction (0 up, clockwise)', () => {
    expect(spriteTransform({ costume: 'red-car', x: 120, y: 300, direction: 90 })).toBe(
      'translate(120px, 300px) rotate(90deg)',
    );
    expect(spriteTransform({ costume: 'robot', x: 0, y: 0, direction: 270 })).toBe(
      'translate(0px, 0px) rotate(270deg)',
    );
    expect(spriteTransform({ costume: 'line', x: 200, y: 40, direction: -90 })).toBe(
      'translate(200px, 40px) rotate(270deg)',
    );
  });

  it('flips an animal to face left between 181 and 359, never upside down', () => {
    expect(spriteTransform({ costume: 'cat', x: 50, y: 60, direction: 90 })).toBe(
      'translate(50px, 60px)',
    );
    expect(spriteTransform({ costume: 'cat', x: 50, y: 60, direction: 180 })).toBe(
      'translate(50px, 60px)',
    );
    expect(spriteTransform({ costume: 'dog', x: 50, y: 60, direction: 181 })).toBe(
      'translate(50px, 60px) scale(-1, 1)',
    );
    expect(spriteTransform({ costume: 'dog', x: 50, y: 60, direction: 359 })).toBe(
      'translate(50px, 60px) scale(-1, 1)',
    );
    expect(spriteTransform({ costume: 'star', x: 50, y: 60, direction: 0 })).toBe(
      'translate(50px, 60px)',
    );
    expect([0, 90, 180, 181, 270, 359, 360, 540, -1].map(facesLeft)).toEqual([
      false,
      false,
      false,
      true,
      true,
      true,
      false,
      false,
      true,
    ]);
    expect(normalDirection(-1)).toBe(359);
  });
});
