import { describe, expect, it } from 'vitest';
import { keptPages } from './kept-pages';

const sized = () => keptPages<string>(10, (page) => page.length);

describe('keptPages', () => {
  it('keeps pages up to its bytes, the oldest going first', () => {
    const kept = sized();
    kept.set('a', 'aaaa');
    kept.set('b', 'bbbb');
    expect(kept.bytes()).toBe(8);
    kept.set('c', 'cccc');
    expect(kept.get('a')).toBeUndefined();
    expect(kept.get('b')).toBe('bbbb');
    expect(kept.get('c')).toBe('cccc');
    expect(kept.bytes()).toBe(8);
  });

  it('never passes its bytes, however many addresses are asked for', () => {
    const kept = sized();
    for (let i = 0; i < 1000; i++) kept.set(`/made-up-${i}`, 'xyz');
    expect(kept.bytes()).toBeLessThanOrEqual(10);
    expect(kept.get('/made-up-999')).toBe('xyz');
    expect(kept.get('/made-up-0')).toBeUndefined();
  });

  it('counts a page set again once', () => {
    const kept = sized();
    kept.set('a', 'aaaa');
    kept.set('a', 'aaaaaa');
    expect(kept.bytes()).toBe(6);
    expect(kept.get('a')).toBe('aaaaaa');
  });

  it('keeps the newest page even when it alone is over the bytes', () => {
    const kept = sized();
    kept.set('a', 'aa');
    kept.set('big', 'x'.repeat(20));
    expect(kept.get('big')).toHaveLength(20);
    expect(kept.get('a')).toBeUndefined();
  });

  it('forgets everything on clear', () => {
    const kept = sized();
    kept.set('a', 'aaaa');
    kept.clear();
    expect(kept.get('a')).toBeUndefined();
    expect(kept.bytes()).toBe(0);
  });
});
