/** English sources: { web: { ns: { 'ns.key': icu } }, server: {...} }. */
export function readEnglish(): Record<'web' | 'server', Record<string, Record<string, string>>>;

type PoEntry = { context: string; source: string; translation: string; fuzzy: boolean };
/** Translations of the messages: { es: { web: { ns: { 'ns.key': entry } } } }. */
export function readTranslations(): Record<string, Record<'web' | 'server', Record<string, Record<string, PoEntry>>>>;

/** Content translations: { es: { content: { 'lessons/loops': [entries] }, 'server-content': {...} } }. */
export function readContentTranslations(): Record<string, Record<'content' | 'server-content', Record<string, PoEntry[]>>>;
