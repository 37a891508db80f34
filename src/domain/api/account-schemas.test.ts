import { describe, expect, it } from 'vitest';
import { loginBody, passwordResetBody, registerBody } from './account-schemas';
// Schema messages are keys; the error handler says them in the request's language
// (docs/decisions/315-the-server-says-words-not-text.md).

const valid = {
  email: ' Sam@Example.COM ',
  password: 'secret1',
  firstName: ' Sam ',
  lastName: 'Coder',
};

describe('registerBody', () => {
  it('normalises the email and names and drops fields the server never trusts', () => {
    const parsed = registerBody.parse({ ...valid, points: 500, avatarId: 9, role: 'admin' });
    expect(parsed).toEqual({
      email: 'sam@example.com',
      password: 'secret1',
      firstName: 'Sam',
      lastName: 'Coder',
    });
  });

  it('keeps spaces in passwords and checks 6 to 128 characters', () => {
    expect(registerBody.parse({ ...valid, password: ' six  ' }).password).toBe(' six  ');
    const short = registerBody.safeParse({ ...valid, password: '12345' });
    expect(short.error?.issues[0]?.message).toBe('server.fields.passwordTooShort');
    expect(registerBody.safeParse({ ...valid, password: 'x'.repeat(129) }).success).toBe(false);
  });

  it('explains a missing field and a wrong type in plain words', () => {
    const missing = registerBody.safeParse({ ...valid, firstName: undefined });
    expect(missing.error?.issues[0]?.message).toBe('server.fields.firstNameMissing');
    const wrongType = registerBody.safeParse({ ...valid, lastName: 7 });
    expect(wrongType.error?.issues[0]?.message).toBe('server.fields.mustBeText');
  });
});

describe('loginBody and passwordResetBody', () => {
  it('accepts any non-empty email text at login (a wrong one simply does not match)', () => {
    expect(loginBody.parse({ email: ' Not-An-Email ', password: 'x' }).email).toBe('not-an-email');
  });

  it('refuses overlong reset tokens', () => {
    expect(
      passwordResetBody.safeParse({ token: 'a'.repeat(129), newPassword: 'secret1' }).success,
    ).toBe(false);
  });
});
