import { defineConfig } from '@playwright/test';
export default defineConfig({
  testDir: ".",
  testMatch: '.tmp-gb-axe.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 1,
  reporter: [['list']],
  outputDir: '/tmp/gb-browse/test-results',
  use: {
    baseURL: 'http://127.0.0.1:3104',
    launchOptions: { executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] },
  },
});
