// Switching who is signed in on this browser without a new page: into a child of the family, or
// back to the grown-up who switched (docs/product.md#the-family-page). The server has already set
// the new session's cookies; here the browser forgets what belonged to the one before.
import type { QueryClient } from '@tanstack/react-query';
import { USER_QUERY_KEY } from './auth';
import { rememberUser } from './known-user';
import type { User } from './user';

/** Makes `user` the signed-in user: every other cached answer was the previous user's. */
export function adoptUser(queryClient: QueryClient, user: User): void {
  rememberUser(user);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== USER_QUERY_KEY[0] });
  queryClient.setQueryData(USER_QUERY_KEY, user);
}
