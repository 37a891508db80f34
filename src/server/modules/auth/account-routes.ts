import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CHILDREN_NOTICE_VERSION } from '../../../domain/accounts/children-notice';
import { messageAnswer, noBody } from '../../../domain/api/common-api';
import {
  becomeGrownUpBody,
  deleteWithPasswordBody,
  switchBackBody,
} from '../../../domain/api/family-api';
import { publicUser } from '../../../domain/api/user-api';
import { forbidden, tooManyRequests } from '../../http/errors';
import {
  consentRepository,
  hasActiveConsent,
} from '../children/consent-repository';
import { eraseRepository } from '../children/erase-repository';
import { userLimitKey } from '../rate-limit/limit-keys';
import { rateLimitRepository } from '../rate-limit/rate-limit-repository';
import type { AuthContext } from './auth-context';
import { CONFIRMATION_RESEND_LIMIT } from './confirm-email-routes';
import { confirmationRepository } from './confirmation-repository';
import { confirmationLink, consentEmail, recipientLocale } from './emails';
import { requestLocale } from '../../i18n/request-locale';
import { requestT } from '../../i18n/words';
import {
  accountOnly,
  clearSessionCookies,
  requireAccount,
  requireUser,
  signedInOnly,
} from './guards';
import { checkPasswordAgain } from './login-limits';
import { toPublicUser } from './public-user';
import { asAccount, userRepository } from './repository';


/**
 * A grown-up's account (docs/product.md#accounts-and-children): saying it is a grown-up's,
 * consent to our notice about children's data (docs/decisions/151-consent-by-email-plus.md),
 * switching back from a child (docs/decisions/154-switching-on-a-family-device.md) and deleting the
 * account (docs/decisions/153-deletes-leave-no-row.md). A child's session gets 403 on all of it
 * except switching back.
 */
export async function accountRoutes(app: FastifyInstance, ctx: AuthContext): Promise<void> {
  const { db } = ctx.database;
  const users = userRepository(db);
  const consents = consentRepository(db);
  const erase = eraseRepository(db);
  const limiter = rateLimitRepository(db);
  const r = app.withTypeProvider<ZodTypeProvider>();

  // An older account, asked once before its first child profile or class.
  r.post(
    '/api/account/grown-up',
    { onRequest: accountOnly, schema: { body: becomeGrownUpBody, response: { 200: publicUser } } },
    async (request) => {
      const account = requireAccount(request);
      const updated = await users.becomeGrownUp(account.id);
      return toPublicUser(updated ?? account, requestLocale(request));
    },
  );

  // The email with our notice again, for a grown-up who has not agreed (or withdrew).
  r.post(
    '/api/consent/request',
    { onRequest: accountOnly, schema: { response: { 200: messageAnswer } } },
    async (request) => {
      const account = requireAccount(request);
      if (account.kind !== 'grown-up') throw forbidden('server.consent.notGrownUp');
      if (await hasActiveConsent(db, account.id)) return { message: requestT(request)('server.family.consentAlreadyGiven') };
      // Shares the confirmation resend's limit: the same kind of email to the same person.
      const limit = await limiter.hit(
        userLimitKey('confirm-resend', account.id),
        CONFIRMATION_RESEND_LIMIT.max,
        CONFIRMATION_RESEND_LIMIT.windowMs,
      );
      if (!limit.allowed)
        throw tooManyRequests(limit.retryAfterSeconds, 'server.confirmEmail.tooMany');
      const { token } = await confirmationRepository(db).create(account.id, account.email, {
        noticeVersion: CHILDREN_NOTICE_VERSION,
      });
      const mail = consentEmail(
        account,
        confirmationLink(ctx.linkOrigin(), token),
        recipientLocale(account, requestLocale(request)),
      );
      ctx.background.run('consent email', async () => {
        await ctx.mailer.send(mail);
      });
      return { message: requestT(request)('server.family.consentSent', { email: account.email }) };
    },
  );

  // Withdrawing consent deletes every child profile the grown-up made, at once
  // (docs/decisions/151-consent-by-email-plus.md).
  r.delete(
    '/api/consent',
    { onRequest: accountOnly, schema: { body: deleteWithPasswordBody, response: { 204: noBody } } },
    async (request, reply) => {
      const account = requireAccount(request);
      await checkPasswordAgain(db, request.ip, account, request.body.password);
      await consents.withdraw(account.id);
      const { userIds } = await erase.eraseChildrenOf(account.id);
      request.log.info(
        { userId: account.id, childrenDeleted: userIds.length },
        'consent withdrawn',
      );
      return reply.code(204).send();
    },
  );

  // The grown-up's own account, with its family, its classes and their children
  // (docs/decisions/153-deletes-leave-no-row.md).
  r.delete(
    '/api/user',
    { onRequest: accountOnly, schema: { body: deleteWithPasswordBody, response: { 204: noBody } } },
    async (request, reply) => {
      const account = requireAccount(request);
      await checkPasswordAgain(db, request.ip, account, request.body.password);
      const { userIds } = await erase.eraseAccount(account.id);
      request.log.info({ userId: account.id, usersDeleted: userIds.length }, 'account deleted');
      clearSessionCookies(reply, ctx.secureCookies);
      return reply.code(204).send();
    },
  );

  // From a family child's session back to the grown-up who switched
  // (docs/decisions/154-switching-on-a-family-device.md): their password, counted against the
  // sign-in limits like POST /api/login.
  r.post(
    '/api/session/grown-up',
    { onRequest: signedInOnly, schema: { body: switchBackBody, response: { 200: publicUser } } },
    async (request, reply) => {
      const child = requireUser(request);
      if (child.kind !== 'child' || child.familyOwnerId === null)
        throw forbidden('server.family.notAFamilyChild');
      const owner = await users.findById(child.familyOwnerId);
      const grownUp = owner ? asAccount(owner) : null;
      if (!grownUp) throw forbidden('server.family.notAFamilyChild');
      await checkPasswordAgain(db, request.ip, grownUp, request.body.password);
      const listed = ctx.env.ADMIN_EMAILS.includes(grownUp.email);
      const user = await users.applyAdminEmails(grownUp, listed);
      await ctx.startSession(request, reply, user);
      return toPublicUser(user, requestLocale(request));
    },
  );
}
