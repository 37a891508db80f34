// A class child's gallery calls (docs/product/gallery-screens.md): the class's approved drawings
// and reactions (sharing is each kind's: creations/creations-api.ts). Types come from src/domain/api/gallery-api.ts with
// `import type`, so zod stays out of the page.
import { queryOptions } from '@tanstack/react-query';
import type { ClassGalleryItem, GalleryStatus, ReactionKind } from '../../../../domain/api/gallery-api';
import { apiGet, apiRequest } from '../../../lib/api';
import type { PersonKey } from '../../../lib/person-store';

export type { ClassGalleryItem, ReactionKind };
export type ClassGallery = { galleryOn: boolean; items: ClassGalleryItem[] };
/** A creation's place in the gallery, as GET /api/code-lab/creations/:kind gives it (null: not shared). */
export type DrawingShare = { itemId: number; status: GalleryStatus };

const CLASS_GALLERY_KEY = ['/api/class-gallery'] as const;

/**
 * GET /api/class-gallery: for a class child, `galleryOn` and the approved drawings, newest first;
 * 404 for anyone else. Asked again whenever the page or the studio opens.
 */
export const classGalleryQuery = (person: PersonKey) =>
  queryOptions({
    queryKey: [...CLASS_GALLERY_KEY, person],
    queryFn: () => apiGet<ClassGallery>(CLASS_GALLERY_KEY[0]),
    staleTime: 0,
    retry: false,
  });

const reactionsPath = (itemId: number) => `${CLASS_GALLERY_KEY[0]}/${itemId}/reactions`;

/** POST {kind} → 204: one reaction per child per drawing, a new kind replaces the old. */
export const postReaction = (itemId: number, kind: ReactionKind) =>
  apiRequest<null>('POST', reactionsPath(itemId), { kind });

/** DELETE → 204: takes this child's reaction back. */
export const deleteReaction = (itemId: number) => apiRequest<null>('DELETE', reactionsPath(itemId));
