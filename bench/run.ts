/**
 * `npm run bench`: latency figures for hot paths, measured in-process with inject() on a fresh
 * embedded database (no network noise). Prints median and p95 per scenario; it asserts nothing —
 * targets are read off these numbers, never enforced by timed tests.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/platform/config';
import { DEMO_PASSWORD, seedDemoData } from '../apps/server/src/modules/demo/seed-demo-data';
import { expectStatus, measure } from './measure';
import { runExploreSearchBench } from './explore-search';
import { runUploadBench } from './upload';
import { runValidatorsBench } from './validators';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gb-bench-'));
const app = await buildApp({
  ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'production' }),
  databaseUrl: process.env.DATABASE_URL ?? 'memory://',
  httpRateLimit: false,
});
await seedDemoData(app.deps, app.deps.storage);
const login = expectStatus(
  'POST /api/auth/login',
  await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'x-requested-with': 'fetch', 'content-type': 'application/json' },
    payload: { username: 'ananya', password: DEMO_PASSWORD },
  }),
);
const cookie = `gb_session=${login.cookies.find((c) => c.name === 'gb_session')!.value}`;

const get =
  (url: string, withCookie = false) =>
  () =>
    app.inject({ method: 'GET', url, headers: withCookie ? { cookie } : {} });

await measure('GET /api/users?search=@all', 300, get('/api/users?search=@all'));
await measure('GET /api/users/{username}', 300, get('/api/users/priya.designs'));
await measure('GET /api/auth/me (session lookup)', 300, get('/api/auth/me', true));
await measure('POST /api/auth/login (argon2id verify)', 40, () =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'x-requested-with': 'fetch', 'content-type': 'application/json' },
    payload: { username: 'ananya', password: DEMO_PASSWORD },
  }),
);
if (app.deps.config.serveWeb) {
  await measure('SSR /about', 200, get('/about'));
  await measure('SSR /profile/{username} (with data)', 200, get('/profile/priya.designs'));
}
await app.close();

// Explore search over 10,000 gigs, on a database of its own.
await runExploreSearchBench();

// A phone photo through POST /api/uploads (decode, resize, WebP and variants), on a database of its own.
await runUploadBench();
// Every user-input check of packages/shared on 100 KB adversarial strings (target: under 5 ms each).
await runValidatorsBench();
