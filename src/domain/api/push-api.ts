// What the reminder (Web Push) endpoints answer (docs/product/api.md#reminders).
import { z } from 'zod';
import { isoDateTime } from './common-api';

/** GET /api/push/public-key: the VAPID key the browser subscribes with. */
export const pushPublicKey = z.object({ publicKey: z.string() });

/** POST /api/push/subscribe (201): when the first reminder is due. */
export const pushSubscribed = z.object({
  subscribed: z.literal(true),
  nextReminderAt: isoDateTime,
});

/** POST /api/push/unsubscribe: false when that endpoint was not subscribed. */
export const pushUnsubscribed = z.object({ unsubscribed: z.boolean() });
