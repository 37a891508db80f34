// A drawing as an SVG file, drawn from the segments its program draws (never an uploaded image;
// docs/product/code-lab.md#free-drawing): white paper, each unit segment a round-ended line in
// its pen colour, the paper just big enough for the drawing with a margin around it.
import type { PenSegment } from '../../../../domain/code-lab/stages/pen/pen-geometry';
import { PEN_COLOR_HEX } from '../../../../domain/code-lab/program';

/** Pixels per lattice step in the file (the PNG has the same size). */
export const DRAWING_UNIT_PX = 40;
const MARGIN = 1;
const STROKE_PX = 6;

const escapeXml = (text: string): string =>
  text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The paper the drawing needs, in lattice steps: its bounds plus a margin all round. */
export function drawingBounds(segments: readonly PenSegment[]) {
  if (segments.length === 0) return { left: 0, top: 0, width: 2 * MARGIN, height: 2 * MARGIN };
  const xs = segments.flatMap((s) => [s.from.x, s.to.x]);
  const ys = segments.flatMap((s) => [s.from.y, s.to.y]);
  const left = Math.min(...xs) - MARGIN;
  const top = Math.min(...ys) - MARGIN;
  return {
    left,
    top,
    width: Math.max(...xs) + MARGIN - left,
    height: Math.max(...ys) + MARGIN - top,
  };
}

export type DrawingSvg = { svg: string; width: number; height: number };

/** The SVG file's text and its size in pixels. Later segments are drawn over earlier ones. */
export function drawingSvg(segments: readonly PenSegment[], title: string): DrawingSvg {
  const { left, top, width, height } = drawingBounds(segments);
  const px = (n: number) => String(n * DRAWING_UNIT_PX);
  const lines = segments.map(
    (s) =>
      `<line x1="${px(s.from.x - left)}" y1="${px(s.from.y - top)}" x2="${px(s.to.x - left)}" y2="${px(s.to.y - top)}" stroke="${PEN_COLOR_HEX[s.color]}"/>`,
  );
  const w = width * DRAWING_UNIT_PX;
  const h = height * DRAWING_UNIT_PX;
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img">`,
    `<title>${escapeXml(title)}</title>`,
    `<rect width="${w}" height="${h}" fill="#ffffff"/>`,
    `<g stroke-width="${STROKE_PX}" stroke-linecap="round" fill="none">`,
    ...lines,
    '</g>',
    '</svg>',
  ].join('\n');
  return { svg, width: w, height: h };
}

/** A file name from the title: "My house!" -> "my-house.svg". */
export function drawingFileName(title: string, extension: 'svg' | 'png'): string {
  const base = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `${base || 'drawing'}.${extension}`;
}
