// The browser's reader of the compiled catalogues
// (docs/decisions/319-first-load-of-each-language.md): the messages @lingui/core's compiler makes
// (scripts/i18n/compile.mjs; the server reads them with @lingui/core itself), rendered in about 1
// KB, 1.5 KB gzip less than @lingui/core on every first load. It knows what the catalogues use:
// arguments, plural (with `#`, `=N` and offset), selectordinal, select, number, date and time.
import type { CompiledCatalog } from '../../i18n/catalog-types';

type Compiled = CompiledCatalog[string];
type Values = Record<string, unknown>;
type Cases = Record<string, Compiled> & { offset?: number };

const formats = new Map<string, Intl.PluralRules | Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<T extends Intl.PluralRules | Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let format = formats.get(key) as T | undefined;
  if (!format) formats.set(key, (format = make()));
  return format;
}
const numberFormat = (locale: string, style?: string) =>
  cached(`n:${locale}:${style}`, () =>
    new Intl.NumberFormat(locale, style === 'percent' ? { style: 'percent' } : style === 'integer' ? { maximumFractionDigits: 0 } : {}),
  );
const dateFormat = (locale: string, kind: string, style = 'medium') =>
  cached(`${kind}:${locale}:${style}`, () => {
    const length = (['short', 'medium', 'long', 'full'].includes(style) ? style : 'medium') as Intl.DateTimeFormatOptions['dateStyle'];
    return new Intl.DateTimeFormat(locale, kind === 'date' ? { dateStyle: length } : { timeStyle: length });
  });

function render(message: Compiled | undefined, values: Values, locale: string, hash?: string): string {
  if (message === undefined) return '';
  if (typeof message === 'string') return message;
  let out = '';
  for (const part of message as unknown[]) {
    if (typeof part === 'string') {
      out += part === '#' && hash !== undefined ? hash : part;
      continue;
    }
    const [name, format, options] = part as [string, string?, unknown?];
    const value = values[name];
    if (format === 'plural' || format === 'selectordinal') {
      const { offset = 0, ...cases } = options as Cases;
      const n = Number(value) - offset;
      const rules = cached(`p:${locale}:${format}`, () =>
        new Intl.PluralRules(locale, { type: format === 'plural' ? 'cardinal' : 'ordinal' }),
      );
      const branch = cases[String(value)] ?? cases[rules.select(n)] ?? cases.other;
      out += render(branch, values, locale, numberFormat(locale).format(n));
    } else if (format === 'select') {
      const cases = options as Cases;
      out += render(cases[String(value)] ?? cases.other, values, locale);
    } else if (format === 'number') {
      out += numberFormat(locale, options as string | undefined).format(Number(value));
    } else if (format === 'date' || format === 'time') {
      out += dateFormat(locale, format, options as string | undefined).format(value as Date | number);
    } else if (value != null) {
      out += String(value);
    }
  }
  return out;
}

/** The loaded words of each language, the active one, and who listens for a change. */
export class Words {
  locale = '';
  private catalogs: Record<string, CompiledCatalog> = {};
  private listeners = new Set<() => void>();

  /** Calls `listener` after each load or switch; returns the way to stop. */
  on(_event: 'change', listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Counts the times the words a page already shows grew whole (a page the server rendered
   * carries only the words it shows; the rest of their namespaces arrive after): screens
   * re-render with them (useT).
   */
  version = 0;

  completed(): void {
    this.version++;
    this.changed();
  }

  load(locale: string, messages: CompiledCatalog): void {
    Object.assign((this.catalogs[locale] ??= {}), messages);
    this.changed();
  }

  activate(locale: string): void {
    this.locale = locale;
    this.changed();
  }

  /**
   * While the server renders a page: every message it shows, so the page can carry exactly those
   * words (docs/decisions/401-the-first-paint-from-the-server.md).
   */
  shown: Set<string> | null = null;
  /** And every namespace a screen asked for (useT), shown or not. */
  asked: Set<string> | null = null;

  /** These messages of a language, as loaded. */
  messagesOf(locale: string, ids: Iterable<string>): CompiledCatalog {
    const all = this.catalogs[locale] ?? {};
    return Object.fromEntries([...ids].flatMap((id) => (all[id] === undefined ? [] : [[id, all[id]]])));
  }

  /** A message of the active language with its values; an unknown key shows as itself. */
  _(id: string, values: Values = {}): string {
    this.shown?.add(id);
    const message = this.catalogs[this.locale]?.[id];
    return message === undefined ? id : render(message, values, this.locale);
  }

  private changed() {
    for (const listener of [...this.listeners]) listener();
  }
}
