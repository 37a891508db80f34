import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { findGuide, guideSummaries } from '../../../../content/guides/index';
import { guideListResponse, guideParams, guideResponse } from '../../../domain/guides-api';
import type { AppDeps } from '../../app';
import { forbidden, notFound } from '../../http/errors';
import { requireUser } from '../auth/guards';
import { requireConsentedGrownUp } from '../children/consent-repository';

/**
 * The lesson guides API (docs/product/guides.md): for any grown-up whose email is confirmed,
 * parent or teacher (decision 290). Who asks is checked before which id (onRequest for the
 * session, preValidation for consent), so a child or a guest learns nothing about the ids.
 */
export async function guideRoutes(parent: FastifyInstance, deps: AppDeps): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;

  // Signed out 401; a child's session 403 with a kind word of its own.
  const grownUpsOnly = async (request: FastifyRequest) => {
    if (requireUser(request).kind === 'child') throw forbidden('server.guides.forGrownUps');
  };
  // A grown-up's account whose email is confirmed (consent stands), as for classes.
  const confirmedGrownUp = async (request: FastifyRequest) => {
    await requireConsentedGrownUp(db, request);
  };

  app.get(
    '/api/guides',
    {
      onRequest: grownUpsOnly,
      preValidation: confirmedGrownUp,
      schema: { response: { 200: guideListResponse } },
    },
    async () => ({ guides: guideSummaries() }),
  );

  app.get(
    '/api/guides/:id',
    {
      onRequest: grownUpsOnly,
      preValidation: confirmedGrownUp,
      schema: { params: guideParams, response: { 200: guideResponse } },
    },
    async (request) => {
      const guide = findGuide(request.params.id);
      if (!guide) throw notFound('server.guides.unknownGuide', { id: request.params.id });
      return guide;
    },
  );
}
