// The training set's shape (docs/product/code-lab.md#vision-lab): version 6, labels from the list,
// drawings of the pad's cells only, the limits, and the version rules both ways.
import { describe, expect, it } from 'vitest';
import { labProgramSchema } from '../../level-program';
import { parseProgram } from '../../program';
import { parseTuneProgram } from '../sound/tune-program';
import { parseWebProgram } from '../web/web-program';
import { countExamples, emptyTrainingProgram, looksLikeVision, parseVisionProgram, type TrainingProgram } from './vision-program';
import { MAX_EXAMPLES, MAX_VISION_BYTES } from './vision-types';

const dot = { strokes: [[[3, 4], [10, 4], [10, 12]]] };
const grid = { cells: [[0, 0], [31, 31], [5, 6]] };
const training = (labels: unknown[]) => ({ version: 6, kind: 'training', labels });
const message = (value: unknown) => {
  const parsed = parseVisionProgram(value);
  if (parsed.ok) throw new Error('accepted');
  return parsed.message;
};

describe('a training set', () => {
  it('takes labels of the list with strokes or grid drawings', () => {
    const program = training([
      { word: 'key', examples: [dot, grid] },
      { word: 'not-key', examples: [] },
    ]);
    expect(parseVisionProgram(program)).toEqual({ ok: true, program });
    expect(countExamples(program as TrainingProgram)).toBe(2);
    expect(labProgramSchema.safeParse(program).success).toBe(true);
    expect(parseVisionProgram(emptyTrainingProgram(['circle', 'square'])).ok).toBe(true);
  });

  it.each<[string, unknown, string]>([
    ['a word not in the list', training([{ word: 'dragon', examples: [] }]), "a label's word is one of"],
    ['a label twice', training([{ word: 'key', examples: [] }, { word: 'key', examples: [] }]), 'is there twice'],
    ['four labels', training(['circle', 'square', 'triangle', 'key'].map((word) => ({ word, examples: [] }))), 'at most 3 labels'],
    ['eleven examples', training([{ word: 'key', examples: Array.from({ length: MAX_EXAMPLES + 1 }, () => dot) }]), 'at most 10 examples'],
    ['a cell outside the pad', training([{ word: 'key', examples: [{ strokes: [[[0, 32]]] }] }]), 'from 0 to 31'],
    ['a negative cell', training([{ word: 'key', examples: [{ cells: [[-1, 3]] }] }]), 'from 0 to 31'],
    ['a cell of three numbers', training([{ word: 'key', examples: [{ cells: [[1, 2, 3]] }] }]), 'a cell [x, y]'],
    ['a half cell', training([{ word: 'key', examples: [{ cells: [[1.5, 2]] }] }]), 'whole numbers'],
    ['an empty stroke', training([{ word: 'key', examples: [{ strokes: [[]] }] }]), 'at least one cell'],
    ['a grid cell twice', training([{ word: 'key', examples: [{ cells: [[1, 2], [1, 2]] }] }]), 'each cell once'],
    ['an image', training([{ word: 'key', examples: [{ image: 'data:image/png;base64,AAAA' }] }]), 'never an image'],
    ['pixels beside strokes', training([{ word: 'key', examples: [{ ...dot, pixels: [0, 1] }] }]), 'never an image'],
    ['an unknown key', training([{ word: 'key', examples: [{ ...dot, colour: 'red' }] }]), 'unknown keys: colour'],
    ['strokes and cells at once', training([{ word: 'key', examples: [{ ...dot, ...grid }] }]), 'one of the two'],
    ['neither', training([{ word: 'key', examples: [{}] }]), 'one of the two'],
    ['another version', { version: 5, kind: 'training', labels: [] }, 'version 6'],
  ])('refuses %s, saying so', (_what, value, words) => {
    expect(message(value)).toContain(words);
  });

  it('stays within 16 KiB', () => {
    const long = { strokes: Array.from({ length: 16 }, () => Array.from({ length: 40 }, (_, i) => [i % 32, 31 - (i % 32)])) };
    const big = training([{ word: 'key', examples: [long, long, long, long, long] }]);
    expect(JSON.stringify(big).length).toBeGreaterThan(MAX_VISION_BYTES);
    expect(message(big)).toContain('too big');
  });

  it('is refused by every other program, and refuses theirs', () => {
    const program = training([{ word: 'key', examples: [dot] }]);
    expect(looksLikeVision(program)).toBe(true);
    expect(parseProgram(program).ok).toBe(false);
    expect(parseTuneProgram(program).ok).toBe(false);
    expect(parseWebProgram(program).ok).toBe(false);
    for (const other of [{ version: 1, body: [] }, { version: 4, kind: 'tune', body: [] }, { version: 5, kind: 'network', links: [] }])
      expect(parseVisionProgram(other).ok).toBe(false);
  });
});
