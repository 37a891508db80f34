// The join endpoints (docs/product.md#classes): each fetcher next to its query options. Types
// come from the server's response schemas (src/domain/api/class-api.ts, user-api.ts).
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { Picture } from '../../../domain/accounts/child-profile';
import type { JoinClass } from '../../../domain/api/class-api';
import { apiGet, apiRequest } from '../../lib/api';
import { USER_QUERY_KEY } from '../../lib/auth';
import { rememberUser } from '../../lib/known-user';
import type { User } from '../../lib/user';

/** GET /api/join/:joinCode: the class's name and its children's nicknames (never their pictures). */
export const joinClassQueryOptions = (joinCode: string) =>
  queryOptions({
    queryKey: ['/api/join', joinCode],
    queryFn: () => apiGet<JoinClass>(`/api/join/${encodeURIComponent(joinCode)}`),
    // A teacher may add children while the screen is open: asked again each time it opens.
    staleTime: 0,
  });

type JoinRequest = { joinCode: string; studentId: number; pictures: [Picture, Picture] };

/** POST /api/join: right pictures → the child's session (a cookie) and the child as the user. */
const postJoin = (request: JoinRequest) => apiRequest<User>('POST', '/api/join', request);

/**
 * Signs this browser in as the child. Everything cached belonged to whoever used the device
 * before; the guest data on the device stays where it is (a class device never moves it).
 */
export function useJoin(): (request: JoinRequest) => Promise<User> {
  const queryClient = useQueryClient();
  return async (request) => {
    const child = await postJoin(request);
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== USER_QUERY_KEY[0] });
    rememberUser(child);
    queryClient.setQueryData(USER_QUERY_KEY, child);
    return child;
  };
}
