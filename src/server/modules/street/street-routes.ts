import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { streetPageParams, streetPageResponse, streetPassPageParams, streetResponse } from '../../../domain/api/street-api';
import { buildPage } from '../../../domain/code-lab/stages/web/build-page';
import { streetPagePath } from '../../../domain/street';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../http/errors';
import { requestLocale } from '../../i18n/request-locale';
import { translatorFor } from '../../i18n/translators';
import { requireUser } from '../auth/guards';
import { asAccount } from '../auth/repository';
import { serveBuiltPage } from '../code-lab/web-lab-routes';
import { streetPass, viewerOfPass } from './street-pass';
import { streetRepository, type StreetViewer } from './street-repository';

/**
 * The class street (docs/decisions/411-neighbornet.md): a class child's class's approved
 * NeighborNet houses, and each house's pages built by the server from the approved version's
 * program, for a child or the teacher of that class only, while its gallery is on. Anyone else
 * finds nothing: 404, a guest too (as the class gallery answers,
 * docs/decisions/301-what-the-class-sees.md), so a house's address says nothing of it outside
 * its class. A page asked for by a frame (which sends no cookie) names its viewer by a street pass
 * in its path (street-pass.ts).
 */
export async function streetRoutes(parent: FastifyInstance, deps: AppDeps): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const street = streetRepository(db);

  // A guest finds none; a child whose session ended still hears why (requireUser).
  const guestFindsNothing = (message: 'server.street.noStreet' | 'server.street.houseNotFound') => async (request: FastifyRequest) => {
    if (!request.user && !request.sessionEnded) throw notFound(message);
    requireUser(request);
  };

  /** Page `page` of a house the viewer may see, its links carrying `pass`; 404 for anything else. */
  async function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    viewer: StreetViewer | null,
    place: { creationId: number; page: number; pass: string },
  ) {
    const { creationId, page, pass } = place;
    const house = viewer && (await street.house(creationId, viewer));
    if (!house || page > house.program.pages.length) throw notFound('server.street.houseNotFound');
    const locale = requestLocale(request);
    // Links to the house's pages and to houses still on this street; a link to a house taken
    // down is its words only.
    const html = buildPage(house.program, page - 1, {
      t: translatorFor(locale),
      lang: locale,
      pageHref: (n) => streetPagePath(creationId, n, pass),
      houseHref: (id) => (house.street.has(id) ? streetPagePath(id, 1, pass) : undefined),
    });
    return serveBuiltPage(reply, html);
  }

  app.get(
    '/api/street',
    { onRequest: guestFindsNothing('server.street.noStreet'), schema: { response: { 200: streetResponse } } },
    async (request) => {
      const user = requireUser(request);
      if (user.kind !== 'child' || user.classId === null) throw notFound('server.street.noStreet');
      const houses = await street.forChild({ id: user.id, classId: user.classId });
      return { ...houses, pass: streetPass(user.id, request.sessionToken!) };
    },
  );

  app.get(
    '/api/street/:creationId/:page',
    {
      onRequest: guestFindsNothing('server.street.houseNotFound'),
      // Its answer is a built web page (text/html), not JSON: tests/api/bad-input-endpoints.ts
      // writes its cases by hand.
      config: { sweepExemption: 'answers a built web page (text/html), not JSON' },
      schema: { params: streetPageParams, response: { 200: streetPageResponse } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const account = asAccount(user);
      const viewer: StreetViewer | null =
        user.kind === 'child' && user.classId !== null ? { classId: user.classId } : account ? { teacherId: account.id } : null;
      return sendPage(request, reply, viewer, { ...request.params, pass: streetPass(user.id, request.sessionToken!) });
    },
  );

  app.get(
    '/api/street/:creationId/:page/:pass',
    {
      config: { sweepExemption: 'answers a built web page (text/html), not JSON' },
      schema: { params: streetPassPageParams, response: { 200: streetPageResponse } },
    },
    async (request, reply) => sendPage(request, reply, await viewerOfPass(db, request.params.pass), request.params),
  );
}
