import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig, type AppConfig } from '../../platform/config';
import { jobs, ledgerEntries, refunds } from '../../platform/db/schema';
import { FAULT_FLAG } from '../../platform/fault-points';
import { createUser } from '../../test/factories';
import { freePort, startServerProcess, waitFor, START_TIMEOUT_MS } from '../../test/fault-services';
import { expectBalancedLedger } from '../../test/ledger';
import { paidOrder } from '../../test/paid-order';
import { startRazorpayStandIn } from '../../test/razorpay-stand-in';
import { requestRefund } from './refund-service';

/**
 * The refund kill test (docs/decisions/018-refunds.md): a real server process asks Razorpay (a local stand-in) for a
 * refund and is killed with SIGKILL right after the gateway's answer arrived and before the ledger was written.
 * After a restart the refund job runs again with the same idempotency key, the gateway answers the refund it already
 * made, and the refund is booked exactly once: one refund at the gateway, two ledger legs, balanced books.
 */
const SESSION_SECRET = 'refund-kill-test-session-secret-0123456789';
const KEY_ID = 'rzp_test_refund_kill';
const KEY_SECRET = 'refund-kill-key-secret';
const WEBHOOK_SECRET = 'refund-kill-webhook-secret';
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

let dataDir: string;
let razorpay: Awaited<ReturnType<typeof startRazorpayStandIn>>;
let server: ChildProcess | undefined;
let adminCookie: string;
let orderId: string;
let refundId: string;

const serverEnv = () => ({
  SESSION_SECRET,
  RAZORPAY_KEY_ID: KEY_ID,
  RAZORPAY_KEY_SECRET: KEY_SECRET,
  RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
  RAZORPAY_API_URL: razorpay.url,
  SHUTDOWN_DRAIN_MS: '0',
});

const appConfig = (): Partial<AppConfig> => ({
  dataDir,
  databaseUrl: undefined,
  sessionSecret: SESSION_SECRET,
  payments: {
    provider: 'razorpay',
    keyId: KEY_ID,
    keySecret: KEY_SECRET,
    webhookSecret: WEBHOOK_SECRET,
    apiUrl: razorpay.url,
  },
});
const openEmbedded = () => buildApp(testConfig(appConfig()), { jobWorker: false });

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'gb-refund-kill-'));
  razorpay = await startRazorpayStandIn(KEY_ID, KEY_SECRET);
  // A paid order and its refund, asked for and committed, go into the server's own embedded database before it starts.
  const app = await openEmbedded();
  const { order } = await paidOrder(app, 1100);
  orderId = order._id;
  ({ refundId } = await requestRefund(app.deps.db, {
    orderId,
    amountPaise: 110000,
    reason: 'cancelled',
    attemptKey: 'cancel',
  }));
  adminCookie = (await createUser(app, { isAdmin: true })).cookie;
  await app.close();
}, 360_000);

afterAll(async () => {
  if (server && server.exitCode === null) server.kill('SIGKILL');
  await razorpay.close();
  rmSync(dataDir, { recursive: true, force: true });
});

it('killed between the gateway refund answer and the ledger write: after a restart the refund is booked exactly once', async () => {
  // First life: the job runs at start, the gateway answers, and the fault point kills the process with SIGKILL.
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      DATABASE_URL: '',
      REDIS_URL: '',
      NODE_ENV: 'test',
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SERVE_WEB: 'false',
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      ...serverEnv(),
      [FAULT_FLAG]: 'refund-answered',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  server = child;
  const signal = await new Promise<NodeJS.Signals | null>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server was not killed at the fault point')), START_TIMEOUT_MS);
    child.once('exit', (_code, sig) => {
      clearTimeout(timer);
      resolve(sig);
    });
  });
  expect(signal).toBe('SIGKILL');
  const calls = () => razorpay.received.filter((r) => r.url?.endsWith('/refund'));
  expect(calls()).toHaveLength(1);
  expect(razorpay.refunds.size).toBe(1); // the gateway made the refund…

  // …and the books do not know yet.
  let app = await openEmbedded();
  try {
    const [row] = await app.deps.db.select().from(refunds).where(eq(refunds.id, refundId));
    expect(row!.status).toBe('pending');
    const legs = await app.deps.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.orderId, orderId), like(ledgerEntries.movement, 'refund:%')));
    expect(legs).toHaveLength(0);
  } finally {
    await app.close();
  }

  // Second life: the job's lease runs out, it runs again with the same key, and the refund is booked.
  const port = await freePort();
  server = await startServerProcess({ port, dataDir, env: { NODE_ENV: 'test', ...serverEnv() } });
  await waitFor(
    'the refund to be booked',
    async () => {
      const res = await fetch(`http://127.0.0.1:${port}/api/admin/refunds?status=processed`, {
        headers: { cookie: adminCookie },
      });
      const list = (await res.json()) as Array<{ _id: string }>;
      return list.some((r) => r._id === refundId);
    },
    120_000,
  );
  const stopped = new Promise((resolve) => server!.once('exit', resolve));
  server.kill('SIGTERM');
  await stopped;
  server = undefined;

  expect(calls()).toHaveLength(2);
  expect(new Set(calls().map((c) => c.idempotencyKey))).toEqual(new Set([`${refundId}_1`]));
  expect(razorpay.refunds.size).toBe(1); // still one refund at the gateway

  app = await openEmbedded();
  try {
    const [row] = await app.deps.db.select().from(refunds).where(eq(refunds.id, refundId));
    expect(row).toMatchObject({
      status: 'processed',
      gatewayRefundId: razorpay.refunds.get(`${refundId}_1`)!.refund.id,
    });
    const legs = await app.deps.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.orderId, orderId), like(ledgerEntries.movement, 'refund:%')));
    expect(legs).toHaveLength(2);
    const [job] = await app.deps.db.select().from(jobs).where(eq(jobs.dedupeKey, refundId));
    expect(job!.status).toBe('done');
    await expectBalancedLedger(app);
  } finally {
    await app.close();
  }
}, 600_000);
