import { describe, expect, it } from 'vitest';
import {
  FRAME_MS,
  MAX_CATCH_UP,
  framesDue,
  resumedClock,
  startedClock,
  type FrameClock,
} from './frame-clock';

// 30 frames a second of real time: a slow device skips frames, never slows the game
// (docs/decisions/402-the-game-lab.md#the-scene).

/** Ticks of the page's clock at these times (ms); the frames taken at each. */
function ticks(times: number[], clock: FrameClock = startedClock) {
  const counts: number[] = [];
  for (const now of times) {
    const due = framesDue(clock, now);
    clock = due.clock;
    counts.push(due.count);
  }
  return { counts, clock };
}

describe('frames due', () => {
  it('takes one frame every 33 ms on a 60 Hz screen', () => {
    const times = Array.from({ length: 61 }, (_, i) => 1000 + i * (1000 / 60));
    const { counts, clock } = ticks(times);
    expect(counts[0]).toBe(0);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(30);
    expect(Math.max(...counts)).toBe(1);
    expect(clock.taken).toBe(30);
  });

  it('takes several frames at once on a slow device, so a second is still 30 frames', () => {
    // A tick every 100 ms (a long React frame on a slowed Chromebook).
    const { counts } = ticks([0, 100, 200, 300, 400, 500, 600, 700, 800, 900, 1000]);
    expect(counts).toEqual([0, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3]);
  });

  it('takes a gap longer than a third of a second as a pause: one frame, then on from there', () => {
    const { counts, clock } = ticks([0, FRAME_MS, 5000, 5000 + FRAME_MS, 5000 + 2 * FRAME_MS]);
    expect(counts).toEqual([0, 1, 1, 1, 1]);
    expect(clock.taken).toBe(4);
    expect(MAX_CATCH_UP * FRAME_MS).toBeCloseTo(333.3, 0);
    // Just under the limit is caught up.
    expect(ticks([0, MAX_CATCH_UP * FRAME_MS]).counts).toEqual([0, MAX_CATCH_UP]);
  });

  it('goes on after a pause from the frames taken, not from the time that passed', () => {
    const before = ticks([0, 10 * FRAME_MS]).clock;
    expect(before.taken).toBe(10);
    const after = ticks([60_000, 60_000 + FRAME_MS, 60_000 + 2 * FRAME_MS], resumedClock(before));
    expect(after.counts).toEqual([0, 1, 1]);
    expect(after.clock.taken).toBe(12);
  });
});
