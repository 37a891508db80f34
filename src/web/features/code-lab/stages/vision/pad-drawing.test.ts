import { describe, expect, it } from 'vitest';
import { parseVisionProgram } from '../../../../../domain/code-lab/stages/vision/vision-program';
import { addStroke, cellAt, drawingOf, emptyPad, hasInk, inkedCells, isSmall, simplify, toggleCell, undo } from './pad-drawing';

describe('the Vision Lab pad', () => {
  it('puts a point of the pad in its 32×32 cell, clamped to the pad', () => {
    expect(cellAt(0, 0)).toEqual([0, 0]);
    expect(cellAt(0.5, 0.99)).toEqual([16, 31]);
    expect(cellAt(1.2, -0.1)).toEqual([31, 0]);
  });

  it('keeps a stroke small: repeated cells and straight runs left out, its line the same', () => {
    const path = [[1, 1], [1, 1], [2, 1], [3, 1], [4, 1], [4, 2], [4, 3]] as const;
    expect(simplify(path.map(([x, y]) => [x, y]))).toEqual([[1, 1], [4, 1], [4, 3]]);
    const before = inkedCells({ strokes: [path.map(([x, y]) => [x, y] as const)] });
    expect(inkedCells({ strokes: [simplify(path.map(([x, y]) => [x, y]))] })).toHaveLength(before.length);
  });

  it('draws strokes, undoes the last, and makes a drawing the server accepts', () => {
    let pad = addStroke(emptyPad(), [[2, 2], [10, 2], [10, 10]])!;
    pad = addStroke(pad, [[20, 20], [25, 25]])!;
    expect('strokes' in pad && pad.strokes).toHaveLength(2);
    expect(undo(pad)).toEqual({ strokes: [[[2, 2], [10, 2], [10, 10]]] });
    expect(drawingOf(emptyPad())).toBeNull();
    const program = { version: 6, kind: 'training', labels: [{ word: 'circle', examples: [drawingOf(pad)] }] };
    expect(parseVisionProgram(program).ok).toBe(true);
  });

  it('stops at 16 strokes', () => {
    let pad = emptyPad();
    for (let i = 0; i < 16; i++) pad = addStroke(pad, [[i, i]])!;
    expect(addStroke(pad, [[1, 2]])).toBeNull();
  });

  it('fills and empties grid cells by keyboard, a stroke becoming its cells first', () => {
    let pad = toggleCell(emptyPad(), [3, 4]);
    expect(hasInk(pad, [3, 4])).toBe(true);
    pad = toggleCell(pad, [3, 4]);
    expect(hasInk(pad, [3, 4])).toBe(false);
    const stroked = addStroke(emptyPad(), [[0, 0], [3, 0]])!;
    const emptied = toggleCell(stroked, [1, 0]);
    expect(emptied).toEqual({ cells: [[0, 0], [2, 0], [3, 0]] });
    expect(parseVisionProgram({ version: 6, kind: 'training', labels: [{ word: 'key', examples: [emptied] }] }).ok).toBe(true);
  });

  it('calls a drawing small when its ink fits in a box under 12 cells each way', () => {
    expect(isSmall(emptyPad())).toBe(false);
    expect(isSmall({ cells: [[5, 5]] })).toBe(true);
    // 11 × 11 cells: small; 12 wide or 12 tall: not.
    expect(isSmall({ strokes: [[[3, 3], [13, 13]]] })).toBe(true);
    expect(isSmall({ strokes: [[[3, 3], [14, 3]]] })).toBe(false);
    expect(isSmall({ cells: [[3, 3], [3, 14]] })).toBe(false);
    // A long thin line is not small: it uses the pad one way.
    expect(isSmall({ strokes: [[[0, 16], [31, 16]]] })).toBe(false);
  });
});
