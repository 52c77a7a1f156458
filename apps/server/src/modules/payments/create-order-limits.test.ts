import { afterAll, beforeAll, expect, it } from 'vitest';
import { ORDER_MSG, PAYMENT_ORDER_LIMITS } from '@gigbazaar/shared/schemas/orders';
import type { App } from '../../app';
import { createTestApp } from '../../test/test-app';
import { as, createGig, createUser } from '../../test/factories';
import { startRazorpayStandIn } from '../../test/razorpay-stand-in';

/** `create-order` is a call to Razorpay on GigBazaar's key, so a buyer may start only so many. */
const KEY_ID = 'rzp_test_limits';
const KEY_SECRET = 'limits-key-secret';

let app: App;
let razorpay: Awaited<ReturnType<typeof startRazorpayStandIn>>;
beforeAll(async () => {
  razorpay = await startRazorpayStandIn(KEY_ID, KEY_SECRET);
  app = await createTestApp({
    payments: { provider: 'razorpay', keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: 'x', apiUrl: razorpay.url },
  });
});
afterAll(async () => {
  await app.close();
  await razorpay.close();
});

const callsFor = (buyerId: string) =>
  razorpay.received.filter((r) => (r.body.notes as { buyerId?: string } | undefined)?.buyerId === buyerId).length;

it('answers the 11th payment order in ten minutes with 429 and Retry-After, and never calls the gateway for it', async () => {
  const buyer = await createUser(app);
  const gigs = await Promise.all([0, 1, 2].map(() => createGig(app, { price: 500 })));
  const api = as(app, buyer.cookie);
  // 5 + 5 on two gigs (each at its own limit), then the 11th on a third gig: the per-buyer limit.
  const plan = [...Array(5).fill(gigs[0]!.id), ...Array(5).fill(gigs[1]!.id), gigs[2]!.id] as string[];
  const statuses: number[] = [];
  for (const gigId of plan) {
    const res = await api.post('/api/orders/create-order', { gigId });
    statuses.push(res.statusCode);
    if (res.statusCode === 429) {
      expect(res.json()).toEqual({ code: 'rate_limited', message: ORDER_MSG.tooManyPaymentOrders });
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(PAYMENT_ORDER_LIMITS.windowMs / 1000);
    }
  }
  expect(statuses).toEqual([...Array(10).fill(201), 429]);
  expect(callsFor(buyer.user.id)).toBe(10);
  // Another buyer is not held back by this one.
  const other = await createUser(app);
  expect((await as(app, other.cookie).post('/api/orders/create-order', { gigId: gigs[2]!.id })).statusCode).toBe(201);
});

it('allows at most 5 payment orders for one gig per buyer, and the buyer can still pay for another gig', async () => {
  const buyer = await createUser(app);
  const [gig, another] = await Promise.all([createGig(app, { price: 700 }), createGig(app, { price: 800 })]);
  const api = as(app, buyer.cookie);
  for (let i = 0; i < PAYMENT_ORDER_LIMITS.perGig; i++) {
    expect((await api.post('/api/orders/create-order', { gigId: gig.id })).statusCode).toBe(201);
  }
  const refused = await api.post('/api/orders/create-order', { gigId: gig.id });
  expect(refused.statusCode).toBe(429);
  expect(refused.json().message).toBe(ORDER_MSG.tooManyPaymentOrdersForGig);
  expect(refused.headers['retry-after']).toBeDefined();
  expect(callsFor(buyer.user.id)).toBe(PAYMENT_ORDER_LIMITS.perGig);
  expect((await api.post('/api/orders/create-order', { gigId: another.id })).statusCode).toBe(201);
});

it('counts only payment orders that get past the gig checks: a wrong amount, an unknown gig or their own gig use no slot', async () => {
  const buyer = await createUser(app, { isSeller: true });
  const [gig, own] = await Promise.all([createGig(app, { price: 900 }), createGig(app, { userId: buyer.user.id })]);
  const api = as(app, buyer.cookie);
  // Far more refusals than either limit allows: none of them may be counted.
  for (let i = 0; i < PAYMENT_ORDER_LIMITS.perBuyer + 2; i++) {
    expect((await api.post('/api/orders/create-order', { gigId: gig.id, amount: 1 })).statusCode).toBe(400);
    expect((await api.post('/api/orders/create-order', { gigId: own.id })).statusCode).toBe(403);
    expect((await api.post('/api/orders/create-order', { gigId: 'no-such-gig' })).statusCode).toBe(404);
  }
  expect(callsFor(buyer.user.id)).toBe(0);
  // The client's figure equal to the price is accepted, and all of the gig's slots are still free.
  for (let i = 0; i < PAYMENT_ORDER_LIMITS.perGig; i++) {
    const res = await api.post('/api/orders/create-order', { gigId: gig.id, amount: 90_000 });
    expect(res.statusCode).toBe(201);
    expect(res.json().amount).toBe(90_000);
  }
  expect((await api.post('/api/orders/create-order', { gigId: gig.id })).statusCode).toBe(429);
});
