// The guesser's promises (docs/product/code-lab.md#vision-lab), over seeded random training sets:
// the same set guesses the same twice; the guess does not change when examples are shuffled
// except where the stated tie-break (label order, then example order) decides; features stay in range.
import { describe, expect, it } from 'vitest';
import { prng, type Rng } from '../../prng';
import { features } from './vision-features';
import { guess } from './vision-guess';
import { parseVisionProgram, type TrainingProgram } from './vision-program';
import { INK_GRID, MAX_EXAMPLES, PAD_SIZE, VISION_LABELS, type Cell, type Drawing } from './vision-types';

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
