import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';

export default defineConfig({
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
        description: 'Learn to code with Ada: short lessons, games, points and badges for ages 8-10.',
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
    rollupOptions: {
      output: {
        // Everything every page needs in one file: many tiny shared chunks each pay their own
        // request and compression overhead on a slow school connection.
        manualChunks(id) {
          if (/node_modules\/(react|react-dom|scheduler|react-router|@tanstack)\//.test(id)) return 'framework';
          if (/src\/(domain\/(constants|brand)|web\/lib\/(api|auth|user|toast-store|query-client))\.tsx?$/.test(id)) return 'framework';
          return undefined;
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3001' },
  },
});
