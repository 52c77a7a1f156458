/**
 * Requests per minute made by an idle open conversation page (docs/decisions/011; target ≤ 2). A production server with
 * the demo data runs as a child; Debian's Chromium opens /message/{id} as a signed-in demo buyer and then sits idle
 * while every HTTP request the page makes is counted (the live socket's own frames are not requests). While the socket
 * is up, only the 60-second last-login heartbeat should remain.
 *
 * Needs `npm run build` first. Run with `npm run bench:live-idle` (LIVE_IDLE_SECONDS changes the window, default 120).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type APIResponse } from '@playwright/test';
import { freePort, waitFor } from '../apps/server/src/test/fault-services';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium';
import { MESSAGING_NOTICE_COOKIE, withMessagingNoticeSeen } from '@gigbazaar/shared/rules/messaging-notice';

const SECONDS = Number(process.env.LIVE_IDLE_SECONDS ?? 120);
const TARGET_PER_MINUTE = 2;

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: '',
    REDIS_URL: '',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'gb-bench-idle-')),
    SEED_DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
    SHUTDOWN_DRAIN_MS: '0',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  await waitFor('the server (seeding demo data)', async () => (await fetch(`${base}/readyz`)).ok, 240_000);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  await page.goto('/login');
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.getByLabel('Username or email').fill('ananya');
  await page.getByLabel('Password', { exact: true }).fill('gigbazaar1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  // Each call must succeed: a refused one would leave the page idle on an error instead of a conversation.
  const ok = async (what: string, res: APIResponse) => {
    if (!res.ok()) throw new Error(`${what} answered ${res.status()} ${(await res.text()).slice(0, 300)}`);
    return res.json();
  };
  const me = (await ok('GET /api/auth/me', await page.request.get('/api/auth/me'))) as { _id: string };
  const seller = (await ok('GET /api/users/priya.designs', await page.request.get('/api/users/priya.designs'))) as {
    _id: string;
  };
  const { id } = (await ok(
    'POST /api/conversations',
    await page.request.post('/api/conversations', {
      headers: { 'x-requested-with': 'fetch' },
      data: { to: seller._id },
    }),
  )) as { id: string };
  // The first-open notice read already (its cookie), so the page is idle on the conversation itself.
  await context.addCookies([{ name: MESSAGING_NOTICE_COOKIE, value: withMessagingNoticeSeen('', me._id), url: base }]);
  await page.goto(`/message/${id}`);
  await page.getByLabel('Write a message').waitFor();
  // Let the page settle (socket open, first reads done) before the idle window starts.
  await page.waitForTimeout(5_000);

  const requests: string[] = [];
  page.on('request', (r) => {
    if (/^https?:/.test(r.url())) requests.push(`${r.method()} ${new URL(r.url()).pathname}`);
  });
  let socketFrames = 0;
  page.on('websocket', (ws) => ws.on('framereceived', () => socketFrames++));
  console.log(`Idle conversation page: watching for ${SECONDS} s…`);
  await page.waitForTimeout(SECONDS * 1000);
  const perMinute = requests.length / (SECONDS / 60);
  const counts = new Map<string, number>();
  for (const r of requests) counts.set(r, (counts.get(r) ?? 0) + 1);
  console.log(`  HTTP requests in ${SECONDS} s: ${requests.length} (${perMinute.toFixed(2)} per minute)`);
  for (const [r, n] of counts) console.log(`    ${n} × ${r}`);
  console.log(`  target ≤ ${TARGET_PER_MINUTE} per minute: ${perMinute <= TARGET_PER_MINUTE ? 'met' : 'MISSED'}`);
  await browser.close();
} finally {
  server.kill('SIGTERM');
}
