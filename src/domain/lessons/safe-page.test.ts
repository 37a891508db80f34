import { describe, expect, it } from 'vitest';
import {
  firstUnsorted,
  initialSortState,
  isRight,
  safePageActivity,
  sortEvidenceOf,
  sortReducer,
  type SafeCard,
  type SortChange,
  type SortState,
} from './safe-page';

// docs/product/lessons.md#web-creator: the safe page sort's rule, on cards of its own.
const cards: readonly SafeCard[] = [
  { id: 'cat', belongs: 'share' },
  { id: 'address', belongs: 'private' },
  { id: 'tree', belongs: 'share' },
];
const reduce = sortReducer(cards);
const rule = safePageActivity(cards);
const run = (...changes: SortChange[]): SortState => changes.reduce(reduce, initialSortState);
const put = (card: string, place: 'share' | 'private'): SortChange => ({ type: 'put', card, place });

describe('the safe page sort', () => {
  it('keeps a card where the child puts it, right or not, and names the last one', () => {
    const state = run(put('cat', 'private'));
    expect(state.sorted).toEqual({ cat: 'private' });
    expect(state.last).toEqual({ card: 'cat', place: 'private' });
    expect(isRight(cards, 'cat', 'private')).toBe(false);
    expect(firstUnsorted(cards, state.sorted)).toEqual({ id: 'cat', belongs: 'share' });
    expect(run(put('cat', 'private'), put('cat', 'share')).sorted).toEqual({ cat: 'share' });
  });

  it('is done when every card is in its place, and stays done after a change or a start over', () => {
    const sorted = run(put('cat', 'share'), put('address', 'private'), put('tree', 'share'));
    expect(firstUnsorted(cards, sorted.sorted)).toBeNull();
    expect(sorted.done).toBe(true);
    expect(reduce(sorted, put('tree', 'private')).done).toBe(true);
    expect(reduce(sorted, { type: 'start-over' })).toEqual({ ...initialSortState, done: true });
    expect(run(put('cat', 'share'), put('address', 'private')).done).toBe(false);
  });

  it('ignores a card that is not one of the lesson’s, and a place that is not one of the two', () => {
    const state = run(put('cat', 'share'));
    expect(reduce(state, put('phone', 'share'))).toBe(state);
    expect(reduce(state, { type: 'put', card: 'tree', place: 'everyone' as 'share' })).toBe(state);
  });

  it('gives the server the cards in each place, and its rule takes only every card in its place once', () => {
    const done = sortEvidenceOf(run(put('address', 'private'), put('cat', 'share'), put('tree', 'share')));
    expect(done).toEqual({ share: ['cat', 'tree'], private: ['address'] });
    expect(rule.isDone(done)).toBe(true);
    expect(rule.isDone({ share: ['tree', 'cat'], private: ['address'] })).toBe(true);
    for (const wrong of [
      { share: ['cat'], private: ['address'] },
      { share: ['cat', 'tree', 'address'], private: ['address'] },
      { share: ['cat', 'cat'], private: ['address'] },
      { share: ['cat', 'tree'], private: ['address', 'phone'] },
      { share: ['cat', 'tree', 'address'], private: [] },
      { share: 'cat tree', private: ['address'] },
      { share: ['cat', 'tree'] },
      'all of them',
      undefined,
    ])
      expect(rule.isDone(wrong), JSON.stringify(wrong)).toBe(false);
  });
});
