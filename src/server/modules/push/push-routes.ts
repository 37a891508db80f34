import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { REMINDER_DEFAULT_DELAY_MS } from '../../../domain/constants';
import { messageKey } from '../../../i18n/message-key';
import { pushPublicKey, pushSubscribed, pushUnsubscribed } from '../../../domain/api/push-api';
import type { AppDeps } from '../../app-deps';
import { conflict, tooManyRequests } from '../../http/errors';
import { accountOnly, refuseChild, requireAccount } from '../auth/guards';
import { userLimitKey } from '../rate-limit/limit-keys';
import { rateLimitRepository } from '../rate-limit/rate-limit-repository';
import { endpointFormProblem, type EndpointPolicy } from './endpoint-policy';
import { pushRepository } from './push-repository';
import type { VapidKeys } from './vapid';

const MINUTE = 60 * 1000;
// `delay_ms` is an integer column (at most about 24.8 days): 24 days fit
// (docs/decisions/088-bad-input-limits.md).
const MAX_DELAY_MS = 24 * 24 * 60 * MINUTE;
const base64urlBytes = (bytes: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { message: messageKey('server.reminders.base64url') })
    .refine((value) => Buffer.from(value, 'base64url').length === bytes, { message: messageKey('server.reminders.bytes'), params: { bytes } });

/**
 * An https endpoint on a public host name (no IP literal, no localhost or private name, the
 * standard port): docs/decisions/114-push-endpoints-public-only.md. A test's receiver on loopback
 * http is allowed in the test env only.
 */
const endpointOf = (allowLoopbackHttp: boolean) =>
  z
    .string()
    .max(2000)
    .refine((value) => endpointFormProblem(value, allowLoopbackHttp) === null, { message: messageKey('server.reminders.badEndpoint') });

// docs/product.md#reminders: at most 5 devices per account; subscribing 20 times an hour.
export const PUSH_SUBSCRIPTIONS_MAX = 5;
export const PUSH_SUBSCRIBE_LIMIT = { max: 20, windowMs: 60 * MINUTE } as const;

/** docs/product.md#reminders: opt-in reminder notifications for signed-in accounts. */
export async function pushRoutes(app: FastifyInstance, { database }: AppDeps, vapid: () => Promise<VapidKeys>, policy: EndpointPolicy): Promise<void> {
  const repo = pushRepository(database.db);
  const limiter = rateLimitRepository(database.db);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const endpoint = endpointOf(policy.allowLoopbackHttp);

  // Reminders are for accounts: a child's session reaches no push endpoint
  // (docs/decisions/150-grown-ups-hold-accounts-children-have-profiles.md).
  r.get('/api/push/public-key', { schema: { response: { 200: pushPublicKey } } }, async (request) => {
    refuseChild(request);
    return { publicKey: (await vapid()).publicKey };
  });

  r.post(
    '/api/push/subscribe',
    {
      onRequest: accountOnly,
      schema: {
        body: z.object({
          subscription: z.object({ endpoint, keys: z.object({ p256dh: base64urlBytes(65), auth: base64urlBytes(16) }) }),
          delayMs: z.number().int().min(MINUTE).max(MAX_DELAY_MS).optional(),
        }),
        response: { 201: pushSubscribed },
      },
    },
    async (request, reply) => {
      const user = requireAccount(request);
      const { subscription, delayMs } = request.body;
      const limit = await limiter.hit(userLimitKey('push-subscribe', user.id), PUSH_SUBSCRIBE_LIMIT.max, PUSH_SUBSCRIBE_LIMIT.windowMs);
      if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds, 'server.reminders.tooManySubscribes');
      const row = await repo.subscribeWithin(PUSH_SUBSCRIPTIONS_MAX, {
        userId: user.id,
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        delayMs: delayMs ?? REMINDER_DEFAULT_DELAY_MS,
      });
      if (!row) throw conflict('server.reminders.tooManyDevices', { max: PUSH_SUBSCRIPTIONS_MAX });
      return reply.code(201).send({ subscribed: true as const, nextReminderAt: row.nextReminderAt });
    },
  );

  r.post('/api/push/unsubscribe', { onRequest: accountOnly, schema: { body: z.object({ endpoint: z.string().max(2000) }), response: { 200: pushUnsubscribed } } }, async (request) => {
    const user = requireAccount(request);
    return { unsubscribed: await repo.remove(user.id, request.body.endpoint) };
  });
}
