// A message kept as its key where the words are said later, in the reader's language: the
// server's zod schemas (the error handler says the key's words,
// docs/decisions/315-the-server-says-words-not-text.md). Typed: a key that does not exist, or
// values that do not fit it, fail the typecheck.
import type { MessageParams } from './generated/keys';
import type { MessageKey } from './translate';

const fixedValues = new Map<string, Readonly<Record<string, string | number>>>();

/**
 * The key, to stand for its words in a schema. A key whose words name a fixed number (a limit)
 * gets it here once; the error handler finds it with keyValues (other values come from the
 * zod issue: its `minimum`, `maximum` or `params`).
 */
export function messageKey<K extends MessageKey>(key: K, values?: MessageParams[K]): K {
  if (values) fixedValues.set(key, values as Record<string, string | number>);
  return key;
}

/** The values given to messageKey for a key, if any. */
export const keyValues = (key: string): Readonly<Record<string, string | number>> => fixedValues.get(key) ?? {};
