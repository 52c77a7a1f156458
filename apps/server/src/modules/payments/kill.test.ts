import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../platform/config';
import { createGig, createUser } from '../../test/factories';
import { freePort, startServerProcess } from '../../test/fault-services';
import { expectBalancedLedger } from '../../test/ledger';
import { webhookSignature } from './signature';

/**
 * The kill test: a real server process takes a sandbox payment and is killed with SIGKILL after the
 * gateway's success but before the browser's confirm. After a restart, the retried confirm and the gateway's
 * webhook (whichever comes first, and both) still yield exactly one order, and the books balance.
 */
// Each test (and the setup) starts a server process: up to START_TIMEOUT_MS (240 s) on a busy machine, then the test.
const SESSION_SECRET = 'kill-test-session-secret-0123456789abcdef';
const WEBHOOK_SECRET = 'kill-test-webhook-secret';

let dataDir: string;
let port: number;
let server: ChildProcess | undefined;
let buyerCookie: string;
let gigId: string;

async function startServer() {
  port = await freePort();
  server = await startServerProcess({
    port,
    dataDir,
    env: {
      // A development server runs the minute jobs (sweep, release) as production does.
      NODE_ENV: 'development',
      SESSION_SECRET,
      SANDBOX_KEY_SECRET: 'kill-test-sandbox-key',
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      SHUTDOWN_DRAIN_MS: '0',
    },
  });
}

async function stopServer(signal: 'SIGKILL' | 'SIGTERM') {
  const child = server;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
  server = undefined;
}

async function call(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`http://127.0.0.1:${port}${url}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-requested-with': 'fetch', cookie: buyerCookie, ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> | null };
}

/** Create-order and the gateway's success, then the process dies before anyone confirms. */
async function payThenKill() {
  const created = await call('POST', '/api/orders/create-order', { gigId });
  expect(created.status).toBe(201);
  const gatewayOrderId = created.body!.id as string;
  const paid = await call('POST', '/api/payments/sandbox/pay', { order_id: gatewayOrderId, outcome: 'success' });
  expect(paid.status).toBe(200);
  await stopServer('SIGKILL');
  return { gatewayOrderId, proof: paid.body! };
}

const captured = (gatewayOrderId: string, paymentId: string) =>
  JSON.stringify({
    event: 'payment.captured',
    payload: { payment: { entity: { id: paymentId, order_id: gatewayOrderId, status: 'captured' } } },
  });

async function ordersFor(paymentId: string) {
  const list = await call('GET', '/api/orders?status=all');
  return (list.body as unknown as Array<{ _id: string; payment_intent: string }>).filter(
    (o) => o.payment_intent === paymentId,
  );
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'gb-kill-'));
  // The accounts and the gig go into the server's own embedded database before it starts.
  const app = await buildApp(testConfig({ dataDir, databaseUrl: undefined, sessionSecret: SESSION_SECRET }));
  const seller = await createUser(app, { isSeller: true });
  const buyer = await createUser(app);
  gigId = (await createGig(app, { userId: seller.user.id, price: 999 })).id;
  buyerCookie = buyer.cookie;
  await app.close();
  await startServer();
}, 360_000);

afterAll(async () => {
  await stopServer('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

it('killed after the gateway took the money: the retried confirm after a restart makes one order, and the webhook adds none', async () => {
  const { gatewayOrderId, proof } = await payThenKill();
  await startServer();
  const confirmed = await call('POST', `/api/orders/confirm/${gatewayOrderId}`, proof);
  expect(confirmed.status).toBe(200);
  const again = await call('POST', `/api/orders/confirm/${gatewayOrderId}`, proof);
  expect(again.body!._id).toBe(confirmed.body!._id);
  const body = captured(gatewayOrderId, proof.razorpay_payment_id as string);
  const hook = await call('POST', '/api/payments/webhook', body, {
    'x-razorpay-signature': webhookSignature(body, WEBHOOK_SECRET),
    'x-razorpay-event-id': `evt_kill_${gatewayOrderId}`,
  });
  expect(hook.status).toBe(200);
  expect(await ordersFor(proof.razorpay_payment_id as string)).toHaveLength(1);
}, 360_000);

it('killed after the gateway took the money: the webhook after a restart makes the order, and the late confirm finds it', async () => {
  const { gatewayOrderId, proof } = await payThenKill();
  await startServer();
  const body = captured(gatewayOrderId, proof.razorpay_payment_id as string);
  const hook = await call('POST', '/api/payments/webhook', body, {
    'x-razorpay-signature': webhookSignature(body, WEBHOOK_SECRET),
    'x-razorpay-event-id': `evt_kill_${gatewayOrderId}`,
  });
  expect(hook.status).toBe(200);
  expect(hook.body).toMatchObject({ handled: true });
  expect(await ordersFor(proof.razorpay_payment_id as string)).toHaveLength(1);
  const confirmed = await call('POST', `/api/orders/confirm/${gatewayOrderId}`, proof);
  expect(confirmed.status).toBe(200);
  expect(await ordersFor(proof.razorpay_payment_id as string)).toHaveLength(1);

  // The books of the embedded database balance after both crashes.
  await stopServer('SIGTERM');
  const app = await buildApp(testConfig({ dataDir, databaseUrl: undefined, sessionSecret: SESSION_SECRET }));
  try {
    await expectBalancedLedger(app);
  } finally {
    await app.close();
  }
}, 360_000);
