import { afterEach, expect, it, vi } from 'vitest';
import { pageLocale } from './i18n';

// docs/decisions/314-the-page-shell-speaks-first.md: the server's page shell names the language; a
// shell the service worker kept from install time does not, so the `lang` cookie and then the
// browser's languages decide.
const serverShell = (lang: string) => {
  document.documentElement.lang = lang;
  document.head.innerHTML = '<meta name="ada-config" content="{}">';
};
const cachedShell = () => {
  document.documentElement.lang = 'en';
  document.head.innerHTML = '';
};
const setCookie = (value: string) => {
  document.cookie = `lang=${value}; path=/`;
};

afterEach(() => {
  document.cookie = 'lang=; path=/; max-age=0';
  vi.restoreAllMocks();
});

it("trusts the server's shell", () => {
  serverShell('es');
  setCookie('en');
  expect(pageLocale()).toBe('es');
  serverShell('fr');
  expect(pageLocale()).toBe('en');
});

it("in a cached shell, follows the lang cookie, then the browser's languages", () => {
  cachedShell();
  setCookie('es');
  expect(pageLocale()).toBe('es');
  document.cookie = 'lang=; path=/; max-age=0';
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-MX', 'en']);
  expect(pageLocale()).toBe('es');
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR']);
  expect(pageLocale()).toBe('en');
});
