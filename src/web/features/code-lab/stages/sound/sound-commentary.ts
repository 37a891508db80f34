// The running commentary of a tune for a polite live region (docs/decisions/406-the-sound-lab.md#the-page-roll-sound-and-level-page):
// what plays now, said at most once a second, so a screen reader keeps up with a quick tune by
// skipping the steps between. Pure: the events, where the tune is, and what was said last.
import type { SoundEvent } from '../../../../../domain/code-lab/stages/sound/sound-types';
import { isPlaying } from './roll-layout';

/** What was said last: the step and the time (seconds into the tune) it was said. */
export type Said = { step: number; at: number } | null;

/** At most one announcement in this many seconds. */
const COMMENTARY_GAP_S = 1;

/**
 * The step to announce `seconds` into the tune, or null to stay quiet: the first step playing now
 * (words first, as they are said), if it is not the one said last and a second has passed since.
 */
export function stepToSay(
  events: readonly SoundEvent[],
  seconds: number,
  last: Said,
): number | null {
  if (last && seconds - last.at < COMMENTARY_GAP_S && seconds >= last.at) return null;
  let now = -1;
  for (let i = 0; i < events.length; i++) {
    const event = events[i];
    if (!event || event.time > seconds) break;
    if (isPlaying(event, seconds) && (now === -1 || event.kind === 'say')) now = i;
  }
  if (now === -1 || now === last?.step) return null;
  return now;
}
