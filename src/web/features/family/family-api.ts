// The family's server calls (docs/product.md#the-family-page), each fetcher next to its query
// options. Types come from the API's schemas with `import type`, so zod stays out of the page.
import { queryOptions } from '@tanstack/react-query';
import type { ChildrenProgressResponse } from '../../../domain/api/child-progress-api';
import type { ChildCodeLab } from '../../../domain/api/child-work-api';
import type { MessageAnswer } from '../../../domain/api/common-api';
import type { ChildExport, ChildProfile, FamilyResponse } from '../../../domain/api/family-api';
import { apiGet, apiRequest } from '../../lib/api';
import { tzQuery } from '../../lib/time-zone-query';
import type { User } from '../../lib/user';

export const FAMILY_QUERY_KEY = ['/api/family'] as const;
const child = (id: number) => `/api/family/children/${id}`;

/** The grown-up's children and where their consent stands. */
export const familyQuery = () =>
  queryOptions({
    queryKey: FAMILY_QUERY_KEY,
    queryFn: () => apiGet<FamilyResponse>(FAMILY_QUERY_KEY[0]),
  });

/** One child's work, in the shape a teacher's view has too. Fetched when the grown-up opens it. */
export const childProgressQuery = (id: number) =>
  queryOptions({
    queryKey: [...FAMILY_QUERY_KEY, id, 'progress'] as const,
    // "Today" of the time on task begins at midnight here (docs/decisions/270-time-on-task.md).
    queryFn: () => apiGet<ChildrenProgressResponse>(`${child(id)}/progress${tzQuery()}`),
  });

/** GET /api/family/children/:id/code-lab: the child's work, when their progress opens. */
export const childCodeLabQuery = (id: number) =>
  queryOptions({
    queryKey: [...FAMILY_QUERY_KEY, id, 'code-lab'] as const,
    queryFn: () => apiGet<ChildCodeLab>(`${child(id)}/code-lab`),
  });


export const postChild = (body: { nickname: string; avatarId: number }) =>
  apiRequest<ChildProfile>('POST', '/api/family/children', body);

export const patchChild = (id: number, body: { nickname?: string; avatarId?: number }) =>
  apiRequest<ChildProfile>('PATCH', child(id), body);

/** Signs this browser in as the child; the grown-up's session here ends. */
export const postSwitch = (id: number) => apiRequest<User>('POST', `${child(id)}/switch`);

/** Everything we keep about the child, as JSON. */
export const getExport = (id: number) => apiGet<ChildExport>(`${child(id)}/export`);

export const deleteChild = (id: number, password: string) =>
  apiRequest<null>('DELETE', child(id), { password });

/** An older account says it is a grown-up's (asked once, before its first child profile). */
export const postGrownUp = () =>
  apiRequest<User>('POST', '/api/account/grown-up', { grownUp: true });

/** Sends (again) the email carrying our notice about children's data and its consent link. */
export const postConsentRequest = () => apiRequest<MessageAnswer>('POST', '/api/consent/request');

/** Withdraws consent: every child profile of the family is deleted. */
export const deleteConsent = (password: string) =>
  apiRequest<null>('DELETE', '/api/consent', { password });

/** Deletes the grown-up's own account, with its children and classes. */
export const deleteAccount = (password: string) =>
  apiRequest<null>('DELETE', '/api/user', { password });
