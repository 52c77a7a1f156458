import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { App } from '../../app';
import { createTestApp } from '../../test/test-app';
import { as, createUser } from '../../test/factories';
import { expectBalancedLedger } from '../../test/ledger';
import { startRouteStandIn } from '../../test/razorpay-route-stand-in';
import { answers, at, checkout, SELLER_ACCOUNT, SELLER_PAN, seller, transferOf } from '../../test/transfer-flow';
import { ledgerEntries } from '../../platform/db/schema';

const KEY_ID = 'rzp_test_standin';
const KEY_SECRET = 'stand-in-key-secret';

let sandbox: App;
let razorpay: App;
let route: Awaited<ReturnType<typeof startRouteStandIn>>;
const logLines: string[] = [];
beforeAll(async () => {
  route = await startRouteStandIn(KEY_ID, KEY_SECRET);
  sandbox = await createTestApp({}, { jobWorker: false });
  razorpay = await createTestApp(
    {
      logLevel: 'trace',
      payments: { provider: 'razorpay', keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: 'w', apiUrl: route.url },
    },
    { jobWorker: false },
  );
  razorpay.logDestination!.write = (line: string) => {
    logLines.push(line);
    return true;
  };
});
afterEach(async () => {
  route.state.mode = 'ok';
  route.state.downFor = 0;
  route.received.length = 0;
  await expectBalancedLedger(sandbox);
  await expectBalancedLedger(razorpay);
});
afterAll(async () => {
  await sandbox.close();
  await razorpay.close();
  await route.close();
});

const run = (app: App, ms = 1000) => app.jobRunner.runDue({ now: at(ms) });
const transferCalls = () =>
  route.received
    .filter((r) => r.path.startsWith('/v1/') && !r.path.startsWith('/v1/orders') && !r.path.endsWith('/refund'))
    .map((r) => `${r.method} ${r.path.replace(/pay_\w+/, '{pay}').replace(/trf_\w+/, '{trf}')}`);

/**
 * One seller's three sales through their whole life: one approved (under 50 parallel approvals), one split by an
 * admin, one cancelled and refunded. Answers the books and the transfers with ids left out, so two apps compare.
 */
async function threeSales(app: App) {
  const s = await seller(app);
  const admin = await createUser(app, { isAdmin: true });
  const approved = await checkout(app, s.user.id, 1200);
  const split = await checkout(app, s.user.id, 999);
  const cancelled = await checkout(app, s.user.id, 333);
  await run(app);
  for (const o of [approved, split])
    expect((await s.api.put(`/api/orders/complete/${o.orderId}`, {})).statusCode).toBe(200);
  const approvals = await Promise.all(
    Array.from({ length: 50 }, () => approved.b.post(`/api/orders/${approved.orderId}/approve`)),
  );
  expect(approvals.filter((r) => r.statusCode === 200)).toHaveLength(1);
  expect((await split.b.post(`/api/orders/${split.orderId}/dispute`, { reason: 'Half missing' })).statusCode).toBe(200);
  const decided = await as(app, admin.cookie).post(`/api/admin/disputes/${split.orderId}/decide`, {
    outcome: 'split',
    refundAmount: 333.33,
    note: 'Part was delivered.',
  });
  expect(decided.statusCode, decided.body).toBe(200);
  expect(
    (await cancelled.b.post(`/api/orders/${cancelled.orderId}/cancellation`, { reason: 'Not needed' })).statusCode,
  ).toBe(200);
  expect((await s.api.post(`/api/orders/${cancelled.orderId}/cancellation/accept`)).statusCode).toBe(200);
  await Promise.all([run(app), run(app)]);
  await run(app);
  const out = [];
  for (const o of [approved, split, cancelled]) {
    const t = await transferOf(app, o.orderId);
    const books = await app.deps.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, o.orderId));
    out.push({
      transfer: { status: t.status, amount: t.amountPaise, reversed: t.reversedPaise, failed: t.failedStep },
      books: books
        .map((l) => `${l.movement.replace(/:.*/, '')} ${l.account.replace(/:.*/, '')} ${l.amountPaise}`)
        .sort(),
    });
  }
  return { out, orders: [approved.orderId, split.orderId, cancelled.orderId] };
}

describe('the Razorpay adapter’s Route transfers against the local stand-in', () => {
  it('gives the same ledger and transfers as the sandbox, each call made once with its idempotency key', async () => {
    const inSandbox = await threeSales(sandbox);
    route.received.length = 0;
    const atRazorpay = await threeSales(razorpay);
    expect(atRazorpay.out).toEqual(inSandbox.out);
    expect(atRazorpay.out.map((o) => o.transfer.status)).toEqual(['released', 'released', 'reversed']);

    // Three transfers, two reversals (the split's part, the cancellation's whole), two holds lifted: once each.
    expect(transferCalls().sort()).toEqual(
      [
        'POST /v1/payments/{pay}/transfers',
        'POST /v1/payments/{pay}/transfers',
        'POST /v1/payments/{pay}/transfers',
        'POST /v1/transfers/{trf}/reversals',
        'POST /v1/transfers/{trf}/reversals',
        'PATCH /v1/transfers/{trf}',
        'PATCH /v1/transfers/{trf}',
      ].sort(),
    );
    expect(route.received.every((r) => r.auth)).toBe(true);
    const [approvedId] = atRazorpay.orders;
    const t = await transferOf(razorpay, approvedId!);
    const create = route.received.find((r) => r.idempotencyKey === `gb-transfer-${approvedId}`)!;
    expect(create.path).toMatch(/^\/v1\/payments\/pay_\w+\/transfers$/);
    expect(create.body).toEqual({
      transfers: [
        {
          account: t.linkedAccountId,
          amount: t.amountPaise,
          currency: 'INR',
          on_hold: true,
          notes: { order_id: approvedId, transfer_id: t.id },
        },
      ],
    });
    const release = route.received.find((r) => r.idempotencyKey === `gb-release-${approvedId}`)!;
    expect(release).toMatchObject({
      method: 'PATCH',
      path: `/v1/transfers/${t.gatewayTransferId}`,
      body: { on_hold: false },
    });
  });

  it('retries a step Route cannot answer with backoff, and leaves a refused one to admins, visibly', async () => {
    const s = await seller(razorpay);
    const { orderId, b } = await checkout(razorpay, s.user.id, 700);
    route.received.length = 0;
    route.state.downFor = 2;
    await run(razorpay);
    expect(await transferOf(razorpay, orderId)).toMatchObject({
      status: 'pending',
      lastError: 'create: unavailable HTTP 500',
    });
    await run(razorpay, 2 * 60_000);
    await run(razorpay, 10 * 60_000);
    expect(await transferOf(razorpay, orderId)).toMatchObject({ status: 'on_hold', lastError: null });
    // The three calls carried the same key: a retry after a lost answer gets the transfer already made.
    expect(new Set(route.received.map((r) => r.idempotencyKey))).toEqual(new Set([`gb-transfer-${orderId}`]));

    expect((await s.api.put(`/api/orders/complete/${orderId}`, {})).statusCode).toBe(200);
    route.state.mode = 'refuse';
    expect((await b.post(`/api/orders/${orderId}/approve`)).statusCode).toBe(200);
    await run(razorpay, 20 * 60_000);
    expect(await transferOf(razorpay, orderId)).toMatchObject({ status: 'on_hold', failedStep: 'release' });
    const admin = await createUser(razorpay, { isAdmin: true });
    const a = as(razorpay, admin.cookie);
    const listed = (await a.get('/api/admin/transfers')).json();
    expect(listed.find((x: { orderId: string }) => x.orderId === orderId)).toMatchObject({
      failedStep: 'release',
      lastError: expect.stringMatching(/^release: refused HTTP 400 BAD_REQUEST_ERROR/),
    });
    route.state.mode = 'ok';
    expect((await a.post(`/api/admin/transfers/${orderId}/retry`)).statusCode).toBe(200);
    await run(razorpay, 30 * 60_000);
    expect(await transferOf(razorpay, orderId)).toMatchObject({ status: 'released', failedStep: null });
  });

  it('no answer and no log line carries the account number or PAN', () => {
    for (const text of [...answers, ...logLines]) {
      expect(text).not.toContain(SELLER_ACCOUNT);
      expect(text).not.toContain(SELLER_PAN);
    }
  });
});
