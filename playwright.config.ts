import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
// @ts-expect-error plain ESM helper shared with the scripts
import { CHROMIUM_FLAGS, findTestBrowser } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;
// Each run gets a fresh data directory; tests read the emails from its outbox.
const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? `.tmp/e2e-${port}`);
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // CI runs two workers on a 2-core machine, where each Chromium also paints in software: a
  // journey that takes 15 s alone can take 40 s there (docs/decisions/385-e2e-time-on-a-two-core-machine.md).
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 10_000 : 7_000 },
  reporter: [['list'], ['json', { outputFile: '.tmp/playwright-results.json' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: findTestBrowser(), args: CHROMIUM_FLAGS },
    serviceWorkers: 'block',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `rm -rf "${dataDir}" && node scripts/start.mjs`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_ORIGIN: baseURL,
      ADMIN_EMAILS: 'admin@example.com',
      LOG_LEVEL: 'warn',
      BOOK_URL: 'https://example.com/book',
      // The pseudo-locale en-XA for the page sweeps (docs/product/languages.md#checks).
      PSEUDO_LOCALE: '1',
    },
  },
});
