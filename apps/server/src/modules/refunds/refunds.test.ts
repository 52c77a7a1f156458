import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import type { App } from '../../app';
import { createTestApp } from '../../test/test-app';
import { paidOrder } from '../../test/paid-order';
import { expectBalancedLedger } from '../../test/ledger';
import { jobs, ledgerEntries, refunds } from '../../platform/db/schema';
import { LEDGER_ACCOUNTS } from '@gigbazaar/shared/rules/ledger-accounts';
import { ACCOUNTS } from '../orders/ledger';
import { markRefundProcessed, refundSummaries, refundSummary, requestRefund, REFUND_JOB } from './refund-service';

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

const refundRows = (orderId: string) => app.deps.db.select().from(refunds).where(eq(refunds.orderId, orderId));
const refundLegs = (orderId: string) =>
  app.deps.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.orderId, orderId), like(ledgerEntries.movement, 'refund:%')));

describe('requestRefund', () => {
  it("writes one refund and its job inside the caller's transaction; the same key again returns it", async () => {
    const { order } = await paidOrder(app);
    const first = await app.deps.db.transaction((tx) =>
      requestRefund(tx, { orderId: order._id, amountPaise: 120000, reason: 'cancelled', attemptKey: 'cancel' }),
    );
    expect(first.created).toBe(true);
    const again = await requestRefund(app.deps.db, {
      orderId: order._id,
      amountPaise: 120000,
      reason: 'cancelled',
      attemptKey: 'cancel',
    });
    expect(again).toEqual({ refundId: first.refundId, created: false });
    const rows = await refundRows(order._id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'pending', amountPaise: 120000, idempotencyKey: `${order._id}:cancel` });
    const queued = await app.deps.db.select().from(jobs).where(eq(jobs.dedupeKey, first.refundId));
    expect(queued).toHaveLength(1);
    expect(queued[0]!.kind).toBe(REFUND_JOB);
  });

  it("leaves nothing behind when the caller's transaction rolls back", async () => {
    const { order } = await paidOrder(app);
    await expect(
      app.deps.db.transaction(async (tx) => {
        await requestRefund(tx, { orderId: order._id, amountPaise: 100, reason: 'admin', attemptKey: 'x' });
        throw new Error('the change that decided it failed');
      }),
    ).rejects.toThrow('the change');
    expect(await refundRows(order._id)).toHaveLength(0);
  });

  it('makes one refund from 50 parallel requests with the same key', async () => {
    const { order } = await paidOrder(app);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        app.deps.db.transaction((tx) =>
          requestRefund(tx, { orderId: order._id, amountPaise: 120000, reason: 'cancelled', attemptKey: 'cancel' }),
        ),
      ),
    );
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.refundId)).size).toBe(1);
    expect(await refundRows(order._id)).toHaveLength(1);
    expect(await app.deps.db.select().from(jobs).where(eq(jobs.dedupeKey, results[0]!.refundId))).toHaveLength(1);
  });

  it('never refunds more than was paid, across keys (409)', async () => {
    const { order } = await paidOrder(app, 100);
    await requestRefund(app.deps.db, {
      orderId: order._id,
      amountPaise: 6000,
      reason: 'dispute_split',
      attemptKey: 'a',
    });
    await expect(
      requestRefund(app.deps.db, { orderId: order._id, amountPaise: 4001, reason: 'admin', attemptKey: 'b' }),
    ).rejects.toMatchObject({ statusCode: 409 });
    const ok = await requestRefund(app.deps.db, {
      orderId: order._id,
      amountPaise: 4000,
      reason: 'admin',
      attemptKey: 'b',
    });
    expect(ok.created).toBe(true);
  });

  it('books escrow → buyer exactly once however many confirmations arrive at once', async () => {
    const { order, buyer } = await paidOrder(app, 800);
    const { refundId } = await requestRefund(app.deps.db, {
      orderId: order._id,
      amountPaise: 80000,
      reason: 'cancelled',
      attemptKey: 'cancel',
    });
    expect(await refundSummary(app.deps.db, order._id)).toEqual({ refundedPaise: 0, pending: true });
    const marks = await Promise.all(
      Array.from({ length: 10 }, () => markRefundProcessed(app.deps.db, refundId, 'rfnd_Test0000000001')),
    );
    expect(marks.filter(Boolean)).toHaveLength(1);
    const legs = await refundLegs(order._id);
    expect(legs.map((l) => [l.account, l.amountPaise]).sort()).toEqual(
      [
        ['escrow', -80000],
        [`buyer:${buyer.user.id}`, 80000],
      ].sort(),
    );
    expect(await refundSummary(app.deps.db, order._id)).toEqual({ refundedPaise: 80000, pending: false });
    const [row] = await refundRows(order._id);
    expect(row).toMatchObject({ status: 'processed', gatewayRefundId: 'rfnd_Test0000000001' });
  });

  it('summarises many orders in one call', async () => {
    const a = await paidOrder(app, 300);
    const b = await paidOrder(app, 400);
    const c = await paidOrder(app, 500);
    const ra = await requestRefund(app.deps.db, {
      orderId: a.order._id,
      amountPaise: 30000,
      reason: 'cancelled',
      attemptKey: 'c',
    });
    await requestRefund(app.deps.db, {
      orderId: b.order._id,
      amountPaise: 10000,
      reason: 'dispute_split',
      attemptKey: 'd',
    });
    await markRefundProcessed(app.deps.db, ra.refundId, null);
    const map = await refundSummaries(app.deps.db, [a.order._id, b.order._id, c.order._id]);
    expect(map.get(a.order._id)).toEqual({ refundedPaise: 30000, pending: false });
    expect(map.get(b.order._id)).toEqual({ refundedPaise: 0, pending: true });
    expect(map.has(c.order._id)).toBe(false);
  });
});

it("names the ledger's accounts as the orders' books do", () => {
  expect([LEDGER_ACCOUNTS.escrow, LEDGER_ACCOUNTS.commission]).toEqual([ACCOUNTS.escrow, ACCOUNTS.commission]);
  expect([LEDGER_ACCOUNTS.buyer('u1'), LEDGER_ACCOUNTS.seller('u1')]).toEqual([
    ACCOUNTS.buyer('u1'),
    ACCOUNTS.seller('u1'),
  ]);
});
