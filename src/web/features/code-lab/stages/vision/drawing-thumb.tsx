// A drawing shown small (docs/decisions/413-the-vision-lab-page.md#examples-and-thumbnails): our
// own SVG of its cells, as the pad draws them, with its name and, for a screen reader, its ink
// grid row by row ("Row 1: empty, ink, ink, empty…").
import type { Drawing } from '../../../../../domain/code-lab/stages/vision/vision-types';
import { features } from '../../../../../domain/code-lab/stages/vision/vision-features';
import { PAD_SIZE } from '../../../../../domain/code-lab/stages/vision/vision-types';
import { useT } from '../../../../i18n/use-t';
import { cellsPath } from './drawing-pad';
import { inkedCells } from './pad-drawing';
import { inkRows } from './ink-rows';

export function DrawingThumb({ drawing, name, size = 'size-16' }: { drawing: Drawing; name: string; size?: string }) {
  const t = useT('visionLab');
  const rows = inkRows(features(drawing).ink, t);
  return (
    <svg viewBox={`-1 -1 ${PAD_SIZE + 2} ${PAD_SIZE + 2}`} role="img" aria-label={`${name}. ${rows.join('. ')}.`} className={`${size} shrink-0 rounded-lg border border-slate-300 bg-white`}>
      <path d={cellsPath(inkedCells(drawing))} fill="#1e1b4b" />
    </svg>
  );
}
