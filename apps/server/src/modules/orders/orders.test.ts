import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ORDER_MSG } from '@gigbazaar/shared/schemas/orders';
import { RELEASE_AFTER_COMPLETION_MS } from '@gigbazaar/shared/constants';
import type { App } from '../../app';
import { createTestApp, waitForMail } from '../../test/test-app';
import { as, createGig, createUser } from '../../test/factories';
import { expectBalancedLedger } from '../../test/ledger';
import { ledgerEntries, orders } from '../../platform/db/schema';
import { placePaidOrder } from './place-order';
import { releaseDueOrders } from './release-job';

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

let n = 0;
/** A paid order through the same path as a verified payment. */
async function paidOrder() {
  const seller = await createUser(app, { isSeller: true });
  const buyer = await createUser(app);
  const third = await createUser(app);
  const gig = await createGig(app, { userId: seller.user.id, price: 1000 });
  const { orderId } = await placePaidOrder(app.deps, {
    buyerId: buyer.user.id,
    gigId: gig.id,
    paymentId: `pay_orders_${++n}_${Date.now()}`,
    gatewayOrderId: null,
    amountPaise: gig.pricePaise,
  });
  return { seller, buyer, third, gig, orderId };
}

describe('GET /api/orders', () => {
  it('lists the caller’s orders as buyer and as seller, filtered by status, and nobody else’s', async () => {
    const { seller, buyer, third, orderId } = await paidOrder();
    for (const who of [seller, buyer]) {
      const all = await as(app, who.cookie).get('/api/orders');
      expect(all.statusCode).toBe(200);
      expect(all.headers['cache-control']).toBe('no-store');
      expect(all.json().map((o: { _id: string }) => o._id)).toEqual([orderId]);
      expect((await as(app, who.cookie).get('/api/orders?status=active')).json()).toHaveLength(1);
      expect((await as(app, who.cookie).get('/api/orders?status=completed')).json()).toHaveLength(0);
    }
    expect((await as(app, buyer.cookie).get('/api/orders')).json()[0]).toMatchObject({
      seller: { _id: seller.user.id, username: seller.user.username },
      buyer: { _id: buyer.user.id },
    });
    expect((await as(app, third.cookie).get('/api/orders')).json()).toEqual([]);
    expect((await as(app, third.cookie).get(`/api/orders/single/${orderId}`)).statusCode).toBe(404);
    expect((await as(app).get('/api/orders')).statusCode).toBe(401);
    expect((await as(app, buyer.cookie).get('/api/orders?status=bogus')).statusCode).toBe(400);
  });
});

describe('PUT /api/orders/complete/{id}', () => {
  it('only the seller completes (403 with the rule’s text otherwise); twice is a 409; the buyer is told by mail', async () => {
    const { seller, buyer, third, orderId } = await paidOrder();
    for (const who of [buyer, third]) {
      const res = await as(app, who.cookie).put(`/api/orders/complete/${orderId}`, {});
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(ORDER_MSG.onlySeller);
    }
    const before = new Date();
    const done = await as(app, seller.cookie).put(`/api/orders/complete/${orderId}`, {
      buyerId: buyer.user.id,
      gigTitle: 'x',
      sellerUsername: 'y',
      sellerMessage: 'All files are in the shared folder.',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ isCompleted: true, status: 'completed' });
    expect(Date.parse(done.json().releaseAt) - Date.parse(done.json().completedAt)).toBe(RELEASE_AFTER_COMPLETION_MS);
    const again = await as(app, seller.cookie).put(`/api/orders/complete/${orderId}`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This order has already been completed.');
    const mail = await waitForMail(app, buyer.user.email, before);
    expect(mail.text).toContain('All files are in the shared folder.');
    expect((await as(app, buyer.cookie).get('/api/orders?status=completed')).json()).toHaveLength(1);
  });

  it('a delivery that comes too late says why: the order was cancelled or disputed meanwhile, not "already completed"', async () => {
    const cancelled = await paidOrder();
    const sCancelled = as(app, cancelled.seller.cookie);
    await as(app, cancelled.buyer.cookie).post(`/api/orders/${cancelled.orderId}/cancellation`, {
      reason: 'No longer needed',
    });
    await sCancelled.post(`/api/orders/${cancelled.orderId}/cancellation/accept`);
    const late = await sCancelled.put(`/api/orders/complete/${cancelled.orderId}`, { sellerMessage: 'Here it is' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This order has been cancelled, so it can no longer be delivered.');

    const disputed = await paidOrder();
    await as(app, disputed.buyer.cookie).post(`/api/orders/${disputed.orderId}/dispute`, {
      reason: 'No word from the seller',
    });
    const held = await as(app, disputed.seller.cookie).put(`/api/orders/complete/${disputed.orderId}`, {});
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toBe(
      'This order is in dispute, so it can no longer be delivered. GigBazaar will decide it.',
    );
  });

  it('completes with no body at all, with or without a JSON content type (the body is optional)', async () => {
    for (const headers of [{}, { 'content-type': 'application/json' }]) {
      const { seller, orderId } = await paidOrder();
      const res = await app.inject({
        method: 'PUT',
        url: `/api/orders/complete/${orderId}`,
        headers: { 'x-requested-with': 'fetch', cookie: seller.cookie, ...headers },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ status: 'completed' });
    }
  });
});

describe('DELETE /api/orders/{id}', () => {
  it('only the seller archives; the order leaves the seller’s list and stays in the buyer’s; nothing is erased', async () => {
    const { seller, buyer, third, orderId } = await paidOrder();
    expect((await as(app, buyer.cookie).del(`/api/orders/${orderId}`)).statusCode).toBe(403);
    expect((await as(app, third.cookie).del(`/api/orders/${orderId}`)).statusCode).toBe(403);
    await as(app, seller.cookie).put(`/api/orders/complete/${orderId}`, {});
    const del = await as(app, seller.cookie).del(`/api/orders/${orderId}`);
    expect(del.statusCode).toBe(204);
    expect((await as(app, seller.cookie).get('/api/orders')).json()).toEqual([]);
    expect((await as(app, buyer.cookie).get('/api/orders')).json()).toHaveLength(1);
    expect(await app.deps.db.select().from(orders).where(eq(orders.id, orderId))).toHaveLength(1);
  });
});

describe('POST /api/orders/alert-seller', () => {
  it('only the buyer alerts, at most once per order per hour (429 with Retry-After)', async () => {
    const { seller, buyer, third, orderId } = await paidOrder();
    expect((await as(app, seller.cookie).post('/api/orders/alert-seller', { orderId })).statusCode).toBe(403);
    expect((await as(app, third.cookie).post('/api/orders/alert-seller', { orderId })).statusCode).toBe(403);
    // A body that names no order is a 400, not a 404.
    expect((await as(app, buyer.cookie).post('/api/orders/alert-seller', {})).statusCode).toBe(400);
    expect((await as(app, buyer.cookie).post('/api/orders/alert-seller', { gigTitle: 'x' })).statusCode).toBe(400);
    const before = new Date();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => as(app, buyer.cookie).post('/api/orders/alert-seller', { orderId })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 429, 429, 429, 429]);
    const limited = results.find((r) => r.statusCode === 429)!;
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3500);
    expect(limited.json().message).toBe(ORDER_MSG.alertTooSoon);
    expect((await waitForMail(app, seller.user.email, before)).text).toContain(buyer.user.username);
  });

  it('accepts the legacy body (buyerUsername, gigTitle, sellerId) for the caller’s own order', async () => {
    const { seller, buyer, gig } = await paidOrder();
    const res = await as(app, buyer.cookie).post('/api/orders/alert-seller', {
      buyerUsername: buyer.user.username,
      gigTitle: gig.title,
      sellerId: seller.user.id,
    });
    expect(res.statusCode).toBe(200);
  });

  it('the legacy body alerts about the open order of that gig, not a newer one already delivered', async () => {
    const { seller, buyer, gig, orderId: open } = await paidOrder();
    const { orderId: newer } = await placePaidOrder(app.deps, {
      buyerId: buyer.user.id,
      gigId: gig.id,
      paymentId: `pay_orders_${++n}_${Date.now()}`,
      gatewayOrderId: null,
      amountPaise: gig.pricePaise,
    });
    await app.deps.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() + 60_000) })
      .where(eq(orders.id, newer));
    expect((await as(app, seller.cookie).put(`/api/orders/complete/${newer}`, {})).statusCode).toBe(200);
    const res = await as(app, buyer.cookie).post('/api/orders/alert-seller', {
      buyerUsername: buyer.user.username,
      gigTitle: gig.title,
      sellerId: seller.user.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await app.deps.db.select().from(orders).where(eq(orders.id, open));
    expect(row!.lastAlertAt).not.toBeNull();
  });
});

describe('escrow release', () => {
  const ledgerOf = (orderId: string) =>
    app.deps.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, orderId));

  it('the buyer approves a completed order: escrow goes to the seller less commission, GST and TDS, once', async () => {
    const { seller, buyer, orderId } = await paidOrder();
    const early = await as(app, buyer.cookie).post(`/api/orders/${orderId}/approve`);
    expect(early.statusCode).toBe(409);
    await as(app, seller.cookie).put(`/api/orders/complete/${orderId}`, {});
    expect((await as(app, seller.cookie).post(`/api/orders/${orderId}/approve`)).statusCode).toBe(403);
    const ok = await as(app, buyer.cookie).post(`/api/orders/${orderId}/approve`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().status).toBe('released');
    expect((await as(app, buyer.cookie).post(`/api/orders/${orderId}/approve`)).statusCode).toBe(409);
    const rows = await ledgerOf(orderId);
    const byAccount = Object.fromEntries(
      rows.filter((r) => r.movement === 'release').map((r) => [r.account, r.amountPaise]),
    );
    // ₹1,000 with a 10 % commission and no PAN on file: GST 18 % of ₹100, TDS 5 % of ₹1,000 (section 206AA).
    expect(byAccount).toEqual({
      escrow: -100000,
      commission: 10000,
      gst_payable: 1800,
      tds_payable: 5000,
      [`seller:${seller.user.id}`]: 83200,
    });
  });

  it('releases completed orders 7 days after completion, once, even when several runs race', async () => {
    const { seller, orderId } = await paidOrder();
    await as(app, seller.cookie).put(`/api/orders/complete/${orderId}`, {});
    expect(await releaseDueOrders(app.deps)).toBe(0);
    const later = new Date(Date.now() + RELEASE_AFTER_COMPLETION_MS + 60_000);
    const counts = await Promise.all([releaseDueOrders(app.deps, later), releaseDueOrders(app.deps, later)]);
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    const [row] = await app.deps.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row!.status).toBe('released');
    expect((await ledgerOf(orderId)).filter((r) => r.movement === 'release')).toHaveLength(5);
  });
});
