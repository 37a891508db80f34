import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '../../domain/api/service-api';
import { apiGet } from './api';

export const CONFIG_QUERY_KEY = ['/api/config'] as const;

/** GET /api/config: the settings the server shares with the browser. */
const getConfig = () => apiGet<PublicConfig>('/api/config');

/**
 * The config the server wrote into the page (docs/decisions/085-public-config-in-the-page.md);
 * undefined when the page came from the service worker's cache, and the query then asks GET
 * /api/config.
 */
export function configInPage(
  doc: Document | undefined = globalThis.document,
): PublicConfig | undefined {
  const content = doc?.querySelector<HTMLMetaElement>('meta[name="ada-config"]')?.content;
  if (!content) return undefined;
  try {
    const config = JSON.parse(content) as Partial<PublicConfig> | null;
    return typeof config?.bookUrl === 'string' ? { bookUrl: config.bookUrl } : undefined;
  } catch {
    return undefined;
  }
}

const inPage = configInPage();

const configQueryOptions = () =>
  queryOptions({ queryKey: CONFIG_QUERY_KEY, queryFn: getConfig, initialData: inPage });

/** The public config, or undefined while it loads or when the server cannot be reached. */
export function useAppConfig(): PublicConfig | undefined {
  return useQuery(configQueryOptions()).data;
}
