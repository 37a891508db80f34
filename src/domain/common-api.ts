// Shapes every part of the API shares (docs/product/api.md#conventions). Routes declare them
// as response schemas; the web takes its types from them with `import type`, so zod stays on
// the server and out of the web's first load.
import { z } from 'zod';
import { SESSION_END_REASONS } from './session-ended';

/** Every error, and answers that only say something to a person: `{"message": "..."}`. */
export const messageAnswer = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof messageAnswer>;

/**
 * A 401: the message; for a child's session that a teacher or its age ended, why too
 * (decision 186, src/domain/session-ended.ts), so the device keeps the work and asks to sign in.
 */
export const unauthorizedAnswer = messageAnswer.extend({
  statusCode: z.literal(401).optional(),
  error: z.literal('Unauthorized').optional(),
  sessionEnded: z.enum(SESSION_END_REASONS).optional(),
});

/** A 204 or a redirect: no body at all. */
export const noBody = z.undefined();

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
