import { describe, expect, it } from 'vitest';
import { bubbleLayout } from './speech-bubble';

// A speech bubble stays inside the scene, above its sprite or below it near the top
// (docs/decisions/402-the-game-lab.md#the-scene).

describe('a speech bubble’s place', () => {
  const inside = (b: ReturnType<typeof bubbleLayout>) =>
    b.left >= 0 && b.top >= 0 && b.left + b.width <= 400 && b.top + b.height <= 400;

  it('sits above its sprite, centred on it, as wide as its words', () => {
    const b = bubbleLayout(200, 200, 'Hello!');
    expect(b.top + b.height).toBeLessThanOrEqual(200 - 24);
    expect(b.left + b.width / 2).toBe(200);
    expect(bubbleLayout(200, 200, '¡Intenta otra vez!').width).toBeGreaterThan(b.width * 2);
  });

  it('goes below a sprite near the top, and stays inside the scene at every edge and corner', () => {
    const top = bubbleLayout(200, 10, 'Got it!');
    expect(top.top).toBeGreaterThanOrEqual(10 + 24);
    for (const [x, y] of [
      [0, 0],
      [400, 0],
      [0, 400],
      [400, 400],
      [3, 200],
      [397, 57],
    ] as const)
      expect(inside(bubbleLayout(x, y, '¡Intenta otra vez!')), `${x},${y}`).toBe(true);
  });
});
