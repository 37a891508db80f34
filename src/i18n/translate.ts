// Typed message lookup over @lingui/core (docs/decisions/310-languages-with-lingui-and-po.md): a key
// names its namespace first ("account.auth.pageTitle"), and its parameters are checked.
import type { I18n } from '@lingui/core';
import type { MessageParams } from './generated/keys';

export type MessageKey = keyof MessageParams;
type Values<K extends MessageKey> = MessageParams[K];
export type MessageArgs<K extends MessageKey> = keyof Values<K> extends never ? [] : [values: Values<K>];
export type Translate = <K extends MessageKey>(key: K, ...args: MessageArgs<K>) => string;

/** The namespace of a key: the part before its first dot. */
export const namespaceOf = (key: string) => key.slice(0, key.indexOf('.'));

export function translator(i18n: I18n): Translate {
  return (key, ...args) => i18n._(key, args[0] as Record<string, unknown> | undefined);
}
