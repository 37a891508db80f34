// The class street's addresses (docs/decisions/411-neighbornet.md), shared by the server, which
// serves a house's pages there and points their links there, and the page, whose frame opens them.

/**
 * Where page `page` (1..3) of a house (its creation id) is served for the holder of a street pass
 * (a frame that runs nothing sends no cookie, so its address says who is looking).
 */
export const streetPagePath = (creationId: number, page: number, pass: string): string => `/api/street/${creationId}/${page}/${pass}`;
