// A drawing of the key finder as a small picture (docs/product/lessons.md#computer-vision): our
// own SVG of the cells the Vision Lab's pad inks for it, the same cells its numbers are counted
// from. Decorative: the card's words say what it shows.
import type { Drawing } from '../../../domain/code-lab/stages/vision/vision-types';
import { PAD_SIZE } from '../../../domain/code-lab/stages/vision/vision-types';
import { cellsPath } from '../../features/code-lab/stages/vision/drawing-pad';
import { inkedCells } from '../../features/code-lab/stages/vision/pad-drawing';

export function FinderPicture({ drawing, className }: { drawing: Drawing; className: string }) {
  return (
    <svg viewBox={`-1 -1 ${PAD_SIZE + 2} ${PAD_SIZE + 2}`} aria-hidden="true" focusable="false" className={`shrink-0 rounded-lg border border-slate-300 bg-white ${className}`}>
      <path d={cellsPath(inkedCells(drawing))} fill="#1e1b4b" />
    </svg>
  );
}
