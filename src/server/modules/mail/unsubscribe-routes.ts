import { z } from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageKey } from '../../../i18n/message-key';
import { messageAnswer, noBody } from '../../../domain/api/common-api';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../http/errors';
import { requestT } from '../../i18n/words';
import { unsubscribeRepository } from './unsubscribe-repository';

// Tokens are 256-bit base64url (43 characters); anything else cannot be one.
const token = z
  .string()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, { message: messageKey('server.unsubscribe.invalid') });

/**
 * Unsubscribe from outreach mail by the per-user token in every message: the page's JSON
 * POST, and RFC 8058 one-click (a mail client posts `List-Unsubscribe=One-Click` as a form,
 * cross-site, without a session).
 */
export async function unsubscribeRoutes(
  app: FastifyInstance,
  { database }: AppDeps,
): Promise<void> {
  const repo = unsubscribeRepository(database.db);
  const r = app.withTypeProvider<ZodTypeProvider>();

  const unsubscribe = async (request: FastifyRequest, value: string) => {
    if (!(await repo.unsubscribe(value))) throw notFound('server.unsubscribe.invalid');
    return { message: requestT(request)('server.unsubscribe.done') };
  };

  r.post(
    '/api/unsubscribe',
    { schema: { body: z.object({ token }), response: { 200: messageAnswer } } },
    async (request) => unsubscribe(request, request.body.token),
  );

  await app.register(async (oneClick) => {
    // Scoped to this plugin: only the one-click route accepts a form body.
    oneClick.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );
    const o = oneClick.withTypeProvider<ZodTypeProvider>();
    o.post(
      '/api/unsubscribe/one-click',
      {
        config: {
          allowCrossSite: true,
          sweepExemption:
            'RFC 8058: mail clients post a form here, cross-site and without a session',
        },
        schema: { querystring: z.object({ token }), response: { 200: messageAnswer } },
      },
      async (request) => unsubscribe(request, request.query.token),
    );
    // A person who opens the one-click address in a browser gets the confirm page; a GET
    // never unsubscribes (link scanners follow links).
    o.get(
      '/api/unsubscribe/one-click',
      {
        schema: {
          querystring: z.object({ token: z.string().max(200).optional() }),
          response: { 303: noBody },
        },
      },
      async (request, reply) =>
        reply.redirect(`/unsubscribe?token=${encodeURIComponent(request.query.token ?? '')}`, 303),
    );
  });
}
