import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PublicConfig } from '../../domain/api/service-api';
import type { Locale } from '../../i18n/locales';
import { PAGE_DATA_ID } from '../../web/app/page-data';
import type { PageRequest, RenderedPage } from '../../web/server-entry';
import { keptPages } from './kept-pages';
import { etagOf, type Shell } from './page-shell';

/** What the app's server build (src/web/server-entry.tsx, built into dist-ssr/) offers. */
type ServerEntry = {
  ready: Promise<void>;
  render(request: PageRequest): Promise<RenderedPage | null>;
};

export type Page =
  /** `etag` and `compressed` only on a visitor's page, which is kept and sent to many. */
  | { kind: 'page'; status: number; html: string; etag?: string; compressed?: Compressed }
  | { kind: 'redirect'; status: number; location: string };

/** A visitor's page compressed once, in each encoding, the first time a browser asks for it. */
type Compressed = { br?: Buffer; gzip?: Buffer };

/**
 * The visitor's page in the best encoding the request accepts, compressed once and kept with it
 * (compressing 15 KB for every request cost more than everything else its answer takes), or null:
 * the answer is compressed as usual, or not at all.
 */
export function precompressed(page: Extract<Page, { kind: 'page' }>, acceptEncoding: string): { encoding: 'br' | 'gzip'; body: Buffer } | null {
  const compressed = page.compressed;
  if (!compressed) return null;
  const accepts = (name: string) =>
    acceptEncoding.split(',').some((part) => {
      const [coding, ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
      const q = params.find((param) => param.startsWith('q='));
      return coding === name && (q === undefined || Number(q.slice(2)) > 0);
    });
  if (accepts('br'))
    return { encoding: 'br', body: (compressed.br ??= brotliCompressSync(page.html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } })) };
  if (accepts('gzip')) return { encoding: 'gzip', body: (compressed.gzip ??= gzipSync(page.html, { level: 9 })) };
  return null;
}

/**
 * How much of visitors' pages stays in memory: every page in each language many times over, with
 * room for queries, and no more whatever addresses are asked for (a scan of made-up paths pushes
 * the oldest out). A page counts its HTML and half again for its compressed copies.
 */
const VISITOR_PAGE_BYTES = 24 * 1024 * 1024;
const keptBytes = (page: Page) => (page.kind === 'page' ? Math.ceil(page.html.length * 1.5) : 64);

/** The shell with the page's first paint in its root and the page's data after it. */
function pageInShell(shell: string, html: string, data: string): string {
  return shell.replace(
    '<div id="root"></div>',
    `<div id="root">${html}</div><script type="application/json" id="${PAGE_DATA_ID}">${data}</script>`,
  );
}

/**
 * Renders pages on the server (docs/decisions/401-the-first-paint-from-the-server.md). A visitor's
 * page is the same for everyone in a language: rendered once per build, language and address, and
 * served from memory. A page for someone who may be signed in renders per request, its queries
 * answered by the server's own routes with the request's cookies. Null when the build has no server
 * build of the app (the browser renders the page, as before).
 */
export function createPageRenderer(app: FastifyInstance, webRoot: string, config: PublicConfig) {
  const entryPath = path.join(webRoot, '..', 'dist-ssr', 'server-entry.js');
  if (!existsSync(entryPath)) return null;
  let entry: { mtimeMs: number; module: Promise<ServerEntry> } | null = null;
  const visitorPages = keptPages(VISITOR_PAGE_BYTES, keptBytes);
  let visitorShell: string | null = null;

  let checkedAt = 0;
  async function load(): Promise<ServerEntry> {
    // A new build is noticed within a second, without asking the disk on every request.
    if (!entry || Date.now() - checkedAt > 1000) {
      const { mtimeMs } = await stat(entryPath);
      checkedAt = Date.now();
      if (entry?.mtimeMs !== mtimeMs) {
        entry = { mtimeMs, module: import(`${pathToFileURL(entryPath).href}?t=${mtimeMs}`) as Promise<ServerEntry> };
        visitorPages.clear();
      }
    }
    const module = await entry!.module;
    await module.ready;
    return module;
  }

  const apiFor = (request: FastifyRequest) => async (url: string) => {
    const answer = await app.inject({
      method: 'GET',
      url,
      headers: {
        cookie: request.headers.cookie ?? '',
        'accept-language': request.headers['accept-language'] ?? '',
        'user-agent': request.headers['user-agent'] ?? '',
      },
      remoteAddress: request.ip,
    });
    return { status: answer.statusCode, body: answer.body, contentType: String(answer.headers['content-type'] ?? '') };
  };

  async function renderPage(request: FastifyRequest, url: string, locale: Locale, shell: Shell, signedIn: boolean): Promise<Page | null> {
    const module = await load();
    const rendered = await module.render({
      url,
      locale,
      cookies: signedIn ? (request.headers.cookie ?? '') : '',
      // Only on a page rendered for this request alone: a kept visitor's page trusts no Host header.
      ...(signedIn ? { origin: `${request.protocol}://${request.host}` } : {}),
      config,
      api: signedIn ? apiFor(request) : undefined,
    });
    if (!rendered) return null;
    if (rendered.kind === 'redirect') return rendered;
    const html = pageInShell(shell.html, rendered.html, rendered.data);
    return { kind: 'page', status: rendered.status, html };
  }

  /**
   * The page at `url` (path and query) in `locale` inside `shell`, or null: the shell alone serves
   * it (the browser renders it). `signedIn` is the hint cookie's word: the page then renders for
   * this request alone.
   */
  return async function pageFor(
    request: FastifyRequest,
    url: string,
    locale: Locale,
    shell: Shell,
    signedIn: boolean,
  ): Promise<Page | null> {
    try {
      if (signedIn) return await renderPage(request, url, locale, shell, true);
      if (visitorShell !== shell.etag) {
        visitorPages.clear();
        visitorShell = shell.etag;
      }
      const key = `${locale} ${url}`;
      const kept = visitorPages.get(key);
      if (kept) return kept;
      const page = await renderPage(request, url, locale, shell, false);
      if (page?.kind === 'page') Object.assign(page, { etag: etagOf(page.html), compressed: {} });
      if (page) visitorPages.set(key, page);
      return page;
    } catch (error) {
      // A page that cannot render here still works: the browser renders it.
      request.log.error({ err: error, url }, 'page render failed');
      return null;
    }
  };
}
