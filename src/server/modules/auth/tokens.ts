import { createHash, randomBytes } from 'node:crypto';

/** 256-bit random token, URL-safe. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** Tokens are stored only as their SHA-256 (docs/product.md#sessions). */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
