import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two cores: more workers only fight over them (each server test file owns a database).
    maxWorkers: 2,
    passWithNoTests: true,
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          // Tests reach only loopback: any other connection or lookup fails the test.
          setupFiles: ['apps/server/src/test/setup-network-guard.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
    ],
  },
});
