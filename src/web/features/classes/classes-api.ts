// A teacher's class endpoints (docs/product.md#classes): each fetcher next to its query options
// and hooks. Types come from the server's response schemas (src/domain/api/class-api.ts).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChildrenProgressResponse } from '../../../domain/api/child-progress-api';
import type { ChildCodeLab } from '../../../domain/api/child-work-api';
import type {
  addStudentsResponse,
  classListResponse,
  ClassDetail as Detail,
  ClassStudent,
  ClassSummary,
} from '../../../domain/api/class-api';
import type { Json } from '../../../domain/api/common-api';
import { CACHE_MS } from '../../../domain/constants';
import type { Locale } from '../../../i18n/locales';
import { apiGet, apiRequest } from '../../lib/api';
import { tzQuery } from '../../lib/time-zone-query';

export type { ClassStudent, ClassSummary };
/**
 * The class as GET /api/classes/:id gives it, with the picture sign-in's locks: each child's
 * `signInLockedUntil` (3 misses in a row) and the class's `signInPausedUntil` (ISO times, or
 * null). Optional here until every server sends them (docs/product.md#classes).
 */
export type ClassDetail = Omit<Detail, 'students'> & {
  signInPausedUntil?: string | null;
  /**
   * The class's language (PATCH {locale}): its children's first language; null (or absent, from
   * a server before issue 26) when not set, each child keeping their own.
   */
  locale?: Locale | null;
  students: (ClassStudent & { signInLockedUntil?: string | null })[];
};
type ClassList = Json<typeof classListResponse>;
type AddedStudents = Json<typeof addStudentsResponse>;

const CLASSES_KEY = '/api/classes';
const classPath = (id: number) => `${CLASSES_KEY}/${id}`;
const studentPath = (id: number, studentId: number) => `${classPath(id)}/students/${studentId}`;
/**
 * GET /api/classes/:id/export: the class as CSV (a download, not a query), its "Last active" in
 * the teacher's time zone when `withTimeZone` (the browser's first Intl.DateTimeFormat costs
 * about 70 ms on a slow phone, so the page asks for it on the click, not in its first render).
 */
export const classExportPath = (id: number, withTimeZone = true) =>
  `${classPath(id)}/export${withTimeZone ? tzQuery() : ''}`;

/** GET /api/classes: the teacher's own classes. */
export const classListQueryOptions = () =>
  queryOptions({ queryKey: [CLASSES_KEY], queryFn: () => apiGet<ClassList>(CLASSES_KEY) });

/** GET /api/classes/:id: the class with its children and their pictures. */
export const classQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [CLASSES_KEY, id],
    queryFn: () => apiGet<ClassDetail>(classPath(id)),
    // While a child is locked out of signing in, the page looks again every 15 s
    // (docs/decisions/193-sign-in-locks-on-the-dashboard.md).
    refetchInterval: (query) =>
      query.state.data && locksOf(query.state.data, Date.now()).any ? LOCK_REFRESH_MS : false,
  });

const LOCK_REFRESH_MS = 15_000;

/** The sign-in locks still running at `now`: the locked children and the class's pause. */
export function locksOf(cls: ClassDetail, now: number) {
  const running = (until: string | null | undefined) =>
    until != null && Date.parse(until) > now ? until : null;
  const children = cls.students.flatMap((s) => {
    const until = running(s.signInLockedUntil);
    return until ? [{ id: s.id, nickname: s.nickname, until }] : [];
  });
  const pausedUntil = running(cls.signInPausedUntil);
  return { children, pausedUntil, any: children.length > 0 || pausedUntil !== null };
}

/** GET /api/classes/:id/progress: every child's work, for the dashboard. */
export const classProgressQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [CLASSES_KEY, id, 'progress'],
    // "Today" of the time on task begins at midnight in the teacher's time zone
    // (docs/decisions/270-time-on-task.md).
    queryFn: () => apiGet<ChildrenProgressResponse>(`${classPath(id)}/progress${tzQuery()}`),
    staleTime: CACHE_MS.progress,
  });

/** GET /api/classes/:id/children/:childId/code-lab: a child's work, when their detail opens. */
export const childCodeLabQueryOptions = (id: number, childId: number) =>
  queryOptions({
    queryKey: [CLASSES_KEY, id, 'children', childId, 'code-lab'],
    queryFn: () => apiGet<ChildCodeLab>(`${classPath(id)}/children/${childId}/code-lab`),
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
    /** PATCH /api/classes/:id {galleryOn}: the class gallery on or off. */
    setGalleryOn: useClassChange((galleryOn: boolean) =>
      apiRequest<ClassSummary>('PATCH', classPath(id), { galleryOn }),
    ),
    /** PATCH /api/classes/:id {soundOn}: sound on or off for the class's children. */
    setSoundOn: useClassChange((soundOn: boolean) =>
      apiRequest<ClassSummary>('PATCH', classPath(id), { soundOn }),
    ),
    /** PATCH /api/classes/:id {locale}: the class's language, or null for each child's own. */
    setLocale: useClassChange((locale: Locale | null) =>
      apiRequest<ClassSummary>('PATCH', classPath(id), { locale }),
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
    /** POST /api/classes/:id/sign-in/unlock → 204: every lock of the class is lifted. */
    unlockSignIn: useClassChange(() => apiRequest<null>('POST', `${classPath(id)}/sign-in/unlock`)),
    removeStudent: useClassChange((studentId: number) =>
      apiRequest<null>('DELETE', studentPath(id, studentId)),
    ),
  };
}
