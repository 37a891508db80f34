// The language a request is answered in (docs/product/languages.md): the signed-in person's
// `locale`, else the `lang` cookie, else Accept-Language, else English.
// CONTRACT (issue 26): helper "server-plumbing" fills in the session part; everyone else calls
// requestLocale(request) and translatorFor(requestLocale(request)).
import type { FastifyRequest } from 'fastify';
import { defaultLocale, isLocale, localeCookie, localeFromAcceptLanguage, type Locale } from '../../i18n/locales';

export function requestLocale(request: FastifyRequest): Locale {
  const cookie = request.cookies?.[localeCookie];
  if (isLocale(cookie)) return cookie;
  return localeFromAcceptLanguage(request.headers['accept-language']) ?? defaultLocale;
}
