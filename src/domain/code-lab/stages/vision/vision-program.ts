// The Vision Lab's program (docs/product/code-lab.md#vision-lab, docs/decisions/412-the-vision-lab.md):
// the training set. Version 6, beside Ada's (1, 2), a game's (3), a tune's (4) and the web's (5),
// which refuse it, as it refuses them:
//
//   `{version: 6, kind: 'training', labels: [{word, examples: [drawing, ...]}, ...]}`
//
// At most 3 labels, each a different word of VISION_LABELS, each with at most 10 examples; a
// drawing is `{strokes: [[[x, y], ...], ...]}` or `{cells: [[x, y], ...]}` of the pad's cells
// (0..31); the whole within 16 KiB of JSON. Nothing like an image gets through: unknown keys are
// an error, and a key that names an image says so. One zod schema for the page and the server.
import { z } from 'zod';
import { issueMessage, type LevelCheck, type ProgramUse } from '../../program';
import type { VisionLevel } from './vision-level';
import {
  MAX_EXAMPLES,
  MAX_LABELS,
  MAX_STROKE_POINTS,
  MAX_STROKES,
  MAX_VISION_BYTES,
  PAD_SIZE,
  VISION_LABELS,
  type TrainingLabel,
} from './vision-types';

export type TrainingProgram = { version: 6; kind: 'training'; labels: TrainingLabel[] };

/** A training set with each of a level's words and no examples yet. @public shared with the page and the server. */
export const emptyTrainingProgram = (words: readonly TrainingLabel['word'][]): TrainingProgram => ({
  version: 6,
  kind: 'training',
  labels: words.map((word) => ({ word, examples: [] })),
});

/** Examples of a training set, every label's. */
export const countExamples = (program: TrainingProgram): number =>
  program.labels.reduce((n, label) => n + label.examples.length, 0);

const cellsWords = `each a cell [x, y] of two whole numbers from 0 to ${PAD_SIZE - 1}`;
/**
 * A list of 1 to `most` cells [x, y] on the pad, every wrong part told in one message. A zod
 * schema all the way down, not a custom check, so an answer that carries a training set says what
 * it holds (docs/decisions/096-one-contract-both-ways.md).
 */
const cellList = (most: number, message: string) => {
  const coordinate = z.int({ error: message }).min(0, { error: message }).max(PAD_SIZE - 1, { error: message });
  return z
    .array(z.tuple([coordinate, coordinate], { error: message }), { error: message })
    .min(1, { error: message })
    .max(most, { error: message });
};

const drawingMessage = 'a drawing is {strokes: [[[x, y], ...], ...]} or {cells: [[x, y], ...]}, one of the two';
// One object with the two keys optional, then "one of the two": a union would hide which part is wrong.
const drawingSchema = /* @__PURE__ */ z
  .strictObject(
    {
      strokes: z
        .array(cellList(MAX_STROKE_POINTS, `a stroke has at least one cell and at most ${MAX_STROKE_POINTS}, ${cellsWords}`))
        .min(1, { error: 'a drawing has at least one stroke' })
        .max(MAX_STROKES, { error: `a drawing has at most ${MAX_STROKES} strokes` })
        .optional(),
      cells: cellList(
        PAD_SIZE * PAD_SIZE,
        `a grid drawing has at least one cell and at most ${PAD_SIZE * PAD_SIZE}, ${cellsWords}`,
      ).optional(),
    },
    { error: drawingMessage },
  )
  .refine((d) => (d.strokes === undefined) !== (d.cells === undefined), { error: drawingMessage });

const labelSchema = /* @__PURE__ */ z.strictObject({
  word: z.enum(VISION_LABELS, { error: `a label's word is one of ${VISION_LABELS.join(', ')}` }),
  examples: z
    .array(drawingSchema)
    .max(MAX_EXAMPLES, { error: `a label has at most ${MAX_EXAMPLES} examples` }),
});

/** What is wrong with a well-formed training set (null: nothing): the rules the schema cannot say. */
function trainingProblem(program: TrainingProgram): string | null {
  const seen = new Set<string>();
  for (const [i, label] of program.labels.entries()) {
    if (seen.has(label.word)) return `"program.labels[${i}]": the label "${label.word}" is there twice.`;
    seen.add(label.word);
    for (const [j, drawing] of label.examples.entries()) {
      if (!('cells' in drawing)) continue;
      const cells = new Set(drawing.cells.map(([x, y]) => y * PAD_SIZE + x));
      if (cells.size !== drawing.cells.length)
        return `"program.labels[${i}].examples[${j}]": a grid drawing has each cell once.`;
    }
  }
  return null;
}

/** The training set's schema: the same for a solve and a draft (a draft only waits for its examples). @public shared with the page and the server. */
export const visionProgramSchema = /* @__PURE__ */ z
  .strictObject({
    version: z.literal(6, { error: 'a training set has version 6' }),
    kind: z.literal('training', { error: "a training set has kind 'training'" }),
    labels: z.array(labelSchema).max(MAX_LABELS, { error: `a training set has at most ${MAX_LABELS} labels` }),
  })
  .superRefine((program, ctx) => {
    const problem = trainingProblem(program as TrainingProgram);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }) as unknown as z.ZodType<TrainingProgram>;

type Plain = Record<string, unknown>;
const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const keysWithin = (value: Plain, allowed: readonly string[]): boolean =>
  Object.keys(value).every((key) => allowed.includes(key));
const isCoordinate = (n: unknown): boolean => Number.isInteger(n) && (n as number) >= 0 && (n as number) < PAD_SIZE;
const isCellList = (value: unknown, most: number): boolean =>
  Array.isArray(value) &&
  value.length >= 1 &&
  value.length <= most &&
  value.every((cell) => Array.isArray(cell) && cell.length === 2 && isCoordinate(cell[0]) && isCoordinate(cell[1]));
function isWellFormedDrawing(value: unknown): boolean {
  if (!isPlain(value) || !keysWithin(value, ['strokes', 'cells'])) return false;
  const { strokes, cells } = value;
  if ((strokes === undefined) === (cells === undefined)) return false;
  if (cells !== undefined) return isCellList(cells, PAD_SIZE * PAD_SIZE);
  return (
    Array.isArray(strokes) &&
    strokes.length >= 1 &&
    strokes.length <= MAX_STROKES &&
    strokes.every((stroke) => isCellList(stroke, MAX_STROKE_POINTS))
  );
}

/**
 * The schema's own shape rules, checked by hand: whether `value` is a training set the schema takes
 * as it is. A solve's hot path: zod took 0.4 ms over a set of 18 drawings, most of a vision solve's
 * cost (docs/decisions/412-the-vision-lab.md#cost). It only says yes; anything else goes through
 * the schema, whose words say what is wrong. A property test holds the two to the same answer.
 * @public shared with the page and the server.
 */
export function isWellFormedTraining(value: unknown): value is TrainingProgram {
  if (!isPlain(value) || !keysWithin(value, ['version', 'kind', 'labels'])) return false;
  const { version, kind, labels } = value;
  if (version !== 6 || kind !== 'training' || !Array.isArray(labels) || labels.length > MAX_LABELS) return false;
  return labels.every(
    (label) =>
      isPlain(label) &&
      keysWithin(label, ['word', 'examples']) &&
      (VISION_LABELS as readonly unknown[]).includes(label.word) &&
      Array.isArray(label.examples) &&
      label.examples.length <= MAX_EXAMPLES &&
      label.examples.every(isWellFormedDrawing),
  );
}

/** Keys that would carry a picture rather than cells: named, so the refusal says why. */
const IMAGE_KEYS = ['image', 'pixels', 'src', 'url', 'dataUrl', 'data', 'png', 'jpeg', 'blob', 'bitmap', 'canvas'];

/** The first key of `value` (a training set's labels and drawings) that names an image, or null. */
function imageKeyIn(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const own = Object.keys(value).find((key) => IMAGE_KEYS.includes(key));
  if (own) return own;
  const labels = (value as { labels?: unknown }).labels;
  if (!Array.isArray(labels)) return null;
  for (const label of labels.slice(0, MAX_LABELS + 1)) {
    if (typeof label !== 'object' || label === null) continue;
    const examples = (label as { examples?: unknown }).examples;
    const found = Object.keys(label).find((key) => IMAGE_KEYS.includes(key));
    if (found) return found;
    if (!Array.isArray(examples)) continue;
    for (const drawing of examples.slice(0, MAX_EXAMPLES + 1))
      if (typeof drawing === 'object' && drawing !== null) {
        const key = Object.keys(drawing).find((k) => IMAGE_KEYS.includes(k));
        if (key) return key;
      }
  }
  return null;
}

const jsonBytes = (value: unknown): number => {
  try {
    const json = JSON.stringify(value);
    return json === undefined ? 0 : new TextEncoder().encode(json).length;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
};

export type VisionProgramCheck = { ok: true; program: TrainingProgram } | { ok: false; message: string };

/** Validates anything as a training set: its size first, then no image, then the schema. @public shared with the page and the server. */
export function parseVisionProgram(value: unknown): VisionProgramCheck {
  if (jsonBytes(value) > MAX_VISION_BYTES)
    return { ok: false, message: `"program" is too big: a training set has at most ${MAX_VISION_BYTES} bytes of JSON.` };
  const image = imageKeyIn(value);
  if (image)
    return {
      ok: false,
      message: `"program" has "${image}": a drawing is strokes or cells of the pad only, never an image.`,
    };
  if (isWellFormedTraining(value)) {
    const problem = trainingProblem(value);
    return problem ? { ok: false, message: problem } : { ok: true, program: value };
  }
  const parsed = visionProgramSchema.safeParse(value);
  return parsed.success ? { ok: true, program: parsed.data } : { ok: false, message: issueMessage(parsed.error) };
}

/**
 * A vision level's rules for a valid training set: only its words, and at most its examples
 * (`maxBlocks`, counted as examples). A draft may lack a word; a solve has every word of the level.
 * @public shared with the page and the server.
 */
export function checkTrainingForLevel(level: VisionLevel, program: TrainingProgram, use: ProgramUse = 'run'): LevelCheck {
  for (const label of program.labels)
    if (!level.labels.includes(label.word))
      return {
        ok: false,
        message: `"program": the label "${label.word}" is not one of level ${level.id}'s words (${level.labels.join(', ')}).`,
      };
  if (use === 'run')
    for (const word of level.labels)
      if (!program.labels.some((label) => label.word === word))
        return { ok: false, message: `"program" has no label "${word}"; level ${level.id} has the labels ${level.labels.join(', ')}.` };
  const examples = countExamples(program);
  if (examples > level.maxBlocks)
    return { ok: false, message: `"program" has ${examples} examples; level ${level.id} allows at most ${level.maxBlocks}.` };
  return { ok: true };
}

/** Whether a value says it is a training set (version 6), for the words that refuse it. @public shared with the page and the server. */
export function looksLikeVision(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as { version?: unknown; kind?: unknown };
  return v.version === 6 || v.kind === 'training';
}
