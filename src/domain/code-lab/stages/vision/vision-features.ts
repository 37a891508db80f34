// What the computer sees of a drawing (docs/product/code-lab.md#vision-lab): numbers a child can
// look at. The drawing is moved to the middle of the pad and made as big as the pad (where it was
// drawn and how big do not matter; its shape and proportions do), its strokes are drawn onto the pad's 32×32 cells with a fixed brush, then counted:
//
//   - the ink grid: 8×8 squares, each the number of its 4×4 cells with ink (0..16);
//   - how many strokes (a keyboard grid drawing: how many separate parts its cells make);
//   - how wide against how tall the ink's box is (0: a thin upright line, 8: as wide as tall, 16:
//     a flat line).
//
// Whole numbers only, so every JS engine gives the same features, on the page and the server.
import { INK_GRID, PAD_SIZE, type Drawing } from './vision-types';

/** A pad square's side in cells (4). */
const SQUARE = PAD_SIZE / INK_GRID;
/** Strokes count up to this many in the vector (a drawing of 9 strokes is as "many" as one of 6). */
const MOST_STROKES = 6;
/**
 * The vector's weights, so no one part decides alone: the ink grid's 64 numbers (0..16 each, a
 * drawing's differ by about 100 in all), a stroke more or less as much as 8 cells of ink, and a
 * step of the proportions (1/16) as much as 4.
 */
const STROKE_WEIGHT = 8;
const ASPECT_WEIGHT = 4;

/** @public shared with the page and the server. */
export type Features = {
  /** Row by row, top to bottom: INK_GRID × INK_GRID counts, each 0..16. */
  ink: number[];
  strokes: number;
  /** Width against height, in sixteenths of (width + height): 0..16. */
  aspect: number;
  /** The numbers a guess compares: the ink grid, then strokes and proportions, weighted. */
  vector: number[];
};

/** The drawing's cells as paths (a grid drawing's cells are one-cell paths each). */
const pathsOf = (drawing: Drawing): (readonly (readonly [number, number])[])[] =>
  'cells' in drawing ? drawing.cells.map((c) => [c]) : drawing.strokes;

/** The pad as it is inked: its cells, and as they are inked, the ink grid's counts and the ink's box. */
type Ink = { pad: Uint8Array; counts: Uint8Array; minX: number; minY: number; maxX: number; maxY: number };

/** Inks one cell of the pad (once), counting it in its square and its box. */
function inkCell(ink: Ink, x: number, y: number): void {
  if (x < 0 || x >= PAD_SIZE || y < 0 || y >= PAD_SIZE) return;
  const at = y * PAD_SIZE + x;
  if (ink.pad[at] === 1) return;
  ink.pad[at] = 1;
  ink.counts[((y / SQUARE) | 0) * INK_GRID + ((x / SQUARE) | 0)]! += 1;
  if (x < ink.minX) ink.minX = x;
  if (x > ink.maxX) ink.maxX = x;
  if (y < ink.minY) ink.minY = y;
  if (y > ink.maxY) ink.maxY = y;
}

/** Marks the brush (a 2×2 square of cells) at x, y, within the pad. */
function stamp(ink: Ink, x: number, y: number): void {
  inkCell(ink, x, y);
  inkCell(ink, x + 1, y);
  inkCell(ink, x, y + 1);
  inkCell(ink, x + 1, y + 1);
}

/** Bresenham's line from one cell to another (integers only), stamping the brush on each cell. */
function line(ink: Ink, x0: number, y0: number, x1: number, y1: number): void {
  const dx = Math.abs(x1 - x0);
  const dy = -Math.abs(y1 - y0);
  const sx = x0 < x1 ? 1 : -1;
  const sy = y0 < y1 ? 1 : -1;
  let err = dx + dy;
  let x = x0;
  let y = y0;
  for (;;) {
    stamp(ink, x, y);
    if (x === x1 && y === y1) return;
    const e2 = 2 * err;
    if (e2 >= dy) {
      err += dy;
      x += sx;
    }
    if (e2 <= dx) {
      err += dx;
      y += sy;
    }
  }
}

/** How many separate parts a grid drawing's cells make (cells touching at a side or a corner are one). */
function partsOf(cells: readonly (readonly [number, number])[]): number {
  const left = new Set(cells.map(([x, y]) => y * PAD_SIZE + x));
  let parts = 0;
  for (const start of [...left]) {
    if (!left.has(start)) continue;
    parts += 1;
    left.delete(start);
    const stack = [start];
    while (stack.length > 0) {
      const at = stack.pop()!;
      const [x, y] = [at % PAD_SIZE, Math.floor(at / PAD_SIZE)];
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const next = (y + dy) * PAD_SIZE + (x + dx);
          if (x + dx >= 0 && x + dx < PAD_SIZE && left.has(next)) {
            left.delete(next);
            stack.push(next);
          }
        }
    }
  }
  return parts;
}

/** The ink's size on the pad once a drawing is made as big as the pad: 28 cells, in the middle, with room for the brush. */
const FIT = PAD_SIZE - 4;

/**
 * The drawing's inked cells on the pad, moved to the middle and made as big as the pad (its
 * longer side FIT cells; as wide against as tall as it was drawn). A stroke's cells are moved,
 * then joined by lines; a grid drawing's cell becomes the block of cells it covers.
 * @public shared with the page and the server.
 */
export const inkedPad = (drawing: Drawing): Uint8Array => inked(drawing).pad;

/** The drawing inked on the pad (see inkedPad), with its counts and box. */
function inked(drawing: Drawing): Ink {
  const paths = pathsOf(drawing);
  let [minX, minY, maxX, maxY] = [PAD_SIZE, PAD_SIZE, -1, -1];
  for (const path of paths)
    for (const [x, y] of path) {
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
    }
  const [width, height] = [maxX - minX + 1, maxY - minY + 1];
  const span = Math.max(width, height);
  const offX = 2 + Math.floor((FIT - Math.floor((width * FIT) / span)) / 2);
  const offY = 2 + Math.floor((FIT - Math.floor((height * FIT) / span)) / 2);
  const toX = (x: number) => offX + Math.floor(((x - minX) * FIT) / span);
  const toY = (y: number) => offY + Math.floor(((y - minY) * FIT) / span);
  const ink: Ink = {
    pad: new Uint8Array(PAD_SIZE * PAD_SIZE),
    counts: new Uint8Array(INK_GRID * INK_GRID),
    minX: PAD_SIZE,
    minY: PAD_SIZE,
    maxX: -1,
    maxY: -1,
  };
  if ('cells' in drawing) {
    for (const [x, y] of drawing.cells)
      for (let py = toY(y); py < Math.max(toY(y + 1), toY(y) + 1); py++)
        for (let px = toX(x); px < Math.max(toX(x + 1), toX(x) + 1); px++) stamp(ink, px, py);
    return ink;
  }
  for (const path of paths) {
    let px = toX(path[0]![0]);
    let py = toY(path[0]![1]);
    stamp(ink, px, py);
    for (let i = 1; i < path.length; i++) {
      const nx = toX(path[i]![0]);
      const ny = toY(path[i]![1]);
      line(ink, px, py, nx, ny);
      px = nx;
      py = ny;
    }
  }
  return ink;
}

/** A drawing's features (see the top of this file). @public shared with the page and the server. */
export function features(drawing: Drawing): Features {
  const { counts, minX, minY, maxX, maxY } = inked(drawing);
  const ink = Array.from(counts);
  const [width, height] = [maxX - minX + 1, maxY - minY + 1];
  // Rounded 16 × width / (width + height), in whole numbers.
  const aspect = Math.floor((32 * width + width + height) / (2 * (width + height)));
  const strokes = 'cells' in drawing ? partsOf(drawing.cells) : drawing.strokes.length;
  return {
    ink,
    strokes,
    aspect,
    vector: [...ink, Math.min(strokes, MOST_STROKES) * STROKE_WEIGHT, aspect * ASPECT_WEIGHT],
  };
}

/** How far apart two drawings' vectors are: the sum of the differences, number by number (a whole number). */
export function distance(a: readonly number[], b: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum;
}
