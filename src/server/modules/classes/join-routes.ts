import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pictureSecretOf, shownName, type Picture } from '../../../domain/accounts/child-profile';
import { joinBody, joinClassResponse, joinCodeParams } from '../../../domain/api/class-api';
import { publicUser } from '../../../domain/api/user-api';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../http/errors';
import { setSessionCookies } from '../auth/guards';
import { setStoredLocaleCookie } from '../auth/locale-routes';
import { toPublicUser } from '../auth/public-user';
import type { UserRow } from '../auth/repository';
import { sessionRepository } from '../auth/session-repository';
import { joinRepository } from './join-repository';
import { spendGuess, startCodeLookup, startJoinAttempt } from './join-limits';
import { requestLocale } from '../../i18n/request-locale';
import { isLocale } from '../../../i18n/locales';

/**
 * The picture sign-in (docs/decisions/161-picture-sign-in-limits.md,
 * docs/decisions/185-picture-sign-in-budgets.md, docs/decisions/375-guesses-never-stop-a-class.md):
 * counted first, then checked. An unknown code, a child not in that code's open class and wrong
 * pictures are one answer (401; the second miss in a row warns, the third locks); the first two
 * spend the address's guesses, wrong pictures its budget at the class. A closed class's code is
 * told so (409), checking nothing (docs/decisions/377-a-closed-class-and-its-language-at-join.md).
 */
export async function joinWithPictures(
  db: Db,
  input: { joinCode: string; studentId: number; pictures: readonly [Picture, Picture]; ip: string },
  now = new Date(),
): Promise<UserRow> {
  const join = joinRepository(db);
  const found = await join.classOfCode(input.joinCode);
  if (found?.closed) {
    await spendGuess(db, input.ip, now);
    throw conflict('server.classes.classClosed');
  }
  const known = found !== null && (await join.hasChild(found.id, input.studentId));
  const attempt = await startJoinAttempt(db, { ...input, classId: known ? found.id : null }, now);
  const secret = pictureSecretOf(input.pictures);
  const child = await join.signIn(input.joinCode, input.studentId, secret, now);
  if (!child) throw attempt.missed();
  await attempt.succeeded();
  return child;
}

/** /join: a class's list by its code, and a child's sign-in with two pictures (docs/product.md#classes). */
export async function joinRoutes(parent: FastifyInstance, deps: AppDeps): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const join = joinRepository(db);
  const sessions = sessionRepository(db);
  // docs/product.md#sessions: Secure exactly when APP_ORIGIN is https.
  const secureCookies = deps.env.APP_ORIGIN?.startsWith('https:') ?? false;

  // Nicknames, avatars and the class's language, never the pictures; unknown codes counted per
  // address (docs/decisions/185-picture-sign-in-budgets.md).
  app.get(
    '/api/join/:joinCode',
    { schema: { params: joinCodeParams, response: { 200: joinClassResponse } } },
    async (request) => {
      const lookup = await startCodeLookup(db, request.ip, new Date());
      const found = await join.classOfCode(request.params.joinCode);
      if (!found) throw notFound('server.classes.codeUnknown');
      // A closed class's children are told so, not that their code is wrong
      // (docs/decisions/377-a-closed-class-and-its-language-at-join.md); the lookup stays spent:
      // nobody signs in there.
      if (found.closed) throw conflict('server.classes.classClosed');
      await lookup.found();
      const students = await join.studentsOf(found.id);
      return {
        className: shownName(found.name),
        locale: isLocale(found.locale) ? found.locale : null,
        students: students.map((s) => ({ ...s, nickname: shownName(s.nickname) })),
      };
    },
  );

  // Right: a child session of 12 hours (session-repository.ts) in place of this browser's.
  app.post(
    '/api/join',
    { schema: { body: joinBody, response: { 200: publicUser } } },
    async (request, reply) => {
      const child = await joinWithPictures(db, { ...request.body, ip: request.ip });
      if (request.sessionToken) await sessions.delete(request.sessionToken);
      const { token, expiresAt } = await sessions.create(child);
      setSessionCookies(reply, token, expiresAt, secureCookies);
      // The child's first screen in their language, or their class's
      // (docs/decisions/313-a-class-language-for-its-children.md).
      setStoredLocaleCookie(reply, child, secureCookies);
      return toPublicUser(child, requestLocale(request));
    },
  );
}
