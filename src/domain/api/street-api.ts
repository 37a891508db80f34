// The class street's API (docs/product/code-lab.md#neighbornet, docs/decisions/411-neighbornet.md):
// the houses (NeighborNet's creations of kind `page`) the teacher approved in a class child's
// class, and each house's pages built by the server. Never a title a child typed, never outside
// the class. The web imports only types from here.
import { z } from 'zod';
import { MAX_WEB_PAGES } from '../code-lab/stages/web/web-types';
import { idParam } from './common-api';

// GET /api/street, for a class child -> the class's approved houses, first approved first (the
// street grows to the right); `galleryOn: false` and none while the teacher has the gallery off.
// Anyone else signed in: 404 (a family child or a learner builds a street of their own houses, on
// their own device's screens); a guest: 404 too.
const house = z.strictObject({
  /** The house's creation id: what a link to it names, and /api/street/:creationId/:page. */
  id: z.number().int(),
  /** The child's name as the class already shows it in the gallery. */
  nickname: z.string(),
  /** How many pages the approved version has (1 to 3). */
  pages: z.number().int().min(1).max(MAX_WEB_PAGES),
  /** Whether the house is this child's. */
  mine: z.boolean(),
});
export const streetResponse = z.strictObject({
  galleryOn: z.boolean(),
  houses: z.array(house),
  /**
   * This session's street pass, for the frame's address (/api/street/:creationId/:page/:pass): a
   * frame that runs nothing sends no cookie with its links (docs/decisions/411-neighbornet.md).
   */
  pass: z.string(),
});
/** @public for the web's street, built beside this module. */
export type StreetHouse = z.input<typeof house>;
/** @public for the web's street, built beside this module. */
export type Street = z.input<typeof streetResponse>;

// GET /api/street/:creationId/:page -> text/html, page `page` (1..3) of the approved version of
// a house, built by the server with the street's CSP, for a child or the teacher of its class while
// the gallery is on. Anyone else, a page the house does not have, or a house not approved: 404.
export const streetPageParams = z.object({
  creationId: idParam(),
  page: z
    .string()
    .regex(/^[1-9]$/, { error: `Must be a page's number, 1 to ${MAX_WEB_PAGES}.` })
    .transform(Number)
    .pipe(z.number().int().min(1).max(MAX_WEB_PAGES, { error: `Must be a page's number, 1 to ${MAX_WEB_PAGES}.` })),
});

/** A served page of a house: the built page as `text/html` with the street's CSP, not JSON. */
export const streetPageResponse = z.string();

// GET /api/street/:creationId/:page/:pass -> the same page for the holder of a street pass (what
// GET /api/street gives a class child, and what every link of a served page carries), with no
// cookie; a pass that is no live session's: 404.
export const streetPassPageParams = streetPageParams.extend({
  pass: z.string().regex(/^[0-9]{1,10}-[0-9a-f]{32}$/, { error: 'Must be a street pass: an id, a dash and 32 hex digits.' }),
});
