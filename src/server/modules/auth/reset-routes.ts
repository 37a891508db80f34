import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  passwordResetBody,
  passwordResetCheckBody,
  passwordResetRequestBody,
} from '../../../domain/api/account-schemas';
import { messageAnswer } from '../../../domain/api/common-api';
import { passwordResetCheckAnswer } from '../../../domain/api/user-api';
import { badRequest, gone, tooManyRequests } from '../../http/errors';
import { requestLocale } from '../../i18n/request-locale';
import { requestT } from '../../i18n/words';
import { resetLimitKey } from '../rate-limit/limit-keys';
import { rateLimitRepository } from '../rate-limit/rate-limit-repository';
import { recipientLocale, resetEmail } from './emails';
import { hashPassword } from './password';
import { userRepository } from './repository';
import { resetRepository } from './reset-repository';
import type { AuthContext } from './auth-context';
import { sessionRepository } from './session-repository';

// docs/product.md#rate-limits: 3 reset emails per hour per email address.
export const RESET_REQUEST_LIMIT = { max: 3, windowMs: 60 * 60 * 1000 } as const;
// docs/product.md#rate-limits: 20 password resets (right or wrong token) per 15 minutes per address.
export const RESET_IP_LIMIT = { max: 20, windowMs: 15 * 60 * 1000 } as const;

// docs/decisions/127-reset-link-checked-on-open.md: checking a link is limited per address, counted
// in the same atomic step.
export const RESET_CHECK_LIMIT = { max: 20, windowMs: 15 * 60 * 1000 } as const;

export async function resetRoutes(app: FastifyInstance, ctx: AuthContext): Promise<void> {
  const { db } = ctx.database;
  const limiter = rateLimitRepository(db);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/password-reset-request',
    { schema: { body: passwordResetRequestBody, response: { 200: messageAnswer } } },
    async (request) => {
      const { email } = request.body;
      // Counted for every address, known or not, so the limit itself reveals nothing.
      const limit = await limiter.hit(
        resetLimitKey(email),
        RESET_REQUEST_LIMIT.max,
        RESET_REQUEST_LIMIT.windowMs,
      );
      if (!limit.allowed)
        throw tooManyRequests(limit.retryAfterSeconds, 'server.auth.tooManyResets');
      const origin = ctx.linkOrigin();
      const asked = requestLocale(request);
      // Looked up and mailed after answering: the same answer, in the same time, either way.
      ctx.background.run('password reset email', async () => {
        const user = await userRepository(db).findByEmail(email);
        if (!user) return;
        const { token } = await resetRepository(db).create(user.id);
        await ctx.mailer.send(
          resetEmail(
            user,
            `${origin}/reset-password?token=${encodeURIComponent(token)}`,
            recipientLocale(user, asked),
          ),
        );
      });
      return { message: requestT(request)('server.auth.resetRequested') };
    },
  );

  // docs/product.md#reset-password-page: the page asks when it opens; the link is not used up.
  r.post(
    '/api/reset-password/check',
    { schema: { body: passwordResetCheckBody, response: { 200: passwordResetCheckAnswer } } },
    async (request) => {
      const limit = await limiter.hit(
        `reset-check:${request.ip}`,
        RESET_CHECK_LIMIT.max,
        RESET_CHECK_LIMIT.windowMs,
      );
      if (!limit.allowed)
        throw tooManyRequests(limit.retryAfterSeconds, 'server.auth.tooManyResetChecks');
      const status = await resetRepository(db).status(request.body.token);
      if (status === 'used') throw gone('server.auth.resetUsed');
      if (status === 'expired') throw gone('server.auth.resetExpired');
      if (status === 'unknown') throw badRequest('server.auth.resetInvalid');
      return { valid: true as const };
    },
  );

  r.post('/api/password-reset', { schema: { body: passwordResetBody, response: { 200: messageAnswer } } }, async (request) => {
    const { token, newPassword } = request.body;
    const limit = await limiter.hit(`reset-ip:${request.ip}`, RESET_IP_LIMIT.max, RESET_IP_LIMIT.windowMs);
    if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds, 'server.auth.tooManyPasswordChanges');
    // The token is looked at before the (slow, on purpose) hashing: a wrong token costs nothing.
    if (!(await resetRepository(db).isUsable(token))) throw badRequest('server.auth.resetInvalid');
    const passwordHash = await hashPassword(newPassword);
    const userId = await db.transaction(async (tx) => {
      const owner = await resetRepository(tx).consume(token);
      if (owner === null) return null;
      await userRepository(tx).setPasswordHash(owner, passwordHash);
      await resetRepository(tx).revokeAllForUser(owner);
      // docs/product.md#password-reset: a reset ends every session of that user.
      await sessionRepository(tx).deleteAllForUser(owner);
      return owner;
    });
    if (userId === null) throw badRequest('server.auth.resetInvalid');
    request.log.info({ userId }, 'password reset');
    return { message: requestT(request)('server.auth.resetDone') };
  });
}
