// The language a request is answered in (docs/product/languages.md): the signed-in person's
// `locale`, else the `lang` cookie, else Accept-Language, else English.
// Synchronous: the session hook (auth/guards.ts) has already put the signed-in user, with their
// stored `locale`, on the request, for API routes and for pages
// (docs/decisions/311-locale-null-means-never-chosen.md). Everyone else calls
// requestLocale(request) and translatorFor(requestLocale(request)).
import type { FastifyRequest } from 'fastify';
import { defaultLocale, isLocale, localeCookie, localeFromAcceptLanguage, type Locale } from '../../i18n/locales';

export function requestLocale(request: FastifyRequest): Locale {
  // `user` is undefined, not null, in an app without the session hook (some unit tests).
  const stored = request.user?.locale;
  if (isLocale(stored)) return stored;
  const cookie = request.cookies?.[localeCookie];
  if (isLocale(cookie)) return cookie;
  return localeFromAcceptLanguage(request.headers['accept-language']) ?? defaultLocale;
}
