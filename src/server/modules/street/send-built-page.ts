import type { FastifyReply } from 'fastify';
import { checkBuiltPage } from '../../../domain/code-lab/stages/web/build-page';

/**
 * The policy every built page is served with (docs/decisions/411-neighbornet.md, issue 37): a
 * sandbox (no script, no form, an origin of its own even opened in its own tab), nothing loaded
 * but our own pictures and the page's inline colours.
 */
const BUILT_PAGE_CSP = "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'";

/** Sends a page the server built, checked once more (no script, no address not ours), inert. */
export function sendBuiltPage(reply: FastifyReply, html: string): FastifyReply {
  checkBuiltPage(html);
  return reply
    .header('content-security-policy', BUILT_PAGE_CSP)
    .header('cache-control', 'private, no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}
