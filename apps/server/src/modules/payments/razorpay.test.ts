import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MSG } from '@gigbazaar/shared/schemas/orders';
import type { App } from '../../app';
import { createTestApp } from '../../test/test-app';
import { as, createGig, createUser } from '../../test/factories';
import { expectBalancedLedger } from '../../test/ledger';
import { startRazorpayStandIn } from '../../test/razorpay-stand-in';
import { checkoutSignature, webhookSignature } from './signature';

const KEY_ID = 'rzp_test_standin';
const KEY_SECRET = 'stand-in-key-secret';
const WEBHOOK_SECRET = 'stand-in-webhook-secret';

let app: App;
let razorpay: Awaited<ReturnType<typeof startRazorpayStandIn>>;
beforeAll(async () => {
  razorpay = await startRazorpayStandIn(KEY_ID, KEY_SECRET);
  app = await createTestApp({
    payments: {
      provider: 'razorpay',
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: razorpay.url,
    },
  });
});
afterEach(async () => {
  razorpay.state.fail = false;
  await expectBalancedLedger(app);
});
afterAll(async () => {
  await app.close();
  await razorpay.close();
});

async function razorpayOrder(price = 750) {
  const gig = await createGig(app, { price });
  const buyer = await createUser(app);
  const api = as(app, buyer.cookie);
  const created = await api.post('/api/orders/create-order', { gigId: gig.id, amount: price * 100 });
  expect(created.statusCode, created.body).toBe(201);
  return { gig, buyer, api, order: created.json() as { id: string; amount: number; keyId: string; provider: string } };
}

describe('the razorpay gateway against a stand-in of its HTTP API', () => {
  it("makes the gateway order through Razorpay's Orders API with the key, and verifies checkout's signature", async () => {
    const { gig, api, order } = await razorpayOrder(750);
    expect(order).toMatchObject({ amount: 75000, keyId: KEY_ID, provider: 'razorpay', currency: 'INR' });
    const sent = razorpay.received.at(-1)!;
    expect(sent.auth).toBe(true);
    expect(sent.body).toMatchObject({ amount: 75000, currency: 'INR', notes: { gigId: gig.id } });
    // What Razorpay Checkout hands the page's handler after a successful payment.
    const paymentId = 'pay_StandIn000001';
    const proof = {
      razorpay_payment_id: paymentId,
      razorpay_order_id: order.id,
      razorpay_signature: checkoutSignature(order.id, paymentId, KEY_SECRET),
    };
    const bad = await api.post(`/api/orders/confirm/${order.id}`, {
      ...proof,
      razorpay_signature: checkoutSignature(order.id, paymentId, 'sandbox-test-secret'),
    });
    expect(bad.statusCode).toBe(400);
    const ok = await api.post(`/api/orders/confirm/${order.id}`, proof);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ payment_intent: paymentId, price: 750, gigId: gig.id });
  });

  it("allows Razorpay's checkout script, API and frames in the CSP only when Razorpay is the gateway", async () => {
    const res = await app.inject({ url: '/healthz' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src [^;]*https:\/\/checkout\.razorpay\.com/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/api\.razorpay\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/api\.razorpay\.com/);
  });

  it('has no sandbox pay call, and no sandbox checkout script', async () => {
    const { api, order } = await razorpayOrder();
    const res = await api.post('/api/payments/sandbox/pay', { order_id: order.id, outcome: 'success' });
    expect(res.statusCode).toBe(404);
    expect((await app.inject({ url: '/checkout/sandbox.js' })).statusCode).toBe(404);
  });

  it('makes the order from order.paid when the browser never returns, once', async () => {
    const { buyer, order } = await razorpayOrder();
    const body = JSON.stringify({
      entity: 'event',
      event: 'order.paid',
      payload: {
        payment: { entity: { id: 'pay_StandInHook01', order_id: order.id, status: 'captured' } },
        order: { entity: { id: order.id, status: 'paid' } },
      },
    });
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': webhookSignature(body, WEBHOOK_SECRET),
          'x-razorpay-event-id': 'evt_standin_1',
        },
        payload: body,
      });
    const [a, b] = await Promise.all([send(), send()]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const mine = await as(app, buyer.cookie).get('/api/orders');
    expect(mine.json()).toHaveLength(1);
    expect(mine.json()[0].payment_intent).toBe('pay_StandInHook01');
  });

  it('answers a sentence, not a 500, when Razorpay fails', async () => {
    razorpay.state.fail = true;
    const gig = await createGig(app);
    const buyer = await createUser(app);
    const res = await as(app, buyer.cookie).post('/api/orders/create-order', { gigId: gig.id });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toMatch(/payment gateway/);
    expect(res.body).not.toContain('SERVER_ERROR');
    expect(ORDER_MSG.initiatingFailed(res.json().message)).toMatch(/^Error initiating payment: /);
  });
});
