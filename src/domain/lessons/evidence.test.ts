import { describe, expect, it } from 'vitest';
import { activityRule, either, list, oneOf, shape, text, whole } from './evidence';

describe('evidence guards', () => {
  it('text: a string up to its length', () => {
    const guard = text(3);
    expect(['', 'abc'].map(guard)).toEqual([true, true]);
    expect(['abcd', 3, null, undefined, ['a'], { a: 'a' }].map(guard)).toEqual(
      Array(6).fill(false),
    );
  });

  it('whole: an integer within its bounds', () => {
    const guard = whole(0, 10);
    expect([0, 7, 10].map(guard)).toEqual([true, true, true]);
    expect([-1, 11, 1.5, NaN, Infinity, '3', null, undefined, [3]].map(guard)).toEqual(
      Array(9).fill(false),
    );
  });

  it('oneOf: exactly one of its values, strings or numbers', () => {
    const counts = oneOf([3, 5, 10]);
    expect([3, 5, 10].map(counts)).toEqual([true, true, true]);
    expect([4, '3', 3.5, NaN, null, [3]].map(counts)).toEqual(Array(6).fill(false));
    const moves = oneOf(['clap', 'wave']);
    expect(['clap', 'Clap', 'spin', 0, undefined].map(moves)).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
  });

  it('list: an array up to its length, every item passing', () => {
    const guard = list(text(2), 2);
    expect([[], ['a', 'bb']].map(guard)).toEqual([true, true]);
    expect(
      [['a', 'b', 'c'], ['abc'], ['a', 1], 'ab', { 0: 'a', length: 1 }, null].map(guard),
    ).toEqual(Array(6).fill(false));
  });

  it('shape: a plain object whose known keys pass, other keys ignored', () => {
    const guard = shape({ count: whole(0, 5), name: text(4) });
    expect(guard({ count: 1, name: 'ada' })).toBe(true);
    expect(guard({ count: 1, name: 'ada', extra: [1, 2] })).toBe(true);
    expect(
      [
        { count: 1 },
        { count: 6, name: 'ada' },
        { count: 1, name: 'grace' },
        [1, 'ada'],
        null,
        'x',
        undefined,
      ].map(guard),
    ).toEqual(Array(7).fill(false));
  });

  it('either: one shape or the other', () => {
    const part = either(
      shape({ kind: oneOf(['chorus']) }),
      shape({ kind: oneOf(['move']), move: oneOf(['clap']) }),
    );
    expect([{ kind: 'chorus' }, { kind: 'move', move: 'clap' }].map(part)).toEqual([true, true]);
    expect(
      [{ kind: 'move' }, { kind: 'move', move: 'spin' }, { kind: 'dance' }, null].map(part),
    ).toEqual(Array(4).fill(false));
  });

  it('activityRule: done only for well-formed evidence its rule accepts', () => {
    const rule = activityRule(shape({ answered: whole(0, 10) }), (e) => e.answered >= 3);
    expect(rule.isDone({ answered: 3 })).toBe(true);
    expect(
      [{ answered: 2 }, { answered: 11 }, { answered: '3' }, undefined, null, 3].map((e) =>
        rule.isDone(e),
      ),
    ).toEqual(Array(6).fill(false));
  });
});
