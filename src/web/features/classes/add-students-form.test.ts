import { describe, expect, it } from 'vitest';
import { nicknamesOf, nicknamesProblem } from './add-students-form';

describe('a pasted list of nicknames', () => {
  it('is one nickname a line, trimmed, blank lines left out (Windows line ends too)', () => {
    expect(nicknamesOf('  Sam \r\n\r\nAlex\n\n  \nJo Jo\n')).toEqual(['Sam', 'Alex', 'Jo Jo']);
    expect(nicknamesOf('\n \n')).toEqual([]);
  });
});

describe('a list checked before it is sent', () => {
  it('names a nickname that is too long, or written twice whatever its case', () => {
    expect(nicknamesProblem(['Sam', 'Alex'])).toBeNull();
    expect(nicknamesProblem(['Sam', 'Jo Jo the Explorer Kid'])).toBe(
      'Jo Jo the Explorer Kid: A nickname has at most 20 characters.',
    );
    expect(nicknamesProblem(['Sam', 'Alex', 'sam'])).toBe(
      'sam is on the list twice. Please make each nickname different.',
    );
  });
});
