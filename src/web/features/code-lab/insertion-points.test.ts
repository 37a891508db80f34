import { beforeEach, expect, it } from 'vitest';
import type { Program } from '../../../domain/code-lab/program';
import { personStore } from '../../lib/person-store';
import { insertionPoints } from './insertion-points';

beforeEach(() => window.localStorage.clear());

// Repeat { Move forward, Move forward }, Turn left.
const program: Program = {
  version: 1,
  body: [
    { id: 'r', op: 'repeat', times: 3, body: [{ id: 'a', op: 'forward' }, { id: 'b', op: 'forward' }] },
    { id: 't', op: 'turn', dir: 'left' },
  ],
};
const insideRepeat = { path: [{ id: 'r', branch: 'body' as const }], index: 1 };

it("keeps each person's insertion point per puzzle: a new child finds none of the guest's", () => {
  insertionPoints.write('guest', 'tech-lab-3', insideRepeat);
  insertionPoints.write('user-1', 'tech-lab-3', { path: [], index: 0 });

  expect(insertionPoints.read('guest', 'tech-lab-3', program)).toEqual(insideRepeat);
  expect(insertionPoints.read('user-1', 'tech-lab-3', program)).toEqual({ path: [], index: 0 });
  expect(insertionPoints.read('user-2', 'tech-lab-3', program)).toBeNull();
  expect(insertionPoints.read('guest', 'tech-lab-4', program)).toBeNull();
});

it('fits a kept point to the program the puzzle opens with', () => {
  insertionPoints.write('guest', 'tech-lab-3', insideRepeat);
  // The repeat is gone (Start over, or another device): just after where it was, at the top.
  const other: Program = { version: 1, body: [{ id: 'x', op: 'forward' }] };
  expect(insertionPoints.read('guest', 'tech-lab-3', other)).toEqual({ path: [], index: 1 });
  insertionPoints.write('guest', 'tech-lab-3', { path: [], index: 9 });
  expect(insertionPoints.read('guest', 'tech-lab-3', program)).toEqual({ path: [], index: 2 });
});

it('reads anything that is not a slot as none', () => {
  for (const stored of [['a'], { 'tech-lab-3': { path: 'r', index: 1 } }, { 'tech-lab-3': { path: [{ id: 'r', branch: 'side' }], index: 0 } }, { 'tech-lab-3': { path: [], index: -1 } }]) {
    personStore.write('guest', 'codeLab.insertionPoints', stored);
    expect(insertionPoints.read('guest', 'tech-lab-3', program)).toBeNull();
  }
});
