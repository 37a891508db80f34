import { mkdirSync, mkdtempSync, readFileSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ROUTES, shellStartingAfterPaint, SIGNED_IN_SCREENS, sourcesFor } from './page-shell';
import { registerStatic } from './static';

// A build as Vite writes it: index.html loads the entry and its framework chunk; the lesson
// route and the loops page are lazy chunks sharing a quiz chunk.
const indexHtml = `<!doctype html><html><head><script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/framework-1.js"></head><body><div id="root"></div></body></html>`;
const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_framework-1.js'] },
  '_framework-1.js': { file: 'assets/framework-1.js' },
  '_quiz-1.js': { file: 'assets/quiz-1.js', imports: ['_framework-1.js'] },
  'src/web/routes/home.tsx': {
    file: 'assets/home-1.js',
    imports: ['index.html', '_framework-1.js'],
  },
  'src/web/routes/lesson.tsx': {
    file: 'assets/lesson-1.js',
    imports: ['index.html', '_framework-1.js'],
  },
  'src/web/lessons/loops/lesson-page.tsx': {
    file: 'assets/loops-1.js',
    imports: ['_framework-1.js', '_quiz-1.js', 'index.html'],
  },
  'src/web/routes/family.tsx': {
    file: 'assets/family-1.js',
    imports: ['index.html', '_framework-1.js'],
  },
  'src/web/features/family/family-screen.tsx': {
    file: 'assets/family-screen-1.js',
    imports: ['_framework-1.js', '_quiz-1.js'],
  },
};
const configMeta =
  '<meta name="ada-config" content="{&quot;bookUrl&quot;:&quot;https://books.example/?q=ada&amp;x=\\&quot;&lt;b&gt;\\&quot;&quot;}">';
const preloads = (html: string) =>
  [...html.matchAll(/rel="modulepreload" fetchpriority="low" crossorigin href="([^"]+)"/g)].map((m) => m[1]);

let webRoot: string;
let app: FastifyInstance;
/** A built web app in a fresh folder: the page, the manifest and these script files. */
function makeWebRoot(scripts: string[]): string {
  const root = mkdtempSync(path.join(tmpdir(), 'ada-web-'));
  mkdirSync(path.join(root, '.vite'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'index.html'), indexHtml);
  writeFileSync(path.join(root, '.vite', 'manifest.json'), JSON.stringify(manifest));
  for (const name of scripts) writeFileSync(path.join(root, 'assets', name), 'export {};');
  return root;
}

beforeAll(async () => {
  // gone-1.js: a file a new build takes away while this server still runs.
  webRoot = makeWebRoot(['index-1.js', 'gone-1.js']);
  writeFileSync(path.join(webRoot, 'icon-192.png'), 'not really a picture');
  app = Fastify();
  await registerStatic(app, webRoot, { bookUrl: 'https://books.example/?q=ada&x="<b>"' });
  await app.ready();
});
afterAll(() => app.close());

describe('client routes', () => {
  it('carry the public config, escaped', async () => {
    const page = await app.inject({ method: 'GET', url: '/play' });
    expect(page.body).toContain(configMeta);
  });

  it("leave the app's module script to /app-start.js, which adds it after the first paint", async () => {
    const page = await app.inject({ method: 'GET', url: '/play' });
    expect(page.body).not.toContain('<script type="module"');
    expect(page.body).toContain('<script src="/app-start.js" data-app="/assets/index-1.js" defer></script>');
    expect(page.body).not.toMatch(/rel="modulepreload" crossorigin/);
  });

  it('preload the chunks of the route (and of an open lesson) that the entry does not load', async () => {
    const lesson = await app.inject({ method: 'GET', url: '/lessons/loops?from=learn' });
    expect(lesson.statusCode).toBe(200);
    expect(lesson.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(lesson.headers['cache-control']).toBe('no-cache');
    expect(preloads(lesson.body)).toEqual([
      '/assets/framework-1.js',
      '/assets/lesson-1.js',
      '/assets/quiz-1.js',
      '/assets/loops-1.js',
    ]);

    expect(preloads((await app.inject({ method: 'GET', url: '/' })).body)).toEqual([
      '/assets/framework-1.js',
      '/assets/home-1.js',
    ]);
    // A route without a chunk in the manifest, and a lesson that is not open: the plain shell.
    expect((await app.inject({ method: 'GET', url: '/learn' })).body).toBe(
      shellStartingAfterPaint(indexHtml.replace('<html>', '<html lang="en">').replace('</head>', `${configMeta}</head>`)),
    );
    expect(
      preloads((await app.inject({ method: 'GET', url: '/lessons/not-a-lesson' })).body),
    ).toEqual(['/assets/framework-1.js', '/assets/lesson-1.js']);
  });

  it("preload a signed-in person's screen too, when the hint cookie says someone is signed in", async () => {
    const visitor = await app.inject({ method: 'GET', url: '/family' });
    expect(preloads(visitor.body)).toEqual(['/assets/framework-1.js', '/assets/family-1.js']);
    const signedIn = await app.inject({
      method: 'GET',
      url: '/family',
      headers: { cookie: 'sid=abc; signed_in=1' },
    });
    expect(preloads(signedIn.body)).toEqual([
      '/assets/framework-1.js',
      '/assets/family-1.js',
      '/assets/quiz-1.js',
      '/assets/family-screen-1.js',
    ]);
    expect(signedIn.headers.vary).toBe('Cookie, Accept-Language');
    expect(signedIn.headers.etag).not.toBe(visitor.headers.etag);
    // Elsewhere the cookie changes nothing.
    const home = await app.inject({ method: 'GET', url: '/', headers: { cookie: 'signed_in=1' } });
    expect(preloads(home.body)).toEqual(['/assets/framework-1.js', '/assets/home-1.js']);
  });

  it('answer a repeated request with 304 while index.html is unchanged, and pick up a rebuild', async () => {
    const first = await app.inject({ method: 'GET', url: '/lessons/loops' });
    const again = await app.inject({
      method: 'GET',
      url: '/lessons/loops',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const rebuilt = indexHtml.replace('index-1.js', 'index-2.js');
    writeFileSync(path.join(webRoot, 'index.html'), rebuilt);
    const later = new Date(Date.now() + 5_000);
    utimesSync(path.join(webRoot, 'index.html'), later, later);
    // The server looks at the build again at most once a second.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const after = await app.inject({
      method: 'GET',
      url: '/lessons/loops',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('/assets/index-2.js');
    writeFileSync(path.join(webRoot, 'index.html'), indexHtml);
  });

  it('leave files and the API alone', async () => {
    const file = await app.inject({ method: 'GET', url: '/assets/index-1.js' });
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('application/json');
  });
});

describe('missing files (issue 32)', () => {
  const expectNotFound = (response: Awaited<ReturnType<FastifyInstance['inject']>>, url: string) => {
    expect(response.statusCode, `${url}: ${response.body.slice(0, 80)}`).toBe(404);
    expect(response.headers['content-type'], url).toContain('application/json');
    expect(response.json(), url).toEqual({ message: expect.any(String) });
  };

  it('a file that never was answers 404, never the page (a browser would run it as a script)', async () => {
    for (const url of [
      '/assets/index-2.js',
      '/assets/style-2.css',
      '/assets/nested/chunk.js',
      '/assets/',
      '/sw.js',
      '/push-sw.js',
      '/workbox-1234.js',
      '/manifest.webmanifest',
      '/icon-512.png',
      '/apple-touch-icon.png',
      '/favicon.ico',
      '/fonts/nunito.woff2',
      '/robots.txt',
    ]) {
      expectNotFound(await app.inject({ method: 'GET', url }), url);
    }
    const page = await app.inject({ method: 'GET', url: '/lessons/loops' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });

  it('a file that vanished while the server ran answers 404, not 500', async () => {
    unlinkSync(path.join(webRoot, 'assets', 'gone-1.js'));
    unlinkSync(path.join(webRoot, 'icon-192.png'));
    expectNotFound(await app.inject({ method: 'GET', url: '/assets/gone-1.js' }), 'gone-1.js');
    expectNotFound(await app.inject({ method: 'GET', url: '/icon-192.png' }), 'icon-192.png');
  });
});

describe('the route list', () => {
  it('matches the client router, path for path and module for module', () => {
    const router = readFileSync(path.resolve('src/web/app/router.tsx'), 'utf8');
    const inRouter = [
      ...router.matchAll(/path: '([^']+)', lazy: \(\) => import\('\.\.\/routes\/([^']+)'\)/g),
    ].map((m) => ({
      path: m[1],
      module: m[2],
    }));
    expect(inRouter).toEqual(CLIENT_ROUTES);
  });

  it("names the screen each route's loader loads for someone signed in", () => {
    for (const [module, screen] of Object.entries(SIGNED_IN_SCREENS)) {
      const route = readFileSync(path.resolve(`src/web/routes/${module}.tsx`), 'utf8');
      const imported = screen.replace(/^src\/web\//, '../').replace(/\.tsx$/, '');
      expect(route, module).toContain(`import('${imported}')`);
      expect(route, module).toContain('hasSignedInHint()');
    }
    expect(sourcesFor('/classes/7', true)).toEqual([
      'src/web/routes/class.tsx',
      'src/web/features/classes/class-page.tsx',
    ]);
  });

  it('finds the route React Router would render', () => {
    expect(sourcesFor('/')).toEqual(['src/web/routes/home.tsx']);
    expect(sourcesFor('/Learn/')).toEqual(['src/web/routes/learn.tsx']);
    expect(sourcesFor('/play/robot-maze')).toEqual(['src/web/routes/play.tsx']);
    // An alias loads the main lesson's page (the client redirects to it).
    expect(sourcesFor('/lessons/intro')).toEqual([
      'src/web/routes/lesson.tsx',
      'src/web/lessons/intro-to-coding/lesson-page.tsx',
    ]);
    expect(sourcesFor('/lessons/%E0%A4%A')).toEqual(['src/web/routes/lesson.tsx']);
    expect(sourcesFor('/no/such/page')).toEqual(['src/web/routes/not-found.tsx']);
  });
});

// docs/decisions/314-the-page-shell-speaks-first.md: the shell names the request's language in
// <html lang> and preloads that language's `shell` words, so the first screen paints in it with no
// flash.
describe('the page shell in the request language', () => {
  let localeRoot: string;
  let localeApp: FastifyInstance;
  beforeAll(async () => {
    localeRoot = mkdtempSync(path.join(tmpdir(), 'ada-web-'));
    mkdirSync(path.join(localeRoot, '.vite'));
    writeFileSync(
      path.join(localeRoot, 'index.html'),
      indexHtml.replace('<html>', '<html lang="en">').replace('<head>', '<head><meta name="description" content="English words" />'),
    );
    writeFileSync(
      path.join(localeRoot, '.vite', 'manifest.json'),
      JSON.stringify({
        ...manifest,
        'src/i18n/generated/loaders/en.ts': { file: 'assets/loaders-en-1.js', isDynamicEntry: true },
        'src/i18n/generated/loaders/es.ts': { file: 'assets/loaders-es-1.js', isDynamicEntry: true },
        'src/i18n/generated/messages/en/shell.ts': { file: 'assets/shell-en-1.js', isDynamicEntry: true },
        'src/i18n/generated/messages/es/shell.ts': { file: 'assets/shell-es-1.js', isDynamicEntry: true },
      }),
    );
    localeApp = Fastify();
    await localeApp.register(cookie);
    await registerStatic(localeApp, localeRoot, { bookUrl: 'https://books.example/' });
    await localeApp.ready();
  });
  afterAll(() => localeApp.close());
  const page = (url: string, headers: Record<string, string> = {}) =>
    localeApp.inject({ method: 'GET', url, headers });

  it('is Spanish for a browser asking for es-MX, with the Spanish words preloaded', async () => {
    const es = await page('/', { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' });
    expect(es.body).toContain('<html lang="es">');
    expect(preloads(es.body)).toEqual([
      '/assets/framework-1.js',
      '/assets/loaders-es-1.js',
      '/assets/shell-es-1.js',
      '/assets/home-1.js',
    ]);
    expect(es.headers.vary).toBe('Cookie, Accept-Language');
    // What a search or a shared link shows is in the page's language too (issue 32).
    expect(es.body).toContain(`<meta name="description" content="Ada's Code Adventures: lecciones cortas de programación`);
    const en = await page('/');
    expect(en.body).toContain('<html lang="en">');
    expect(preloads(en.body)).toContain('/assets/shell-en-1.js');
    expect(en.headers.etag).not.toBe(es.headers.etag);
    // A route without its own chunk still gets the language and its words.
    const learn = await page('/learn', { 'accept-language': 'es-MX' });
    expect(learn.body).toContain('<html lang="es">');
    expect(preloads(learn.body)).toEqual(['/assets/framework-1.js', '/assets/loaders-es-1.js', '/assets/shell-es-1.js']);
  });

  it('follows the `lang` cookie over the browser', async () => {
    const en = await page('/learn', { 'accept-language': 'es-MX', cookie: 'lang=en' });
    expect(en.body).toContain('<html lang="en">');
    expect(preloads(en.body)).toContain('/assets/shell-en-1.js');
    expect(preloads(en.body)).not.toContain('/assets/shell-es-1.js');
    const es = await page('/learn', { cookie: 'lang=es' });
    expect(es.body).toContain('<html lang="es">');
    // A language we do not speak is no choice: the browser's, else English.
    expect((await page('/learn', { cookie: 'lang=fr' })).body).toContain('<html lang="en">');
    // The pseudo-locale only on a test server that allows it.
    expect((await page('/learn', { cookie: 'lang=en-XA' })).body).toContain('<html lang="en">');
  });

  it('gives the pseudo-locale en-XA to its cookie on a test server (PSEUDO_LOCALE)', async () => {
    const pseudoApp = Fastify();
    await pseudoApp.register(cookie);
    await registerStatic(pseudoApp, localeRoot, { bookUrl: 'https://books.example/' }, { pseudoLocale: true });
    const xa = await pseudoApp.inject({ method: 'GET', url: '/', headers: { cookie: 'lang=en-XA' } });
    expect(xa.body).toContain('<html lang="en-XA">');
    const es = await pseudoApp.inject({ method: 'GET', url: '/', headers: { cookie: 'lang=es' } });
    expect(es.body).toContain('<html lang="es">');
    await pseudoApp.close();
  });
});

describe('missing files, through the whole app (issue 32)', () => {
  it('a file that vanished while the server ran answers 404 JSON, not 500', async () => {
    const { createTestApp } = await import('../../../tests/support/test-app');
    const root = makeWebRoot(['index-1.js', 'gone-2.js']);
    const t = await createTestApp({ webRoot: root });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/assets/gone-2.js' })).statusCode).toBe(200);
      unlinkSync(path.join(root, 'assets', 'gone-2.js'));
      for (const url of ['/assets/gone-2.js', '/assets/never-1.js', '/sw.js']) {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.statusCode, `${url}: ${response.body.slice(0, 80)}`).toBe(404);
        expect(response.headers['content-type']).toContain('application/json');
        expect(response.headers['cache-control']).not.toContain('immutable');
        expect(response.json()).toEqual({ message: expect.any(String) });
      }
    } finally {
      await t.close();
    }
  }, 120_000);
});
