// Join codes and picture secrets, drawn with the operating system's cryptographic random numbers
// (docs/product.md#classes, docs/decisions/160-classes-join-codes-picture-secrets.md): guessable
// only by trying, which the join limits count.
import { randomInt } from 'node:crypto';
import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH } from '../../../domain/api/class-api';
import { PICTURES, pictureSecretOf, type Picture } from '../../../domain/accounts/child-profile';

/** Six characters without 0/O/1/I/L (31^6, about 887 million codes). */
export function newJoinCode(): string {
  let code = '';
  for (let i = 0; i < JOIN_CODE_LENGTH; i++)
    code += JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)];
  return code;
}

/** Two different pictures of the twelve, stored sorted ('cat+sun'); never `unlike` when given. */
export function newPictureSecret(unlike?: string | null): string {
  for (;;) {
    const first = randomInt(PICTURES.length);
    const second = (first + 1 + randomInt(PICTURES.length - 1)) % PICTURES.length;
    const secret = pictureSecretOf([PICTURES[first]!, PICTURES[second]!]);
    if (secret !== unlike) return secret;
  }
}

/** The stored secret as the pair the teacher sees (sorted by name). */
export function picturesOf(secret: string | null): [Picture, Picture] {
  const [a, b] = (secret ?? '').split('+');
  const known = (name: string | undefined): name is Picture =>
    (PICTURES as readonly string[]).includes(name ?? '');
  if (!known(a) || !known(b)) throw new Error('a class child without a picture secret');
  return [a, b];
}
