import type { Messages } from '@lingui/core';

/** One namespace's messages in one language, precompiled by scripts/i18n/compile.mjs. */
export type CompiledCatalog = Messages;

type Loader<T> = () => Promise<{ default: T }>;

/** One language's loaders: its words per web namespace, and its content translations by name. */
export type LocaleLoaders = {
  messages: Record<string, Loader<CompiledCatalog>>;
  content: Record<string, Loader<Record<string, string>>>;
};
