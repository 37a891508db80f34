import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { findGuide, guideSummaries, type Localize } from '../../../../content/guides/index';
import { guideListResponse, guideParams, guideResponse } from '../../../domain/api/guides-api';
import { defaultLocale, locales, type Locale } from '../../../i18n/locales';
import type { AppDeps } from '../../app-deps';
import { requestLocale } from '../../i18n/request-locale';
import { localizedContent } from '../../i18n/translators';
import { forbidden, notFound } from '../../http/errors';
import { requireUser } from '../auth/guards';
import { requireConsentedGrownUp } from '../children/consent-repository';

/**
 * Each language's way of laying its translation over the guides' content (one function per
 * language, so the guides put together in it are kept); English is the content as written.
 */
const localizers = Object.fromEntries(
  locales.map((locale) => [
    locale,
    locale === defaultLocale
      ? undefined
      : (((name, exportName, value) => localizedContent(locale, name, exportName, value)) as Localize),
  ]),
) as Record<Locale, Localize | undefined>;

/**
 * The lesson guides API (docs/product/guides.md): for any grown-up whose email is confirmed,
 * parent or teacher (docs/decisions/290-guides-for-every-confirmed-grown-up.md). Who asks is
 * checked before which id (onRequest for the session, preValidation for consent), so a child or a
 * guest learns nothing about the ids.
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
    async (request) => ({ guides: guideSummaries(localizers[requestLocale(request)]) }),
  );

  app.get(
    '/api/guides/:id',
    {
      onRequest: grownUpsOnly,
      preValidation: confirmedGrownUp,
      schema: { params: guideParams, response: { 200: guideResponse } },
    },
    async (request) => {
      // In the request's language (docs/product/languages.md): the account's, the cookie's or the
      // browser's.
      const guide = findGuide(request.params.id, localizers[requestLocale(request)]);
      if (!guide) throw notFound('server.guides.unknownGuide', { id: request.params.id });
      return guide;
    },
  );
}
