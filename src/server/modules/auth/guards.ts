import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionEnded } from '../../../domain/accounts/session-ended';
import { words } from '../../i18n/words';
import { forbidden, HttpError, unauthorized } from '../../http/errors';
import type { Db } from '../../db/client';
import { isApiPath, isApiRoute } from '../../http/api-route';
import { asAccount } from './repository';
import {
  sessionRepository,
  type SessionAccount,
  type SessionUser,
} from './session-repository';

export const SESSION_COOKIE = 'sid';
// Not a secret: tells the SPA whether asking GET /api/user is worth it (docs/product.md#sessions).
export const SIGNED_IN_HINT_COOKIE = 'signed_in';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for a guest. Resolved once per /api request. */
    user: SessionUser | null;
    sessionToken: string | null;
    /** Why the session of this request's cookie ended, when a teacher or its age ended it. */
    sessionEnded: SessionEnded | null;
  }
}

/**
 * The 401 for a cookie whose session a teacher's action or its age ended
 * (docs/decisions/186-a-child-hears-why-their-session-ended.md): the reason beside the words, so
 * the child's device can keep the work and ask to sign in again.
 */
const sessionEndedKeys = {
  'new-pictures': 'server.sessionEnded.newPictures',
  'class-closed': 'server.sessionEnded.classClosed',
  removed: 'server.sessionEnded.removed',
  expired: 'server.sessionEnded.expired',
} as const satisfies Record<SessionEnded, string>;

export const sessionEndedError = (reason: SessionEnded): HttpError =>
  new HttpError(401, words(sessionEndedKeys[reason]), {}, {
    statusCode: 401,
    error: 'Unauthorized',
    sessionEnded: reason,
  });

/**
 * A page: a GET or HEAD no route matched outside /api/, answered with the page shell
 * (http/static.ts), whose <html lang> is the signed-in person's language
 * (docs/decisions/311-locale-null-means-never-chosen.md).
 */
const isPageRequest = (request: FastifyRequest): boolean =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  request.routeOptions.url === undefined &&
  !isApiPath(request);

export function registerSessionResolver(app: FastifyInstance, db: Db): void {
  const repo = sessionRepository(db);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.decorateRequest('sessionEnded', null);
  // onRequest, before the body is read or checked: admin routes refuse a learner before their
  // input checks run (docs/decisions/111-admin-emails-need-a-confirmed-mailbox.md), and every later
  // hook knows who is asking.
  app.addHook('onRequest', async (request) => {
    const page = isPageRequest(request);
    if (!isApiRoute(request) && !page) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    request.user = await repo.resolve(token);
    // A page needs only the user's language, for its <html lang>
    // (docs/decisions/311-locale-null-means-never-chosen.md).
    if (page) return;
    request.sessionToken = request.user ? token : null;
    if (!request.user) request.sessionEnded = await repo.endReason(token);
  });
}

export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user && request.sessionEnded) throw sessionEndedError(request.sessionEnded);
  if (!request.user) throw unauthorized('server.auth.notSignedIn');
  return request.user;
}

/**
 * A grown-up's (or older learner's) own session: a child profile's session is refused with 403
 * on everything about accounts, families, classes, admin and push
 * (docs/decisions/150-grown-ups-hold-accounts-children-have-profiles.md).
 */
export function requireAccount(request: FastifyRequest): SessionAccount {
  const account = asAccount(requireUser(request));
  if (!account) throw forbidden('server.auth.notAllowed');
  return account;
}

/** For a route open to guests that a child's session may not reach (push's public key). */
export function refuseChild(request: FastifyRequest): void {
  if (request.user?.kind === 'child') throw forbidden('server.auth.notAllowed');
}

export function requireAdmin(request: FastifyRequest): SessionAccount {
  const user = requireAccount(request);
  if (user.role !== 'admin') throw forbidden('server.auth.notAllowed');
  return user;
}

/**
 * An onRequest hook for every signed-in-only route: signed out is 401 before the body is read or
 * any input is checked, as for admin routes (docs/decisions/142-sign-in-checked-before-input.md).
 * Handlers still call requireUser for the user they act as.
 */
export async function signedInOnly(request: FastifyRequest): Promise<void> {
  requireUser(request);
}

/**
 * The same for a route or scope about a grown-up's own account (its email, its children, its
 * classes): signed out 401, a child's session 403, before any input check
 * (docs/decisions/142-sign-in-checked-before-input.md,
 * docs/decisions/150-grown-ups-hold-accounts-children-have-profiles.md).
 */
export async function accountOnly(request: FastifyRequest): Promise<void> {
  requireAccount(request);
}

/**
 * An onRequest hook for the admin scope: signed out 401, not an admin 403, before the body is
 * read or any input is checked, so a learner learns nothing about an admin route's parameters
 * (docs/decisions/111-admin-emails-need-a-confirmed-mailbox.md). Handlers still call requireAdmin
 * for the user they act as.
 */
export async function adminOnly(request: FastifyRequest): Promise<void> {
  requireAdmin(request);
}

export function setSessionCookies(
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
  secure: boolean,
): void {
  const base = { path: '/', sameSite: 'lax' as const, secure, expires: expiresAt };
  reply.setCookie(SESSION_COOKIE, token, { ...base, httpOnly: true });
  reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', { ...base, httpOnly: false });
}

export function clearSessionCookies(reply: FastifyReply, secure: boolean): void {
  const base = { path: '/', sameSite: 'lax' as const, secure };
  reply.clearCookie(SESSION_COOKIE, { ...base, httpOnly: true });
  reply.clearCookie(SIGNED_IN_HINT_COOKIE, { ...base, httpOnly: false });
}
