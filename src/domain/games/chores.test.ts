import { describe, expect, it } from 'vitest';
import {
  addChore,
  checkChoreName,
  choreListSchema,
  choreMessages,
  donePoints,
  mergeChores,
  removeChore,
  sanitizeChores,
  toggleChore,
  type Chore,
} from './chores';

const list = (n: number): Chore[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `c${i}`,
    name: `Chore ${i}`,
    points: 1,
    done: false,
  }));

describe('chore list', () => {
  it('adds a chore with a trimmed name, its points and not done yet', () => {
    const result = addChore([], { id: 'a', name: '  Feed the cat ', points: 5 });
    expect(result).toEqual({
      ok: true,
      chores: [{ id: 'a', name: 'Feed the cat', points: 5, done: false }],
    });
  });

  it('refuses empty and over-long names with a friendly message', () => {
    expect(addChore([], { id: 'a', name: '   ', points: 5 })).toEqual({
      ok: false,
      message: choreMessages.nameEmpty,
    });
    expect(addChore([], { id: 'a', name: 'x'.repeat(41), points: 5 })).toEqual({
      ok: false,
      message: choreMessages.nameTooLong,
    });
    expect(checkChoreName('x'.repeat(40))).toEqual({ ok: true, name: 'x'.repeat(40) });
  });

  it('refuses points that are not a whole number from 1 to 100', () => {
    for (const points of [0, -1, 101, 2.5, Number.NaN]) {
      expect(addChore([], { id: 'a', name: 'Tidy', points })).toEqual({
        ok: false,
        message: choreMessages.pointsInvalid,
      });
    }
    expect(addChore([], { id: 'a', name: 'Tidy', points: 100 }).ok).toBe(true);
  });

  it('holds at most 100 chores', () => {
    expect(addChore(list(99), { id: 'new', name: 'One more', points: 1 }).ok).toBe(true);
    expect(addChore(list(100), { id: 'new', name: 'Too many', points: 1 })).toEqual({
      ok: false,
      message: choreMessages.tooMany,
    });
  });

  it('marks done, undoes, removes and totals only the done chores', () => {
    let chores: Chore[] = [
      { id: 'a', name: 'Dishes', points: 5, done: false },
      { id: 'b', name: 'Bed', points: 3, done: false },
      { id: 'c', name: 'Dog walk', points: 10, done: false },
    ];
    expect(donePoints(chores)).toBe(0);
    chores = toggleChore(toggleChore(chores, 'a'), 'c');
    expect(donePoints(chores)).toBe(15);
    chores = toggleChore(chores, 'a');
    expect(donePoints(chores)).toBe(10);
    chores = removeChore(chores, 'c');
    expect(chores.map((c) => c.id)).toEqual(['a', 'b']);
    expect(donePoints(chores)).toBe(0);
  });
});

describe('chore list validation (shared with the server)', () => {
  it('accepts a good list and refuses duplicates, 101 chores and bad fields', () => {
    expect(choreListSchema.safeParse(list(100)).success).toBe(true);
    expect(choreListSchema.safeParse(list(101)).success).toBe(false);
    expect(
      choreListSchema.safeParse([...list(2), { id: 'c0', name: 'Again', points: 1, done: false }])
        .success,
    ).toBe(false);
    expect(choreListSchema.safeParse([{ id: 'a', name: '', points: 1, done: false }]).success).toBe(
      false,
    );
    expect(
      choreListSchema.safeParse([{ id: 'a b', name: 'x', points: 1, done: false }]).success,
    ).toBe(false);
    expect(
      choreListSchema.safeParse([{ id: 'a', name: 'x', points: 1, done: 'yes' }]).success,
    ).toBe(false);
  });

  it('keeps only the valid chores from untrusted storage', () => {
    const stored = [
      { id: 'a', name: ' Dishes ', points: 5, done: true },
      { id: 'a', name: 'Dup', points: 1, done: false },
      { id: 'b', points: 5 },
      'junk',
    ];
    expect(sanitizeChores(stored)).toEqual([{ id: 'a', name: 'Dishes', points: 5, done: true }]);
    expect(sanitizeChores('nope')).toEqual([]);
  });
});

describe('moving a guest list into an account', () => {
  const chore = (id: string, name = id): Chore => ({ id, name, points: 2, done: false });

  it('keeps the account list first and adds the guest chores it does not have', () => {
    const merged = mergeChores([chore('a'), chore('b')], [chore('b', 'Other'), chore('c')]);
    expect(merged.chores.map((c) => [c.id, c.name])).toEqual([
      ['a', 'a'],
      ['b', 'b'],
      ['c', 'c'],
    ]);
    expect(merged.added).toBe(1);
    expect(mergeChores(merged.chores, [chore('b'), chore('c')]).added).toBe(0);
  });

  it('never makes a list longer than the limit', () => {
    const merged = mergeChores(list(98), [chore('x'), chore('y'), chore('z')]);
    expect(merged.chores).toHaveLength(100);
    expect(merged.added).toBe(2);
    expect(merged.chores.at(-1)?.id).toBe('y');
  });
});
