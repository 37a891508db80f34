import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app';
import { loginBody, registerBody } from '../../../domain/account-schemas';
import { messageAnswer } from '../../../domain/common-api';
import { publicUser } from '../../../domain/user-api';
import { serverMessages } from '../../../domain/server-messages';
import { conflict, unauthorized } from '../../http/errors';
import { analyticsRepository } from '../analytics/analytics-repository';
import { linkOriginOf } from '../mail/mail-origin';
import { backgroundTasks } from './background-tasks';
import { confirmEmailRoutes } from './confirm-email-routes';
import { confirmationRepository } from './confirmation-repository';
import { confirmationLink, welcomeEmail } from './emails';
import {
  clearSessionCookies,
  SESSION_COOKIE,
  setSessionCookies,
  SIGNED_IN_HINT_COOKIE,
} from './guards';
import { burnPasswordCheck, hashPassword, verifyPassword } from './password';
import { startLoginAttempt } from './login-limits';
import { toPublicUser } from './public-user';
import { EmailTakenError, userRepository, type AccountRow, type UserRow } from './repository';
import { resetRoutes } from './reset-routes';
import { sessionRepository } from './session-repository';

export type AuthContext = AppDeps & {
  background: ReturnType<typeof backgroundTasks>;
  /** Where links in emails point: APP_ORIGIN, else this server's own address (never the Host header). */
  linkOrigin(): string;
  secureCookies: boolean;
};

export async function authRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { env, database } = deps;
  const ctx: AuthContext = {
    ...deps,
    background: backgroundTasks(app.log),
    linkOrigin: () => linkOriginOf(env, app.server),
    // docs/product.md#sessions: Secure exactly when APP_ORIGIN is https, so plain http on a LAN still works.
    secureCookies: env.APP_ORIGIN?.startsWith('https:') ?? false,
  };
  app.addHook('onClose', () => ctx.background.close());

  const users = userRepository(database.db);
  const sessions = sessionRepository(database.db);
  // docs/product.md#analytics: sign-ups and sign-ins are counted here, where they happen (decision 143).
  const analytics = analyticsRepository(database.db);
  const isListedAdmin = (email: string) => env.ADMIN_EMAILS.includes(email);

  /** A new token at every sign-in and sign-up; a session the browser already had ends. */
  async function startSession(
    request: FastifyRequest,
    reply: FastifyReply,
    user: UserRow,
  ): Promise<void> {
    if (request.sessionToken) await sessions.delete(request.sessionToken);
    const { token, expiresAt } = await sessions.create(user);
    setSessionCookies(reply, token, expiresAt, ctx.secureCookies);
  }

  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/register', { schema: { body: registerBody, response: { 201: publicUser } } }, async (request, reply) => {
    const body = request.body;
    if (await users.findByEmail(body.email)) throw conflict(serverMessages.emailTaken);
    const passwordHash = await hashPassword(body.password);
    let user: AccountRow;
    try {
      user = await users.create({
        email: body.email,
        passwordHash,
        username: body.username || body.email.split('@')[0] || body.email,
        displayName: body.displayName || `${body.firstName} ${body.lastName}`,
        firstName: body.firstName,
        lastName: body.lastName,
        // ADMIN_EMAILS counts only once the owner has confirmed the address (decision 111).
        role: 'learner',
      });
    } catch (error) {
      if (error instanceof EmailTakenError) throw conflict(serverMessages.emailTaken);
      throw error;
    }
    await startSession(request, reply, user);
    request.log.info({ userId: user.id }, 'account created');
    await analytics.countOne('sign_up', request.log);
    // docs/product.md#email: a welcome email; a mail failure is logged and never fails the sign-up.
    // The welcome carries the link that confirms the address (decision 110).
    // The token is stored before answering, so the mail is on its way (and a shutdown waits for
    // it) as soon as the answer leaves.
    const { token } = await confirmationRepository(database.db).create(user.id, user.email);
    const mail = welcomeEmail(user, ctx.linkOrigin(), confirmationLink(ctx.linkOrigin(), token));
    ctx.background.run('welcome email', async () => {
      await deps.mailer.send(mail);
    });
    return reply.code(201).send(toPublicUser(user));
  });

  r.post('/api/login', { schema: { body: loginBody, response: { 200: publicUser } } }, async (request, reply) => {
    const { email, password } = request.body;
    // Counted before the password is checked, in one atomic step per counter (decision 113).
    const attempt = await startLoginAttempt(database.db, email, request.ip);
    const found = await users.findByEmail(email);
    const passwordMatches = found
      ? await verifyPassword(found.passwordHash, password)
      : await burnPasswordCheck(password).then(() => false);
    if (!found || !passwordMatches) {
      // One message for "no such account" and "wrong password": no account enumeration.
      throw unauthorized(serverMessages.wrongLogin);
    }
    await attempt.succeeded();
    // ADMIN_EMAILS at sign-in: admin once the address is confirmed, not before (decision 111).
    const user = await users.applyAdminEmails(found, isListedAdmin(found.email));
    await startSession(request, reply, user);
    await analytics.countOne('login', request.log);
    return toPublicUser(user);
  });

  r.post('/api/logout', { schema: { response: { 200: messageAnswer } } }, async (request, reply) => {
    const token = request.sessionToken ?? request.cookies[SESSION_COOKIE];
    if (token) await sessions.delete(token);
    clearSessionCookies(reply, ctx.secureCookies);
    return { message: serverMessages.loggedOut };
  });

  r.get('/api/user', { schema: { response: { 200: publicUser, 401: messageAnswer } } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    if (!request.user) {
      // A stale cookie (expired or ended session): clear it, so the SPA stops asking.
      if (request.cookies[SESSION_COOKIE] || request.cookies[SIGNED_IN_HINT_COOKIE]) {
        clearSessionCookies(reply, ctx.secureCookies);
      }
      return reply.code(401).send({ message: serverMessages.notSignedIn });
    }
    return toPublicUser(request.user);
  });

  // Accounts listed in ADMIN_EMAILS that were made admins before confirmation existed are
  // learners until their owners confirm (decision 111). Idempotent: safe on every server.
  app.addHook('onReady', async () => {
    const demoted = await users.demoteUnconfirmedListedAdmins(env.ADMIN_EMAILS);
    if (demoted > 0) app.log.warn({ demoted }, 'ADMIN_EMAILS accounts without a confirmed email are learners until they confirm');
  });

  await resetRoutes(app, ctx);
  await confirmEmailRoutes(app, ctx);
}
