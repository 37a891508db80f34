import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { streetPageParams, streetResponse } from '../../../domain/api/street-api';
import { buildPage } from '../../../domain/code-lab/stages/web/build-page';
import { streetPagePath } from '../../../domain/street';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../http/errors';
import { requestLocale } from '../../i18n/request-locale';
import { translatorFor } from '../../i18n/translators';
import { requireUser } from '../auth/guards';
import { asAccount } from '../auth/repository';
import { sendBuiltPage } from './send-built-page';
import { streetRepository, type StreetViewer } from './street-repository';

/**
 * The class street (docs/decisions/411-neighbornet.md): a class child's class's approved
 * NeighborNet houses, and each house's pages built by the server from the approved version's
 * program, for a child or the teacher of that class only, while its gallery is on. Anyone else
 * finds nothing: 404, a guest too (as the class gallery answers,
 * docs/decisions/301-what-the-class-sees.md), so a house's address says nothing of it outside
 * its class.
 */
export async function streetRoutes(parent: FastifyInstance, deps: AppDeps): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const street = streetRepository(deps.database.db);

  // A guest finds none; a child whose session ended still hears why (requireUser).
  const guestFindsNothing = (message: 'server.street.noStreet' | 'server.street.houseNotFound') => async (request: FastifyRequest) => {
    if (!request.user && !request.sessionEnded) throw notFound(message);
    requireUser(request);
  };

  app.get(
    '/api/street',
    { onRequest: guestFindsNothing('server.street.noStreet'), schema: { response: { 200: streetResponse } } },
    async (request) => {
      const user = requireUser(request);
      if (user.kind !== 'child' || user.classId === null) throw notFound('server.street.noStreet');
      return street.forChild({ id: user.id, classId: user.classId });
    },
  );

  app.get(
    '/api/street/:creationId/:page',
    {
      onRequest: guestFindsNothing('server.street.houseNotFound'),
      // Its answer is a built web page (text/html), not JSON: tests/api/bad-input-endpoints.ts
      // writes its cases by hand.
      config: { sweepExemption: 'answers a built web page (text/html), not JSON' },
      schema: { params: streetPageParams },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const account = asAccount(user);
      const viewer: StreetViewer | null =
        user.kind === 'child' && user.classId !== null ? { classId: user.classId } : account ? { teacherId: account.id } : null;
      if (!viewer) throw notFound('server.street.houseNotFound');
      const { creationId, page } = request.params;
      const house = await street.house(creationId, viewer);
      if (!house || page > house.program.pages.length) throw notFound('server.street.houseNotFound');
      const locale = requestLocale(request);
      // Links to the house's pages are siblings of this address; links to a house go to its first
      // page, and only to a house still on this street (otherwise the link is its words only).
      const html = buildPage(house.program, page - 1, {
        t: translatorFor(locale),
        lang: locale,
        pageHref: (n) => streetPagePath(creationId, n),
        houseHref: (id) => (house.street.has(id) ? streetPagePath(id, 1) : undefined),
      });
      return sendBuiltPage(reply, html);
    },
  );
}
