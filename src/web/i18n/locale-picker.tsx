// The language picker (docs/product/languages.md): each language named in itself, in the
// header's menu and on /auth, /join and /family. Choosing keeps the page as it is (no reload)
// and tells the server, which keeps it in the `lang` cookie and on the account or profile.
import { useId, useState } from 'react';
import { isLocale, localeNames, locales, type Locale } from '../../i18n/locales';
import { apiRequest } from '../lib/api';
import { switchLocale } from './i18n';
import { useLocale, useT } from './use-t';

/** Saves the choice on the server; the page has already switched, so a failure only logs. */
async function rememberLocale(locale: Locale) {
  try {
    await apiRequest('PUT', '/api/locale', { locale });
  } catch (error) {
    console.warn('Could not save the language choice', error);
  }
}

async function chooseLocale(locale: Locale) {
  await switchLocale(locale);
  await rememberLocale(locale);
}

/**
 * A labelled select of every language, each option named in itself ("English", "Español")
 * and marked with its own `lang`; 44 px tall. The label takes the colour of the text around
 * it (white in the header's menu); `className` places it.
 */
export function LocalePicker({ className = '' }: { className?: string }) {
  const t = useT('shell');
  const locale = useLocale();
  const id = useId();
  const [busy, setBusy] = useState(false);
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <label htmlFor={id} className="inline-flex min-h-11 items-center gap-1.5 font-bold">
        <span aria-hidden="true">🌐</span>
        {t('shell.language')}
      </label>
      <select
        id={id}
        className="min-h-11 min-w-11 cursor-pointer rounded-full border-2 border-violet-300 bg-white px-4 font-bold text-violet-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-400 disabled:opacity-70"
        value={locale}
        disabled={busy}
        onChange={(event) => {
          const next = event.target.value;
          if (!isLocale(next) || next === locale) return;
          setBusy(true);
          void chooseLocale(next).finally(() => setBusy(false));
        }}
      >
        {locales.map((option) => (
          <option key={option} value={option} lang={option}>
            {localeNames[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
