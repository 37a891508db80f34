import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';
import {
  reactRouterProductionAlias,
  reactRouterPure,
} from './scripts/vite-react-router-production';

export default defineConfig(({ command, isSsrBuild }) => ({
  resolve: {
    alias: [
      // zod without `new Function`, which the CSP forbids
      // (docs/decisions/106-zod-in-the-browser-is-jitless.md).
      {
        find: /^zod$/,
        replacement: fileURLToPath(new URL('./src/web/lib/zod-jitless.ts', import.meta.url)),
      },
      // React Router's production build, trimmed
      // (docs/decisions/105-first-load-room-for-what-comes-next.md); tests and `npm run dev` use
      // the package as published.
      ...(command === 'build' ? reactRouterProductionAlias() : []),
    ],
  },
  // The server's build of the app (src/web/server-entry.tsx, into dist-ssr/): one file with every
  // package in it, in production mode (docs/decisions/401-the-first-paint-from-the-server.md).
  ...(isSsrBuild
    ? {
        ssr: { noExternal: true, target: 'node' as const },
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      }
    : {}),
  plugins: [
    reactRouterPure(),
    react(),
    tailwindcss(),
    !isSsrBuild &&
      VitePWA({
        registerType: 'autoUpdate',
        // A deferred script file: the CSP forbids inline scripts, and it must not block the first paint.
        injectRegister: 'script-defer',
        filename: 'sw.js',
        manifest: {
          name: "Ada's Code Adventures",
          short_name: 'Ada Code',
          description:
            'Learn to code with Ada: short lessons, games, points and badges for ages 8-10.',
          theme_color: '#5b21b6',
          background_color: '#faf5ff',
          display: 'standalone',
          start_url: '/',
          scope: '/',
          icons: [
            { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
            { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
            { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          ],
        },
        workbox: {
          globPatterns: ['**/*.{js,css,html,png,svg,ico,webmanifest}'],
          // Pages come from the server first, rendered (docs/decisions/401-the-first-paint-from-the-server.md).
          // A visitor's page is kept for offline use; a signed-in page never is (a class page holds
          // the children's sign-in pictures): only answers marked `x-ada-page: visitor` are kept.
          // Offline, a page not kept is the app's own shell, which renders it in the browser.
          runtimeCaching: [
            {
              urlPattern: ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
              handler: 'NetworkFirst',
              options: {
                cacheName: 'pages',
                networkTimeoutSeconds: 4,
                cacheableResponse: { statuses: [200], headers: { 'x-ada-page': 'visitor' } },
                expiration: { maxEntries: 60 },
                precacheFallback: { fallbackURL: '/index.html' },
              },
            },
          ],
          cleanupOutdatedCaches: true,
          // Reminder notifications: push + notificationclick handlers (public/push-sw.js).
          importScripts: ['/push-sw.js'],
        },
      }),
  ],
  build: isSsrBuild
    ? {
        ssr: 'src/web/server-entry.tsx',
        outDir: 'dist-ssr',
        target: 'node20',
        copyPublicDir: false,
        emptyOutDir: true,
      }
    : {
        target: 'es2022',
        sourcemap: false,
        outDir: 'dist',
        manifest: true,
        // A lazy screen's JavaScript does not list its imports to preload (only its CSS): those lists
        // cost 2 KB in every first load. A first visit's screen is preloaded whole by the server's page
        // shell (from the manifest), and the service worker keeps every chunk after that
        // (docs/decisions/343-lazy-screens-do-not-list-their-imports.md).
        modulePreload: {
          polyfill: false,
          resolveDependencies: (_file, deps, { hostType }) =>
            hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css')),
        },
        rollupOptions: {
          output: {
            // Fewer, larger chunks: many tiny shared chunks each pay their own request (and round
            // trip) and compression overhead on a slow school connection.
            codeSplitting: {
              groups: [
                // What the entry needs before it renders, in one file: React, React DOM, React Router,
                // TanStack Query, Lingui and the app's own shell code (every module of src/ the entry
                // imports: a dozen tiny shared chunks cost 3 KB gzip more,
                // docs/decisions/319-first-load-of-each-language.md). Only modules the entry imports
                // statically ('$initial'): the parts of these libraries that only lazy screens use
                // (e.g. useMutation) load with those screens
                // (docs/decisions/105-first-load-room-for-what-comes-next.md).
                {
                  name: 'framework',
                  priority: 3,
                  tags: ['$initial'],
                  test: (id) =>
                    /node_modules\/(react|react-dom|scheduler|react-router|@tanstack)\//.test(id) ||
                    /^\0rolldown\/runtime/.test(id) ||
                    /\/src\/(web\/(?!main\.tsx)|i18n\/|domain\/)/.test(id) ||
                    /node_modules\/@lingui\//.test(id),
                },
                // The learning path every learning screen reads (Home, the Learn hub, lessons, games):
                // the curriculum (with the labs' doors on the path, content/labs/*/curriculum.ts), the progress
                // hook and guest data, the level, the percent bar, and
                // the helper for messages with marked words.
                {
                  name: 'learning',
                  priority: 2,
                  includeDependenciesRecursively: false,
                  test: /(\/content\/(labs\/[a-z-]+\/)?curriculum|src\/domain\/lessons\/curriculum|src\/web\/(lib\/(progress|use-guest-data|use-level)|components\/percent-bar|i18n\/rich))\.tsx?$/,
                },
                // Saving a lesson or an activity, the offline queue of a signed-in learner's saves, and
                // writing a guest's data (reading it is in the first load: guest-data-read.ts).
                {
                  name: 'saves',
                  priority: 2,
                  includeDependenciesRecursively: false,
                  test: /src\/web\/lib\/(progress-saves|current-user|pending-saves|guest-storage)\.ts$/,
                },
                // The Radix core with tabs and radio groups (lessons, the Learn hub and the toasts).
                {
                  name: 'radix',
                  priority: 2,
                  includeDependenciesRecursively: false,
                  test: /node_modules\/@radix-ui\/(primitive|react-(compose-refs|context|slot|primitive|presence|id|collection|direction|roving-focus|tabs|radio-group|use-[a-z-]+))\//,
                },
                // Read-aloud (its bar, the spoken text, the speech rules and the lesson words it says):
                // lessons use it, and so do pages that need nothing else of the lesson kit (a Code Lab
                // level, privacy, join, a child's progress), which then skip the kit, its Radix tabs
                // and its saves (docs/decisions/144-first-paint-loads-only-what-it-shows.md).
                {
                  name: 'read-aloud',
                  priority: 2,
                  includeDependenciesRecursively: false,
                  test: /src\/(web\/lessons\/kit\/(read-aloud\/|learn-sections)|domain\/lessons\/speech\.ts$)/,
                },
                // What every lesson page paints with: the lesson kit, apart from its drag and drop and
                // its dialogs (the guest prompt's and their Radix frame, celebration-modal): these
                // load apart.
                {
                  name: 'lesson-kit',
                  priority: 1,
                  includeDependenciesRecursively: false,
                  test: /src\/(web\/lessons\/kit\/(?!drag-drop\/|guest-prompt-modal|celebration-modal)|domain\/lessons\/(speech|quiz)\.ts$)/,
                },
              ],
            },
          },
        },
      },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3001' },
  },
}));
