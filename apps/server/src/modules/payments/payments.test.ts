import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ORDER_MSG } from '@gigbazaar/shared/schemas/orders';
import type { App } from '../../app';
import { createTestApp } from '../../test/test-app';
import { as, createGig, createUser } from '../../test/factories';
import { expectBalancedLedger } from '../../test/ledger';
import { gigs, orders } from '../../platform/db/schema';
import { checkoutSignature, webhookSignature } from './signature';
import { sweepPaidAttempts, SWEEP_AFTER_MS } from './payment-service';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterEach(async () => {
  await expectBalancedLedger(app);
});
afterAll(async () => {
  await app.close();
});

const SECRET = () => app.deps.config.payments.keySecret;

/** A buyer, a seller's gig at ₹1,500 and the buyer's gateway order for it. */
async function checkout(price = 1500) {
  const gig = await createGig(app, { price });
  const buyer = await createUser(app);
  const api = as(app, buyer.cookie);
  const created = await api.post('/api/orders/create-order', { gigId: gig.id });
  expect(created.statusCode, created.body).toBe(201);
  return { gig, buyer, api, gatewayOrder: created.json() as { id: string; amount: number } };
}

async function paySandbox(api: ReturnType<typeof as>, orderId: string) {
  const paid = await api.post('/api/payments/sandbox/pay', { order_id: orderId, outcome: 'success' });
  expect(paid.statusCode, paid.body).toBe(200);
  return paid.json() as { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
}

const orderCount = async (paymentIntent: string) =>
  (await app.deps.db.select().from(orders).where(eq(orders.paymentIntent, paymentIntent))).length;

describe('POST /api/orders/create-order', () => {
  it("answers the gig's price × 100 from the database, the sandbox key and the commission shown before paying", async () => {
    const { gig, gatewayOrder } = await checkout(1499);
    expect(gatewayOrder).toMatchObject({
      amount: 149900,
      currency: 'INR',
      keyId: 'rzp_test_sandbox',
      provider: 'sandbox',
      commissionPercent: 10,
      gig: { _id: gig.id, price: 1499 },
    });
    expect(gatewayOrder.id).toMatch(/^order_[A-Za-z0-9]{14}$/);
  });

  it('refuses a client amount of 1 paise, a visitor, the own gig and a missing gig', async () => {
    const gig = await createGig(app, { price: 500 });
    const buyer = await createUser(app);
    const tiny = await as(app, buyer.cookie).post('/api/orders/create-order', { gigId: gig.id, amount: 1 });
    expect(tiny.statusCode).toBe(400);
    expect(tiny.json().message).toBe(ORDER_MSG.amountMismatch);
    const right = await as(app, buyer.cookie).post('/api/orders/create-order', { gigId: gig.id, amount: 50000 });
    expect(right.statusCode).toBe(201);
    expect((await as(app).post('/api/orders/create-order', { gigId: gig.id })).statusCode).toBe(401);
    const missing = await as(app, buyer.cookie).post('/api/orders/create-order', { gigId: 'no-such-gig' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(ORDER_MSG.gigError);
  });

  it('refuses to sell a seller their own gig (403)', async () => {
    const seller = await createUser(app, { isSeller: true });
    const gig = await createGig(app, { userId: seller.user.id });
    const own = await as(app, seller.cookie).post('/api/orders/create-order', { gigId: gig.id });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(ORDER_MSG.ownGig);
  });
});

describe('sandbox checkout → confirm', () => {
  it('turns a verified payment into one order with a copy of the gig, counts the sale and books the payment', async () => {
    const { gig, buyer, api, gatewayOrder } = await checkout(2000);
    const proof = await paySandbox(api, gatewayOrder.id);
    expect(proof.razorpay_signature).toBe(checkoutSignature(gatewayOrder.id, proof.razorpay_payment_id, SECRET()));
    const confirmed = await api.post(`/api/orders/confirm/${gatewayOrder.id}`, proof);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.headers['cache-control']).toBe('no-store');
    expect(confirmed.json()).toMatchObject({
      gigId: gig.id,
      title: gig.title,
      img: gig.cover,
      price: 2000,
      buyerId: buyer.user.id,
      sellerId: gig.userId,
      payment_intent: proof.razorpay_payment_id,
      isCompleted: false,
      status: 'paid',
    });
    const again = await api.post(`/api/orders/confirm/${gatewayOrder.id}`, proof);
    expect(again.statusCode).toBe(200);
    expect(again.json()._id).toBe(confirmed.json()._id);
    expect(await orderCount(proof.razorpay_payment_id)).toBe(1);
    const [after] = await app.deps.db.select().from(gigs).where(eq(gigs.id, gig.id));
    expect(after!.sales).toBe(gig.sales + 1);
    // The success page's confirmation and the legacy save call answer the same order.
    const put = await api.put('/api/orders', { payment_intent: proof.razorpay_payment_id });
    expect(put.statusCode).toBe(200);
    expect(put.json()._id).toBe(confirmed.json()._id);
    const save = await api.post('/api/orders/save', {
      gigId: gig.id,
      payment_intent: proof.razorpay_payment_id,
      price: 1,
      sellerId: buyer.user.id,
    });
    expect(save.statusCode).toBe(200);
    expect(save.json()).toMatchObject({ _id: confirmed.json()._id, price: 2000, sellerId: gig.userId });
  });

  it('refuses a signature made with a wrong key, for another order, or with the fields swapped', async () => {
    const { api, gatewayOrder } = await checkout();
    const other = await checkout();
    const proof = await paySandbox(api, gatewayOrder.id);
    const otherProof = await paySandbox(other.api, other.gatewayOrder.id);
    const forged = [
      { ...proof, razorpay_signature: checkoutSignature(gatewayOrder.id, proof.razorpay_payment_id, 'wrong-key') },
      { ...proof, razorpay_signature: otherProof.razorpay_signature },
      {
        ...proof,
        razorpay_signature: checkoutSignature(proof.razorpay_payment_id, gatewayOrder.id, SECRET()),
      },
      { ...proof, razorpay_signature: 'nothex' },
      { ...proof, razorpay_payment_id: otherProof.razorpay_payment_id },
    ];
    for (const body of forged) {
      const res = await api.post(`/api/orders/confirm/${gatewayOrder.id}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(ORDER_MSG.verificationFailed);
    }
    expect(await orderCount(proof.razorpay_payment_id)).toBe(0);
    // Another buyer replaying this buyer's genuine proof gets nothing either.
    const replay = await other.api.post(`/api/orders/confirm/${gatewayOrder.id}`, proof);
    expect(replay.statusCode).toBe(400);
    expect(await orderCount(proof.razorpay_payment_id)).toBe(0);
  });

  it('settles 20 concurrent confirms of one payment into one order', async () => {
    const { api, gatewayOrder } = await checkout();
    const proof = await paySandbox(api, gatewayOrder.id);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => api.post(`/api/orders/confirm/${gatewayOrder.id}`, proof)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.json()._id)).size).toBe(1);
    expect(await orderCount(proof.razorpay_payment_id)).toBe(1);
  });

  it('a failed payment answers 402 "Payment failed: …" and makes no order', async () => {
    const { buyer, api, gatewayOrder } = await checkout();
    const failed = await api.post('/api/payments/sandbox/pay', {
      order_id: gatewayOrder.id,
      outcome: 'failure',
      description: 'Card declined',
    });
    expect(failed.statusCode).toBe(402);
    expect(failed.json()).toEqual({
      code: 'payment_failed',
      message: 'Payment failed: Card declined',
      description: 'Card declined',
    });
    const mine = await as(app, buyer.cookie).get('/api/orders');
    expect(mine.json()).toEqual([]);
  });

  it('PUT /orders and POST /orders/save refuse a payment id that is not the caller’s verified payment', async () => {
    const { api, gatewayOrder } = await checkout();
    const proof = await paySandbox(api, gatewayOrder.id);
    const stranger = await createUser(app);
    const put = await as(app, stranger.cookie).put('/api/orders', { payment_intent: proof.razorpay_payment_id });
    expect(put.statusCode).toBe(404);
    const save = await as(app, stranger.cookie).post('/api/orders/save', { payment_intent: 'pay_madeup' });
    expect(save.statusCode).toBe(400);
    expect(save.json().message).toBe(ORDER_MSG.verificationFailed);
    // The buyer's own success page turns the captured payment into its order even without the confirm call.
    const mine = await api.put('/api/orders', { payment_intent: proof.razorpay_payment_id });
    expect(mine.statusCode).toBe(200);
    expect(await orderCount(proof.razorpay_payment_id)).toBe(1);
  });

  it('the sweep makes the order of a captured payment nobody confirmed', async () => {
    const { api, gatewayOrder } = await checkout();
    const proof = await paySandbox(api, gatewayOrder.id);
    const d = {
      ...app.deps,
      gateway: {
        provider: 'sandbox' as const,
        keyId: 'x',
        createOrder: async () => ({ id: '', amount: 0, currency: 'INR' as const }),
        refund: async () => {
          throw new Error('no refund expected');
        },
      },
      log: app.log,
    };
    expect(await sweepPaidAttempts(d)).toBe(0); // too fresh: the browser or webhook may still come
    expect(await sweepPaidAttempts(d, new Date(Date.now() + SWEEP_AFTER_MS + 1000))).toBeGreaterThanOrEqual(1);
    expect(await orderCount(proof.razorpay_payment_id)).toBe(1);
  });
});

describe('POST /api/payments/webhook', () => {
  const send = (body: string, signature: string, eventId?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': signature,
        ...(eventId ? { 'x-razorpay-event-id': eventId } : {}),
      },
      payload: body,
    });
  const captured = (orderId: string, paymentId: string) =>
    JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: { id: paymentId, order_id: orderId, status: 'captured' } } },
    });

  it('creates the order when it arrives before the browser, and the browser confirm then finds that order', async () => {
    const { api, gatewayOrder } = await checkout();
    const proof = await paySandbox(api, gatewayOrder.id);
    const body = captured(gatewayOrder.id, proof.razorpay_payment_id);
    const hook = await send(body, webhookSignature(body, app.deps.config.payments.webhookSecret!), 'evt_1');
    expect(hook.statusCode, hook.body).toBe(200);
    expect(await orderCount(proof.razorpay_payment_id)).toBe(1);
    const dup = await send(body, webhookSignature(body, app.deps.config.payments.webhookSecret!), 'evt_1');
    expect(dup.json()).toMatchObject({ ok: true, duplicate: true });
    const confirmed = await api.post(`/api/orders/confirm/${gatewayOrder.id}`, proof);
    expect(confirmed.statusCode).toBe(200);
    expect(await orderCount(proof.razorpay_payment_id)).toBe(1);
  });

  it('refuses a bad or missing signature (400) without needing the CSRF header', async () => {
    const { api, gatewayOrder } = await checkout();
    const proof = await paySandbox(api, gatewayOrder.id);
    const body = captured(gatewayOrder.id, proof.razorpay_payment_id);
    expect((await send(body, webhookSignature(body, 'not-the-secret'))).statusCode).toBe(400);
    expect((await send(body, '')).statusCode).toBe(400);
    // Re-serialised JSON (same data, other bytes) is not what was signed.
    const reformatted = JSON.stringify(JSON.parse(body), null, 2);
    expect((await send(reformatted, webhookSignature(body, app.deps.config.payments.webhookSecret!))).statusCode).toBe(
      400,
    );
    expect(await orderCount(proof.razorpay_payment_id)).toBe(0);
  });

  it('acknowledges a signed event it cannot use (not an object, text PostgreSQL refuses, a time out of range), no 500', async () => {
    const signed = (body: string, eventId?: string) =>
      send(body, webhookSignature(body, app.deps.config.payments.webhookSecret!), eventId);
    const bodies = [
      'null',
      '7',
      JSON.stringify({ event: 'transfer.processed', payload: { transfer: { entity: { id: 'trf_\u0000' } } } }),
      JSON.stringify({
        event: 'transfer.failed',
        payload: { transfer: { entity: { id: 'trf_x1', notes: { order_id: '\u0000' } } } },
      }),
      JSON.stringify({ event: 'refund.processed', payload: { refund: { entity: { id: 'rfnd_\ud800' } } } }),
      JSON.stringify({
        event: 'payment.captured',
        payload: { payment: { entity: { id: 'pay_\u0000', order_id: 'o' } } },
      }),
      JSON.stringify({
        event: 'settlement.processed',
        account_id: 'acc_nobody',
        payload: { settlement: { entity: { id: 'setl_1', created_at: -1e15 } } },
      }),
    ];
    for (const [i, body] of bodies.entries()) {
      const res = await signed(body, `evt_hostile_${i}`);
      expect(res.statusCode, body).toBe(200);
      expect(res.json()).toMatchObject({ ok: true, handled: false });
    }
    // An event id PostgreSQL cannot store is replaced by one made from the event, not a 500.
    const plain = JSON.stringify({ event: 'order.unknown' });
    expect((await signed(plain, 'evt_\u0000')).statusCode).toBe(200);
  });
});
