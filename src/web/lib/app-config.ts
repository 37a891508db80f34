import { useQuery } from '@tanstack/react-query';

// Settings the server shares with the browser (GET /api/config): the whole list is here.
export type PublicConfig = { bookUrl: string };

const CONFIG_QUERY_KEY = ['/api/config'] as const;

/**
 * The config the server wrote into the page (decision 085); undefined when the page came from
 * the service worker's cache, and the query then asks GET /api/config.
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

/** The public config, or undefined while it loads or when the server cannot be reached. */
export function useAppConfig(): PublicConfig | undefined {
  return useQuery<PublicConfig>({ queryKey: CONFIG_QUERY_KEY, initialData: inPage }).data;
}
