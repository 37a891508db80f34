import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  confirmEmailBody,
  confirmEmailResponse,
  resendConfirmationResponse,
} from '../../../domain/api/email-confirmation-api';
import { badRequest, tooManyRequests } from '../../http/errors';
import { userLimitKey } from '../rate-limit/limit-keys';
import { rateLimitRepository } from '../rate-limit/rate-limit-repository';
import { confirmationRepository } from './confirmation-repository';
import { CHILDREN_NOTICE_VERSION } from '../../../domain/accounts/children-notice';
import {
  consentRepository,
  hasActiveConsent,
} from '../children/consent-repository';
import { consentEmail, consentGivenEmail, confirmationEmail, confirmationLink, recipientLocale } from './emails';
import { requestLocale } from '../../i18n/request-locale';
import { requestT } from '../../i18n/words';
import { accountOnly, requireAccount } from './guards';
import { asAccount, userRepository } from './repository';
import type { AuthContext } from './auth-context';

// docs/decisions/110-email-confirmation.md: 3 new confirmation links an hour per account.
export const CONFIRMATION_RESEND_LIMIT = { max: 3, windowMs: 60 * 60 * 1000 } as const;

/** Email confirmation: the link's page posts its token; a signed-in owner may ask for a new link. */
export async function confirmEmailRoutes(app: FastifyInstance, ctx: AuthContext): Promise<void> {
  const { db } = ctx.database;
  const limiter = rateLimitRepository(db);
  const r = app.withTypeProvider<ZodTypeProvider>();

  // No session needed: the link may be opened on another device than the one signed in.
  r.post(
    '/api/confirm-email',
    { schema: { body: confirmEmailBody, response: { 200: confirmEmailResponse } } },
    async (request) => {
      const t = requestT(request);
      const confirmed = await db.transaction(async (tx) => {
        const owner = await confirmationRepository(tx).consume(request.body.token);
        if (!owner) return null;
        const listed = ctx.env.ADMIN_EMAILS.includes(owner.email);
        const user = await userRepository(tx).confirmEmail(owner.userId, owner.email, listed);
        if (!user) return null;
        // The link of an email carrying our notice records the grown-up's consent
        // (docs/decisions/151-consent-by-email-plus.md).
        const consented =
          owner.noticeVersion !== null &&
          (await consentRepository(tx).give(user.id, owner.noticeVersion));
        return { user, consentedTo: consented ? owner.noticeVersion : null };
      });
      if (!confirmed) {
        // A consent link sent before consent was withdrawn: void, and it says so
        // (docs/decisions/188-withdrawn-consent-voids-its-links.md).
        if (await confirmationRepository(db).isVoided(request.body.token))
          throw badRequest('server.consent.linkVoided');
        throw badRequest('server.confirmEmail.linkInvalid');
      }
      const { user, consentedTo } = confirmed;
      request.log.info(
        { userId: user.id, role: user.role, consent: consentedTo !== null },
        'email confirmed',
      );
      const account = asAccount(user);
      if (consentedTo === null || !account)
        return { message: t('server.confirmEmail.done'), emailConfirmed: true as const };
      // "Email plus": a second email says the consent is recorded and how to take it back.
      const mail = consentGivenEmail(account, ctx.linkOrigin(), consentedTo, recipientLocale(account, requestLocale(request)));
      ctx.background.run('consent email', async () => {
        await ctx.mailer.send(mail);
      });
      return { message: t('server.confirmEmail.consentGiven'), emailConfirmed: true as const };
    },
  );

  r.post(
    '/api/confirm-email/resend',
    { onRequest: accountOnly, schema: { response: { 200: resendConfirmationResponse } } },
    async (request) => {
      const user = requireAccount(request);
      const t = requestT(request);
      if (user.emailConfirmedAt) return { message: t('server.confirmEmail.alreadyConfirmed'), emailConfirmed: true };
      const limit = await limiter.hit(
        userLimitKey('confirm-resend', user.id),
        CONFIRMATION_RESEND_LIMIT.max,
        CONFIRMATION_RESEND_LIMIT.windowMs,
      );
      if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds, 'server.confirmEmail.tooMany');
      const origin = ctx.linkOrigin();
      // A grown-up who has not agreed yet gets the notice again: the new link records consent too.
      const withNotice = user.kind === 'grown-up' && !(await hasActiveConsent(db, user.id));
      const { token } = await confirmationRepository(db).create(user.id, user.email, {
        noticeVersion: withNotice ? CHILDREN_NOTICE_VERSION : null,
      });
      const link = confirmationLink(origin, token);
      const locale = recipientLocale(user, requestLocale(request));
      const mail = withNotice ? consentEmail(user, link, locale) : confirmationEmail(user, link, locale);
      ctx.background.run('confirmation email', async () => {
        await ctx.mailer.send(mail);
      });
      return { message: t('server.confirmEmail.sent', { email: user.email }), emailConfirmed: false };
    },
  );
}
