import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

// docs/product.md#passwords: argon2id with OWASP's parameters (m = 19 MiB, t = 2, p = 1), about 16 ms a hash.
// `Algorithm` is a const enum (not importable as a value here): 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;
const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2_OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password, ARGON2_OPTIONS);
  } catch {
    return false; // a malformed stored hash never signs anyone in
  }
}

// A login for an unknown email still verifies against a real hash, so both failures take
// about the same time and the answer's timing does not tell whether the account exists.
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await dummyHash, password);
}
