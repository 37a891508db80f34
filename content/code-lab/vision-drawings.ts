// Drawings for the Vision Lab's levels (docs/product/code-lab.md#vision-lab): circles, squares,
// triangles, faces, keys and things that are not keys, as a child draws them on the pad's 32×32
// cells. Pure and in whole numbers (a table of 12 directions, no sin or cos), so the same call
// gives the same cells everywhere; the levels' test drawings and the references are calls of
// these (their results are guarded by content/code-lab/vision-results.golden.json).
import { prng } from '../../src/domain/code-lab/prng';
import { PAD_SIZE, type Cell, type Drawing } from '../../src/domain/code-lab/stages/vision/vision-types';

type Stroke = Cell[];

/** 12 directions round a circle, x and y in thousandths, starting to the right, going down (the pad's y grows down). */
const ROUND = [
  [1000, 0], [866, 500], [500, 866], [0, 1000], [-500, 866], [-866, 500],
  [-1000, 0], [-866, -500], [-500, -866], [0, -1000], [500, -866], [866, -500],
] as const;

const onPad = (v: number) => Math.max(0, Math.min(PAD_SIZE - 1, v));
const cell = (x: number, y: number): Cell => [onPad(Math.round(x)), onPad(Math.round(y))];

/** A round stroke of radius rx across and ry down (an oval when they differ), closed. */
function ring(cx: number, cy: number, rx: number, ry = rx): Stroke {
  const points = ROUND.map(([c, s]) => cell(cx + (rx * c) / 1000, cy + (ry * s) / 1000));
  return [...points, points[0]!];
}

export const circle = (cx: number, cy: number, r: number): Drawing => ({ strokes: [ring(cx, cy, r)] });

export const square = (x: number, y: number, w: number, h = w): Drawing => ({
  strokes: [[cell(x, y), cell(x + w, y), cell(x + w, y + h), cell(x, y + h), cell(x, y)]],
});

export const triangle = (x: number, y: number, w: number, h = w): Drawing => ({
  strokes: [[cell(x + w / 2, y), cell(x + w, y + h), cell(x, y + h), cell(x + w / 2, y)]],
});

/** A face: its outline, two eyes and a mouth that smiles (happy) or frowns (sad). */
export function face(cx: number, cy: number, r: number, mood: 'happy' | 'sad'): Drawing {
  const eye = Math.max(1, Math.round(r / 3));
  const [up, down] = [cy + r / 5, cy + r / 2];
  const mouth =
    mood === 'happy'
      ? [cell(cx - r / 2, up), cell(cx, down), cell(cx + r / 2, up)]
      : [cell(cx - r / 2, down), cell(cx, up), cell(cx + r / 2, down)];
  return { strokes: [ring(cx, cy, r), [cell(cx - eye, cy - eye)], [cell(cx + eye, cy - eye)], mouth] };
}

/** How a key lies: pointing right, down, down and to the right, or up and to the right. */
export type Turn = 'right' | 'down' | 'diagonal' | 'up';

/**
 * A key: a round head of radius `head` at x, y, a shaft `length` long and two teeth at its end,
 * lying as `turn` says.
 */
export function key(x: number, y: number, head: number, length: number, turn: Turn = 'right'): Drawing {
  const end = head + length;
  const tooth = Math.max(2, Math.round(head / 2) + 1);
  // Drawn pointing right from the head's middle, then turned about it.
  const local: [number, number][][] = [
    [[head, 0], [end, 0]],
    [[end - 1, 0], [end - 1, tooth]],
    [[end - 4, 0], [end - 4, tooth]],
  ];
  const turnPoint = ([dx, dy]: [number, number]): Cell => {
    if (turn === 'down') return cell(x - dy, y + dx);
    if (turn === 'diagonal') return cell(x + ((dx - dy) * 707) / 1000, y + ((dx + dy) * 707) / 1000);
    if (turn === 'up') return cell(x + ((dx + dy) * 707) / 1000, y + ((dy - dx) * 707) / 1000);
    return cell(x + dx, y + dy);
  };
  return { strokes: [ring(x, y, head), ...local.map((stroke) => stroke.map(turnPoint))] };
}

/** A cup: a bowl and a handle. */
export const cup = (x: number, y: number, w: number, h: number): Drawing => ({
  strokes: [
    [cell(x, y), cell(x + 1, y + h), cell(x + w - 1, y + h), cell(x + w, y)],
    [cell(x + w, y + h / 4), cell(x + w + h / 3, y + h / 3), cell(x + w, y + (2 * h) / 3)],
  ],
});

/** A house: walls and a roof. */
export const house = (x: number, y: number, w: number): Drawing => ({
  strokes: [
    [cell(x, y + w / 2), cell(x, y + w + w / 2), cell(x + w, y + w + w / 2), cell(x + w, y + w / 2)],
    [cell(x - 1, y + w / 2), cell(x + w / 2, y), cell(x + w + 1, y + w / 2)],
  ],
});

/** A star drawn in one stroke of five points. */
export const star = (cx: number, cy: number, r: number): Drawing => {
  // Every other point of five, round the circle: top, lower right, upper left, upper right, lower left.
  const points = [ROUND[9]!, ROUND[2]!, ROUND[7]!, ROUND[11]!, ROUND[4]!, ROUND[9]!];
  return { strokes: [points.map(([c, s]) => cell(cx + (r * c) / 1000, cy + (r * s) / 1000))] };
};

/** A flower: a round middle and four petals. */
export const flower = (cx: number, cy: number, r: number): Drawing => {
  const petal = Math.max(2, Math.round(r / 2));
  return {
    strokes: [
      ring(cx, cy, Math.max(1, Math.round(r / 3))),
      ring(cx + r, cy, petal),
      ring(cx - r, cy, petal),
      ring(cx, cy + r, petal),
      ring(cx, cy - r, petal),
    ],
  };
};

/** A tree: a round top of radius r at cx, top + r, a trunk `trunk` long under it and two roots. */
export const tree = (cx: number, top: number, r: number, trunk: number): Drawing => {
  const foot = top + 2 * r + trunk;
  return {
    strokes: [
      ring(cx, top + r, r),
      [cell(cx, top + 2 * r), cell(cx, foot)],
      [cell(cx, foot), cell(cx - 3, foot + 2)],
      [cell(cx, foot), cell(cx + 3, foot + 2)],
    ],
  };
};

/** A spoon: an oval bowl and a long handle (like a key, and not one). */
export const spoon = (x: number, y: number, length: number): Drawing => ({
  strokes: [ring(x, y, 3, 2), [cell(x + 3, y), cell(x + 3 + length, y)]],
});

/**
 * A drawing as a child's hand makes it: each cell moved by up to one cell, by a seeded wobble
 * (the same seed, the same wobble).
 */
export function wobbly(drawing: Drawing, seed: number): Drawing {
  const rng = prng(seed);
  const move = ([x, y]: Cell): Cell => [onPad(x + rng.int(-1, 1)), onPad(y + rng.int(-1, 1))];
  return 'cells' in drawing ? drawing : { strokes: drawing.strokes.map((stroke) => stroke.map(move)) };
}

/** A drawing as a keyboard grid drawing: the cells its strokes join, each once (no brush). */
export function asGrid(drawing: Drawing): Drawing {
  if ('cells' in drawing) return drawing;
  const seen = new Map<number, Cell>();
  for (const stroke of drawing.strokes)
    for (let i = 0; i < stroke.length; i++) {
      const [x0, y0] = stroke[i]!;
      const [x1, y1] = stroke[Math.min(i + 1, stroke.length - 1)]!;
      const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0), 1);
      for (let s = 0; s <= steps; s++) {
        const c = cell(x0 + Math.round(((x1 - x0) * s) / steps), y0 + Math.round(((y1 - y0) * s) / steps));
        seen.set(c[1] * PAD_SIZE + c[0], c);
      }
    }
  return { cells: [...seen.values()] };
}
