import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Projects: `unit` (pure rules and content, in Node), `unit-web` (React components in jsdom), `api`
// (the server through app.inject on a real database: PGlite, or PostgreSQL when DATABASE_URL is
// set) and `reliability` (real server processes, killed and restarted). `api` shares each worker's
// modules between files (isolate: false); an API file that replaces a module with vi.mock
// is named *.isolated.test.ts and runs in `api-isolated`
// (docs/decisions/398-ci-time-headless-shell-and-shared-workers.md).
// Vitest's own default is one worker fewer than the cores: one worker on CI's two cores. Every core
// works here; Vitest's main process mostly waits (docs/decisions/397-ci-within-forty-minutes.md).
const workers = Math.max(2, availableParallelism());
type TestOptions = NonNullable<TestProjectInlineConfiguration['test']>;
const apiTest: TestOptions = {
  environment: 'node',
  globalSetup: ['tests/support/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    maxWorkers: workers,
    projects: [
      {
        test: {
          name: 'unit',
          // *.server.test.tsx: the web's screens rendered as the server will, with no DOM.
          include: ['src/domain/**/*.test.ts', 'src/i18n/**/*.test.ts', 'content/**/*.test.ts', 'scripts/**/*.test.ts', 'src/web/**/*.server.test.tsx'],
          exclude: [...configDefaults.exclude, 'content/**/*-budgets.test.ts'],
          environment: 'node',
          setupFiles: ['tests/support/unit-setup.ts'],
        },
      },
      {
        // The labs' time budgets in CPU time (content/code-lab/*-budgets.test.ts): `npm test` runs
        // them on their own after the other projects, one file at a time, so no other test's
        // worker shares the cores they are timed on (docs/decisions/418-time-budgets-run-alone.md).
        test: {
          name: 'budgets',
          include: ['content/**/*-budgets.test.ts'],
          environment: 'node',
          setupFiles: ['tests/support/unit-setup.ts'],
          fileParallelism: false,
        },
      },
      {
        // Only the web's tests pay for a DOM: jsdom's set-up was most of the pure rules' time
        // (docs/decisions/397-ci-within-forty-minutes.md). Each file gets a DOM of its own: a
        // shared one carried one file's saved guest work into the next.
        plugins: [react()],
        test: {
          name: 'unit-web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, 'src/web/**/*.server.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/support/unit-setup.ts'],
        },
      },
      {
        // Each file still builds its own app over its own database; importing the server once a
        // worker instead of once a file took the project from 206 s to 131 s.
        test: {
          name: 'api',
          isolate: false,
          include: ['src/server/**/*.test.ts', 'tests/api/**/*.test.ts'],
          exclude: [...configDefaults.exclude, '**/*.isolated.test.ts'],
          ...apiTest,
        },
      },
      {
        test: {
          name: 'api-isolated',
          include: ['src/server/**/*.isolated.test.ts', 'tests/api/**/*.isolated.test.ts'],
          ...apiTest,
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
