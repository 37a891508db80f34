import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { childrenProgressResponse } from '../../../domain/api/child-progress-api';
import { childCodeLabResponse, progressQuery } from '../../../domain/api/child-work-api';
import { noBody } from '../../../domain/api/common-api';
import { levelForPoints } from '../../../domain/constants';
import {
  addChildBody,
  childExportResponse,
  childParams,
  childProfileResponse,
  deleteWithPasswordBody,
  FAMILY_MAX_CHILDREN,
  familyResponse,
  updateChildBody,
} from '../../../domain/api/family-api';
import { publicUser } from '../../../domain/api/user-api';
import type { AppDeps } from '../../app-deps';
import { conflict, notFound } from '../../http/errors';
import { createAuthContext } from '../auth/auth-context';
import { accountOnly, requireAccount } from '../auth/guards';
import { checkPasswordAgain } from '../auth/login-limits';
import { toPublicUser } from '../auth/public-user';
import { consentRepository, requireConsentedGrownUp } from '../children/consent-repository';
import { eraseRepository } from '../children/erase-repository';
import { childWorkRepository } from '../children/child-work-repository';
import { childProgressView } from '../children/progress-view';
import { knownTimeZone } from '../children/view-time';
import { exportChild } from './export-repository';
import { familyRepository, type ChildRow } from './family-repository';
import { requestLocale } from '../../i18n/request-locale';


const profileOf = (child: ChildRow) => ({
  id: child.id,
  nickname: child.nickname ?? '',
  avatarId: child.avatarId,
});

/**
 * A grown-up's family (docs/product.md#accounts-and-children,
 * docs/decisions/150-grown-ups-hold-accounts-children-have-profiles.md,
 * docs/decisions/153-deletes-leave-no-row.md, docs/decisions/154-switching-on-a-family-device.md):
 * their child profiles, switching this browser into one, each child's progress, export and delete.
 * Every route is the grown-up's own: signed out 401 and a child's session 403 before any input is
 * checked; another family's child is a 404.
 */
export async function familyRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps.database;
  const ctx = createAuthContext(app, deps);
  const family = familyRepository(db);
  const consents = consentRepository(db);
  const erase = eraseRepository(db);

  await app.register(async (scope) => {
    scope.addHook('onRequest', accountOnly);
    const r = scope.withTypeProvider<ZodTypeProvider>();

    /** The grown-up's child `id`, or 404. */
    async function ownChild(ownerId: number, id: number): Promise<ChildRow> {
      const child = await family.child(ownerId, id);
      if (!child) throw notFound('server.family.childNotFound');
      return child;
    }

    r.get('/api/family', { schema: { response: { 200: familyResponse } } }, async (request) => {
      const account = requireAccount(request);
      const [children, consent] = await Promise.all([
        family.children(account.id),
        consents.state(account.id),
      ]);
      return {
        children: children.map((child) => ({
          ...profileOf(child),
          points: child.points,
          level: levelForPoints(child.points),
        })),
        ...consent,
      };
    });

    // Only with consent standing (docs/decisions/151-consent-by-email-plus.md); a nickname the
    // family has is a 409.
    r.post(
      '/api/family/children',
      { schema: { body: addChildBody, response: { 201: childProfileResponse } } },
      async (request, reply) => {
        const account = await requireConsentedGrownUp(db, request);
        const added = await family.add(account.id, request.body, FAMILY_MAX_CHILDREN);
        if (added === 'taken') throw conflict('server.child.nicknameTaken');
        if (added === 'full') throw conflict('server.family.tooManyChildren', { max: FAMILY_MAX_CHILDREN });
        return reply.code(201).send(profileOf(added));
      },
    );

    r.patch(
      '/api/family/children/:id',
      {
        schema: {
          params: childParams,
          body: updateChildBody,
          response: { 200: childProfileResponse },
        },
      },
      async (request) => {
        const account = requireAccount(request);
        const updated = await family.update(account.id, request.params.id, request.body);
        if (updated === 'taken') throw conflict('server.child.nicknameTaken');
        if (!updated) throw notFound('server.family.childNotFound');
        return profileOf(updated);
      },
    );

    // This browser becomes the child's: the grown-up's session here ends
    // (docs/decisions/154-switching-on-a-family-device.md).
    r.post(
      '/api/family/children/:id/switch',
      { schema: { params: childParams, response: { 200: publicUser } } },
      async (request, reply) => {
        const account = requireAccount(request);
        const child = await ownChild(account.id, request.params.id);
        await ctx.startSession(request, reply, child);
        request.log.info({ userId: account.id, childId: child.id }, 'switched to a child');
        return toPublicUser(child, requestLocale(request));
      },
    );

    r.get(
      '/api/family/children/:id/progress',
      {
        schema: {
          params: childParams,
          querystring: progressQuery,
          response: { 200: childrenProgressResponse },
        },
      },
      async (request) => {
        const account = requireAccount(request);
        const children = await childProgressView(db).list(
          { familyOwnerId: account.id, childId: request.params.id },
          { now: deps.now(), timeZone: knownTimeZone(request.query.tz) },
        );
        if (children.length === 0) throw notFound('server.family.childNotFound');
        return { children };
      },
    );

    // The child's Code Lab work (docs/decisions/271-a-childs-code-lab-work.md), asked when the
    // grown-up opens their progress.
    r.get(
      '/api/family/children/:id/code-lab',
      { schema: { params: childParams, response: { 200: childCodeLabResponse } } },
      async (request) => {
        const account = requireAccount(request);
        const work = childWorkRepository(db);
        const { id } = request.params;
        if (!(await work.isInScope({ familyOwnerId: account.id }, id))) {
          throw notFound('server.family.childNotFound');
        }
        return { levels: await work.levels(id) };
      },
    );

    r.get(
      '/api/family/children/:id/export',
      { schema: { params: childParams, response: { 200: childExportResponse } } },
      async (request) => {
        const account = requireAccount(request);
        const child = await ownChild(account.id, request.params.id);
        return exportChild(db, child);
      },
    );

    // At once, everywhere: the child's next request is a guest's
    // (docs/decisions/153-deletes-leave-no-row.md).
    r.delete(
      '/api/family/children/:id',
      { schema: { params: childParams, body: deleteWithPasswordBody, response: { 204: noBody } } },
      async (request, reply) => {
        const account = requireAccount(request);
        const child = await ownChild(account.id, request.params.id);
        await checkPasswordAgain(db, request.ip, account, request.body.password);
        await erase.eraseFamilyChild(account.id, child.id);
        request.log.info({ userId: account.id, childId: child.id }, 'child deleted');
        return reply.code(204).send();
      },
    );
  });
}
