import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import type { App } from '../../app';
import { createTestApp } from '../../test/test-app';
import { as, createUser } from '../../test/factories';
import { expectBalancedLedger } from '../../test/ledger';
import { startRazorpayStandIn } from '../../test/razorpay-stand-in';
import { jobs, ledgerEntries, refunds } from '../../platform/db/schema';
import { sendWebhook } from '../../test/razorpay-test-app';
import { createGateway } from '../payments/gateway';
import { testConfig } from '../../platform/config';
import { refundSummary, requestRefund } from './refund-service';
import { paidOrder } from '../../test/paid-order';

const KEY_ID = 'rzp_test_standin';
const KEY_SECRET = 'stand-in-key-secret';
const WEBHOOK_SECRET = 'stand-in-webhook-secret';

const at = (ms: number) => new Date(Date.now() + ms);

async function refundOf(app: App, orderId: string) {
  const [row] = await app.deps.db.select().from(refunds).where(eq(refunds.orderId, orderId));
  return row!;
}
const legs = (app: App, orderId: string) =>
  app.deps.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.orderId, orderId), like(ledgerEntries.movement, 'refund:%')));

describe('refunds through the sandbox gateway', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp({}, { jobWorker: false });
  });
  afterEach(async () => {
    await expectBalancedLedger(app);
  });
  afterAll(async () => {
    await app.close();
  });

  it('the job refunds once and books escrow → buyer; the later refund.processed webhook changes nothing', async () => {
    const { order, buyer } = await paidOrder(app, 900);
    await requestRefund(app.deps.db, { orderId: order._id, amountPaise: 90000, reason: 'cancelled', attemptKey: 'c' });
    expect(await app.jobRunner.runDue({ now: at(1000) })).toBeGreaterThanOrEqual(1);
    const refund = await refundOf(app, order._id);
    expect(refund.status).toBe('processed');
    expect(refund.gatewayRefundId).toMatch(/^rfnd_[A-Za-z0-9]{14}$/);
    expect((await legs(app, order._id)).map((l) => [l.account, l.amountPaise]).sort()).toEqual(
      [
        ['escrow', -90000],
        [`buyer:${buyer.user.id}`, 90000],
      ].sort(),
    );
    // What the sandbox sends a moment later, as Razorpay would.
    const hook = await sendWebhook(
      app,
      'webhook-test-secret',
      'refund.processed',
      {
        refund: { entity: { id: refund.gatewayRefundId, entity: 'refund', notes: { refund_id: refund.id } } },
      },
      'evt_sandbox_refund_1',
    );
    expect(hook.statusCode).toBe(200);
    expect(hook.json()).toMatchObject({ handled: true });
    expect(await legs(app, order._id)).toHaveLength(2);
    expect(await refundSummary(app.deps.db, order._id)).toEqual({ refundedPaise: 90000, pending: false });
  });

  it('answers the same refund to the same idempotency key (so a retried call refunds once)', async () => {
    const gateway = createGateway(testConfig().payments);
    const call = { paymentId: 'pay_Same00000000001', amountPaise: 5000, idempotencyKey: 'key-0123456789_1', notes: {} };
    const a = await gateway.refund(call);
    const b = await gateway.refund(call);
    expect(b.id).toBe(a.id);
    const c = await gateway.refund({ ...call, idempotencyKey: 'key-0123456789_2' });
    expect(c.id).not.toBe(a.id);
  });

  it('lists refunds for admins only (404 for everyone else)', async () => {
    const { cookie: admin } = await createUser(app, { isAdmin: true });
    const { cookie: user } = await createUser(app);
    expect((await as(app, user).get('/api/admin/refunds')).statusCode).toBe(404);
    expect((await as(app).get('/api/admin/refunds')).statusCode).toBe(404);
    const res = await as(app, admin).get('/api/admin/refunds?status=processed');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(Array.isArray(res.json())).toBe(true);
  });
});

describe('refunds through the Razorpay adapter against a stand-in of its API', () => {
  let app: App;
  let razorpay: Awaited<ReturnType<typeof startRazorpayStandIn>>;
  beforeAll(async () => {
    razorpay = await startRazorpayStandIn(KEY_ID, KEY_SECRET);
    app = await createTestApp(
      {
        payments: {
          provider: 'razorpay',
          keyId: KEY_ID,
          keySecret: KEY_SECRET,
          webhookSecret: WEBHOOK_SECRET,
          apiUrl: razorpay.url,
        },
      },
      { jobWorker: false },
    );
  });
  afterEach(async () => {
    razorpay.state.fail = false;
    razorpay.state.refundStatus = 'processed';
    await expectBalancedLedger(app);
  });
  afterAll(async () => {
    await app.close();
    await razorpay.close();
  });

  it("calls POST /v1/payments/{id}/refund with amount, speed, notes and Razorpay's idempotency header", async () => {
    const { order } = await paidOrder(app, 640);
    const { refundId } = await requestRefund(app.deps.db, {
      orderId: order._id,
      amountPaise: 64000,
      reason: 'cancelled',
      attemptKey: 'cancel',
    });
    await app.jobRunner.runDue({ now: at(1000) });
    const sent = razorpay.received.filter((r) => r.url?.endsWith('/refund'));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      auth: true,
      url: `/v1/payments/${order.payment_intent}/refund`,
      idempotencyKey: `${refundId}_1`,
      body: {
        amount: 64000,
        speed: 'normal',
        notes: { refund_id: refundId, order_id: order._id, reason: 'cancelled' },
      },
    });
    expect(sent[0]!.idempotencyKey).toMatch(/^[\w-]{10,}$/);
    const refund = await refundOf(app, order._id);
    expect(refund).toMatchObject({
      status: 'processed',
      gatewayRefundId: razorpay.refunds.get(`${refundId}_1`)!.refund.id,
    });
    expect(await legs(app, order._id)).toHaveLength(2);
  });

  it('retries a failing gateway with backoff (moving the clock), then fails it and shows it to admins; an admin retry refunds it once', async () => {
    const { order } = await paidOrder(app, 500);
    const { refundId } = await requestRefund(app.deps.db, {
      orderId: order._id,
      amountPaise: 50000,
      reason: 'dispute_refund',
      attemptKey: 'dispute',
    });
    razorpay.state.fail = true;
    const job = async () => (await app.deps.db.select().from(jobs).where(eq(jobs.dedupeKey, refundId)))[0]!;
    let now = at(1000);
    let runs = 0;
    for (;;) {
      await app.jobRunner.runDue({ now });
      runs++;
      const j = await job();
      if (j.status === 'failed') break;
      expect(j.status).toBe('queued');
      expect((await refundOf(app, order._id)).status).toBe('pending');
      expect(await app.jobRunner.runDue({ now: new Date(j.runAt.getTime() - 1) })).toBe(0); // not before its time
      now = j.runAt;
    }
    expect(runs).toBe(15);
    const failed = await refundOf(app, order._id);
    expect(failed).toMatchObject({ status: 'failed', lastError: expect.stringContaining('500') });
    expect(await legs(app, order._id)).toHaveLength(0);
    expect(await refundSummary(app.deps.db, order._id)).toEqual({ refundedPaise: 0, pending: true });

    const { cookie: admin } = await createUser(app, { isAdmin: true });
    const list = await as(app, admin).get('/api/admin/refunds?status=failed');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          _id: refundId,
          orderId: order._id,
          amount: 500,
          status: 'failed',
          reason: 'dispute_refund',
        }),
      ]),
    );

    razorpay.state.fail = false;
    const retried = await as(app, admin).post(`/api/admin/refunds/${refundId}/retry`);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({ status: 'pending' });
    expect((await as(app, admin).post(`/api/admin/refunds/${refundId}/retry`)).statusCode).toBe(409);
    // Logged once, for the retry that took effect.
    const audit = (await as(app, admin).get('/api/admin/audit')).json() as Array<{ action: string }>;
    expect(audit.filter((e) => e.action === 'refund.retry')).toMatchObject([
      { target: { type: 'refund', id: refundId } },
    ]);
    await app.jobRunner.runDue({ now: at(1000) });
    expect((await refundOf(app, order._id)).status).toBe('processed');
    // The same key (the gateway may have made it while it answered 500), and one refund made.
    const keys = razorpay.received.filter((r) => r.url?.endsWith('/refund')).map((r) => r.idempotencyKey);
    expect(keys.at(-1)).toBe(`${refundId}_1`);
    expect([...razorpay.refunds.keys()].filter((k) => k.startsWith(refundId))).toEqual([`${refundId}_1`]);
    expect(await legs(app, order._id)).toHaveLength(2);
  });

  it('a refund the gateway holds as pending is settled by refund.processed, and a redelivery changes nothing', async () => {
    razorpay.state.refundStatus = 'pending';
    const { order } = await paidOrder(app, 300);
    const { refundId } = await requestRefund(app.deps.db, {
      orderId: order._id,
      amountPaise: 30000,
      reason: 'cancelled',
      attemptKey: 'cancel',
    });
    await app.jobRunner.runDue({ now: at(1000) });
    const pending = await refundOf(app, order._id);
    expect(pending.status).toBe('pending');
    expect(pending.gatewayRefundId).toMatch(/^rfnd_/);
    const payload = {
      refund: {
        entity: { id: pending.gatewayRefundId, entity: 'refund', status: 'processed', notes: { refund_id: refundId } },
      },
      payment: { entity: { id: order.payment_intent, entity: 'payment' } },
    };
    const [a, b] = await Promise.all([
      sendWebhook(app, WEBHOOK_SECRET, 'refund.processed', payload, 'evt_refund_pending_1'),
      sendWebhook(app, WEBHOOK_SECRET, 'refund.processed', payload, 'evt_refund_pending_1'),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect([a.json().duplicate, b.json().duplicate].filter(Boolean)).toHaveLength(1);
    // A second delivery under another event id is still one booking.
    await sendWebhook(app, WEBHOOK_SECRET, 'refund.processed', payload, 'evt_refund_pending_2');
    expect((await refundOf(app, order._id)).status).toBe('processed');
    expect(await legs(app, order._id)).toHaveLength(2);
    // The job's next poll finds it settled and stops.
    await app.jobRunner.runDue({ now: at(10 * 60_000) });
    const [j] = await app.deps.db.select().from(jobs).where(eq(jobs.dedupeKey, refundId));
    expect(j!.status).toBe('done');
  });

  it('refund.failed leaves the refund failed for admins and books nothing; a bad signature is refused', async () => {
    razorpay.state.refundStatus = 'pending';
    const { order } = await paidOrder(app, 200);
    const { refundId } = await requestRefund(app.deps.db, {
      orderId: order._id,
      amountPaise: 20000,
      reason: 'cancelled',
      attemptKey: 'cancel',
    });
    await app.jobRunner.runDue({ now: at(1000) });
    const pending = await refundOf(app, order._id);
    const payload = {
      refund: { entity: { id: pending.gatewayRefundId, status: 'failed', notes: { refund_id: refundId } } },
    };
    const forged = await sendWebhook(app, 'not-the-secret', 'refund.failed', payload, 'evt_refund_forged');
    expect(forged.statusCode).toBe(400);
    expect((await refundOf(app, order._id)).status).toBe('pending');
    const hook = await sendWebhook(app, WEBHOOK_SECRET, 'refund.failed', payload, 'evt_refund_failed_1');
    expect(hook.statusCode).toBe(200);
    expect(await refundOf(app, order._id)).toMatchObject({ status: 'failed' });
    expect(await legs(app, order._id)).toHaveLength(0);

    // The gateway declined that one: an admin's retry is a new request to it (a new key), and is booked once.
    razorpay.state.refundStatus = 'processed';
    const { cookie: admin } = await createUser(app, { isAdmin: true });
    expect((await as(app, admin).post(`/api/admin/refunds/${refundId}/retry`)).statusCode).toBe(200);
    await app.jobRunner.runDue({ now: at(60_000) });
    const keys = razorpay.received.filter((r) => r.url?.endsWith('/refund')).map((r) => r.idempotencyKey);
    expect(keys.at(-1)).toBe(`${refundId}_2`);
    expect(await refundOf(app, order._id)).toMatchObject({ status: 'processed', gatewayAttempt: 2 });
    expect(await legs(app, order._id)).toHaveLength(2);
  });
});
