import { describe, expect, it } from 'vitest';
import { childProfileMessages } from '../../../domain/accounts/child-profile';
import { ApiError } from '../../lib/api';
import { nicknamesOf, nicknamesProblems, serverProblems } from './add-students-form';

describe('a pasted list of nicknames', () => {
  it('is one nickname a line, trimmed, blank lines left out (Windows line ends too), with its line', () => {
    expect(nicknamesOf('  Sam \r\n\r\nAlex\n\n  \nJo Jo\n')).toEqual([
      { line: 1, nickname: 'Sam' },
      { line: 3, nickname: 'Alex' },
      { line: 6, nickname: 'Jo Jo' },
    ]);
    expect(nicknamesOf('\n \n')).toEqual([]);
  });
});

describe('a list checked before it is sent', () => {
  it('names every bad line at once: too long, a control character, written again whatever its case', () => {
    const twice = 'This nickname is on the list twice. Please make each one different.';
    expect(nicknamesProblems(nicknamesOf('Sam\nAlex'), twice)).toEqual([]);
    expect(nicknamesProblems(nicknamesOf('Sam\n\nJo Jo the Explorer Kid\nsam\nA\u0007B\nSAM'), twice)).toEqual([
      {
        line: 3,
        nickname: 'Jo Jo the Explorer Kid',
        message: 'A nickname has at most 20 characters.',
      },
      { line: 4, nickname: 'sam', message: twice },
      { line: 5, nickname: 'A\u0007B', message: childProfileMessages.nicknameControl },
      { line: 6, nickname: 'SAM', message: twice },
    ]);
  });
});

describe("the server's bad lines", () => {
  const sent = nicknamesOf('Ada\n\nBen\nCy');
  const refused = (body: unknown) => new ApiError(400, JSON.stringify(body), 'Bad input');

  it("are put on the box's own lines (the list sent has no blank lines)", () => {
    const error = refused({
      message: 'Some nicknames need fixing.',
      errors: [
        { line: 2, message: 'Ben is already in this class.' },
        { line: 3, message: 'Cy is already in this class.' },
      ],
    });
    expect(serverProblems(error, sent)).toEqual([
      { line: 3, nickname: 'Ben', message: 'Ben is already in this class.' },
      { line: 4, nickname: 'Cy', message: 'Cy is already in this class.' },
    ]);
  });

  it('are none when the answer names no line', () => {
    expect(serverProblems(refused({ message: 'A class has at most 40 children.' }), sent)).toBeNull();
    expect(serverProblems(new ApiError(500, 'oops', 'Something went wrong'), sent)).toBeNull();
    expect(serverProblems(new Error('offline'), sent)).toBeNull();
  });
});
