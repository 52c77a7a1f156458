import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/support/chromium';

const PORT = Number(process.env.E2E_PORT ?? 3300);

/** Browser journeys against the real built server on a fresh embedded database, in Debian's Chromium. */
export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // A journey that passes only on a second try hides a bug (in the product or the test): never re-run.
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    command: `rm -rf .data/e2e && DATA_DIR=.data/e2e PORT=${PORT} NODE_ENV=production LOG_LEVEL=warn SEED_DEMO_DATA=true node --import tsx apps/server/src/main.ts`,
    url: `http://127.0.0.1:${PORT}/api/readyz`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
});
