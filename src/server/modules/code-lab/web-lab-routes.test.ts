// A built page is served the one safe way (docs/product/code-lab.md#web-lab): in a sandbox of its
// own, loading nothing but our pictures, never sniffed nor kept; and a page that fails the last
// guard is never served (a 422, not a 500).
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPage } from '../../../domain/code-lab/stages/web/build-page';
import { registerErrorHandler } from '../../http/error-handler';
import { translatorFor } from '../../i18n/translators';
import { serveBuiltPage } from './web-lab-routes';

const app = Fastify();
beforeAll(async () => {
  registerErrorHandler(app);
  const page = buildPage(
    {
      version: 5,
      kind: 'page',
      pages: [{ background: 'white', color: 'black', body: [{ id: 'p', op: 'web-picture', picture: 'cat' }] }],
    },
    0,
    { t: translatorFor('en'), lang: 'en' },
  );
  app.get('/good', (_request, reply) => serveBuiltPage(reply, page));
  app.get('/bad', (_request, reply) => serveBuiltPage(reply, page.replace('<main>', '<main><script>alert(1)</script>')));
  await app.ready();
});
afterAll(() => app.close());

describe('serveBuiltPage', () => {
  it('sends the page as HTML in a sandbox that loads only our pictures, never sniffed nor kept', async () => {
    const response = await app.inject({ method: 'GET', url: '/good' });
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
    expect(response.body).toContain('<img src="/web-pictures/cat.svg" alt="a cat"');
  });

  it('never sends a page that fails the last guard', async () => {
    const response = await app.inject({ method: 'GET', url: '/bad' });
    expect(response.statusCode).toBe(422);
    expect(response.body).not.toContain('<script');
    expect(response.json()).toEqual({ message: 'This page cannot be shown. Change a block and try again.' });
  });
});
