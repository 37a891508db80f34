import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Projects: `unit` (pure rules and content, in Node), `unit-web` (React components in jsdom), `api`
// (the server through app.inject on a real database: PGlite, or PostgreSQL when DATABASE_URL is
// set) and `reliability` (real server processes, killed and restarted).
// Vitest's own default is one worker fewer than the cores: one worker on CI's two cores. Every core
// works here; Vitest's main process mostly waits (docs/decisions/397-ci-within-forty-minutes.md).
const workers = Math.max(2, availableParallelism());

export default defineConfig({
  test: {
    maxWorkers: workers,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/domain/**/*.test.ts', 'src/i18n/**/*.test.ts', 'content/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/support/unit-setup.ts'],
        },
      },
      {
        // Only the web's tests pay for a DOM: jsdom's set-up was most of the pure rules' time
        // (docs/decisions/397-ci-within-forty-minutes.md).
        plugins: [react()],
        test: {
          name: 'unit-web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/support/unit-setup.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['src/server/**/*.test.ts', 'tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'reliability',
          include: ['tests/reliability/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
