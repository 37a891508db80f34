// How many game frames are due at a moment of the page's clock (docs/decisions/402-the-game-lab.md#the-scene):
// a game runs at 30 frames a second of real time whatever the device, so a slow one shows fewer
// of them (it skips) rather than slowing the game down. A gap far longer than a slow frame (the
// tab was hidden, the device slept) is taken as a pause, not caught up at once. Pure; the player
// (use-frame-player.ts) feeds it requestAnimationFrame's timestamps.
import { FRAMES_PER_SECOND } from '../../../../../domain/code-lab/stages/game/game-types';

export const FRAME_MS = 1000 / FRAMES_PER_SECOND;

/** The most frames one step of the page's clock catches up (a third of a second); more is a pause. */
export const MAX_CATCH_UP = 10;

/** When frame 0 was due (null until the first tick after a start or a resume), and how many frames have been taken since. */
export type FrameClock = { origin: number | null; taken: number };

export const startedClock: FrameClock = { origin: null, taken: 0 };

/** The clock as it resumes after a pause: the frames taken so far count from the next tick. */
export const resumedClock = (clock: FrameClock): FrameClock => ({
  origin: null,
  taken: clock.taken,
});

/** The frames due at `now` (ms): how many to take, and the clock after taking them. */
export function framesDue(clock: FrameClock, now: number): { clock: FrameClock; count: number } {
  if (clock.origin === null)
    return { clock: { origin: now - clock.taken * FRAME_MS, taken: clock.taken }, count: 0 };
  // A hair of slack, so 33.333... ms after frame 0 is frame 1 whatever the float rounding.
  const due = Math.floor((now - clock.origin) / FRAME_MS + 1e-6);
  const count = due - clock.taken;
  if (count <= 0) return { clock, count: 0 };
  if (count > MAX_CATCH_UP)
    return {
      clock: { origin: now - (clock.taken + 1) * FRAME_MS, taken: clock.taken + 1 },
      count: 1,
    };
  return { clock: { origin: clock.origin, taken: due }, count };
}
