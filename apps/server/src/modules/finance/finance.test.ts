import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { FINANCE_MSG, type TAdminFinance, type TStatement } from '@gigbazaar/shared/schemas/finance';
import type { App } from '../../app';
import { createTestApp } from '../../test/test-app';
import { as, createGig, createOrder, createUser } from '../../test/factories';
import { paidOrder } from '../../test/paid-order';
import { expectBalancedLedger } from '../../test/ledger';
import {
  jobs,
  ledgerEntries,
  mailOutbox,
  orders,
  reconciliationRuns,
  refunds,
  transfers,
  users,
} from '../../platform/db/schema';
import { bookMovement, saleBreakdown, settlementRows } from '../orders/ledger';
import { checkout, orderRow, seller, transferOf } from '../../test/transfer-flow';
import { MISMATCH_CAP, RELEASE_GRACE_MS, reconcile } from './reconciliation';
import { markRefundProcessed, requestRefund } from '../refunds/refund-service';
import { RECONCILE_JOB, istDay, runReconciliation, scheduleReconciliation } from './reconcile-job';

let app: App;
let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  // The worker is off: the test runs the daily job itself, on a moved clock.
  app = await createTestApp({}, { jobWorker: false });
  admin = await createUser(app, { isAdmin: true });
});
afterEach(async () => {
  await expectBalancedLedger(app);
});
afterAll(async () => {
  await app.close();
});

const finance = async () => {
  const res = await as(app, admin.cookie).get('/api/admin/finance');
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json() as TAdminFinance;
};

/** A paid order (real checkout) refunded in part through the refunds module, processed as the gateway confirms. */
async function refundedInPart(amountPaise: number) {
  const paid = await paidOrder(app, 1200);
  const { refundId } = await requestRefund(app.deps.db, {
    orderId: paid.order._id,
    amountPaise,
    reason: 'admin',
    attemptKey: 'part',
  });
  expect(await markRefundProcessed(app.deps.db, refundId, `rfnd_test${refundId.slice(0, 8)}`)).toBe(true);
  return { ...paid, refundId };
}

describe('GET /admin/finance', () => {
  it('is 404 for everyone but admins, visitors included', async () => {
    const user = await createUser(app);
    const seller = await createUser(app, { isSeller: true });
    for (const cookie of [user.cookie, seller.cookie, undefined]) {
      const res = await as(app, cookie).get('/api/admin/finance');
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('balances');
    }
  });

  it('shows the balances by account, balanced, and finds no mismatch in honest books', async () => {
    const paid = await paidOrder(app, 1200);
    const part = await refundedInPart(20_000);
    const released = await paidOrder(app, 999.99);
    const [row] = await app.deps.db.select().from(orders).where(eq(orders.id, released.order._id));
    await bookMovement(app.deps.db, row!, 'release');

    const body = await finance();
    expect(body.mismatches).toEqual([]);
    expect(body.capped).toBe(false);
    expect(body.balanced).toBe(true);
    // Buyers paid 1200 + 1200 + 999.99 and got 200 back; escrow holds the two unreleased orders less the refund; the
    // release split the third into commission, GST and TDS payable, and the seller's net.
    const b = saleBreakdown(row!);
    expect(body.balances).toEqual({
      buyer: -(1200 + 1200 + 999.99 - 200),
      escrow: 1200 + 1000,
      commission: b.commissionPaise / 100,
      gst_payable: b.gstPaise / 100,
      tds_payable: b.tdsPaise / 100,
      seller: b.netPaise / 100,
    });
    expect(paid.order._id).not.toBe(part.order._id);
  });

  it('finds a planted mismatch on each side: a lost escrow-in, a refund row altered, an unbooked refund', async () => {
    const lost = await paidOrder(app, 1500);
    const altered = await refundedInPart(30_000);
    const unbooked = await refundedInPart(10_000);

    // Plant: the payment's escrow leg of one order disappears (and its buyer leg, so the books still balance) …
    const payment = await app.deps.db
      .delete(ledgerEntries)
      .where(and(eq(ledgerEntries.orderId, lost.order._id), eq(ledgerEntries.movement, 'payment')))
      .returning();
    // … one refund row says the gateway refunded more than the ledger moved …
    await app.deps.db.update(refunds).set({ amountPaise: 30_100 }).where(eq(refunds.id, altered.refundId));
    // … and one processed refund loses its ledger movement.
    const refundLegs = await app.deps.db
      .delete(ledgerEntries)
      .where(
        and(eq(ledgerEntries.orderId, unbooked.order._id), eq(ledgerEntries.movement, `refund:${unbooked.refundId}`)),
      )
      .returning();
    try {
      const body = await finance();
      expect(body.mismatches).toEqual([
        {
          orderId: lost.order._id,
          check: 'payment',
          ledger: null,
          gateway: 1500,
          note: 'The gateway captured this payment but the ledger has no escrow-in for it.',
        },
        {
          orderId: altered.order._id,
          check: 'refund',
          ledger: 300,
          gateway: 301,
          note: `The refund movement differs from what the gateway refunded (refund ${altered.refundId}).`,
        },
        {
          orderId: unbooked.order._id,
          check: 'refund',
          ledger: null,
          gateway: 100,
          note: `The gateway refunded this (refund ${unbooked.refundId}) but the ledger has no refund movement for it.`,
        },
      ]);
      expect(body.balanced).toBe(true);

      // A movement that no longer sums to zero, and escrow paid out twice, are the ledger's own mismatches.
      const [buyerLeg] = payment.filter((l) => l.account !== 'escrow');
      await app.deps.db.insert(ledgerEntries).values({ ...buyerLeg!, id: undefined });
      // The partly refunded order released in full as well: ₹300 more left its escrow than came in.
      const [order] = await app.deps.db.select().from(orders).where(eq(orders.id, altered.order._id));
      await bookMovement(app.deps.db, order!, 'release');
      const worse = await finance();
      expect(worse.balanced).toBe(false);
      expect(worse.mismatches.filter((m) => m.check === 'books')).toEqual([
        {
          orderId: lost.order._id,
          check: 'books',
          ledger: -1500,
          gateway: null,
          note: 'The movement payment does not sum to zero.',
        },
      ]);
      expect(worse.mismatches.filter((m) => m.check === 'escrow')).toEqual([
        {
          orderId: altered.order._id,
          check: 'escrow',
          ledger: -300,
          gateway: null,
          note: 'More left escrow than came in for this order.',
        },
      ]);
      await app.deps.db
        .delete(ledgerEntries)
        .where(and(eq(ledgerEntries.orderId, altered.order._id), eq(ledgerEntries.movement, 'release')));
    } finally {
      // Put the books back as they were, so the next test (and the balance check after this one) sees honest books.
      await app.deps.db
        .delete(ledgerEntries)
        .where(and(eq(ledgerEntries.orderId, lost.order._id), eq(ledgerEntries.movement, 'payment')));
      await app.deps.db.insert(ledgerEntries).values([...payment, ...refundLegs]);
      await app.deps.db.update(refunds).set({ amountPaise: 30_000 }).where(eq(refunds.id, altered.refundId));
    }
    expect((await finance()).mismatches).toEqual([]);
  });

  it('finds a refund booked in the ledger that the gateway has not processed', async () => {
    const { order, refundId } = await refundedInPart(5_000);
    await app.deps.db.update(refunds).set({ status: 'pending' }).where(eq(refunds.id, refundId));
    try {
      expect((await finance()).mismatches).toEqual([
        {
          orderId: order._id,
          check: 'refund',
          ledger: 50,
          gateway: null,
          note: `The ledger refunds this (refund ${refundId}) but the gateway has not processed it (its state: pending).`,
        },
      ]);
    } finally {
      await app.deps.db.update(refunds).set({ status: 'processed' }).where(eq(refunds.id, refundId));
    }
  });
});

describe('GET /admin/finance: Route transfers against the ledger', () => {
  const run = () => app.jobRunner.runDue({ now: new Date(Date.now() + 1000) });
  const transferMismatches = async (now?: Date) =>
    (await reconcile(app.deps.db, MISMATCH_CAP, now)).mismatches.filter((m) => m.check === 'transfer');

  it('finds none for a released transfer, and one for each planted disagreement', async () => {
    const s = await seller(app);
    const { orderId, b } = await checkout(app, s.user.id, 1000);
    await run();
    expect((await s.api.put(`/api/orders/complete/${orderId}`, {})).statusCode).toBe(200);
    expect((await b.post(`/api/orders/${orderId}/approve`)).statusCode).toBe(200);
    await run();
    const released = await transferOf(app, orderId);
    expect(released).toMatchObject({ status: 'released', amountPaise: 88_100 });
    expect(await transferMismatches()).toEqual([]);
    expect((await finance()).mismatches).toEqual([]);

    const plant = async (
      set: Partial<typeof transfers.$inferInsert>,
      note: string,
      ledger: number | null,
      gateway: number | null,
    ) => {
      await app.deps.db.update(transfers).set(set).where(eq(transfers.orderId, orderId));
      expect(await transferMismatches()).toEqual([{ orderId, check: 'transfer', ledger, gateway, note }]);
      await app.deps.db.update(transfers).set(released).where(eq(transfers.orderId, orderId));
    };
    // The gateway reversed ₹1 of a released transfer the ledger credits in full.
    await plant(
      { reversedPaise: 100 },
      'The gateway released the transfer to the seller, but the ledger credits the seller another amount.',
      881,
      880,
    );
    // Settled at the gateway, never paid out in the ledger.
    await plant(
      { status: 'settled' },
      "The gateway settled this transfer to the seller's bank, but the ledger's payout differs.",
      null,
      881,
    );
    // A step that ran out of retries.
    await plant(
      { failedStep: 'release' },
      "The transfer's release step failed at the gateway: retry it from Seller transfers.",
      881,
      881,
    );
    // Paid out in the ledger while the gateway has not settled.
    const payout = settlementRows({ id: orderId, sellerId: s.user.id }, 88_100);
    await app.deps.db.insert(ledgerEntries).values(payout);
    try {
      expect(await transferMismatches()).toEqual([
        {
          orderId,
          check: 'transfer',
          ledger: 881,
          gateway: null,
          note: 'The ledger paid this out, but the gateway has not settled the transfer.',
        },
      ]);
      // Settled for the same amount: agreed again.
      await app.deps.db.update(transfers).set({ status: 'settled' }).where(eq(transfers.orderId, orderId));
      expect(await transferMismatches()).toEqual([]);
    } finally {
      await app.deps.db
        .delete(ledgerEntries)
        .where(and(eq(ledgerEntries.orderId, orderId), eq(ledgerEntries.movement, 'settlement')));
      await app.deps.db.update(transfers).set(released).where(eq(transfers.orderId, orderId));
    }
  });

  it('finds a release the ledger booked over a day ago while the gateway still holds the transfer', async () => {
    const s = await seller(app);
    const { orderId } = await checkout(app, s.user.id, 333);
    await run();
    expect((await transferOf(app, orderId)).status).toBe('on_hold');
    const order = await orderRow(app, orderId);
    await bookMovement(app.deps.db, order, 'release');
    try {
      const net = saleBreakdown(order).netPaise / 100;
      expect(await transferMismatches()).toEqual([]);
      expect(await transferMismatches(new Date(Date.now() + RELEASE_GRACE_MS + 60_000))).toEqual([
        {
          orderId,
          check: 'transfer',
          ledger: net,
          gateway: net,
          note: 'The ledger released this over a day ago, but the gateway still holds the transfer.',
        },
      ]);
    } finally {
      await app.deps.db
        .delete(ledgerEntries)
        .where(and(eq(ledgerEntries.orderId, orderId), eq(ledgerEntries.movement, 'release')));
    }
  });
});

describe('the daily reconciliation job', () => {
  const reconciliationMail = () => app.deps.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'reconciliation'));

  it('runs once per IST day, records the day, and mails every admin once when it finds a mismatch', async () => {
    const second = await createUser(app, { isAdmin: true });
    const gone = await createUser(app, { isAdmin: true });
    await app.deps.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.user.id));
    const lost = await paidOrder(app, 700);
    const payment = await app.deps.db
      .delete(ledgerEntries)
      .where(and(eq(ledgerEntries.orderId, lost.order._id), eq(ledgerEntries.movement, 'payment')))
      .returning();
    try {
      // 22:00 UTC on 1 March is 03:30 IST on 2 March: today's job is due (03:00 IST) and runs.
      const now = new Date('2031-03-01T22:00:00Z');
      expect(istDay(now)).toBe('2031-03-02');
      expect(await scheduleReconciliation(app.deps.db, app.jobRunner, now)).toBe(true);
      expect(await scheduleReconciliation(app.deps.db, app.jobRunner, now)).toBe(false);
      const queued = await app.deps.db.select().from(jobs).where(eq(jobs.kind, RECONCILE_JOB));
      expect(queued).toHaveLength(1);
      expect(queued[0]!.runAt.toISOString()).toBe('2031-03-01T21:30:00.000Z');
      await app.jobRunner.runDue({ now });
      const [job] = await app.deps.db.select().from(jobs).where(eq(jobs.id, queued[0]!.id));
      expect(job!.status).toBe('done');

      const mails = await reconciliationMail();
      expect(mails.map((m) => m.to).sort()).toEqual([admin.user.email, second.user.email].sort());
      expect(mails.map((m) => m.to)).not.toContain(gone.user.email);
      expect(mails[0]!.subject).toBe('GigBazaar: the books and the gateway disagree (2031-03-02)');
      expect(mails[0]!.text).toContain(`[payment] order ${lost.order._id}: ledger —, gateway 700.`);
      expect(mails[0]!.text).toContain('/admin/finance');
      const [run] = await app.deps.db.select().from(reconciliationRuns).where(eq(reconciliationRuns.day, '2031-03-02'));
      expect(run).toMatchObject({ mismatches: 1, capped: false });

      // The same day again (a retry, another process): recorded already, no second mail.
      const again = await runReconciliation(app.deps.db, app.deps.config, '2031-03-02', now);
      expect(again).toMatchObject({ recorded: false, mailed: 0 });
      expect(await reconciliationMail()).toHaveLength(2);
    } finally {
      await app.deps.db.insert(ledgerEntries).values(payment);
    }
    // Honest books the next day: recorded, nobody mailed.
    const next = await runReconciliation(app.deps.db, app.deps.config, '2031-03-03');
    expect(next).toMatchObject({ recorded: true, mailed: 0 });
    expect(await reconciliationMail()).toHaveLength(2);
  });
});

describe('GET /earnings/statement', () => {
  const ACCOUNT = '123456789012';
  it('gives the month’s commission invoice and TDS figures to the paisa, on awkward prices, for kept sales only', async () => {
    const seller = await createUser(app, { isSeller: true });
    const api = as(app, seller.cookie);
    const saved = await api.put('/api/payouts/account', {
      holderName: 'Meera Iyer',
      accountNumber: ACCOUNT,
      confirmAccountNumber: ACCOUNT,
      ifsc: 'HDFC0001234',
      pan: 'ABCPI1234F',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const buyer = await createUser(app);
    const at = (iso: string) => new Date(iso);
    const sale = async (rupees: number, createdAt: Date, extra: Partial<typeof orders.$inferInsert> = {}) => {
      const gig = await createGig(app, { userId: seller.user.id, pricePaise: Math.round(rupees * 100) });
      return createOrder(app, gig.id, buyer.user.id, {
        commissionPaise: Math.round(rupees * 10),
        createdAt,
        ...extra,
      });
    };
    // October 2026 in IST: 1 Oct 00:00 IST is 30 Sep 18:30 UTC.
    const one = await sale(1, at('2026-09-30T18:30:00Z'));
    const three = await sale(333, at('2026-10-15T10:00:00Z'));
    const big = await sale(99_999, at('2026-10-31T18:29:59Z'), { status: 'released' });
    await sale(500, at('2026-10-20T10:00:00Z'), { status: 'cancelled' });
    await sale(700, at('2026-09-30T18:29:59Z'));
    await sale(800, at('2026-10-31T18:30:00Z'));
    const other = await createGig(app, { pricePaise: 40_000 });
    await createOrder(app, other.id, buyer.user.id, { commissionPaise: 4_000, createdAt: at('2026-10-10T10:00:00Z') });

    const res = await api.get('/api/earnings/statement?month=2026-10');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).not.toContain(ACCOUNT);
    expect(res.body).not.toContain('ABCPI1234F');
    const s = res.json() as TStatement;
    expect(s).toMatchObject({
      month: '2026-10',
      monthLabel: 'October 2026',
      // October 2026 has ended and bore a commission: the register's number in financial year 2026-27.
      invoiceNumber: expect.stringMatching(/^GB\/26-27\/\d{6}$/),
      issuedOn: '2026-10-31',
      seller: { name: 'Meera Iyer', username: seller.user.username, panLast4: '234F' },
      truncated: false,
      platform: { gstin: '29AAKCG4821M1Z6', sac: '998599' },
    });
    expect(s.invoiceNumber!.length).toBeLessThanOrEqual(16);
    expect((await api.get('/api/earnings/statement?month=2026-10')).json().invoiceNumber).toBe(s.invoiceNumber);
    // ₹1: commission 0.10, GST 0.018 → 0.02, TDS 0.001 → 0.00. ₹333: 33.30, 5.994 → 5.99, 0.333 → 0.33.
    // ₹99,999: 9,999.90, 1,799.982 → 1,799.98, 99.999 → 100.00.
    expect(s.lines.map((l) => [l.orderId, l.price, l.commission, l.gst, l.tds, l.net])).toEqual([
      [one.id, 1, 0.1, 0.02, 0, 0.88],
      [three.id, 333, 33.3, 5.99, 0.33, 293.38],
      [big.id, 99_999, 9_999.9, 1_799.98, 100, 88_099.12],
    ]);
    expect(s.invoice).toEqual({ commission: 10_033.3, gstRatePercent: 18, gst: 1_805.99, total: 11_839.29 });
    expect(s.tds).toEqual({
      section: '194-O',
      ratePercent: 0.1,
      mixedRates: false,
      gross: 100_333,
      deducted: 100.33,
      financialYear: '2026-27',
    });
    expect(s.net).toBe(88_393.38);

    // A month with no sales is an empty statement; a bad or future month is refused with a sentence.
    const empty = (await api.get('/api/earnings/statement?month=2026-06')).json() as TStatement;
    expect(empty).toMatchObject({
      lines: [],
      net: 0,
      invoice: { total: 0 },
      tds: { financialYear: '2026-27' },
      invoiceNumber: null,
    });
    for (const month of ['2026-13', '26-10', '2026-1', 'x'.repeat(200), '']) {
      const bad = await api.get(`/api/earnings/statement?month=${encodeURIComponent(month)}`);
      expect(bad.statusCode, month).toBe(400);
      expect(bad.json().message).toBe(FINANCE_MSG.month);
    }
    expect((await api.get('/api/earnings/statement')).statusCode).toBe(400);
    const future = await api.get('/api/earnings/statement?month=2099-01');
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe(FINANCE_MSG.futureMonth);
  });

  it('is the seller’s own: a buyer gets 403, a visitor 401, a seller without a PAN is shown the 5 % rate', async () => {
    expect(
      (await as(app, (await createUser(app)).cookie).get('/api/earnings/statement?month=2026-10')).statusCode,
    ).toBe(403);
    expect((await as(app).get('/api/earnings/statement?month=2026-10')).statusCode).toBe(401);
    const seller = await createUser(app, { isSeller: true });
    const gig = await createGig(app, { userId: seller.user.id, pricePaise: 99_999_00 });
    const buyer = await createUser(app);
    await createOrder(app, gig.id, buyer.user.id, {
      commissionPaise: 9_999_90,
      createdAt: new Date('2026-10-05T10:00:00Z'),
    });
    const s = (await as(app, seller.cookie).get('/api/earnings/statement?month=2026-10')).json() as TStatement;
    expect(s.seller).toEqual({ name: seller.user.username, username: seller.user.username, panLast4: null });
    // 5 % of ₹99,999 = ₹4,999.95.
    expect(s.tds).toMatchObject({ ratePercent: 5, mixedRates: false, deducted: 4_999.95 });
    expect(s.lines).toHaveLength(1);

    // A sale whose tax was fixed at capture with a PAN on file (it was removed since) keeps its 0.1 %.
    const gig2 = await createGig(app, { userId: seller.user.id, pricePaise: 1_000_00 });
    await createOrder(app, gig2.id, buyer.user.id, {
      commissionPaise: 100_00,
      sellerHadPan: true,
      gstPaise: 18_00,
      tdsPaise: 1_00,
      netPaise: 881_00,
      createdAt: new Date('2026-10-06T10:00:00Z'),
    });
    const mixed = (await as(app, seller.cookie).get('/api/earnings/statement?month=2026-10')).json() as TStatement;
    expect(mixed.tds).toMatchObject({ ratePercent: 5, mixedRates: true, gross: 100_999, deducted: 5_000.95 });
    expect(mixed.lines.map((l) => l.tds)).toEqual([4_999.95, 1]);
    expect(mixed.net).toBe(mixed.lines.reduce((n, l) => Math.round((n + l.net) * 100) / 100, 0));
  });
});
