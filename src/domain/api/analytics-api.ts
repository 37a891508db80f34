// What the first-party analytics endpoints answer (docs/product/api.md#analytics): counts only.
import { z } from 'zod';

/**
 * POST /api/analytics/events: how many of the events the app sent were counted
 * (docs/decisions/143-the-server-counts-sign-ups-and-sign-ins.md).
 */
export const eventsAccepted = z.object({ accepted: z.number().int() });

const eventCount = z.object({ name: z.string(), category: z.string(), count: z.number().int() });

/** GET /api/admin/analytics: totals over the last `days` days, and the count of each day. */
export const analyticsReport = z.object({
  days: z.number().int(),
  totals: z.array(eventCount),
  /** `day` is a calendar day in UTC, `YYYY-MM-DD`. */
  daily: z.array(z.object({ day: z.string(), ...eventCount.shape })),
});
export type AnalyticsReport = z.infer<typeof analyticsReport>;
