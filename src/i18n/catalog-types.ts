import type { Messages } from '@lingui/core';

/** One namespace's messages in one language, precompiled by scripts/i18n/compile.mjs. */
export type CompiledCatalog = Messages;
