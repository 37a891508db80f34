// What the server says, before it knows in which language (docs/product/languages.md,
// docs/decisions/315-the-server-says-words-not-text.md): a message key and its values. An error
// thrown deep in a repository does not know the request; the error handler renders its words with
// the request's translator. A value may be words too (a reason inside a sentence), rendered in the
// same language.
import type { FastifyRequest } from 'fastify';
import { serverCatalog } from '../../i18n/generated/server-catalog';
import type { MessageParams } from '../../i18n/generated/keys';
import type { Locale } from '../../i18n/locales';
import { keyValues } from '../../i18n/message-key';
import type { MessageKey, Translate } from '../../i18n/translate';
import { requestLocale } from './request-locale';
import { translatorFor } from './translators';

type Value = string | number | Words;
type Params<K extends MessageKey> = MessageParams[K];
/** A key's values, each may be words of its own. */
export type WordsArgs<K extends MessageKey> = keyof Params<K> extends never
  ? []
  : [values: { [P in keyof Params<K>]: Params<K>[P] | Words }];

export class Words {
  private constructor(
    readonly key: MessageKey | null,
    readonly values: Readonly<Record<string, Value>> = {},
    /** Only for words that are not ours to translate (a name a person typed). */
    readonly text = '',
  ) {}

  /** A message of the catalogues, typed: the key must exist and its values must fit. */
  static of<K extends MessageKey>(key: K, ...args: WordsArgs<K>): Words {
    return new Words(key, (args[0] ?? {}) as Record<string, Value>);
  }

  /** Text that is the same in every language (it came from a person, not from us). */
  static verbatim(text: string): Words {
    return new Words(null, {}, text);
  }

  /** The words in one language. */
  render(t: Translate): string {
    if (this.key === null) return this.text;
    const values = Object.fromEntries(
      Object.entries(this.values).map(([name, value]) => [name, value instanceof Words ? value.render(t) : value]),
    );
    return (t as (key: string, values?: Record<string, unknown>) => string)(this.key, values);
  }

  in(locale: Locale): string {
    return this.render(translatorFor(locale));
  }
}

/** Shorthand for Words.of. */
export const words = Words.of;

/** Whether a string is a message key of the catalogues (zod keeps its messages as keys). */
function isMessageKey(text: unknown): text is MessageKey {
  return typeof text === 'string' && Object.hasOwn(serverCatalog.en ?? {}, text);
}

/**
 * A message kept as a key in a zod schema, rendered; the issue's numbers (`minimum`,
 * `maximum`), its `params` and the values given to messageKey are its values. Text that is not a key is kept as it is.
 */
export function issueWords(
  issue: { message?: string; minimum?: unknown; maximum?: unknown; params?: unknown } | undefined,
  fallback: Words,
): Words {
  const message = issue?.message;
  if (!message) return fallback;
  if (!isMessageKey(message)) return Words.verbatim(message);
  const values: Record<string, Value> = { ...keyValues(message) };
  for (const name of ['minimum', 'maximum'] as const) {
    const value = issue[name];
    if (typeof value === 'number' || typeof value === 'bigint') values[name] = Number(value);
  }
  // A refinement's own values (`params`), e.g. how many bytes a key must have.
  if (issue.params && typeof issue.params === 'object') {
    for (const [name, value] of Object.entries(issue.params)) {
      if (typeof value === 'number' || typeof value === 'string') values[name] = value;
    }
  }
  return (Words.of as (key: MessageKey, values: Record<string, Value>) => Words)(message, values);
}

/** The words of a key kept in a schema (message-key.ts), with the values given there. */
export const keyWords = (key: MessageKey): Words =>
  (Words.of as (key: MessageKey, values: Record<string, Value>) => Words)(key, { ...keyValues(key) });

/** Renders every Words inside a value (the fields sent beside `message`, e.g. a list's bad lines). */
export function renderDeep(value: unknown, t: Translate): unknown {
  if (value instanceof Words) return value.render(t);
  if (Array.isArray(value)) return value.map((item) => renderDeep(item, t));
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, renderDeep(item, t)]));
  }
  return value;
}

/** The words of a request's language (a success answer's `message`). */
export const requestT = (request: FastifyRequest): Translate => translatorFor(requestLocale(request));
