// What POST /api/feedback answers (docs/product/api.md#feedback); the request is
// `feedbackSubmissionSchema` (feedback.ts), and the admin's view of feedback is in admin-api.ts.
import { z } from 'zod';

/** 201: the id of the stored feedback. */
export const feedbackCreated = z.object({ id: z.number().int() });
