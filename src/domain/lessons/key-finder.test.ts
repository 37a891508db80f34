import { describe, expect, it } from 'vitest';
import { prng } from '../code-lab/prng';
import type { Drawing } from '../code-lab/stages/vision/vision-types';
import {
  finderEvidenceOf,
  finderReducer,
  initialFinderState,
  keyFinderActivity,
  testFinder,
  trainingOf,
  type Finder,
  type FinderChange,
  type FinderState,
} from './key-finder';

// docs/product/lessons.md#computer-vision: the key finder's rule, on a finder of its own. Drawings
// of a few cells: a flat line (a "key"), an upright line (a "tree"), and a box (a "cup").
const flat = (y: number): Drawing => ({ strokes: [[[2, y], [29, y]]] });
const upright = (x: number): Drawing => ({ strokes: [[[x, 2], [x, 29]]] });
const box = (at: number): Drawing => ({ strokes: [[[at, at], [at + 20, at], [at + 20, at + 20], [at, at + 20], [at, at]]] });
const finder: Finder = {
  cards: [
    { id: 'flat-1', label: 'key', drawing: flat(10) },
    { id: 'flat-2', label: 'key', drawing: flat(20) },
    { id: 'upright-1', label: 'not-key', drawing: upright(10) },
    { id: 'upright-2', label: 'not-key', drawing: upright(20) },
    { id: 'box-1', label: 'not-key', drawing: box(4) },
  ],
  tests: [
    { id: 't-flat', label: 'key', drawing: flat(15) },
    { id: 't-upright', label: 'not-key', drawing: upright(15) },
  ],
  start: ['upright-1', 'flat-1'],
};
const reduce = finderReducer(finder);
const run = (...changes: FinderChange[]): FinderState => changes.reduce(reduce, initialFinderState(finder));
const toggle = (card: string): FinderChange => ({ type: 'toggle', card });
const TEST: FinderChange = { type: 'test' };
const rule = keyFinderActivity(finder);

describe('the key finder', () => {
  it('starts with the finder’s start cards, in the cards’ order, untested', () => {
    expect(initialFinderState(finder)).toEqual({ chosen: ['flat-1', 'upright-1'], results: null, last: null, done: false });
  });

  it('adds a card and takes it out, keeping the cards’ order, and forgets the last test at each change', () => {
    const tested = run(TEST);
    expect(tested.results).not.toBeNull();
    const added = reduce(tested, toggle('box-1'));
    expect(added).toMatchObject({ chosen: ['flat-1', 'upright-1', 'box-1'], results: null, last: { card: 'box-1', chosen: true } });
    expect(reduce(added, toggle('flat-1'))).toMatchObject({ chosen: ['upright-1', 'box-1'], last: { card: 'flat-1', chosen: false } });
    expect(reduce(added, toggle('spoon'))).toBe(added);
  });

  it('tests with the real guesser: each drawing’s guess, whether it is right, and the cards it looked most like', () => {
    const { results } = run(toggle('upright-1'), toggle('box-1'), TEST);
    // Taught one flat key and a box only: the upright line's nearest are both, the flat one first.
    expect(results).toEqual([
      { test: 't-flat', guess: 'key', right: true, nearest: ['flat-1', 'box-1'] },
      { test: 't-upright', guess: expect.any(String), right: expect.any(Boolean), nearest: expect.arrayContaining(['flat-1', 'box-1']) },
    ]);
    expect(run(toggle('flat-1'), toggle('upright-1'), TEST).results!.map((r) => r.guess)).toEqual([null, null]);
  });

  it('is done once a test gets every drawing right, and stays done after a change or a start over', () => {
    const good = run(toggle('flat-2'), toggle('upright-2'), TEST);
    expect(good.results!.every((r) => r.right)).toBe(true);
    expect(good.done).toBe(true);
    expect(reduce(good, toggle('flat-1')).done).toBe(true);
    expect(reduce(good, { type: 'start-over' })).toEqual({ ...initialFinderState(finder), done: true });
    // Choosing a good set is not enough: the finder must be tested.
    expect(run(toggle('flat-2'), toggle('upright-2')).done).toBe(false);
    // A set that gets one wrong is not done: only flat lines, so the upright one is a key too.
    const onlyKeys = run(toggle('upright-1'), toggle('flat-2'), TEST);
    expect(onlyKeys.results!.filter((r) => !r.right).map((r) => r.test)).toEqual(['t-upright']);
    expect(onlyKeys.done).toBe(false);
  });

  it('gives the server the chosen cards’ ids, and trains on them in the cards’ order whatever order they come in', () => {
    const state = run(toggle('flat-2'), toggle('upright-2'));
    expect(finderEvidenceOf(state)).toEqual({ examples: ['flat-1', 'flat-2', 'upright-1', 'upright-2'] });
    expect(trainingOf(finder, ['upright-2', 'flat-2', 'flat-1', 'upright-1'])).toEqual(trainingOf(finder, finderEvidenceOf(state).examples));
    expect(testFinder(finder, ['upright-2', 'flat-2', 'flat-1', 'upright-1'])).toEqual(testFinder(finder, finderEvidenceOf(state).examples));
  });

  it('its rule takes a set that gets every test drawing right, and nothing else', () => {
    expect(rule.isDone({ examples: ['flat-1', 'flat-2', 'upright-1', 'upright-2'] })).toBe(true);
    expect(rule.isDone({ examples: ['upright-2', 'flat-1', 'upright-1', 'flat-2'] })).toBe(true);
    for (const wrong of [
      { examples: ['flat-1', 'flat-2'] },
      { examples: [] },
      { examples: ['flat-1', 'flat-2', 'upright-1', 'upright-2', 'flat-2'] },
      { examples: ['flat-1', 'flat-2', 'upright-1', 'upright-2', 'spoon'] },
      { examples: 'flat-1 flat-2 upright-1 upright-2' },
      { examples: ['flat-1', 'flat-2', 'upright-1', 7] },
      { chosen: ['flat-1', 'flat-2', 'upright-1', 'upright-2'] },
      { examples: Array.from({ length: 21 }, () => 'flat-1') },
      'all of them',
      undefined,
    ])
      expect(rule.isDone(wrong), JSON.stringify(wrong)).toBe(false);
  });
});

describe('the key finder over random sets of its cards', () => {
  it('the rule says done exactly when a test of the same cards gets every drawing right, in any order', () => {
    const rng = prng(414);
    for (let n = 0; n < 80; n++) {
      const chosen = finder.cards.filter(() => rng.next() < 0.5).map((c) => c.id);
      const shuffled = [...chosen].sort(() => rng.next() - 0.5);
      const allRight = testFinder(finder, chosen).every((r) => r.right);
      expect(rule.isDone({ examples: shuffled }), chosen.join(' ')).toBe(allRight);
      // By taps: the start cards out, then the chosen ones in (in the shuffled order), then Test it.
      const empty = finder.start.reduce((s, id) => reduce(s, toggle(id)), initialFinderState(finder));
      expect(empty.chosen).toEqual([]);
      const tapped = shuffled.reduce((s, id) => reduce(s, toggle(id)), empty);
      expect(tapped.chosen).toEqual(chosen);
      expect(finderEvidenceOf(tapped)).toEqual({ examples: chosen });
      expect(reduce(tapped, TEST).done).toBe(allRight);
    }
  });
});
