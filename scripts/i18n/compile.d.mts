/** Compiles locales/ into src/i18n/generated/ and returns the problems (missing, stale, bad ICU...). */
export function compileAll(options?: { quiet?: boolean; dryRun?: boolean }): string[];
