import { useBrowserValue } from './browser-value';

const readOrigin = () => window.location.origin;

/**
 * The address the page was opened at (`https://school.example`), read from the browser after
 * render rather than during it, so a screen renders without one on the server
 * (docs/decisions/400-every-route-renders-without-a-browser.md). The server knows no address yet:
 * it renders '' until the server's first paint gives it the request's (issue 34).
 */
export const usePageOrigin = (): string => useBrowserValue(readOrigin, '');
