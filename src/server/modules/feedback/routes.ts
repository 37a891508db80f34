import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { feedbackSubmissionSchema } from '../../../domain/feedback';
import { feedbackCreated } from '../../../domain/api/feedback-api';
import type { AppDeps } from '../../app-deps';
import { tooManyRequests } from '../../http/errors';
import { rateLimitRepository } from '../rate-limit/rate-limit-repository';
import { feedbackRepository } from './feedback-repository';

// docs/product.md#rate-limits: feedback 10 per hour per IP.
const FEEDBACK_RATE_LIMIT = { max: 10, windowMs: 60 * 60 * 1000 } as const;

export async function feedbackRoutes(app: FastifyInstance, { database }: AppDeps): Promise<void> {
  const repo = feedbackRepository(database.db);
  const limiter = rateLimitRepository(database.db);

  app.withTypeProvider<ZodTypeProvider>().post('/api/feedback', { schema: { body: feedbackSubmissionSchema, response: { 201: feedbackCreated } } }, async (request, reply) => {
    const limit = await limiter.hit(`feedback:ip:${request.ip}`, FEEDBACK_RATE_LIMIT.max, FEEDBACK_RATE_LIMIT.windowMs);
    if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds, 'server.feedback.tooMany');

    const body = request.body;
    // The author is whoever the session says; a userId in the body is never trusted.
    const user = request.user;
    const email = body.email?.trim() || user?.email || null;
    const created = await repo.insert({
      userId: user?.id ?? null,
      email,
      rating: body.rating ?? null,
      feedbackType: body.feedbackType,
      subject: body.subject,
      message: body.message,
      pageUrl: body.pageUrl?.trim() || null,
      userAgent: body.userAgent?.trim() || null,
    });
    return reply.code(201).send({ id: created.id });
  });
}
