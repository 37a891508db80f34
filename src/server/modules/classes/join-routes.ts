import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pictureSecretOf, shownName, type Picture } from '../../../domain/child-profile';
import { joinBody, joinClassResponse, joinCodeParams } from '../../../domain/class-api';
import { publicUser } from '../../../domain/user-api';
import type { AppDeps } from '../../app';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { setSessionCookies } from '../auth/guards';
import { setStoredLocaleCookie } from '../auth/locale-routes';
import { toPublicUser } from '../auth/public-user';
import type { UserRow } from '../auth/repository';
import { sessionRepository } from '../auth/session-repository';
import { joinRepository } from './join-repository';
import { startCodeLookup, startJoinAttempt } from './join-limits';
import { requestLocale } from '../../i18n/request-locale';

/**
 * The picture sign-in (decisions 161, 185): counted first, then checked. An unknown code, a child
 * not in that code's open class and wrong pictures are one answer (401; the second miss in a row
 * warns, the third locks), and count alike.
 */
export async function joinWithPictures(
  db: Db,
  input: { joinCode: string; studentId: number; pictures: readonly [Picture, Picture]; ip: string },
  now = new Date(),
): Promise<UserRow> {
  const join = joinRepository(db);
  const classId = await join.openClassId(input.joinCode);
  const attempt = await startJoinAttempt(db, { ...input, classId }, now);
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

  // Nicknames and avatars only, never the pictures; unknown codes counted per address (decision 185).
  app.get(
    '/api/join/:joinCode',
    { schema: { params: joinCodeParams, response: { 200: joinClassResponse } } },
    async (request) => {
      const lookup = await startCodeLookup(db, request.ip, new Date());
      const found = await join.openClass(request.params.joinCode);
      if (!found) throw notFound('server.classes.codeUnknown');
      await lookup.found();
      return {
        className: shownName(found.name),
        students: found.students.map((s) => ({ ...s, nickname: shownName(s.nickname) })),
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
      // The child's first screen in their language, or their class's (decision 313).
      setStoredLocaleCookie(reply, child, secureCookies);
      return toPublicUser(child, requestLocale(request));
    },
  );
}
