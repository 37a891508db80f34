// Typed errors, mapped to HTTP once in the error handler (docs/product.md#errors-and-bad-input).
// They carry words, not text: the error handler says them in the request's language
// (docs/decisions/315-the-server-says-words-not-text.md).
import type { MessageKey } from '../../i18n/translate';
import { Words, type WordsArgs } from '../i18n/words';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    /** What `message` says, in the request's language. */
    readonly words: Words,
    readonly headers: Record<string, string> = {},
    /** Fields sent beside `message` (a pasted list's bad lines, why a session ended); words in them are rendered too. */
    readonly fields: Record<string, unknown> = {},
  ) {
    // The English, for logs and for code that reads an error without a request.
    super(words.in('en'));
  }
}

const withStatus =
  (status: number) =>
  <K extends MessageKey>(key: K, ...args: WordsArgs<K>) =>
    new HttpError(status, Words.of(key, ...args));

export const badRequest = withStatus(400);
export const unauthorized = withStatus(401);
export const forbidden = withStatus(403);
export const notFound = withStatus(404);
export const conflict = withStatus(409);
export const gone = withStatus(410);
/** Well-formed, but the work does not pass (a lesson's quiz or activity): the child's words. */
export const unprocessable = withStatus(422);
export const tooManyRequests = <K extends MessageKey>(retryAfterSeconds: number, key: K, ...args: WordsArgs<K>) =>
  new HttpError(429, Words.of(key, ...args), { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });

/** The same statuses for words made elsewhere (a check that returns its problem as words). */
export const refuse = (status: number, words: Words, fields: Record<string, unknown> = {}) =>
  new HttpError(status, words, {}, fields);
