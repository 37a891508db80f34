import { describe, expect, it } from 'vitest';
import { nicknamesOf } from './add-students-form';

describe('a pasted list of nicknames', () => {
  it('is one nickname a line, trimmed, blank lines left out (Windows line ends too)', () => {
    expect(nicknamesOf('  Sam \r\n\r\nAlex\n\n  \nJo Jo\n')).toEqual(['Sam', 'Alex', 'Jo Jo']);
    expect(nicknamesOf('\n \n')).toEqual([]);
  });
});
