// A teacher's class endpoints (docs/product.md#classes): each fetcher next to its query options
// and hooks. Types come from the server's response schemas (src/domain/class-api.ts).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChildrenProgressResponse } from '../../../domain/child-progress-api';
import type {
  addStudentsResponse,
  classListResponse,
  ClassDetail,
  ClassStudent,
  ClassSummary,
} from '../../../domain/class-api';
import type { Json } from '../../../domain/common-api';
import { CACHE_MS } from '../../../domain/constants';
import { apiGet, apiRequest } from '../../lib/api';

export type { ClassDetail, ClassStudent, ClassSummary };
type ClassList = Json<typeof classListResponse>;
type AddedStudents = Json<typeof addStudentsResponse>;

const CLASSES_KEY = '/api/classes';
const classPath = (id: number) => `${CLASSES_KEY}/${id}`;
const studentPath = (id: number, studentId: number) => `${classPath(id)}/students/${studentId}`;
/** GET /api/classes/:id/export: the class as CSV (a download, not a query). */
export const classExportPath = (id: number) => `${classPath(id)}/export`;

/** GET /api/classes: the teacher's own classes. */
export const classListQueryOptions = () =>
  queryOptions({ queryKey: [CLASSES_KEY], queryFn: () => apiGet<ClassList>(CLASSES_KEY) });

/** GET /api/classes/:id: the class with its children and their pictures. */
export const classQueryOptions = (id: number) =>
  queryOptions({ queryKey: [CLASSES_KEY, id], queryFn: () => apiGet<ClassDetail>(classPath(id)) });

/** GET /api/classes/:id/progress: every child's work, for the dashboard. */
export const classProgressQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [CLASSES_KEY, id, 'progress'],
    queryFn: () => apiGet<ChildrenProgressResponse>(`${classPath(id)}/progress`),
    staleTime: CACHE_MS.progress,
  });

/** POST /api/classes {name} → 201 the new class. */
export function useCreateClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => apiRequest<ClassSummary>('POST', CLASSES_KEY, { name }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [CLASSES_KEY] }),
  });
}

/** A change to a class: what the list, the class and its dashboard show is asked again after it. */
function useClassChange<A, T>(call: (arg: A) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [CLASSES_KEY] }),
  });
}

/** Every change to one class and its children. */
export function useClassChanges(id: number) {
  return {
    /** PATCH /api/classes/:id {name} */
    rename: useClassChange((name: string) =>
      apiRequest<ClassSummary>('PATCH', classPath(id), { name }),
    ),
    /** POST /api/classes/:id/join-code: a new code; the old one stops working. */
    newCode: useClassChange(() => apiRequest<ClassSummary>('POST', `${classPath(id)}/join-code`)),
    archive: useClassChange(() => apiRequest<ClassSummary>('POST', `${classPath(id)}/archive`)),
    restore: useClassChange(() => apiRequest<ClassSummary>('POST', `${classPath(id)}/restore`)),
    /** POST /api/classes/:id/students {nicknames} → 201: all of them or none. */
    addStudents: useClassChange((nicknames: string[]) =>
      apiRequest<AddedStudents>('POST', `${classPath(id)}/students`, { nicknames }),
    ),
    renameStudent: useClassChange(
      ({ studentId, nickname }: { studentId: number; nickname: string }) =>
        apiRequest<ClassStudent>('PATCH', studentPath(id, studentId), { nickname }),
    ),
    /** POST /api/classes/:id/students/:studentId/pictures: two new pictures. */
    newPictures: useClassChange((studentId: number) =>
      apiRequest<ClassStudent>('POST', `${studentPath(id, studentId)}/pictures`),
    ),
    removeStudent: useClassChange((studentId: number) =>
      apiRequest<null>('DELETE', studentPath(id, studentId)),
    ),
  };
}
