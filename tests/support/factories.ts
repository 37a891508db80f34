import { randomBytes } from 'node:crypto';

export type UserInput = { firstName: string; lastName: string; email: string; password: string };

/** A unique learner, with the registration payload the client sends (docs/product/api.md#accounts). */
export function makeUser(overrides: Partial<UserInput> = {}) {
  const id = randomBytes(4).toString('hex');
  const input: UserInput = {
    firstName: 'Sam',
    lastName: 'Coder',
    email: `sam.${id}@example.com`,
    password: 'rainbow-robot-42',
    ...overrides,
  };
  return {
    ...input,
    payload: {
      email: input.email,
      password: input.password,
      username: input.email.split('@')[0] ?? input.email,
      displayName: `${input.firstName} ${input.lastName}`,
      firstName: input.firstName,
      lastName: input.lastName,
      points: 0,
      avatarId: 1,
    },
  };
}
