// The class street's addresses (docs/decisions/411-neighbornet.md), shared by the server, which
// serves a house's pages there and points their links there, and the page, whose frame opens them.

/** Where page `page` (1..3) of a house (its creation id) is served. */
export const streetPagePath = (creationId: number, page: number): string => `/api/street/${creationId}/${page}`;
