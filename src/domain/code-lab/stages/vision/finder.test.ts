import { describe, expect, it } from 'vitest';
import { FINDER_LABELS, finderProblem, newFinder } from './finder';
import type { TrainingProgram } from './vision-program';
import { VISION_LABELS, type Drawing } from './vision-types';

const dot: Drawing = { cells: [[3, 3]] };
const finder = (...labels: Array<[TrainingProgram['labels'][number]['word'], number]>): TrainingProgram => ({
  version: 6,
  kind: 'training',
  labels: labels.map(([word, n]) => ({ word, examples: Array.from({ length: n }, () => dot) })),
});

describe('a finder (docs/decisions/415-find-my-keys.md)', () => {
  it('tells things from a home apart: every word of its list is a label word, and no shape or face is', () => {
    for (const word of FINDER_LABELS) expect(VISION_LABELS).toContain(word);
    for (const word of ['circle', 'square', 'triangle', 'happy', 'sad']) expect(FINDER_LABELS).not.toContain(word);
  });

  it('is kept with 2 or 3 things, each with a drawing', () => {
    expect(finderProblem(finder(['key', 1], ['not-key', 1]))).toBeNull();
    expect(finderProblem(finder(['ball', 2], ['shoe', 1], ['hat', 10]))).toBeNull();
    expect(finderProblem(finder(['key', 1], ['book', 1], ['not-key', 3]))).toBeNull();
  });

  it('cannot find anything yet with fewer than two things, or a thing with no drawing', () => {
    expect(finderProblem(newFinder())).toBe('empty');
    expect(finderProblem(finder())).toBe('empty');
    expect(finderProblem(finder(['key', 4]))).toBe('empty');
    expect(finderProblem(finder(['key', 4], ['ball', 0]))).toBe('empty');
    expect(finderProblem(finder(['key', 1], ['ball', 1], ['cup', 0]))).toBe('empty');
  });

  it('has “not a key” only beside “key”, and no word off its list', () => {
    expect(finderProblem(finder(['ball', 1], ['not-key', 1]))).toBe('notKeyAlone');
    expect(finderProblem(finder(['key', 1], ['circle', 1]))).toBe('notAThing');
    expect(finderProblem(finder(['happy', 1], ['sad', 1]))).toBe('notAThing');
  });
});
