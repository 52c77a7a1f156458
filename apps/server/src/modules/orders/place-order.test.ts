import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { App } from '../../app';
import { gigs, ledgerEntries, orders } from '../../platform/db/schema';
import { createTestApp } from '../../test/test-app';
import { createGig, createUser } from '../../test/factories';
import { expectBalancedLedger } from '../../test/ledger';
import { placePaidOrder } from './place-order';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await expectBalancedLedger(app);
  await app.close();
});

describe('placePaidOrder', () => {
  it('makes exactly one order of 20 simultaneous calls for one payment, counting one sale and booking it once', async () => {
    const gig = await createGig(app, { price: 4999, cat: 'design' });
    const { user: buyer } = await createUser(app);
    const input = {
      buyerId: buyer.id,
      gigId: gig.id,
      paymentId: 'pay_race_1',
      gatewayOrderId: 'order_x',
      amountPaise: 499_900,
    };
    const results = await Promise.all(Array.from({ length: 20 }, () => placePaidOrder(app.deps, input)));
    expect(new Set(results.map((r) => r.orderId)).size).toBe(1);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    const rows = await app.deps.db.select().from(orders).where(eq(orders.paymentIntent, 'pay_race_1'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'paid', pricePaise: 499_900, commissionPaise: 49_990, title: gig.title });
    const [after] = await app.deps.db.select({ sales: gigs.sales }).from(gigs).where(eq(gigs.id, gig.id));
    expect(after!.sales).toBe(gig.sales + 1);
    const entries = await app.deps.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, rows[0]!.id));
    expect(entries.map((e) => [e.movement, e.account, e.amountPaise]).sort()).toEqual(
      [
        ['payment', `buyer:${buyer.id}`, -499_900],
        ['payment', 'escrow', 499_900],
      ].sort(),
    );
  });

  it('uses the category rate and refuses the same payment id for another buyer', async () => {
    const gig = await createGig(app, { price: 1000, cat: 'finance' });
    const { user: buyer } = await createUser(app);
    const { user: other } = await createUser(app);
    const input = {
      buyerId: buyer.id,
      gigId: gig.id,
      paymentId: 'pay_cat_1',
      gatewayOrderId: null,
      amountPaise: 100_000,
    };
    const { orderId } = await placePaidOrder(app.deps, input);
    const [row] = await app.deps.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row!.commissionPaise).toBe(8_000);
    await expect(placePaidOrder(app.deps, { ...input, buyerId: other.id })).rejects.toMatchObject({ statusCode: 400 });
  });
});
