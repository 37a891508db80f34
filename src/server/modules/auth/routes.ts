import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { loginBody, registerBody } from '../../../domain/api/account-schemas';
import { messageAnswer, unauthorizedAnswer } from '../../../domain/api/common-api';
import { publicUser } from '../../../domain/api/user-api';
import { conflict, unauthorized } from '../../http/errors';
import { requestLocale } from '../../i18n/request-locale';
import { requestT } from '../../i18n/words';
import { localeFromAcceptLanguage } from '../../../i18n/locales';
import { CHILDREN_NOTICE_VERSION } from '../../../domain/accounts/children-notice';
import { analyticsRepository } from '../analytics/analytics-repository';
import { accountRoutes } from './account-routes';
import { createAuthContext } from './auth-context';
import { confirmEmailRoutes } from './confirm-email-routes';
import { confirmationRepository } from './confirmation-repository';
import { confirmationLink, recipientLocale, welcomeEmail } from './emails';
import {
  clearSessionCookies,
  sessionEndedError,
  SESSION_COOKIE,
  SIGNED_IN_HINT_COOKIE,
} from './guards';
import { burnPasswordCheck, hashPassword, verifyPassword } from './password';
import { startLoginAttempt } from './login-limits';
import { toPublicUser } from './public-user';
import { EmailTakenError, userRepository, type AccountRow } from './repository';
import { resetRoutes } from './reset-routes';
import { sessionRepository } from './session-repository';
import { cookieLocale, localeRoutes } from './locale-routes';

export async function authRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { env, database } = deps;
  const ctx = createAuthContext(app, deps);

  const users = userRepository(database.db);
  const sessions = sessionRepository(database.db);
  // docs/product.md#analytics: sign-ups and sign-ins are counted here, where they happen
  // (docs/decisions/143-the-server-counts-sign-ups-and-sign-ins.md).
  const analytics = analyticsRepository(database.db);
  const isListedAdmin = (email: string) => env.ADMIN_EMAILS.includes(email);

  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/register', { schema: { body: registerBody, response: { 201: publicUser } } }, async (request, reply) => {
    const body = request.body;
    if (await users.findByEmail(body.email)) throw conflict('server.auth.emailTaken');
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
        // ADMIN_EMAILS counts only once the owner has confirmed the address
        // (docs/decisions/111-admin-emails-need-a-confirmed-mailbox.md).
        role: 'learner',
        // Ticked "18 or older"
        // (docs/decisions/150-grown-ups-hold-accounts-children-have-profiles.md); else a learner's
        // account, as before.
        kind: body.grownUp === true ? 'grown-up' : 'learner',
        // The language the page was in, else the request's
        // (docs/decisions/360-a-sign-up-keeps-its-pages-language.md, amending 312): a sign-up on a
        // Spanish page stays Spanish on an English browser later.
        locale:
          body.locale ??
          cookieLocale(request) ??
          localeFromAcceptLanguage(request.headers['accept-language']),
      });
    } catch (error) {
      if (error instanceof EmailTakenError) throw conflict('server.auth.emailTaken');
      throw error;
    }
    await ctx.startSession(request, reply, user);
    request.log.info({ userId: user.id }, 'account created');
    await analytics.countOne('sign_up', request.log);
    // docs/product.md#email: a welcome email; a mail failure is logged and never fails the sign-up.
    // The welcome carries the link that confirms the address
    // (docs/decisions/110-email-confirmation.md). The token is stored before answering, so the mail
    // is on its way (and a shutdown waits for it) as soon as the answer leaves. A grown-up's
    // carries our notice about children's data: the link records consent too
    // (docs/decisions/151-consent-by-email-plus.md).
    const { token } = await confirmationRepository(database.db).create(user.id, user.email, {
      noticeVersion: user.kind === 'grown-up' ? CHILDREN_NOTICE_VERSION : null,
    });
    const mail = welcomeEmail(user, ctx.linkOrigin(), confirmationLink(ctx.linkOrigin(), token), recipientLocale(user, requestLocale(request)));
    ctx.background.run('welcome email', async () => {
      await deps.mailer.send(mail);
    });
    return reply.code(201).send(toPublicUser(user, requestLocale(request)));
  });

  r.post('/api/login', { schema: { body: loginBody, response: { 200: publicUser } } }, async (request, reply) => {
    const { email, password } = request.body;
    // Counted before the password is checked, in one atomic step per counter
    // (docs/decisions/113-limits-counted-before-the-check.md).
    const attempt = await startLoginAttempt(database.db, email, request.ip);
    const found = await users.findByEmail(email);
    const passwordMatches = found
      ? await verifyPassword(found.passwordHash, password)
      : await burnPasswordCheck(password).then(() => false);
    if (!found || !passwordMatches) {
      // One message for "no such account" and "wrong password": no account enumeration.
      throw unauthorized('server.auth.wrongLogin');
    }
    await attempt.succeeded();
    // ADMIN_EMAILS at sign-in: admin once the address is confirmed, not before
    // (docs/decisions/111-admin-emails-need-a-confirmed-mailbox.md).
    const user = await users.applyAdminEmails(found, isListedAdmin(found.email));
    // The language follows the account (docs/decisions/312-the-language-follows-sign-in.md): a
    // stored one sets the cookie (startSession); an account that never chose takes this browser's
    // cookie.
    const chosen = cookieLocale(request);
    if (user.locale === null && chosen) {
      await users.setLocale(user.id, chosen);
      user.locale = chosen;
    }
    await ctx.startSession(request, reply, user);
    await analytics.countOne('login', request.log);
    return toPublicUser(user, requestLocale(request));
  });

  r.post('/api/logout', { schema: { response: { 200: messageAnswer } } }, async (request, reply) => {
    const token = request.sessionToken ?? request.cookies[SESSION_COOKIE];
    if (token) await sessions.delete(token);
    clearSessionCookies(reply, ctx.secureCookies);
    return { message: requestT(request)('server.auth.loggedOut') };
  });

  r.get('/api/user', { schema: { response: { 200: publicUser, 401: unauthorizedAnswer } } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    if (!request.user) {
      // A stale cookie (expired or ended session): clear it, so the SPA stops asking.
      if (request.cookies[SESSION_COOKIE] || request.cookies[SIGNED_IN_HINT_COOKIE]) {
        clearSessionCookies(reply, ctx.secureCookies);
      }
      if (request.sessionEnded) throw sessionEndedError(request.sessionEnded);
      return reply.code(401).send({ message: requestT(request)('server.auth.notSignedIn') });
    }
    return toPublicUser(request.user, requestLocale(request));
  });

  // Accounts listed in ADMIN_EMAILS that were made admins before confirmation existed are
  // learners until their owners confirm
  // (docs/decisions/111-admin-emails-need-a-confirmed-mailbox.md). Idempotent: safe on every
  // server.
  app.addHook('onReady', async () => {
    const demoted = await users.demoteUnconfirmedListedAdmins(env.ADMIN_EMAILS);
    if (demoted > 0) app.log.warn({ demoted }, 'ADMIN_EMAILS accounts without a confirmed email are learners until they confirm');
  });

  await resetRoutes(app, ctx);
  await confirmEmailRoutes(app, ctx);
  await accountRoutes(app, ctx);
  await localeRoutes(app, ctx);
}
