// Shapes every part of the API shares (docs/product/api.md#conventions). Routes declare them
// as response schemas; the web takes its types from them with `import type`, so zod stays on
// the server and out of the web's first load.
import { z } from 'zod';
import { SESSION_END_REASONS } from '../accounts/session-ended';

/** Every error, and answers that only say something to a person: `{"message": "..."}`. */
export const messageAnswer = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof messageAnswer>;

/**
 * A 401: the message; for a child's session that a teacher or its age ended, why too
 * (docs/decisions/186-a-child-hears-why-their-session-ended.md,
 * src/domain/accounts/session-ended.ts), so the device keeps the work and asks to sign in.
 */
export const unauthorizedAnswer = messageAnswer.extend({
  statusCode: z.literal(401).optional(),
  error: z.literal('Unauthorized').optional(),
  sessionEnded: z.enum(SESSION_END_REASONS).optional(),
});

/** A 204 or a redirect: no body at all. */
export const noBody = z.undefined();

/** The largest id a PostgreSQL `integer` column holds. */
const MAX_DB_ID = 2_147_483_647;
/**
 * An id in a path or query string (docs/decisions/379-names-ids-and-archived-work.md): plain
 * decimal digits only. `Number()` reads `1e0`, `0x1`, `1.0` and ` 1` as 1, so those would name row
 * 1 under another spelling; they are refused like any other text that is not an id (400 naming the
 * field), as is an id beyond the column (which the database would refuse with a 500).
 */
export const idParam = () =>
  z
    .string()
    .regex(/^[0-9]{1,10}$/, { error: 'Must be an id: whole digits only.' })
    .transform(Number)
    .pipe(z.number().int().positive().max(MAX_DB_ID));

/**
 * A moment in time: a `Date` on the server, an ISO 8601 string in JSON
 * (`2026-11-24T09:30:00.000Z`, what `Date#toISOString` writes).
 * Server code works with `z.output` (Date); the web reads `z.input` (string).
 */
export const isoDateTime = z.codec(z.iso.datetime(), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});

/** A shape as it travels in JSON: dates are strings (the schema's input side). */
export type Json<Schema extends z.ZodType> = z.input<Schema>;
