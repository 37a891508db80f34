// Choosing two of the twelve sign-in pictures (docs/product.md#classes): a tap chooses a
// picture or takes it away; a third picture waits until one of the two is taken away.
import type { Picture } from '../../../domain/accounts/child-profile';

const PICTURES_TO_CHOOSE = 2;

export type PictureToggle = {
  chosen: readonly Picture[];
  /** The tap was refused: two are chosen. */ full: boolean;
};

export function togglePicture(chosen: readonly Picture[], picture: Picture): PictureToggle {
  if (chosen.includes(picture)) return { chosen: chosen.filter((p) => p !== picture), full: false };
  if (chosen.length >= PICTURES_TO_CHOOSE) return { chosen, full: true };
  return { chosen: [...chosen, picture], full: false };
}

/** The pair to send, once two different pictures are chosen. */
export const chosenPair = (chosen: readonly Picture[]): [Picture, Picture] | null =>
  chosen.length === PICTURES_TO_CHOOSE && chosen[0] !== chosen[1] ? [chosen[0]!, chosen[1]!] : null;

/**
 * Where the arrow keys move in a grid of `count` buttons laid out in `columns` columns: left and
 * right step through the row order (wrapping to the next row), up and down move a row, Home and
 * End go to the first and last. Null for any other key, or a move off the grid.
 */
export function gridMove(
  index: number,
  key: string,
  columns: number,
  count: number,
): number | null {
  const to = (() => {
    switch (key) {
      case 'ArrowRight':
        return index + 1;
      case 'ArrowLeft':
        return index - 1;
      case 'ArrowDown':
        return index + columns;
      case 'ArrowUp':
        return index - columns;
      case 'Home':
        return 0;
      case 'End':
        return count - 1;
      default:
        return null;
    }
  })();
  return to !== null && to >= 0 && to < count ? to : null;
}
