// The teacher's class gallery calls (docs/product/gallery-screens.md): the pending queue and the
// approved drawings, approve, "not this time" and remove. Types from src/domain/api/gallery-api.ts.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeacherGalleryItem } from '../../../../domain/api/gallery-api';
import { apiGet, apiRequest } from '../../../lib/api';

export type { TeacherGalleryItem };
export type GalleryList = 'pending' | 'approved';

const galleryPath = (classId: number) => `/api/classes/${classId}/gallery`;
const itemPath = (classId: number, itemId: number) => `${galleryPath(classId)}/${itemId}`;
const galleryKey = (classId: number) => ['/api/classes', classId, 'gallery'] as const;

/** What a gallery holds: drawings, games from the game studio, tunes from the tune studio, NeighborNet's houses or Find My Keys' finders. */
export type GalleryKind = 'drawing' | 'game' | 'tune' | 'page' | 'finder';

/** GET /api/classes/:id/gallery?status=&kind=: oldest share first. Asked again when the tab opens. */
export const teacherGalleryQueryOptions = (classId: number, status: GalleryList, kind: GalleryKind = 'drawing') =>
  queryOptions({
    queryKey: [...galleryKey(classId), status, kind],
    queryFn: () =>
      apiGet<{ items: TeacherGalleryItem[] }>(
        `${galleryPath(classId)}?status=${status}${kind === 'drawing' ? '' : `&kind=${kind}`}`,
      ),
    staleTime: 0,
  });

/** Approve, turn down or remove a drawing; both lists are asked again after. */
export function useGalleryChanges(classId: number) {
  const queryClient = useQueryClient();
  const change = <T>(call: (itemId: number) => Promise<T>) => ({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: galleryKey(classId) }),
  });
  return {
    approve: useMutation(
      change((itemId: number) =>
        apiRequest<TeacherGalleryItem>('POST', `${itemPath(classId, itemId)}/approve`),
      ),
    ),
    reject: useMutation(
      change((itemId: number) =>
        apiRequest<TeacherGalleryItem>('POST', `${itemPath(classId, itemId)}/reject`),
      ),
    ),
    remove: useMutation(
      change((itemId: number) => apiRequest<null>('DELETE', itemPath(classId, itemId))),
    ),
  };
}
