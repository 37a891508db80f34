import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { REMINDER_DEFAULT_DELAY_MS } from '../../../domain/constants';
import { adminMessages } from '../../../domain/admin-messages';
import { pushPublicKey, pushSubscribed, pushUnsubscribed } from '../../../domain/push-api';
import type { AppDeps } from '../../app';
import { requireUser } from '../auth/guards';
import { pushRepository } from './push-repository';
import type { VapidKeys } from './vapid';

const MINUTE = 60 * 1000;
// `delay_ms` is an integer column (at most about 24.8 days): 24 days fit (decision 088).
const MAX_DELAY_MS = 24 * 24 * 60 * MINUTE;
const base64urlBytes = (bytes: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { message: 'must be base64url' })
    .refine((value) => Buffer.from(value, 'base64url').length === bytes, { message: `must be ${bytes} bytes` });

/** Push services are https; a test's local receiver on loopback is allowed in the test env only. */
const endpointOf = (allowLoopbackHttp: boolean) =>
  z
    .string()
    .max(2000)
    .refine(
      (value) => {
        try {
          const url = new URL(value);
          if (url.protocol === 'https:') return true;
          return allowLoopbackHttp && url.protocol === 'http:' && (url.hostname === '127.0.0.1' || url.hostname === 'localhost');
        } catch {
          return false;
        }
      },
      { message: adminMessages.reminders.badEndpoint },
    );

/** docs/product.md#reminders: opt-in reminder notifications for signed-in accounts. */
export async function pushRoutes(app: FastifyInstance, { database, env }: AppDeps, vapid: () => Promise<VapidKeys>): Promise<void> {
  const repo = pushRepository(database.db);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const endpoint = endpointOf(env.NODE_ENV === 'test');

  r.get('/api/push/public-key', { schema: { response: { 200: pushPublicKey } } }, async () => ({ publicKey: (await vapid()).publicKey }));

  r.post(
    '/api/push/subscribe',
    {
      schema: {
        body: z.object({
          subscription: z.object({ endpoint, keys: z.object({ p256dh: base64urlBytes(65), auth: base64urlBytes(16) }) }),
          delayMs: z.number().int().min(MINUTE).max(MAX_DELAY_MS).optional(),
        }),
        response: { 201: pushSubscribed },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { subscription, delayMs } = request.body;
      const row = await repo.upsert({
        userId: user.id,
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        delayMs: delayMs ?? REMINDER_DEFAULT_DELAY_MS,
      });
      return reply.code(201).send({ subscribed: true as const, nextReminderAt: row.nextReminderAt });
    },
  );

  r.post('/api/push/unsubscribe', { schema: { body: z.object({ endpoint: z.string().max(2000) }), response: { 200: pushUnsubscribed } } }, async (request) => {
    const user = requireUser(request);
    return { unsubscribed: await repo.remove(user.id, request.body.endpoint) };
  });
}
