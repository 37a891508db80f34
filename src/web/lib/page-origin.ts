import { useBrowserValue } from './browser-value';

const readOrigin = () => window.location.origin;

/**
 * The address the page was opened at (`https://school.example`), read from the browser after
 * render rather than during it, so a screen renders without one on the server
 * (docs/decisions/400-every-route-renders-without-a-browser.md). The server knows no address yet:
 * it renders '' until the server's first paint gives it the request's (issue 34).
 */
export const usePageOrigin = (): string => useBrowserValue(readOrigin, serverOrigin);

/**
 * The address the server rendered the page for: the server names it for the length of a render
 * of a signed-in person's page, and the browser takes it from the page's data before waking the
 * page up, so both render the same words and nothing moves after (a class's join address).
 * A visitor's page, kept and sent to everyone, renders none: no request's Host header reaches it.
 */
let serverOrigin = '';
export const setServerOrigin = (origin: string) => void (serverOrigin = origin);
