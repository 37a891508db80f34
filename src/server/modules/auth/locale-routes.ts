import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { noBody } from '../../../domain/api/common-api';
import { localeBody } from '../../../domain/api/user-api';
import { isLocale, localeCookie, type Locale } from '../../../i18n/locales';
import type { AuthContext } from './auth-context';
import { userRepository } from './repository';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The `lang` cookie (docs/product/languages.md,
 * docs/decisions/311-locale-null-means-never-chosen.md): a year, the whole site, Secure exactly
 * when APP_ORIGIN is https like the session's. Not HttpOnly (nothing secret, like `signed_in`): a
 * page the service worker serves from its cache has the <html lang> of the day it was cached, so
 * the page reads the choice from this cookie then
 * (docs/decisions/314-the-page-shell-speaks-first.md).
 */
function setLocaleCookie(reply: FastifyReply, locale: Locale, secure: boolean): void {
  reply.setCookie(localeCookie, locale, {
    path: '/',
    sameSite: 'lax',
    secure,
    httpOnly: false,
    maxAge: YEAR_SECONDS,
  });
}

/** The language this browser's `lang` cookie names, or null (no cookie, or not one we speak). */
export function cookieLocale(request: FastifyRequest): Locale | null {
  const value = request.cookies[localeCookie];
  return isLocale(value) ? value : null;
}

/** The cookie for a person signing in, when they have chosen a language; nothing when not. */
export function setStoredLocaleCookie(
  reply: FastifyReply,
  user: { locale: string | null },
  secure: boolean,
): void {
  if (isLocale(user.locale)) setLocaleCookie(reply, user.locale, secure);
}

/**
 * PUT /api/locale {locale} -> 204 for anyone
 * (docs/decisions/311-locale-null-means-never-chosen.md): a guest's choice lives in the cookie; a
 * signed-in account's or child profile's is stored on it too, so it follows them to another device
 * at sign-in.
 */
export async function localeRoutes(app: FastifyInstance, ctx: AuthContext): Promise<void> {
  const users = userRepository(ctx.database.db);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.put('/api/locale', { schema: { body: localeBody, response: { 204: noBody } } }, async (request, reply) => {
    const { locale } = request.body;
    if (request.user) await users.setLocale(request.user.id, locale);
    setLocaleCookie(reply, locale, ctx.secureCookies);
    return reply.code(204).send();
  });
}
