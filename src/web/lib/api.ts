/**
 * docs/product.md#data-fetching-and-caching: every call sends cookies; a body goes as JSON. A non-success status raises an
 * ApiError whose message is "<status>: <body text>" (for logs); people are shown only
 * `userMessage`, the server's `message` (docs/product.md#errors-and-bad-input).
 */
import { t } from '../i18n/i18n';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    readonly userMessage: string,
    /** A 429's Retry-After, in seconds; null when the answer has none. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(`${status}: ${bodyText}`);
  }
}

const readMessage = (text: string, fallback: string): string => {
  try {
    const parsed = JSON.parse(text) as { message?: unknown };
    if (typeof parsed.message === 'string' && parsed.message) return parsed.message;
  } catch {
    /* not JSON */
  }
  return fallback;
};

type Transport = (path: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (path, init) => fetch(path, init);

/**
 * The server, rendering a signed-in page, answers its queries itself with the person's session
 * (docs/decisions/401-the-first-paint-from-the-server.md); the browser uses fetch.
 */
export const setApiTransport = (serverTransport: Transport) => void (transport = serverTransport);

export async function apiRequest<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
  const unsafe = method !== 'GET' && method !== 'HEAD';
  const response = await transport(path, {
    method,
    credentials: 'include',
    // docs/product.md#same-origin-and-json-writes: every write is JSON, so even a body-less write sends "{}".
    headers: unsafe ? { 'Content-Type': 'application/json' } : undefined,
    body: unsafe ? JSON.stringify(body ?? {}) : undefined,
  });
  if (!response.ok) {
    const text = (await response.text()) || response.statusText;
    const retryAfter = Number(response.headers.get('Retry-After') ?? Number.NaN);
    throw new ApiError(
      response.status,
      text,
      readMessage(text, t('shell.somethingWentWrong')),
      Number.isFinite(retryAfter) ? retryAfter : null,
    );
  }
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** fetch rejects with a TypeError when the request never reached the server. */
export const isNetworkError = (error: unknown): boolean => error instanceof TypeError;

export const apiGet = <T>(path: string) => apiRequest<T>('GET', path);

/** The message to show a person for any error. */
export const userMessageOf = (error: unknown): string =>
  error instanceof ApiError ? error.userMessage : t('shell.somethingWentWrong');
