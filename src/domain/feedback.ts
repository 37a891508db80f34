import { z } from 'zod';
import { DEFAULT_FEEDBACK_TYPE, FEEDBACK_SUBJECT, RATING_MAX, RATING_MIN } from './constants';

// docs/product.md#feedback-form: the 'Share Your Feedback' form asks three questions. The stored message
// combines the answers, each with its prefix, joined by blank lines; empty answers are left out.
export const FEEDBACK_QUESTIONS = [
  { id: 'helpful', label: 'What was helpful or exciting?', prefix: 'What was helpful or exciting' },
  { id: 'confusing', label: "What was confusing or didn't work?", prefix: "What was confusing or didn't work" },
  { id: 'recommend', label: 'Would you recommend it to a friend? Who would you tell?', prefix: 'Would you recommend it' },
] as const;

export type FeedbackAnswers = Record<(typeof FEEDBACK_QUESTIONS)[number]['id'], string>;

export const emptyFeedbackAnswers = (): FeedbackAnswers => ({ helpful: '', confusing: '', recommend: '' });

/** docs/product.md#feedback-form: the second question (confusing or not working) is the only required one. */
export const isFeedbackComplete = (answers: FeedbackAnswers): boolean => answers.confusing.trim() !== '';

export function composeFeedbackMessage(answers: FeedbackAnswers): string {
  return FEEDBACK_QUESTIONS.map((q) => ({ prefix: q.prefix, answer: answers[q.id].trim() }))
    .filter(({ answer }) => answer !== '')
    .map(({ prefix, answer }) => `${prefix}: ${answer}`)
    .join('\n\n');
}

export const FEEDBACK_LIMITS = { message: 5000, pageUrl: 2000, userAgent: 500, feedbackType: 50, subject: 200, email: 254 } as const;

/**
 * POST /api/feedback body (docs/product/api.md#feedback). `userId` may be sent (the spec's client does) but the
 * server never reads it: the author is whoever the session says.
 */
export const feedbackSubmissionSchema = z.object({
  rating: z.number().int().min(RATING_MIN).max(RATING_MAX).nullable().optional(),
  message: z.string().trim().min(1, 'Please write a message.').max(FEEDBACK_LIMITS.message),
  email: z
    .union([z.literal(''), z.email('Please give a valid email, or leave it empty.').max(FEEDBACK_LIMITS.email)])
    .nullable()
    .optional(),
  feedbackType: z.string().trim().min(1).max(FEEDBACK_LIMITS.feedbackType).default(DEFAULT_FEEDBACK_TYPE),
  subject: z.string().trim().min(1).max(FEEDBACK_LIMITS.subject).default(FEEDBACK_SUBJECT),
  pageUrl: z.string().max(FEEDBACK_LIMITS.pageUrl).nullable().optional(),
  userAgent: z.string().max(FEEDBACK_LIMITS.userAgent).nullable().optional(),
});

export type FeedbackSubmission = z.input<typeof feedbackSubmissionSchema> & { userId: number | null };
