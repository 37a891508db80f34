// The lesson guides' endpoints (docs/product/guide-pages.md): GET /api/guides and GET
// /api/guides/:id, for a signed-in grown-up. Types come from src/domain/api/guides-api.ts. Answers are
// asked for on each visit and never kept past it (gcTime): nothing with an answer in it stays in
// the browser once the teacher leaves the page.
import { queryOptions } from '@tanstack/react-query';
import type { Guide, GuideSummary, WORLD_GUIDE_PREFIX as Prefix } from '../../../domain/api/guides-api';
import type { Locale } from '../../../i18n/locales';
import { apiGet } from '../../lib/api';
import { paths } from '../../lib/paths';

export type { Guide, GuideSummary };

const GUIDES_KEY = '/api/guides';
/** The domain's prefix, typed as it (the web takes types only from an API module): tsc keeps them one. */
const WORLD_GUIDE_PREFIX: typeof Prefix = 'code-lab-';

// The server sends a guide in the request's language (the cookie or account says which), so the
// page's language is part of each key: a switch asks again.

/** GET /api/guides: every guide's title and objective, lessons first, then the worlds. */
export const guideListQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: [GUIDES_KEY, { locale }],
    queryFn: () => apiGet<{ guides: GuideSummary[] }>(GUIDES_KEY),
  });

/** GET /api/guides/:id: a whole guide, answers included. */
export const guideQueryOptions = (id: string, locale: Locale) =>
  queryOptions({
    queryKey: [GUIDES_KEY, id, { locale }],
    queryFn: () => apiGet<Guide>(`${GUIDES_KEY}/${encodeURIComponent(id)}`),
    gcTime: 0,
    retry: false,
  });

/** The guide's id for a lesson's page (`loops`) or a world's (`code-lab-tech-lab`). */
export const lessonGuideId = (lessonId: string) => lessonId;
export const worldGuideId = (worldId: string) => `${WORLD_GUIDE_PREFIX}${worldId}`;

/** Where a guide's page is, from its id. */
export const guidePath = (id: string): string =>
  id.startsWith(WORLD_GUIDE_PREFIX)
    ? paths.teachWorld(id.slice(WORLD_GUIDE_PREFIX.length))
    : paths.teachLesson(id);
