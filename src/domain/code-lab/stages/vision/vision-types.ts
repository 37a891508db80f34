// The Vision Lab's shapes (docs/product/code-lab.md#vision-lab, docs/decisions/412-the-vision-lab.md):
// what a drawing is, the words a label may be, and the limits of a training set. A drawing is only
// cells of the pad's 32×32 grid (strokes as cell paths, or the cells of a keyboard grid drawing):
// never an image, never pixels. The words are ids here and sentences in the catalogue (`visionLab`).

/** The pad is PAD_SIZE × PAD_SIZE cells; a cell is [x, y] with 0 ≤ x, y < PAD_SIZE. */
export const PAD_SIZE = 32;
/** The ink grid a child looks at is INK_GRID × INK_GRID squares of (PAD_SIZE / INK_GRID)² cells. @public shared with the page and the server. */
export const INK_GRID = 8;
/** Labels of a training set, at most. */
export const MAX_LABELS = 3;
/** Examples of one label, at most. */
export const MAX_EXAMPLES = 10;
/** Strokes of one drawing, at most; and cells (points) of one stroke. */
export const MAX_STROKES = 16;
export const MAX_STROKE_POINTS = 256;
/** A training set's JSON, at most (16 KiB). */
export const MAX_VISION_BYTES = 16 * 1024;
/** How many nearest examples a guess asks (and shows: "It looked most like these"). @public shared with the page and the server. */
export const GUESS_K = 3;

/**
 * Every word a label may be (ids; the words are `visionLab.label.<id>` in en and es). A level's
 * word list is some of these; Find My Keys' finder picks from them too.
 */
export const VISION_LABELS = [
  'circle',
  'square',
  'triangle',
  'happy',
  'sad',
  'key',
  'not-key',
  'ball',
  'shoe',
  'cup',
  'book',
  'hat',
] as const;
export type VisionLabel = (typeof VISION_LABELS)[number];

/** A cell of the pad: [x, y], each 0..31. @public shared with the page and the server. */
export type Cell = readonly [number, number];

/**
 * A drawing: the strokes of a finger or a mouse, each a path of cells (a line joins each cell to
 * the next), or the cells a child filled on the keyboard grid. Nothing else.
 * @public shared with the page and the server.
 */
export type Drawing = { strokes: Cell[][] } | { cells: Cell[] };

/** One label of a training set and the drawings that show it, in the order the child drew them. */
export type TrainingLabel = { word: VisionLabel; examples: Drawing[] };

/** A fixed test drawing of a level and the label it really is. @public shared with the page and the server. */
export type VisionTest = { label: VisionLabel; drawing: Drawing };
