import { QueryClient } from '@tanstack/react-query';
import { apiGet } from './api';

// docs/product.md#data-fetching-and-caching: never stale automatically, no refetch on focus, no polling, no retries.
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
        // docs/product.md#data-fetching-and-caching: the default fetch is a GET to the query's path.
        queryFn: ({ queryKey }) => apiGet(String(queryKey[0])),
      },
      mutations: { retry: false },
    },
  });
}
