// A drawing's 8×8 ink grid in words, row by row, for a screen reader
// (docs/decisions/413-the-vision-lab-page.md#for-every-child): "Row 1: empty, ink, ink, empty…".
import { INK_GRID } from '../../../../../domain/code-lab/stages/vision/vision-types';
import type { Translate } from '../../../../../i18n/translate';

export const inkRows = (ink: readonly number[], t: Translate): string[] =>
  Array.from({ length: INK_GRID }, (_, row) =>
    t('visionLab.numbers.row', {
      n: row + 1,
      cells: ink
        .slice(row * INK_GRID, (row + 1) * INK_GRID)
        .map((count) => (count > 0 ? t('visionLab.pad.ink') : t('visionLab.pad.empty')))
        .join(', '),
    }),
  );
