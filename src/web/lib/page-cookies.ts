/**
 * The page's cookies: the browser's, or, while the server renders a page, the request's
 * (docs/decisions/401-the-first-paint-from-the-server.md). The server renders one page at a time,
 * so it names the request's cookies for the length of that render.
 */
let serverCookies: string | null = null;

export const pageCookies = (): string =>
  serverCookies ?? (typeof document === 'undefined' ? '' : document.cookie);

/** Server: the cookies of the request being rendered (null after it). */
export const setServerCookies = (cookies: string | null) => void (serverCookies = cookies);
