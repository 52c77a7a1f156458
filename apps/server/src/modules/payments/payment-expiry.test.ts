import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { PAYMENT_ORDER_TTL_MS, REFUND_MSG } from '@gigbazaar/shared/schemas/refunds';
import type { App } from '../../app';
import { createTestApp } from '../../test/test-app';
import { as, createGig, createUser } from '../../test/factories';
import { expectBalancedLedger } from '../../test/ledger';
import { payFor } from '../../test/paid-order';
import { startRazorpayStandIn } from '../../test/razorpay-stand-in';
import { gigs, orders, paymentAttempts, refunds } from '../../platform/db/schema';
import { SWEEP_AFTER_MS, sweepPaidAttempts } from './payment-service';
import { webhookSignature } from './signature';

/**
 * A payment order is good for 15 minutes (docs/product-rules.md "Payments"): paid later, or for a gig deleted since,
 * it makes no order, and a payment the gateway took is refunded in full. The clock is moved (Date only), never slept.
 */
const KEY_ID = 'rzp_test_expiry';
const KEY_SECRET = 'expiry-key-secret';
const WEBHOOK_SECRET = 'expiry-webhook-secret';
const LATE = PAYMENT_ORDER_TTL_MS + 60_000;

let clock = Date.now();
/** Moves the app's clock (Date only: timers, sockets and the database run as they do). */
function advance(ms: number) {
  clock += ms;
  vi.setSystemTime(clock);
}

async function start(app: App, price = 700) {
  const gig = await createGig(app, { price });
  const buyer = await createUser(app);
  const api = as(app, buyer.cookie);
  const created = await api.post('/api/orders/create-order', { gigId: gig.id });
  expect(created.statusCode, created.body).toBe(201);
  return { gig, buyer, api, gatewayOrderId: created.json().id as string };
}

const ordersOfGig = (app: App, gigId: string) => app.deps.db.select().from(orders).where(eq(orders.gigId, gigId));
const refundsOf = (app: App, gatewayOrderId: string) =>
  app.deps.db.select().from(refunds).where(eq(refunds.gatewayOrderId, gatewayOrderId));
const attempt = async (app: App, gatewayOrderId: string) =>
  (await app.deps.db.select().from(paymentAttempts).where(eq(paymentAttempts.gatewayOrderId, gatewayOrderId)))[0]!;

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(clock);
});
afterAll(() => {
  vi.useRealTimers();
});

describe('with the sandbox gateway', () => {
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

  it('takes no payment on a payment order older than 15 minutes: 409, not charged, no order', async () => {
    const { gig, api, gatewayOrderId } = await start(app);
    advance(LATE);
    const res = await api.post('/api/payments/sandbox/pay', { order_id: gatewayOrderId, outcome: 'success' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'conflict', message: REFUND_MSG.paymentExpired });
    expect((await attempt(app, gatewayOrderId)).paymentId).toBeNull();
    expect(await ordersOfGig(app, gig.id)).toHaveLength(0);
    expect(await refundsOf(app, gatewayOrderId)).toHaveLength(0);
  });

  it('still makes the order of a payment made in time, whenever the browser comes back', async () => {
    const { gig, api, gatewayOrderId } = await start(app);
    advance(PAYMENT_ORDER_TTL_MS - 60_000);
    const proof = await payFor(app, api, gatewayOrderId);
    advance(LATE); // the browser returns long after
    const res = await api.post(`/api/orders/confirm/${gatewayOrderId}`, proof);
    expect(res.statusCode, res.body).toBe(200);
    expect(await ordersOfGig(app, gig.id)).toHaveLength(1);
  });

  it('refunds a payment for a gig deleted since the payment order was made, and makes no order', async () => {
    const { gig, api, gatewayOrderId } = await start(app);
    const proof = await payFor(app, api, gatewayOrderId);
    await app.deps.db.update(gigs).set({ deletedAt: new Date() }).where(eq(gigs.id, gig.id));
    const res = await api.post(`/api/orders/confirm/${gatewayOrderId}`, proof);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(REFUND_MSG.paymentExpired);
    expect(await ordersOfGig(app, gig.id)).toHaveLength(0);
    const [refund] = await refundsOf(app, gatewayOrderId);
    expect(refund).toMatchObject({ reason: 'expired_payment', amountPaise: 70000, orderId: null, status: 'pending' });
    expect((await attempt(app, gatewayOrderId)).status).toBe('refunded');
    await app.jobRunner.runDue({ now: new Date(clock + 1000) });
    expect((await refundsOf(app, gatewayOrderId))[0]).toMatchObject({ status: 'processed' });
    // The success page's call for that payment says the same, and nothing more is refunded.
    const again = await api.put('/api/orders', { payment_intent: proof.razorpay_payment_id });
    expect(again.statusCode).toBe(409);
    expect(await refundsOf(app, gatewayOrderId)).toHaveLength(1);
  });
});

describe('with the Razorpay adapter against its stand-in', () => {
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
    await expectBalancedLedger(app);
  });
  afterAll(async () => {
    await app.close();
    await razorpay.close();
  });

  const captured = (gatewayOrderId: string, paymentId: string, paidAtMs: number) =>
    JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: {
        payment: {
          entity: {
            id: paymentId,
            order_id: gatewayOrderId,
            status: 'captured',
            created_at: Math.floor(paidAtMs / 1000),
          },
        },
      },
    });
  const hook = (body: string, eventId: string) =>
    app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': webhookSignature(body, WEBHOOK_SECRET),
        'x-razorpay-event-id': eventId,
      },
      payload: body,
    });

  it('a payment captured after its payment order expired is refunded through the gateway once and makes no order', async () => {
    const { gig, api, gatewayOrderId } = await start(app, 450);
    advance(LATE);
    const proof = await payFor(app, api, gatewayOrderId);
    const [first, second] = await Promise.all([
      api.post(`/api/orders/confirm/${gatewayOrderId}`, proof),
      api.post(`/api/orders/confirm/${gatewayOrderId}`, proof),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([409, 409]);
    expect(first.json()).toEqual({ code: 'conflict', message: REFUND_MSG.paymentExpired });
    // The gateway's webhook for the same capture arrives too: no order, no second refund.
    const late = await hook(captured(gatewayOrderId, proof.razorpay_payment_id!, clock), `evt_${gatewayOrderId}`);
    expect(late.statusCode).toBe(200);
    expect(await ordersOfGig(app, gig.id)).toHaveLength(0);
    const rows = await refundsOf(app, gatewayOrderId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      reason: 'expired_payment',
      amountPaise: 45000,
      paymentId: proof.razorpay_payment_id,
    });

    await app.jobRunner.runDue({ now: new Date(clock + 1000) });
    const calls = razorpay.received.filter((r) => r.url === `/v1/payments/${proof.razorpay_payment_id}/refund`);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toMatchObject({ amount: 45000, speed: 'normal', notes: { reason: 'expired_payment' } });
    expect((await refundsOf(app, gatewayOrderId))[0]).toMatchObject({ status: 'processed' });
  });

  it('the webhook of a capture made after expiry (the browser never came back) refunds it; a redelivery changes nothing', async () => {
    const { gig, gatewayOrderId } = await start(app, 300);
    advance(LATE);
    const body = captured(gatewayOrderId, 'pay_LateCapture0001', clock);
    expect((await hook(body, 'evt_late_1')).json()).toMatchObject({ handled: true });
    expect((await hook(body, 'evt_late_2')).statusCode).toBe(200);
    expect(await ordersOfGig(app, gig.id)).toHaveLength(0);
    expect(await refundsOf(app, gatewayOrderId)).toHaveLength(1);
  });

  it('the webhook of a capture made in time but delivered late still makes the order', async () => {
    const { gig, gatewayOrderId } = await start(app, 300);
    const paidAt = clock + 60_000;
    advance(LATE);
    expect((await hook(captured(gatewayOrderId, 'pay_InTimeCapture01', paidAt), 'evt_intime')).statusCode).toBe(200);
    expect(await ordersOfGig(app, gig.id)).toHaveLength(1);
    expect(await refundsOf(app, gatewayOrderId)).toHaveLength(0);
  });

  it('the sweep refunds a late capture that neither the browser nor the webhook turned into anything', async () => {
    const { gig, gatewayOrderId } = await start(app, 250);
    advance(LATE);
    // The gateway's capture was recorded (the confirm's first statement) and then the process died.
    await app.deps.db
      .update(paymentAttempts)
      .set({ status: 'paid', paymentId: 'pay_SweptLate00001', paidAt: new Date(), updatedAt: new Date() })
      .where(eq(paymentAttempts.gatewayOrderId, gatewayOrderId));
    const d = { ...app.deps, gateway: undefined as never, log: app.log };
    expect(await sweepPaidAttempts(d, new Date(clock + SWEEP_AFTER_MS + 1000))).toBe(0);
    expect(await ordersOfGig(app, gig.id)).toHaveLength(0);
    expect(await refundsOf(app, gatewayOrderId)).toHaveLength(1);
    expect((await attempt(app, gatewayOrderId)).status).toBe('refunded');
    expect(await sweepPaidAttempts(d, new Date(clock + SWEEP_AFTER_MS + 1000))).toBe(0);
  });
});
