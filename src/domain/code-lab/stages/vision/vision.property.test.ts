// The guesser's promises (docs/product/code-lab.md#vision-lab), over seeded random training sets:
// the same set guesses the same twice; the guess does not change when examples are shuffled
// except where the stated tie-break (label order, then example order) decides; features stay in range.
import { describe, expect, it } from 'vitest';
import { prng, type Rng } from '../../prng';
import { features } from './vision-features';
import { guess } from './vision-guess';
import { isWellFormedTraining, parseVisionProgram, visionProgramSchema, type TrainingProgram } from './vision-program';
import { INK_GRID, MAX_EXAMPLES, MAX_LABELS, MAX_STROKES, PAD_SIZE, VISION_LABELS, type Cell, type Drawing } from './vision-types';

const randomCell = (rng: Rng): Cell => [rng.int(0, PAD_SIZE - 1), rng.int(0, PAD_SIZE - 1)];
function randomDrawing(rng: Rng): Drawing {
  if (rng.next() < 0.3) {
    const cells = new Map<number, Cell>();
    for (let n = rng.int(1, 40); n > 0; n--) {
      const c = randomCell(rng);
      cells.set(c[1] * PAD_SIZE + c[0], c);
    }
    return { cells: [...cells.values()] };
  }
  return { strokes: Array.from({ length: rng.int(1, 5) }, () => Array.from({ length: rng.int(1, 8) }, () => randomCell(rng))) };
}
function randomSet(rng: Rng): TrainingProgram {
  const words = VISION_LABELS.slice(rng.int(0, 6)).slice(0, rng.int(1, 3));
  return { version: 6, kind: 'training', labels: words.map((word) => ({ word, examples: Array.from({ length: rng.int(0, MAX_EXAMPLES) }, () => randomDrawing(rng)) })) };
}

describe('the guesser, over 60 random training sets', () => {
  it('takes every random set, guesses the same twice, keeps features in range', () => {
    const rng = prng(38);
    for (let n = 0; n < 60; n++) {
      const set = randomSet(rng);
      expect(parseVisionProgram(set).ok).toBe(true);
      const drawing = randomDrawing(rng);
      expect(guess(set, drawing)).toEqual(guess(structuredClone(set), structuredClone(drawing)));
      const f = features(drawing);
      expect(f.ink).toHaveLength(INK_GRID * INK_GRID);
      for (const count of f.ink) expect(count >= 0 && count <= 16 && Number.isInteger(count)).toBe(true);
      expect(f.aspect >= 0 && f.aspect <= 16 && Number.isInteger(f.aspect)).toBe(true);
      expect(f.strokes).toBeGreaterThanOrEqual(1);
      expect(f.ink.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    }
  });

  it('gives the same guess and nearest distances when the examples are shuffled, ties broken by label order then example order', () => {
    const rng = prng(412);
    for (let n = 0; n < 60; n++) {
      const set = randomSet(rng);
      const drawing = randomDrawing(rng);
      const shuffled: TrainingProgram = { ...set, labels: set.labels.map((l) => ({ ...l, examples: [...l.examples].reverse() })) };
      const [a, b] = [guess(set, drawing), guess(shuffled, drawing)];
      // Distances of the three it looked at do not depend on order.
      expect(b.nearest.map((x) => x.distance)).toEqual(a.nearest.map((x) => x.distance));
      // The guess changes only where the third and fourth nearest tie (which one is looked at then is the stated order's).
      const all = set.labels.flatMap((l) => l.examples).length;
      const tieAtEdge = all > 3 && a.nearest.length === 3 && guess(set, drawing, 4).nearest[3]?.distance === a.nearest[2]!.distance;
      if (!tieAtEdge) expect(b.word).toBe(a.word);
      // Among equal distances the nearest list is in label order, then example order.
      for (let i = 1; i < a.nearest.length; i++) {
        const [p, q] = [a.nearest[i - 1]!, a.nearest[i]!];
        if (p.distance === q.distance) expect(p.label < q.label || (p.label === q.label && p.example < q.example)).toBe(true);
      }
    }
  });

  it('guesses nothing with no examples, and its own example with one', () => {
    const drawing: Drawing = { strokes: [[[2, 2], [20, 20]]] };
    expect(guess({ version: 6, kind: 'training', labels: [{ word: 'key', examples: [] }] }, drawing).word).toBeNull();
    expect(guess({ version: 6, kind: 'training', labels: [{ word: 'cup', examples: [] }, { word: 'key', examples: [drawing] }] }, drawing)).toMatchObject({
      word: 'key',
      votes: [{ word: 'cup', count: 0 }, { word: 'key', count: 1 }],
      nearest: [{ word: 'key', label: 1, example: 0, distance: 0 }],
    });
  });
});

// The hand-written shape check (the solve's fast path) and the schema answer alike: over random
// sets and one mutation each, whatever one takes the other takes, with the same program.
type Json = Record<string, unknown>;
const mutations: ((set: Json, rng: Rng) => void)[] = [
  () => {},
  (set) => { set.version = 5; },
  (set) => { set.kind = 'page'; },
  (set) => { set.extra = 1; },
  (set) => { set.labels = 'key'; },
  (set) => { (set.labels as unknown[]).push(null); },
  (set) => { set.labels = Array.from({ length: MAX_LABELS + 1 }, (_, i) => ({ word: VISION_LABELS[i], examples: [] })); },
  (set, rng) => { const l = (set.labels as Json[])[0]; if (l) l.word = rng.next() < 0.5 ? 'dog' : 7; },
  (set) => { const l = (set.labels as Json[])[0]; if (l) l.colour = 'red'; },
  (set) => { const l = (set.labels as Json[])[0]; if (l) l.examples = Array.from({ length: MAX_EXAMPLES + 1 }, () => ({ cells: [[1, 1]] })); },
  (set) => { const l = (set.labels as Json[])[0]; if (l) (set.labels as Json[]).push(structuredClone(l)); },
  (set, rng) => {
    const d = firstDrawing(set);
    if (!d) return;
    const cell = ((d.cells as unknown[][] | undefined) ?? (d.strokes as unknown[][][])[0]!)[0]!;
    cell[rng.int(0, 1)] = [PAD_SIZE, -1, 1.5, '3', null][rng.int(0, 4)];
  },
  (set) => { const d = firstDrawing(set); if (d) ((d.cells as unknown[][] | undefined) ?? (d.strokes as unknown[][][])[0]!)[0]!.push(0); },
  (set) => { const d = firstDrawing(set); if (d) { d.cells = [[0, 0]]; d.strokes = [[[0, 0]]]; } },
  (set) => { const d = firstDrawing(set); if (d) { delete d.cells; delete d.strokes; } },
  (set) => { const d = firstDrawing(set); if (d) d.image = 'data:'; },
  (set) => { const d = firstDrawing(set); if (d) { delete d.cells; d.strokes = Array.from({ length: MAX_STROKES + 1 }, () => [[1, 1]]); } },
  (set) => { const d = firstDrawing(set); if (d) { delete d.strokes; d.cells = []; } },
  (set) => { const d = firstDrawing(set); if (d) { delete d.strokes; d.cells = [[3, 3], [3, 3]]; } },
  (set) => { const d = firstDrawing(set); if (d) { delete d.cells; d.strokes = [[{ x: 1, y: 1 }]]; } },
];
function firstDrawing(set: Json): Json | undefined {
  for (const label of (set.labels as Json[] | undefined) ?? []) {
    const examples = (label as { examples?: Json[] } | null)?.examples;
    if (Array.isArray(examples) && examples[0]) return examples[0];
  }
  return undefined;
}

describe('the shape check beside the schema, over 600 random sets each mutated once', () => {
  it('takes exactly what the schema takes, and gives the same program', () => {
    const rng = prng(417);
    let taken = 0;
    for (let n = 0; n < 600; n++) {
      const set = structuredClone(randomSet(rng)) as unknown as Json;
      mutations[n % mutations.length]!(set, rng);
      const schema = visionProgramSchema.safeParse(set);
      const parsed = parseVisionProgram(set);
      expect(parsed.ok, JSON.stringify(set).slice(0, 300)).toBe(schema.success);
      if (isWellFormedTraining(set)) expect(schema.success || !parsed.ok).toBe(true);
      if (parsed.ok && schema.success) {
        expect(parsed.program).toEqual(schema.data);
        taken++;
      }
    }
    expect(taken).toBeGreaterThan(30);
  });
});
