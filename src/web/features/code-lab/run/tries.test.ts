import { beforeEach, describe, expect, it } from 'vitest';
import { personStore } from '../../../lib/person-store';
import { addTry, hintsOpenAfter, readTries, TRIES_NAME, triesToNextHint } from './tries';

beforeEach(() => localStorage.clear());

describe('tries and opened hints, kept per person and level', () => {
  it('hints open after 2, 4 and 6 tries', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 9].map(hintsOpenAfter)).toEqual([0, 0, 1, 1, 2, 2, 3, 3]);
    expect(triesToNextHint({ tries: 0, hintsOpen: 0 })).toBe(2);
    expect(triesToNextHint({ tries: 3, hintsOpen: 1 })).toBe(1);
    expect(triesToNextHint({ tries: 6, hintsOpen: 3 })).toBeNull();
  });

  it('counts a try for one person and one level, and reads it back after a reload', () => {
    let t = readTries('user-7', 'birthday-1');
    t = addTry('user-7', 'birthday-1', t);
    t = addTry('user-7', 'birthday-1', t);
    expect(t).toEqual({ tries: 2, hintsOpen: 1 });
    expect(readTries('user-7', 'birthday-1')).toEqual({ tries: 2, hintsOpen: 1 });
    expect(readTries('user-7', 'birthday-2')).toEqual({ tries: 0, hintsOpen: 0 });
    expect(readTries('user-8', 'birthday-1')).toEqual({ tries: 0, hintsOpen: 0 });
    expect(readTries('guest', 'birthday-1')).toEqual({ tries: 0, hintsOpen: 0 });
    expect(personStore.read('user-7', TRIES_NAME)).toEqual({ 'birthday-1': { tries: 2, hintsOpen: 1 } });
  });

  it('keeps hints open that were opened before', () => {
    personStore.write('guest', TRIES_NAME, { 'birthday-1': { tries: 0, hintsOpen: 2 } });
    expect(addTry('guest', 'birthday-1', readTries('guest', 'birthday-1'))).toEqual({ tries: 1, hintsOpen: 2 });
  });

  it('leaves out what an older build or a stranger wrote', () => {
    personStore.write('guest', TRIES_NAME, {
      good: { tries: 3, hintsOpen: 1 },
      negative: { tries: -1, hintsOpen: 0 },
      words: { tries: 'three', hintsOpen: 1 },
      missing: { tries: 2 },
      many: { tries: 4, hintsOpen: 99 },
    });
    expect(readTries('guest', 'good')).toEqual({ tries: 3, hintsOpen: 1 });
    expect(readTries('guest', 'negative')).toEqual({ tries: 0, hintsOpen: 0 });
    expect(readTries('guest', 'words')).toEqual({ tries: 0, hintsOpen: 0 });
    expect(readTries('guest', 'missing')).toEqual({ tries: 0, hintsOpen: 0 });
    expect(readTries('guest', 'many')).toEqual({ tries: 4, hintsOpen: 3 });
    personStore.write('guest', TRIES_NAME, [1, 2]);
    expect(readTries('guest', 'good')).toEqual({ tries: 0, hintsOpen: 0 });
  });

  it('still counts while the person is not known yet, without keeping it', () => {
    expect(addTry(null, 'birthday-1', { tries: 1, hintsOpen: 0 })).toEqual({ tries: 2, hintsOpen: 1 });
    expect(personStore.names('guest')).toEqual([]);
  });
});
