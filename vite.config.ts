import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';

const rrProd = (file: string) => fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

export default defineConfig(({ command }) => ({
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: rrProd('index.mjs') },
            { find: /^react-router\/dom$/, replacement: rrProd('dom-export.mjs') },
          ]
        : [],
  },
  plugins: [
    react(),
    tailwindcss(),
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
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
        // Reminder notifications: push + notificationclick handlers (public/push-sw.js).
        importScripts: ['/push-sw.js'],
      },
    }),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    outDir: 'dist',
    manifest: true,
    modulePreload: { polyfill: false },
    rollupOptions: {
      output: {
        // Fewer, larger chunks: many tiny shared chunks each pay their own request (and round
        // trip) and compression overhead on a slow school connection.
        codeSplitting: {
          groups: [
            // Everything every page needs in one file.
            {
              name: 'framework',
              priority: 3,
              tags: ['$initial'],
              test: (id) =>
                /node_modules\/(react|react-dom|scheduler|react-router|@tanstack)\//.test(id) ||
                /src\/(domain\/(constants|brand)|web\/lib\/(api|auth|user|toast-store|query-client))\.tsx?$/.test(
                  id,
                ),
            },
            // The Radix core with tabs and radio groups (lessons, the Learn hub and the toasts).
            {
              name: 'radix',
              priority: 2,
              includeDependenciesRecursively: false,
              test: /node_modules\/@radix-ui\/(primitive|react-(compose-refs|context|slot|primitive|presence|id|collection|direction|roving-focus|tabs|radio-group|use-[a-z-]+))\//,
            },
            // What every lesson page paints with: the lesson kit, apart from its drag and drop and
            // its dialogs (the guest prompt's and their Radix frame, celebration-modal): these
            // load apart.
            {
              name: 'lesson-kit',
              priority: 1,
              includeDependenciesRecursively: false,
              test: /src\/(web\/lessons\/kit\/(?!drag-drop\/|guest-prompt-modal|celebration-modal)|domain\/(lesson-messages|speech|quiz)\.ts$)/,
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
