import { useQuery } from '@tanstack/react-query';

// Settings the server shares with the browser (GET /api/config): the whole list is here.
export type PublicConfig = { bookUrl: string };

export const CONFIG_QUERY_KEY = ['/api/config'] as const;

/** The public config, or undefined while it loads or when the server cannot be reached. */
export function useAppConfig(): PublicConfig | undefined {
  return useQuery<PublicConfig>({ queryKey: CONFIG_QUERY_KEY }).data;
}
