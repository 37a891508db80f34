// The service's own endpoints (docs/product/api.md#health-and-config): health and the public config.
import { z } from 'zod';

/** GET /api/health: 200 when the database answers. */
export const healthAnswer = z.object({ status: z.literal('ok') });
/** GET /api/health: 503 when it does not. */
export const healthUnavailable = z.object({
  status: z.literal('unavailable'),
  message: z.string(),
});

/**
 * GET /api/config: the settings the server shares with the browser. This is the whole list:
 * only what is listed here reaches a page (the server also writes it into each page it serves).
 */
export const publicConfig = z.object({ bookUrl: z.string() });
export type PublicConfig = z.infer<typeof publicConfig>;
