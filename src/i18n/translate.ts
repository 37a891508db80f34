// Typed message lookup over @lingui/core (docs/decisions/310-languages-with-lingui-and-po.md): a key
// names its namespace first ("account.auth.pageTitle"), and its parameters are checked.
import type { MessageParams } from './generated/keys';

export type MessageKey = keyof MessageParams;
type Values<K extends MessageKey> = MessageParams[K];
type MessageArgs<K extends MessageKey> = keyof Values<K> extends never ? [] : [values: Values<K>];
export type Translate = <K extends MessageKey>(key: K, ...args: MessageArgs<K>) => string;

/** What renders a message: @lingui/core's I18n on the server, src/web/i18n/runtime.ts in the browser. */
export type MessageSource = { _(id: string, values?: Record<string, unknown>): string };

export function translator(i18n: MessageSource): Translate {
  return (key, ...args) => i18n._(key, args[0] as Record<string, unknown> | undefined);
}
