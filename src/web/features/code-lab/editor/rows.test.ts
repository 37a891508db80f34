import { describe, expect, it } from 'vitest';
import { englishWords } from '../../../../../tests/support/english-words';
import type { Program } from '../../../../domain/code-lab/program';
import { placesById, rowsOf } from './rows';
import { solutionOf } from '../../../../../content/code-lab/reference-solutions';

describe('the names of the rows (decision 183)', () => {
  it('say each place in words a child reads, never "Step 1.1 otherwise 1"', () => {
    // lost-finder-6's wall follower: three bodies deep, with two "otherwise" branches.
    expect(rowsOf(solutionOf('lost-finder-6'), englishWords).map((r) => r.label)).toEqual([
      'Start of the program',
      'Step 1: Repeat until the flag',
      'Step 1 (inside Repeat until the flag): If path to the right',
      'Step 1 (inside If path to the right): Turn right',
      'Step 2 (inside If path to the right): Move forward',
      'Otherwise: no path to the right',
      'Step 1 (inside Otherwise): If path ahead',
      'Step 1 (inside If path ahead): Move forward',
      'Otherwise: no path ahead',
      'Step 1 (inside Otherwise): Turn left',
      'End of If path ahead',
      'End of If path to the right',
      'End of Repeat until the flag',
    ]);
  });

  it('name a repeat by its count and the blocks in it by "Repeat", and every kind of if', () => {
    const program: Program = {
      version: 1,
      body: [
        { id: 'r', op: 'repeat', times: 4, body: [{ id: 'f', op: 'forward' }, { id: 'c', op: 'collect' }] },
        { id: 'i', op: 'if', cond: 'on-item', then: [{ id: 'p', op: 'collect' }] },
        { id: 'l', op: 'if', cond: 'path-left', then: [] },
      ],
    };
    expect(rowsOf(program, englishWords).map((r) => r.label)).toEqual([
      'Start of the program',
      'Step 1: Repeat 4 times',
      'Step 1 (inside Repeat): Move forward',
      'Step 2 (inside Repeat): Pick up',
      'End of Repeat',
      'Step 2: If on a balloon',
      'Step 1 (inside If on a balloon): Pick up',
      'Otherwise: not on a balloon',
      'End of If on a balloon',
      'Step 3: If path to the left',
      'Otherwise: no path to the left',
      'End of If path to the left',
    ]);
    expect(placesById(program, englishWords).get('c')).toBe('Step 2 (inside Repeat)');
    expect(placesById(program, englishWords).get('l')).toBe('Step 3');
  });
});
