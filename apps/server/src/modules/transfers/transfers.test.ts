import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import type { App } from '../../app';
import { createTestApp } from '../../test/test-app';
import { as, createUser } from '../../test/factories';
import { expectBalancedLedger } from '../../test/ledger';
import {
  addPayoutAccount,
  answers,
  at,
  checkout,
  legsOf,
  orderRow,
  SELLER_ACCOUNT,
  SELLER_PAN,
  seller,
  transferOf,
} from '../../test/transfer-flow';
import { jobs, ledgerEntries, payoutAccounts } from '../../platform/db/schema';
import { handleRouteCall } from '../payouts/linked-accounts';
import { webhookSignature } from '../payments/signature';
import { TRANSFER_JOB } from './transfer-keys';
import { TRANSFER_KEYS, transferStates } from './transfer-service';

let app: App;
const logLines: string[] = [];
beforeAll(async () => {
  // The job worker is driven by the tests (runDue), and every log line is captured to search for bank details.
  app = await createTestApp({ logLevel: 'trace' }, { jobWorker: false });
  app.logDestination!.write = (line: string) => {
    logLines.push(line);
    return true;
  };
});
afterEach(async () => {
  await expectBalancedLedger(app);
});
afterAll(async () => {
  await app.close();
});

const run = (ms = 1000) => app.jobRunner.runDue({ now: at(ms) });

function webhook(event: string, payload: Record<string, unknown>, eventId: string, extra: object = {}) {
  const body = JSON.stringify({ entity: 'event', event, payload, ...extra });
  return app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': webhookSignature(body, app.deps.config.payments.webhookSecret!),
      'x-razorpay-event-id': eventId,
    },
    payload: body,
  });
}

async function complete(s: { api: ReturnType<typeof as> }, orderId: string) {
  const done = await s.api.put(`/api/orders/complete/${orderId}`, {});
  expect(done.statusCode, done.body).toBe(200);
}

describe('Route transfers held in escrow (sandbox)', () => {
  it('transfers the seller’s net on capture, on hold, once however often the job and the confirm run', async () => {
    const s = await seller(app);
    const { orderId, b, proof, gatewayOrderId } = await checkout(app, s.user.id, 1000);
    // ₹1,000, 10 % commission, PAN on file at the capture: GST ₹18, TDS ₹1 → the seller's net ₹881.
    expect(await orderRow(app, orderId)).toMatchObject({
      sellerHadPan: true,
      commissionPaise: 10_000,
      gstPaise: 1_800,
      tdsPaise: 100,
      netPaise: 88_100,
    });
    expect(await transferOf(app, orderId)).toMatchObject({ status: 'pending', amountPaise: 88_100 });
    // The confirm again (a browser retry): still one order, one transfer.
    expect((await b.post(`/api/orders/confirm/${gatewayOrderId}`, proof)).statusCode).toBe(200);
    await Promise.all([run(), run(), run()]);
    const held = await transferOf(app, orderId);
    expect(held).toMatchObject({ status: 'on_hold', releaseWanted: false, reversedPaise: 0, failedStep: null });
    expect(held.gatewayTransferId).toMatch(/^trf_\w{14}$/);
    expect(held.linkedAccountId).toMatch(/^acc_/);
    expect(held.attempts).toBe(1);
    await run();
    expect((await transferOf(app, orderId)).attempts).toBe(1);
    const states = await transferStates(app.deps.db, [orderId]);
    expect(states.get(orderId)).toMatchObject({ status: 'on_hold', onHold: true, sellerSharePaise: 88_100 });
  });

  it('a creation whose answer was lost (a crash after the call) is answered again by its key, not made twice', async () => {
    const s = await seller(app);
    const { orderId } = await checkout(app, s.user.id, 600);
    const t = await transferOf(app, orderId);
    const [account] = await app.deps.db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, s.user.id));
    const body = {
      transfers: [{ account: account!.gatewayAccountId, amount: t.amountPaise, currency: 'INR', on_hold: true }],
    };
    const lost = handleRouteCall('POST', `/v1/payments/${t.paymentId}/transfers`, body, TRANSFER_KEYS.create(orderId));
    await run();
    const made = await transferOf(app, orderId);
    expect(made.gatewayTransferId).toBe((lost.body.items as Array<{ id: string }>)[0]!.id);
    expect(made.status).toBe('on_hold');
  });

  it('lifts the hold on the buyer’s approval exactly once under 50 parallel approvals; the ledger books the split', async () => {
    const s = await seller(app);
    const { orderId, b } = await checkout(app, s.user.id, 1000);
    await run();
    await complete(s, orderId);
    const approvals = await Promise.all(Array.from({ length: 50 }, () => b.post(`/api/orders/${orderId}/approve`)));
    expect(approvals.filter((r) => r.statusCode === 200)).toHaveLength(1);
    // The rest are refused by the order's state (409) or the per-user limit (429).
    expect(approvals.every((r) => r.statusCode === 200 || r.statusCode === 409 || r.statusCode === 429)).toBe(true);
    const queued = await app.deps.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, TRANSFER_JOB), eq(jobs.dedupeKey, `${orderId}:release`)));
    expect(queued).toHaveLength(1);
    await Promise.all([run(), run()]);
    const released = await transferOf(app, orderId);
    expect(released).toMatchObject({ status: 'released', releaseWanted: true, reversedPaise: 0 });
    expect(released.attempts).toBe(2);
    expect(await legsOf(app, orderId, 'release')).toEqual({
      commission: 10_000,
      escrow: -100_000,
      gst_payable: 1_800,
      seller: 88_100,
      tds_payable: 100,
    });
  });

  it('the 7-day release job lifts the hold too', async () => {
    const { releaseDueOrders } = await import('../orders/release-job');
    const s = await seller(app);
    const { orderId } = await checkout(app, s.user.id, 500);
    await run();
    await complete(s, orderId);
    expect(await releaseDueOrders(app.deps, at(8 * 24 * 3600_000))).toBeGreaterThanOrEqual(1);
    await run();
    expect((await transferOf(app, orderId)).status).toBe('released');
  });

  it('reverses the whole transfer on a refund (a cancellation by agreement), once', async () => {
    const s = await seller(app);
    const { orderId, b } = await checkout(app, s.user.id, 800);
    await run();
    expect((await b.post(`/api/orders/${orderId}/cancellation`, { reason: 'I no longer need it' })).statusCode).toBe(
      200,
    );
    const accepts = await Promise.all(
      Array.from({ length: 10 }, () => s.api.post(`/api/orders/${orderId}/cancellation/accept`)),
    );
    expect(accepts.filter((r) => r.statusCode === 200)).toHaveLength(1);
    await Promise.all([run(), run()]);
    const t = await transferOf(app, orderId);
    expect(t).toMatchObject({ status: 'reversed', reversedPaise: t.amountPaise, reverseWantedPaise: t.amountPaise });
    expect(t.gatewayReversalIds).toHaveLength(1);
    expect(t.gatewayReversalIds[0]).toMatch(/^rvrsl_/);
    await run();
    expect((await transferOf(app, orderId)).gatewayReversalIds).toHaveLength(1);
    expect(await legsOf(app, orderId, 'release')).toEqual({});
  });

  it('a split reverses what the seller does not keep and releases the rest; the transfer and the ledger agree', async () => {
    const s = await seller(app);
    const admin = await createUser(app, { isAdmin: true });
    const { orderId, b } = await checkout(app, s.user.id, 1200);
    await run();
    await complete(s, orderId);
    expect((await b.post(`/api/orders/${orderId}/dispute`, { reason: 'The files are empty' })).statusCode).toBe(200);
    const decided = await as(app, admin.cookie).post(`/api/admin/disputes/${orderId}/decide`, {
      outcome: 'split',
      refundAmount: 400.5,
      note: 'Half the work was delivered.',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    await run();
    const t = await transferOf(app, orderId);
    // The sale's net was ₹1,057.20; the seller keeps ₹799.50 of ₹1,200: commission ₹79.95, GST ₹14.39, TDS ₹0.80
    // (PAN) → net ₹704.36, so ₹352.84 is reversed.
    const split = await legsOf(app, orderId, 'split');
    expect(split).toEqual({
      commission: 7_995,
      escrow: -79_950,
      gst_payable: 1_439,
      seller: 70_436,
      tds_payable: 80,
    });
    expect(t).toMatchObject({ status: 'released', amountPaise: 105_720, reversedPaise: 35_284 });
    expect(t.amountPaise - t.reversedPaise).toBe(split.seller);
    expect(t.gatewayReversalIds).toHaveLength(1);

    // Earnings and the statement count what the seller kept, as the ledger does: released (not in escrow, and not
    // "refunded" once the buyer's part is back), with the commission, GST and TDS of the kept part.
    const refundLegs = await app.deps.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.orderId, orderId), like(ledgerEntries.movement, 'refund:%')));
    expect(refundLegs.length).toBeGreaterThan(0);
    const kept = { price: 799.5, commission: 79.95, gst: 14.39, tds: 0.8, net: 704.36 };
    const earnings = (await s.api.get('/api/earnings')).json();
    expect(earnings.rows).toMatchObject([{ orderId, ...kept, transferStatus: 'released' }]);
    expect(earnings.totals).toMatchObject({ inEscrow: 0, released: 704.36, tdsThisYear: 0.8 });
    const month = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);
    const statement = (await s.api.get(`/api/earnings/statement?month=${month}`)).json();
    expect(statement.lines).toMatchObject([{ orderId, ...kept }]);
    expect(statement.invoice).toMatchObject({ commission: 79.95, gst: 14.39 });
    expect(statement.tds).toMatchObject({ gross: 799.5, deducted: 0.8, ratePercent: 0.1, mixedRates: false });
    expect(statement.net).toBe(704.36);
  });

  it('a seller without a payout account: the transfer waits (not a failure) and is made when they add one', async () => {
    const s = await seller(app, { account: false });
    const { orderId, b } = await checkout(app, s.user.id, 333);
    // No PAN at the capture: TDS at 5 % (section 206AA), fixed on the order.
    expect(await orderRow(app, orderId)).toMatchObject({ sellerHadPan: false, tdsPaise: 1_665, netPaise: 27_706 });
    await run();
    // Waiting is not trying: nothing was asked of the gateway, so no attempt is counted.
    expect(await transferOf(app, orderId)).toMatchObject({
      status: 'pending',
      gatewayTransferId: null,
      failedStep: null,
      attempts: 0,
    });
    await complete(s, orderId);
    expect((await b.post(`/api/orders/${orderId}/approve`)).statusCode).toBe(200);
    await run();
    expect((await transferOf(app, orderId)).status).toBe('pending');

    const admin = await createUser(app, { isAdmin: true });
    const waiting = await as(app, admin.cookie).get('/api/admin/transfers?filter=waiting');
    expect(waiting.json().some((t: { orderId: string }) => t.orderId === orderId)).toBe(true);

    await addPayoutAccount(app, s.api, true);
    await run();
    // Made and released in one run; the sale keeps the TDS of its capture (the PAN came later).
    expect(await transferOf(app, orderId)).toMatchObject({ status: 'released', amountPaise: 27_706 });
    expect((await legsOf(app, orderId, 'release')).tds_payable).toBe(1_665);
    const earnings = (await s.api.get('/api/earnings')).json();
    expect(earnings.rows[0]).toMatchObject({ orderId, tds: 16.65, net: 277.06, transferStatus: 'released' });
  });

  it('TDS and GST to the paisa on ₹1, ₹333 and ₹99,999, with and without a PAN', async () => {
    const cases = [
      { price: 1, pan: true, gst: 2, tds: 0, net: 88 },
      { price: 1, pan: false, gst: 2, tds: 5, net: 83 },
      { price: 333, pan: true, gst: 599, tds: 33, net: 29_338 },
      { price: 333, pan: false, gst: 599, tds: 1_665, net: 27_706 },
      { price: 99_999, pan: true, gst: 179_998, tds: 10_000, net: 8_809_912 },
      { price: 99_999, pan: false, gst: 179_998, tds: 499_995, net: 8_319_917 },
    ];
    for (const c of cases) {
      const s = await seller(app, { pan: c.pan });
      const { orderId, b } = await checkout(app, s.user.id, c.price);
      expect(await orderRow(app, orderId), `₹${c.price} pan=${c.pan}`).toMatchObject({
        gstPaise: c.gst,
        tdsPaise: c.tds,
        netPaise: c.net,
      });
      await complete(s, orderId);
      expect((await b.post(`/api/orders/${orderId}/approve`)).statusCode).toBe(200);
      await run();
      const t = await transferOf(app, orderId);
      expect(t).toMatchObject({ status: 'released', amountPaise: c.net });
      const legs = await legsOf(app, orderId, 'release');
      expect(legs.seller).toBe(c.net);
      expect(legs.gst_payable ?? 0).toBe(c.gst);
      expect(legs.tds_payable ?? 0).toBe(c.tds);
    }
  });

  it('webhooks: transfer.processed and .failed (de-duplicated), admin retry, settlement.processed pays out', async () => {
    const s = await seller(app);
    const admin = await createUser(app, { isAdmin: true });
    const a = as(app, admin.cookie);
    const { orderId, b } = await checkout(app, s.user.id, 1000);
    await run();
    const made = await transferOf(app, orderId);
    const entity = { id: made.gatewayTransferId, entity: 'transfer', notes: { order_id: orderId } };
    const processed = await webhook('transfer.processed', { transfer: { entity } }, 'evt_trf_1');
    expect(processed.json()).toMatchObject({ ok: true, handled: true });
    expect((await webhook('transfer.processed', { transfer: { entity } }, 'evt_trf_1')).json()).toMatchObject({
      duplicate: true,
    });

    // The gateway fails the transfer: visible to admins (never silent), and retried by an admin.
    expect((await webhook('transfer.failed', { transfer: { entity } }, 'evt_trf_2')).json().handled).toBe(true);
    expect(await transferOf(app, orderId)).toMatchObject({ status: 'failed', failedStep: 'create' });
    expect((await as(app, s.cookie).get('/api/admin/transfers')).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/admin/transfers' })).statusCode).toBe(404);
    expect((await as(app, s.cookie).post(`/api/admin/transfers/${orderId}/retry`)).statusCode).toBe(404);
    const problems = await a.get('/api/admin/transfers');
    expect(problems.statusCode).toBe(200);
    expect(problems.headers['cache-control']).toBe('no-store');
    expect(problems.json().find((t: { orderId: string }) => t.orderId === orderId)).toMatchObject({
      status: 'failed',
      failedStep: 'create',
      amount: 881,
    });
    const retried = await a.post(`/api/admin/transfers/${orderId}/retry`);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({ status: 'pending', failedStep: null });
    expect((await a.post(`/api/admin/transfers/${orderId}/retry`)).statusCode).toBe(409);
    // The failed transfer's events, redelivered late under other ids, leave the transfer to be made anew alone.
    expect((await webhook('transfer.failed', { transfer: { entity } }, 'evt_trf_late_1')).statusCode).toBe(200);
    expect((await webhook('transfer.processed', { transfer: { entity } }, 'evt_trf_late_2')).statusCode).toBe(200);
    expect(await transferOf(app, orderId)).toMatchObject({
      status: 'pending',
      gatewayTransferId: null,
      failedStep: null,
    });
    // The retry sends a seller money on an admin's word: logged once (the refused second one is not).
    const audit = (await a.get('/api/admin/audit')).json() as Array<{ action: string; target: { id: string } }>;
    expect(audit.filter((e) => e.action === 'transfer.retry')).toMatchObject([
      { adminId: admin.user.id, target: { type: 'order', id: orderId }, subject: { _id: s.user.id } },
    ]);
    await run();
    // Made anew under a key of its own: the creation's first key would answer the failed transfer again.
    const remade = await transferOf(app, orderId);
    expect(remade).toMatchObject({ status: 'on_hold', remade: 1 });
    expect(remade.gatewayTransferId).toMatch(/^trf_\w{14}$/);
    expect(remade.gatewayTransferId).not.toBe(made.gatewayTransferId);
    // The failed transfer's late redelivery under another event id changes nothing.
    expect((await webhook('transfer.processed', { transfer: { entity } }, 'evt_trf_3')).statusCode).toBe(200);
    expect((await transferOf(app, orderId)).gatewayTransferId).toBe(remade.gatewayTransferId);

    await complete(s, orderId);
    expect((await b.post(`/api/orders/${orderId}/approve`)).statusCode).toBe(200);
    // Released now, so the settlement (dated now) covers it.
    await run(0);
    const released = await transferOf(app, orderId);
    expect(released.status).toBe('released');

    const settlement = {
      settlement: { entity: { id: 'setl_TestSettle0001', entity: 'settlement', amount: 88_100, status: 'processed' } },
    };
    const extra = { account_id: released.linkedAccountId };
    expect((await webhook('settlement.processed', settlement, 'evt_setl_1', extra)).json().handled).toBe(true);
    expect((await webhook('settlement.processed', settlement, 'evt_setl_1', extra)).json().duplicate).toBe(true);
    // Redelivered under another event id: nothing left to settle, nothing booked twice.
    expect((await webhook('settlement.processed', settlement, 'evt_setl_2', extra)).json().handled).toBe(false);
    expect(await transferOf(app, orderId)).toMatchObject({ status: 'settled', settlementId: 'setl_TestSettle0001' });
    expect(await legsOf(app, orderId, 'settlement')).toEqual({ paid_out: 88_100, seller: -88_100 });
    expect(logLines.some((l) => l.includes('route settlement processed'))).toBe(true);
    expect(logLines.some((l) => l.includes('route settlement amount differs'))).toBe(false);
    const earnings = (await s.api.get('/api/earnings')).json();
    expect(earnings.rows[0]).toMatchObject({ orderId, transferStatus: 'paid_out', net: 881 });
    expect(earnings.totals.paidOut).toBe(881);
    expect((await transferStates(app.deps.db, [orderId])).get(orderId)).toMatchObject({ settled: true });
  });

  it('refuses a forged Route webhook', async () => {
    const body = JSON.stringify({ event: 'settlement.processed', payload: {} });
    const res = await app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'f'.repeat(64) },
      payload: body,
    });
    expect(res.statusCode).toBe(400);
  });

  it('no answer and no log line carries the seller’s account number or PAN', async () => {
    expect(answers.length).toBeGreaterThan(0);
    for (const text of [...answers, ...logLines]) {
      expect(text).not.toContain(SELLER_ACCOUNT);
      expect(text).not.toContain(SELLER_PAN);
    }
    expect(logLines.some((l) => l.includes('route transfer made, on hold'))).toBe(true);
  });
});
