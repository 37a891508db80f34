// What a page rendered on the server carries for the browser to wake it up with, as JSON (not a
// script: the CSP runs none inline): its words, its queries' answers and the router's data
// (docs/decisions/401-the-first-paint-from-the-server.md).
import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import type { PageWords } from '../i18n/i18n';

export type PageData = {
  words: PageWords;
  /** TanStack Query's answers, when the page has any. */
  queries?: DehydratedState;
  router: HydrationState;
  /** Whether the server rendered it for someone signed in (the hint cookie), or for a visitor. */
  signedIn: boolean;
  /** The address a signed-in person's page was rendered for ('' on a visitor's page: lib/page-origin.ts). */
  origin?: string;
};

/** The id of the page's data element (src/server/http/page-render.ts writes it). */
export const PAGE_DATA_ID = 'ada-page';

/**
 * The data as the text of a <script type="application/json">: `<` is escaped so no `</script>`
 * or `<!--` can end or bend it, and U+2028 and U+2029 so the text stays one JavaScript line.
 */
export const pageDataJson = (data: PageData): string =>
  JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** The page's data, or null on a page the server did not render (the app's cached shell). */
export function readPageData(): PageData | null {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PageData;
  } catch {
    return null;
  }
}
