import { z } from 'zod';
import { messageKey } from '../../../i18n/message-key';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { analyticsReport, eventsAccepted } from '../../../domain/api/analytics-api';
import { ANALYTICS_APP_EVENTS, ANALYTICS_BATCH_MAX, ANALYTICS_EVENTS } from '../../../domain/constants';
import type { AppDeps } from '../../app-deps';
import { tooManyRequests } from '../../http/errors';
import { requireAdmin } from '../auth/guards';
import { rateLimitRepository } from '../rate-limit/rate-limit-repository';
import { analyticsRepository, type EventCount } from './analytics-repository';

// Generous: a whole classroom behind one school IP still fits.
export const ANALYTICS_RATE = { limit: 1000, windowMs: 60 * 60 * 1000 } as const;

const eventsBody = z.object({
  events: z
    .array(
      z.object({
        name: z.enum(ANALYTICS_EVENTS),
        category: z.string().trim().max(40).regex(/^[a-z0-9_ -]*$/i, { message: messageKey('server.analytics.category') }).optional(),
      }),
    )
    .min(1)
    .max(ANALYTICS_BATCH_MAX),
});

const isAppEvent = (name: string): boolean => (ANALYTICS_APP_EVENTS as readonly string[]).includes(name);

/** First-party analytics (docs/product.md#analytics): counts per day, name and category; nothing personal. */
export async function analyticsRoutes(app: FastifyInstance, { database }: AppDeps): Promise<void> {
  const repo = analyticsRepository(database.db);
  const limiter = rateLimitRepository(database.db);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/analytics/events', { schema: { body: eventsBody, response: { 200: eventsAccepted } } }, async (request) => {
    const hit = await limiter.hit(`analytics:${request.ip}`, ANALYTICS_RATE.limit, ANALYTICS_RATE.windowMs);
    if (!hit.allowed) throw tooManyRequests(hit.retryAfterSeconds, 'server.analytics.tooMany');
    const counts = new Map<string, EventCount>();
    // Sign-ups and sign-ins are counted by the routes that do them
    // (docs/decisions/143-the-server-counts-sign-ups-and-sign-ins.md): from an older app they are
    // accepted and left out, so they are not counted twice.
    const appEvents = request.body.events.filter((event) => isAppEvent(event.name));
    for (const event of appEvents) {
      const category = (event.category ?? '').toLowerCase();
      const key = `${event.name}\u0000${category}`;
      const entry = counts.get(key) ?? { name: event.name, category, count: 0 };
      entry.count += 1;
      counts.set(key, entry);
    }
    await repo.add([...counts.values()]);
    return { accepted: appEvents.length };
  });
}

/** The admin's view of the counts (registered in the admin scope, whose hook refuses non-admins first). */
export async function adminAnalyticsRoutes(app: FastifyInstance, { database }: AppDeps): Promise<void> {
  const repo = analyticsRepository(database.db);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/admin/analytics', { schema: { querystring: z.object({ days: z.coerce.number().int().min(1).max(366).default(30) }), response: { 200: analyticsReport } } }, async (request) => {
    requireAdmin(request);
    const { days } = request.query;
    const daily = await repo.daily(days);
    const totals = new Map<string, EventCount>();
    for (const row of daily) {
      const key = `${row.name}\u0000${row.category}`;
      const entry = totals.get(key) ?? { name: row.name, category: row.category, count: 0 };
      entry.count += row.count;
      totals.set(key, entry);
    }
    return { days, totals: [...totals.values()].sort((a, b) => b.count - a.count), daily };
  });
}
