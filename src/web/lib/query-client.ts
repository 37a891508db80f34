import { QueryClient } from '@tanstack/react-query';

// docs/product.md#data-fetching-and-caching: never stale automatically, no refetch on focus, no polling, no retries.
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
        // No default fetch: every query names its fetcher in its query options, next to it
        // (lib/*-api.ts, features/*/*-api.ts).
      },
      mutations: { retry: false },
    },
  });
}
