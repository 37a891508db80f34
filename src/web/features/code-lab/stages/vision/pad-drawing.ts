// The drawing on the Vision Lab's pad (docs/decisions/413-the-vision-lab-page.md#the-pad): a
// finger's, a pen's or a mouse's strokes quantised to the pad's 32×32 cells, or the cells a child
// fills on the keyboard grid, in the shapes the server accepts (stages/vision/vision-types.ts).
// Never an image: only cells. Pure, so the pad's rules are tested without a browser.
import {
  MAX_STROKE_POINTS,
  MAX_STROKES,
  PAD_SIZE,
  type Cell,
  type Drawing,
} from '../../../../../domain/code-lab/stages/vision/vision-types';

/** What the pad holds: strokes as cell paths, or grid cells (a keyboard drawing), never both. */
export type PadDrawing = { strokes: Cell[][] } | { cells: Cell[] };

export const emptyPad = (): PadDrawing => ({ strokes: [] });

/** Whether the pad has any ink. */
export const isBlank = (pad: PadDrawing): boolean => ('cells' in pad ? pad.cells.length === 0 : pad.strokes.length === 0);

/** The pad as a drawing the server accepts, or null when it is blank. */
export const drawingOf = (pad: PadDrawing): Drawing | null => (isBlank(pad) ? null : pad);

/** The cell under a point of the pad's box (fractions of its width and height, clamped). */
export function cellAt(fx: number, fy: number): Cell {
  const clamp = (f: number) => Math.min(PAD_SIZE - 1, Math.max(0, Math.floor(f * PAD_SIZE)));
  return [clamp(fx), clamp(fy)];
}

/** A stroke with its cells on a straight run left out: a line joins the cells that stay, so it draws the same and stays small. */
export function simplify(path: readonly Cell[]): Cell[] {
  const out: Cell[] = [];
  for (const cell of path) {
    const last = out[out.length - 1];
    if (last && last[0] === cell[0] && last[1] === cell[1]) continue;
    const before = out[out.length - 2];
    if (before && last) {
      const [ax, ay, bx, by] = [last[0] - before[0], last[1] - before[1], cell[0] - last[0], cell[1] - last[1]];
      // The same way on: `last` is on the line from `before` to `cell`.
      if (ax * by === ay * bx && ax * bx + ay * by > 0) out.pop();
    }
    out.push(cell);
  }
  return out.slice(0, MAX_STROKE_POINTS);
}

/** The cells of a straight line from one cell to another (Bresenham's, whole numbers). */
function lineCells([x0, y0]: Cell, [x1, y1]: Cell): Cell[] {
  const cells: Cell[] = [];
  const dx = Math.abs(x1 - x0);
  const dy = -Math.abs(y1 - y0);
  const [sx, sy] = [x0 < x1 ? 1 : -1, y0 < y1 ? 1 : -1];
  let [x, y, err] = [x0, y0, dx + dy];
  for (;;) {
    cells.push([x, y]);
    if (x === x1 && y === y1) return cells;
    const e2 = 2 * err;
    if (e2 >= dy) [err, x] = [err + dy, x + sx];
    if (e2 <= dx) [err, y] = [err + dx, y + sy];
  }
}

const key = ([x, y]: Cell) => y * PAD_SIZE + x;

/** Every cell a stroke's lines cross. */
const strokeCells = (path: readonly Cell[]): Cell[] =>
  path.length === 1 ? [path[0]!] : path.slice(1).flatMap((cell, i) => lineCells(path[i]!, cell));

/** The pad's inked cells, each once (a stroke's lines made cells). */
export function inkedCells(pad: PadDrawing): Cell[] {
  const all = 'cells' in pad ? pad.cells : pad.strokes.flatMap(strokeCells);
  const seen = new Map<number, Cell>();
  for (const cell of all) seen.set(key(cell), cell);
  return [...seen.values()];
}

/**
 * A finished stroke added to the pad: kept as a stroke (at most MAX_STROKES: null when full), or
 * on a keyboard drawing made its cells.
 */
export function addStroke(pad: PadDrawing, path: readonly Cell[]): PadDrawing | null {
  if (path.length === 0) return pad;
  if ('cells' in pad) return { cells: inkedCells({ cells: [...pad.cells, ...strokeCells(simplify(path))] }) };
  if (pad.strokes.length >= MAX_STROKES) return null;
  return { strokes: [...pad.strokes, simplify(path)] };
}

/** The keyboard grid's Space: the cell filled, or emptied if it had ink (strokes become their cells first). */
export function toggleCell(pad: PadDrawing, cell: Cell): PadDrawing {
  const cells = inkedCells(pad);
  const at = cells.findIndex((c) => key(c) === key(cell));
  return { cells: at >= 0 ? cells.filter((_, i) => i !== at) : [...cells, cell] };
}

/** Whether a cell has ink. */
export const hasInk = (pad: PadDrawing, cell: Cell): boolean => inkedCells(pad).some((c) => key(c) === key(cell));

/** Below this many cells on its longer side, a drawing is small on the pad (the computer scales it up into thick blocks). */
const SMALL_DRAWING = 12;

/**
 * Whether the pad's ink fits in a box under SMALL_DRAWING cells each way: the pad then says
 * "Draw it big" (docs/decisions/417-vision-lab-fairness-and-privacy.md). A blank pad is not small.
 */
export function isSmall(pad: PadDrawing): boolean {
  const cells = inkedCells(pad);
  if (cells.length === 0) return false;
  const xs = cells.map(([x]) => x);
  const ys = cells.map(([, y]) => y);
  return Math.max(...xs) - Math.min(...xs) + 1 < SMALL_DRAWING && Math.max(...ys) - Math.min(...ys) + 1 < SMALL_DRAWING;
}

/** "Undo a stroke": the last stroke, or the last cell filled, taken away. */
export function undo(pad: PadDrawing): PadDrawing {
  return 'cells' in pad ? { cells: pad.cells.slice(0, -1) } : { strokes: pad.strokes.slice(0, -1) };
}
