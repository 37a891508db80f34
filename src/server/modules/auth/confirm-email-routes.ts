import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  confirmEmailBody,
  confirmEmailResponse,
  resendConfirmationResponse,
} from '../../../domain/email-confirmation-api';
import { serverMessages } from '../../../domain/server-messages';
import { badRequest, tooManyRequests } from '../../http/errors';
import { rateLimitRepository } from '../rate-limit/rate-limit-repository';
import { confirmationRepository } from './confirmation-repository';
import { confirmationEmail, confirmationLink } from './emails';
import { accountOnly, requireAccount } from './guards';
import { userRepository } from './repository';
import type { AuthContext } from './routes';

// Decision 110: 3 new confirmation links an hour per account.
export const CONFIRMATION_RESEND_LIMIT = { max: 3, windowMs: 60 * 60 * 1000 } as const;

const m = serverMessages.confirmEmail;

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
      const confirmed = await db.transaction(async (tx) => {
        const owner = await confirmationRepository(tx).consume(request.body.token);
        if (!owner) return null;
        const listed = ctx.env.ADMIN_EMAILS.includes(owner.email);
        return userRepository(tx).confirmEmail(owner.userId, owner.email, listed);
      });
      if (!confirmed) throw badRequest(m.linkInvalid);
      request.log.info({ userId: confirmed.id, role: confirmed.role }, 'email confirmed');
      return { message: m.done, emailConfirmed: true as const };
    },
  );

  r.post(
    '/api/confirm-email/resend',
    { onRequest: accountOnly, schema: { response: { 200: resendConfirmationResponse } } },
    async (request) => {
      const user = requireAccount(request);
      if (user.emailConfirmedAt) return { message: m.alreadyConfirmed, emailConfirmed: true };
      const limit = await limiter.hit(
        `confirm-resend:${user.id}`,
        CONFIRMATION_RESEND_LIMIT.max,
        CONFIRMATION_RESEND_LIMIT.windowMs,
      );
      if (!limit.allowed) throw tooManyRequests(m.tooMany, limit.retryAfterSeconds);
      const origin = ctx.linkOrigin();
      const { token } = await confirmationRepository(db).create(user.id, user.email);
      ctx.background.run('confirmation email', async () => {
        await ctx.mailer.send(confirmationEmail(user, confirmationLink(origin, token)));
      });
      return { message: m.sent(user.email), emailConfirmed: false };
    },
  );
}
