import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { curriculum } from '../../../content/curriculum';
import { findLesson, isOpen, openLessons } from '../../domain/lessons/curriculum';
import type { PublicConfig } from '../../domain/api/service-api';
import { defaultLocale, isLocale, locales } from '../../i18n/locales';
import { translatorFor } from '../i18n/translators';

/**
 * The client routes of src/web/app/router.tsx and the screen module each one loads lazily
 * (static.test.ts keeps the two lists equal). The last one matches everything else.
 */
export const CLIENT_ROUTES: ReadonlyArray<{ path: string; module: string }> = [
  { path: '/', module: 'home' },
  { path: '/learn', module: 'learn' },
  { path: '/projects', module: 'projects' },
  { path: '/play', module: 'play' },
  { path: '/play/:gameId', module: 'play' },
  { path: '/lessons/:lessonId', module: 'lesson' },
  { path: '/auth', module: 'auth' },
  { path: '/reset-password', module: 'reset-password' },
  { path: '/admin', module: 'admin' },
  { path: '/admin/feedback', module: 'admin-feedback' },
  { path: '/admin/outreach', module: 'admin-outreach' },
  { path: '/code-lab', module: 'code-lab' },
  { path: '/code-lab/worlds/:worldId', module: 'code-lab-world' },
  { path: '/code-lab/studio', module: 'code-lab-studio' },
  { path: '/gallery', module: 'gallery' },
  { path: '/code-lab/:levelId', module: 'code-lab-level' },
  { path: '/chore-tracker', module: 'chore-tracker' },
  { path: '/unsubscribe', module: 'unsubscribe' },
  { path: '/confirm-email', module: 'confirm-email' },
  { path: '/family', module: 'family' },
  { path: '/privacy', module: 'privacy' },
  { path: '/join', module: 'join' },
  { path: '/classes', module: 'classes' },
  { path: '/classes/:classId', module: 'class' },
  { path: '/classes/:classId/present/:levelId', module: 'class-present' },
  { path: '/teach', module: 'teach' },
  { path: '/teach/code-lab/:worldId', module: 'teach-guide' },
  { path: '/teach/:lessonId', module: 'teach-guide' },
  { path: '*', module: 'not-found' },
];

/**
 * The screen a route's loader loads when the `signed_in` hint cookie says someone is signed in
 * (src/web/routes/family.tsx, classes.tsx, class.tsx, teach.tsx, teach-guide.tsx: a visitor gets only a sign-in prompt). A
 * request carrying that cookie gets it preloaded too
 * (docs/decisions/144-first-paint-loads-only-what-it-shows.md). Keys are route modules.
 */
export const SIGNED_IN_SCREENS: Readonly<Record<string, string>> = {
  family: 'src/web/features/family/family-screen.tsx',
  classes: 'src/web/features/classes/class-list.tsx',
  class: 'src/web/features/classes/class-page.tsx',
  teach: 'src/web/features/guides/guide-index.tsx',
  'teach-guide': 'src/web/features/guides/guide-page.tsx',
};

const routeSource = (module: string) => `src/web/routes/${module}.tsx`;
/**
 * What src/web/main.tsx loads before the first render: the language's table of loaders and its
 * `shell` words (the first as a key prefix of the second in the list,
 * docs/decisions/310-languages-with-lingui-and-po.md).
 */
const wordsSources = (locale: string) => [`src/i18n/generated/loaders/${locale}.ts`, `src/i18n/generated/messages/${locale}/shell.ts`];
const lessonSource = (lessonId: string) => `src/web/lessons/${lessonId}/lesson-page.tsx`;

const segments = (pathname: string) => pathname.split('/').filter(Boolean);

/** React Router's matching for these patterns: case-insensitive, a trailing slash is ignored. */
function matches(pattern: string, have: readonly string[]): boolean {
  if (pattern === '*') return true;
  const want = segments(pattern);
  return (
    want.length === have.length &&
    want.every((part, i) => part.startsWith(':') || part.toLowerCase() === have[i]!.toLowerCase())
  );
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The source files (keys of Vite's manifest) the page at `pathname` needs before it can paint:
 * its screen module; on a lesson route, the open lesson's own page; for someone signed in, the
 * route's signed-in screen.
 */
export function sourcesFor(pathname: string, signedIn = false): string[] {
  const have = segments(pathname);
  const route = CLIENT_ROUTES.find((r) => matches(r.path, have))!;
  const files = [routeSource(route.module)];
  if (route.module === 'lesson') {
    const lesson = findLesson(curriculum, decode(have[1]!));
    if (lesson && isOpen(lesson)) files.push(lessonSource(lesson.id));
  }
  const screen = SIGNED_IN_SCREENS[route.module];
  if (signedIn && screen) files.push(screen);
  return files;
}

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;
export type Shell = { html: string; etag: string };

/** A strong ETag for a page's HTML. */
export const etagOf = (html: string): string => `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;

const shellOf = (html: string): Shell => ({ html, etag: etagOf(html) });

/**
 * index.html with a <link rel="modulepreload"> for every chunk of `sources` and their static
 * imports that the entry does not already load: the browser fetches the route's code together
 * with the entry instead of after the entry has run. Unknown sources add nothing.
 */
function shellWithPreloads(
  indexHtml: string,
  manifest: Manifest,
  sources: readonly string[],
): string {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  const seen = new Set<string>(entry ? [entry[0], ...(entry[1].imports ?? [])] : []);
  const files: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) return;
    seen.add(key);
    chunk.imports?.forEach(visit);
    files.push(chunk.file);
  };
  sources.forEach(visit);
  if (!files.length || !indexHtml.includes('</head>')) return indexHtml;
  const links = files
    .map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`)
    .join('');
  return indexHtml.replace('</head>', `${links}</head>`);
}

/**
 * index.html whose app starts after the first paint
 * (docs/decisions/404-the-app-wakes-after-the-first-paint.md): its module script is left to
 * /app-start.js, which adds it once the server's page is on screen, and its preloads fetch at low
 * priority, so nothing of the app's code comes before the page's own HTML and CSS. The offline
 * shell (the built index.html as it is) starts the app at once.
 */
export function shellStartingAfterPaint(indexHtml: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(indexHtml);
  if (!entry) return indexHtml;
  return indexHtml
    .replace(entry[0], `<script src="/app-start.js" data-app="${escapeAttribute(entry[1]!)}" defer></script>`)
    .replaceAll('<link rel="modulepreload" crossorigin', '<link rel="modulepreload" fetchpriority="low" crossorigin');
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * index.html with the public config in a <meta name="ada-config">
 * (docs/decisions/085-public-config-in-the-page.md): the header paints with it at once, without
 * asking GET /api/config first. Not a script: the CSP allows none inline.
 */
export function shellWithConfig(indexHtml: string, config: PublicConfig): string {
  const meta = `<meta name="ada-config" content="${escapeAttribute(JSON.stringify(config))}">`;
  return indexHtml.includes('</head>') ? indexHtml.replace('</head>', `${meta}</head>`) : indexHtml;
}

/**
 * index.html in a language (docs/decisions/314-the-page-shell-speaks-first.md): `<html lang>` names
 * it, so the page starts in it (src/web/i18n/i18n.ts reads it) with no flash of another language.
 */
function shellWithLang(indexHtml: string, locale: string): string {
  const withLang = /(<html\b[^>]*?\slang=")[^"]*(")/i;
  const html = withDescription(indexHtml, locale);
  if (withLang.test(html)) return html.replace(withLang, `$1${locale}$2`);
  return html.replace(/<html\b/i, `<html lang="${locale}"`);
}

/** The page's description (what a search or a shared link shows) in its language. */
function withDescription(indexHtml: string, locale: string): string {
  if (!isLocale(locale)) return indexHtml;
  const description = translatorFor(locale)('server.page.description');
  return indexHtml.replace(/(<meta name="description" content=")[^"]*(")/i, `$1${escapeAttribute(description)}$2`);
}

/**
 * Serves the built index.html for client routes, each route with its own preloads and the public
 * config, in each language: its `<html lang>` and a preload of its `shell` words. Every page
 * shell is computed when index.html is read (at the first request and after each rebuild).
 */
export function createPageShells(
  webRoot: string,
  config: PublicConfig,
  /** More page languages than we speak: the pseudo-locale of the test server. */
  extraLocales: readonly string[] = [],
) {
  const indexPath = path.join(webRoot, 'index.html');
  let loaded: { mtimeMs: number; plain: Map<string, Shell>; byKey: Map<string, Shell> } | null = null;
  const checked: { at: number; mtimeMs: number | null } = { at: 0, mtimeMs: null };

  async function load(mtimeMs: number) {
    const indexHtml = shellStartingAfterPaint(shellWithConfig(await readFile(indexPath, 'utf8'), config));
    let manifest: Manifest = {};
    try {
      manifest = JSON.parse(
        await readFile(path.join(webRoot, '.vite', 'manifest.json'), 'utf8'),
      ) as Manifest;
    } catch {
      // No manifest (an older build): every route gets the plain index.html.
    }
    const allSources = [
      ...[...new Set(CLIENT_ROUTES.map((r) => r.module))].map((module) => [routeSource(module)]),
      ...openLessons(curriculum).map((l) => [routeSource('lesson'), lessonSource(l.id)]),
      ...Object.entries(SIGNED_IN_SCREENS).map(([module, screen]) => [routeSource(module), screen]),
    ];
    const byKey = new Map<string, Shell>();
    const plain = new Map<string, Shell>();
    for (const locale of [...locales, ...extraLocales]) {
      const html = shellWithLang(indexHtml, locale);
      // Without a manifest (an older build, or a dev server) the words are simply not preloaded.
      plain.set(locale, shellOf(shellWithPreloads(html, manifest, wordsSources(locale))));
      for (const sources of allSources) {
        const shell = shellWithPreloads(html, manifest, [...wordsSources(locale), ...sources]);
        byKey.set(`${locale}:${sources.join(',')}`, shellOf(shell));
      }
    }
    return { mtimeMs, plain, byKey };
  }

  /**
   * The shell for a page (for someone signed in or not, in a language), or null when the build
   * has no index.html.
   */
  return async function shellFor(
    pathname: string,
    signedIn = false,
    locale: string = defaultLocale,
  ): Promise<Shell | null> {
    // A new build is noticed within a second, without asking the disk on every request.
    if (Date.now() - checked.at > 1000) {
      checked.at = Date.now();
      checked.mtimeMs = await stat(indexPath).then(
        (s) => s.mtimeMs,
        () => null,
      );
    }
    const mtimeMs = checked.mtimeMs;
    if (mtimeMs === null) return null;
    if (loaded?.mtimeMs !== mtimeMs) loaded = await load(mtimeMs);
    return (
      loaded.byKey.get(`${locale}:${sourcesFor(pathname, signedIn).join(',')}`) ??
      loaded.plain.get(locale) ??
      loaded.plain.get(defaultLocale)!
    );
  };
}
