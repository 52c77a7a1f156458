import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import {
  ORDER_RULE_MSG,
  REFUND_LABELS,
  transitionFor,
  type TOrderAction,
} from '@gigbazaar/shared/rules/order-lifecycle';
import type { App } from '../../app';
import { JSON_HEADERS, createTestApp, sessionCookie } from '../../test/test-app';
import { TEST_PASSWORD, as, createGig, createUser, upload } from '../../test/factories';
import { expectBalancedLedger } from '../../test/ledger';
import { auditLog, ledgerEntries, mailOutbox, orders, refunds, users } from '../../platform/db/schema';
import { paidOrder as paidCheckout } from '../../test/paid-order';
import { markRefundProcessed } from '../refunds/refund-service';
import { placePaidOrder } from './place-order';
import { answerLapsedRequests, releaseDueOrders, sendOrderReminders } from './release-job';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let app: App;
beforeAll(async () => {
  // No job worker: the refunds stay pending until a test confirms them as the gateway would.
  app = await createTestApp({}, { jobWorker: false });
});
afterEach(async () => {
  await expectBalancedLedger(app);
});
afterAll(async () => {
  await app.close();
});

let n = 0;
/** A paid order (₹1,000, 3 delivery days, `revisions` revisions) through the verified-payment path. */
async function paidOrder(revisions = 1) {
  const seller = await createUser(app, { isSeller: true });
  const buyer = await createUser(app);
  const third = await createUser(app);
  const gig = await createGig(app, { userId: seller.user.id, price: 1000, deliveryTime: 3, revisionNumber: revisions });
  const { orderId } = await placePaidOrder(app.deps, {
    buyerId: buyer.user.id,
    gigId: gig.id,
    paymentId: `pay_lifecycle_${++n}_${Date.now()}`,
    gatewayOrderId: null,
    amountPaise: gig.pricePaise,
  });
  const s = as(app, seller.cookie);
  const b = as(app, buyer.cookie);
  const t = as(app, third.cookie);
  return { seller, buyer, third, gig, orderId, s, b, t };
}

/** A session for a user the factories made (they all share the test password). */
async function loginAs(username: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: JSON_HEADERS,
    payload: { username, password: TEST_PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { cookie: sessionCookie(res) };
}

const row = async (id: string) => (await app.deps.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const mailsTo = (email: string, kind: string) =>
  app.deps.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, kind)));
const refundsOf = (orderId: string) => app.deps.db.select().from(refunds).where(eq(refunds.orderId, orderId));

/** The gateway confirms every pending refund of the order (what the refund job or webhook does). */
async function confirmRefunds(orderId: string) {
  for (const r of await refundsOf(orderId)) await markRefundProcessed(app.deps.db, r.id, `rfnd_test_${r.id}`);
}

function expectRefusal(
  res: { statusCode: number; json: () => { message: string } },
  status: 403 | 409,
  action: TOrderAction,
) {
  expect(res.statusCode).toBe(status);
  const t = transitionFor(action);
  expect(res.json().message).toBe(status === 403 ? t.wrongActor : t.refusal);
}

describe('delivery, revisions and approval', () => {
  it('delivers with private files both parties can open, asks for revisions until none are left, then approves', async () => {
    const { seller, buyer, orderId, s, b, t } = await paidOrder(1);
    const start = (await b.get(`/api/orders/single/${orderId}`)).json();
    expect(start).toMatchObject({
      status: 'paid',
      statusLabel: 'In progress',
      revisionsLeft: 1,
      isLate: false,
      autoReleaseAt: null,
      refundedAmount: 0,
      actions: ['cancellation', 'dispute'],
    });
    expect(start.timeline.map((e: { type: string }) => e.type)).toEqual(['paid']);
    const due0 = new Date(start.dueAt).getTime();
    expect(due0 - new Date(start.createdAt).getTime()).toBeGreaterThanOrEqual(3 * DAY - 1000);

    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const up = await upload(app, seller.cookie, pdf, {
      visibility: 'private',
      name: 'logo.pdf',
      type: 'application/pdf',
    });
    expect(up.statusCode, up.body).toBe(201);
    const fileUrl = up.json().url as string;
    // Someone else's file, or a public one, cannot be delivered.
    const other = await upload(app, buyer.cookie, pdf, {
      visibility: 'private',
      name: 'x.pdf',
      type: 'application/pdf',
    });
    const stolen = await s.put(`/api/orders/complete/${orderId}`, { files: [other.json().url] });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().message).toBe(ORDER_RULE_MSG.notYourFile);
    expect((await s.put(`/api/orders/complete/${orderId}`, { files: Array(6).fill(fileUrl) })).statusCode).toBe(400);
    // The buyer cannot open the seller's private file before it is delivered.
    expect((await b.get(fileUrl)).statusCode).toBe(404);

    const delivered = await s.put(`/api/orders/complete/${orderId}`, { sellerMessage: 'Here is v1', files: [fileUrl] });
    expect(delivered.statusCode, delivered.body).toBe(200);
    const d1 = delivered.json();
    expect(d1).toMatchObject({ status: 'completed', isCompleted: true });
    expect(new Date(d1.autoReleaseAt).getTime() - Date.now()).toBeGreaterThan(7 * DAY - 60_000);
    expect((await b.get(fileUrl)).statusCode).toBe(200);
    expect((await t.get(fileUrl)).statusCode).toBe(404);
    expect((await mailsTo(buyer.user.email, 'order-complete'))[0]!.text).toContain('Here is v1');

    // Wrong party, then a note the moderator refuses, then the revision.
    expectRefusal(await s.post(`/api/orders/${orderId}/revision`, { note: 'again' }), 403, 'revision');
    expect((await b.post(`/api/orders/${orderId}/revision`, { note: 'call me on 98765 43210' })).statusCode).toBe(422);
    expect((await b.post(`/api/orders/${orderId}/revision`, {})).statusCode).toBe(400);
    const revised = await b.post(`/api/orders/${orderId}/revision`, { note: 'Make the logo blue' });
    expect(revised.statusCode, revised.body).toBe(200);
    expect(revised.json()).toMatchObject({ status: 'in_revision', revisionsLeft: 0, autoReleaseAt: null });
    expect(new Date(revised.json().dueAt).getTime()).toBeGreaterThanOrEqual(due0 + 3 * DAY);
    expect((await mailsTo(seller.user.email, 'order-revision'))[0]!.text).toContain('Make the logo blue');

    // Delivered again: the 7-day clock starts again; no revisions left → 409 with the table's sentence.
    expect((await s.put(`/api/orders/complete/${orderId}`, { sellerMessage: 'v2' })).statusCode).toBe(200);
    const none = await b.post(`/api/orders/${orderId}/revision`, { note: 'once more' });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(transitionFor('revision').guardRefusal);
    expect((await b.get(`/api/orders/single/${orderId}`)).json().actions).toEqual([
      'approve',
      'cancellation',
      'dispute',
    ]);

    expectRefusal(await s.post(`/api/orders/${orderId}/approve`), 403, 'approve');
    const approved = await b.post(`/api/orders/${orderId}/approve`);
    expect(approved.json()).toMatchObject({ status: 'released', statusLabel: 'Completed, paid out', actions: [] });
    const timeline = (await s.get(`/api/orders/single/${orderId}`)).json().timeline;
    expect(timeline.map((e: { type: string }) => e.type)).toEqual([
      'paid',
      'complete',
      'revision',
      'complete',
      'approve',
    ]);
    expect(timeline[1]).toMatchObject({ actor: 'seller', message: 'Here is v1', files: [fileUrl], label: 'Delivered' });
    expect(timeline[2]).toMatchObject({ actor: 'buyer', message: 'Make the logo blue' });
    expect((await t.get(`/api/orders/single/${orderId}`)).statusCode).toBe(404);
    // Released: nothing more for anyone.
    expectRefusal(await b.post(`/api/orders/${orderId}/cancellation`, { reason: 'late' }), 409, 'cancellation');
    expectRefusal(await b.post(`/api/orders/${orderId}/dispute`, { reason: 'bad' }), 409, 'dispute');
  });

  it('refuses the wrong party with 403 and the wrong state with 409, each with the table’s sentence', async () => {
    const { orderId, s, b, t } = await paidOrder();
    expectRefusal(await b.post(`/api/orders/${orderId}/approve`), 409, 'approve');
    expectRefusal(await b.post(`/api/orders/${orderId}/extension`, { days: 2, reason: 'x' }), 403, 'extension');
    expectRefusal(await t.post(`/api/orders/${orderId}/dispute`, { reason: 'x' }), 403, 'dispute');
    expectRefusal(await s.post(`/api/orders/${orderId}/extension/accept`), 403, 'extension_accept');
    expectRefusal(await b.post(`/api/orders/${orderId}/extension/accept`), 409, 'extension_accept');
    expectRefusal(await s.post(`/api/orders/${orderId}/cancellation/accept`), 409, 'cancellation_accept');
    expectRefusal(await s.post(`/api/orders/${orderId}/cancel`, { reason: 'x' }), 403, 'cancel');
    expectRefusal(await b.post(`/api/orders/${orderId}/revision`, { note: 'x' }), 409, 'revision');
    expect((await b.post(`/api/orders/${orderId}/extension`, { days: 0, reason: 'x' })).statusCode).toBe(400);
    expect((await s.post(`/api/orders/${orderId}/extension`, { days: 31, reason: 'x' })).statusCode).toBe(400);
    // Archive and alert follow the table's states now.
    const archive = await s.del(`/api/orders/${orderId}`);
    expect(archive.statusCode).toBe(409);
    expect(archive.json().message).toBe(ORDER_RULE_MSG.archiveTooEarly);
    await s.put(`/api/orders/complete/${orderId}`, {});
    const alert = await b.post('/api/orders/alert-seller', { orderId });
    expect(alert.statusCode).toBe(409);
    expect(alert.json().message).toBe(ORDER_RULE_MSG.alertNotWorking);
  });
});

describe('extensions', () => {
  it('moves the due date when the buyer accepts, not when they decline, and grants after 48 hours of silence', async () => {
    const { buyer, seller, orderId, s, b } = await paidOrder();
    const due0 = (await row(orderId)).dueAt!.getTime();
    const asked = await s.post(`/api/orders/${orderId}/extension`, { days: 4, reason: 'The client brief changed' });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().request).toMatchObject({ kind: 'extension', by: 'seller', days: 4 });
    expect((await b.get(`/api/orders/single/${orderId}`)).json().actions).toEqual([
      'extension_accept',
      'extension_decline',
      'dispute',
    ]);
    expect(await mailsTo(buyer.user.email, 'order-extension')).toHaveLength(1);
    // One open request at a time.
    expectRefusal(await b.post(`/api/orders/${orderId}/cancellation`, { reason: 'x' }), 409, 'cancellation');
    expect((await b.post(`/api/orders/${orderId}/extension/accept`)).statusCode).toBe(200);
    expect((await row(orderId)).dueAt!.getTime()).toBe(due0 + 4 * DAY);

    await s.post(`/api/orders/${orderId}/extension`, { days: 2, reason: 'Still waiting on fonts' });
    expect((await b.post(`/api/orders/${orderId}/extension/decline`)).json().request).toBeNull();
    expect((await row(orderId)).dueAt!.getTime()).toBe(due0 + 4 * DAY);

    await s.post(`/api/orders/${orderId}/extension`, { days: 1, reason: 'One more day' });
    expect(await answerLapsedRequests(app.deps, new Date(Date.now() + 47 * HOUR))).toBe(0);
    expect(await answerLapsedRequests(app.deps, new Date(Date.now() + 49 * HOUR))).toBe(1);
    expect((await row(orderId)).dueAt!.getTime()).toBe(due0 + 5 * DAY);
    expect((await row(orderId)).requestKind).toBeNull();
    expect(await mailsTo(seller.user.email, 'order-extension-grant')).toHaveLength(1);
  });

  it('a delivery answers an open request for more time: it no longer shows, blocks a cancellation or moves a later due date', async () => {
    const { orderId, s, b } = await paidOrder(1);
    await s.post(`/api/orders/${orderId}/extension`, { days: 5, reason: 'The client brief changed' });
    const delivered = await s.put(`/api/orders/complete/${orderId}`, { sellerMessage: 'Done early after all' });
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json().request).toBeNull();
    // The buyer may ask to cancel the delivered order: no request is left open to block it.
    const asked = await b.post(`/api/orders/${orderId}/cancellation`, { reason: 'Not what I ordered' });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().request).toMatchObject({ kind: 'cancellation', by: 'buyer' });
    await s.post(`/api/orders/${orderId}/cancellation/decline`);
    // Back in revision, the old extension is not granted by the 48-hour job: the due date is the revision's alone.
    await b.post(`/api/orders/${orderId}/revision`, { note: 'Please change the colours' });
    const due = (await row(orderId)).dueAt!.getTime();
    expect(await answerLapsedRequests(app.deps, new Date(Date.now() + 49 * HOUR))).toBe(0);
    expect((await row(orderId)).dueAt!.getTime()).toBe(due);
  });
});

describe('cancellation and refunds', () => {
  it('cancels by agreement with one refund; "Refund pending" until the gateway confirms', async () => {
    const { seller, orderId, s, b } = await paidOrder();
    const asked = await b.post(`/api/orders/${orderId}/cancellation`, { reason: 'I no longer need it' });
    expect(asked.statusCode, asked.body).toBe(200);
    expectRefusal(await b.post(`/api/orders/${orderId}/cancellation/accept`), 403, 'cancellation_accept');
    expect((await s.get(`/api/orders/single/${orderId}`)).json().actions).toContain('cancellation_accept');
    expect(await mailsTo(seller.user.email, 'order-cancellation')).toHaveLength(1);

    const accepted = await s.post(`/api/orders/${orderId}/cancellation/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({
      status: 'cancelled',
      statusLabel: REFUND_LABELS.pending,
      refundedAmount: 0,
    });
    const [refund] = await refundsOf(orderId);
    expect(refund).toMatchObject({ amountPaise: 100000, status: 'pending', reason: 'cancelled' });

    await confirmRefunds(orderId);
    const after = (await b.get(`/api/orders/single/${orderId}`)).json();
    expect(after).toMatchObject({ statusLabel: REFUND_LABELS.done, refundedAmount: 1000, actions: [] });
    expect(after.timeline.map((e: { type: string }) => e.type)).toEqual([
      'paid',
      'cancellation',
      'cancellation_accept',
      'refunded',
    ]);
  });

  it('a release answers an open cancellation request: a released order shows no request and no 48-hour cancel', async () => {
    const approved = await paidOrder();
    await approved.s.put(`/api/orders/complete/${approved.orderId}`, { sellerMessage: 'Here it is' });
    await approved.s.post(`/api/orders/${approved.orderId}/cancellation`, { reason: 'I cannot finish the rest' });
    const res = await approved.b.post(`/api/orders/${approved.orderId}/approve`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'released', request: null });

    const released = await paidOrder();
    await released.s.put(`/api/orders/complete/${released.orderId}`, {});
    await released.b.post(`/api/orders/${released.orderId}/cancellation`, { reason: 'Changed my mind' });
    expect(await releaseDueOrders(app.deps, new Date(Date.now() + 8 * DAY))).toBeGreaterThanOrEqual(1);
    expect((await released.s.get(`/api/orders/single/${released.orderId}`)).json()).toMatchObject({
      status: 'released',
      request: null,
    });
    expect((await row(released.orderId)).requestKind).toBeNull();
  });

  it('50 parallel accepts of one cancellation make one refund', async () => {
    const { orderId, s, b } = await paidOrder();
    await s.post(`/api/orders/${orderId}/cancellation`, { reason: 'I cannot take this on' });
    const results = await Promise.all(
      Array.from({ length: 50 }, () => b.post(`/api/orders/${orderId}/cancellation/accept`)),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c !== 200).every((c) => c === 409 || c === 429)).toBe(true);
    expect(await refundsOf(orderId)).toHaveLength(1);
    await confirmRefunds(orderId);
    await confirmRefunds(orderId);
    const legs = await app.deps.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, orderId));
    expect(legs.filter((l) => l.movement.startsWith('refund:'))).toHaveLength(2);
  });

  it('cancels after 48 hours of silence, and lets the buyer alone cancel a day after the due date', async () => {
    const silent = await paidOrder();
    await silent.s.post(`/api/orders/${silent.orderId}/cancellation`, { reason: 'Too busy this month' });
    expect(await answerLapsedRequests(app.deps, new Date(Date.now() + 49 * HOUR))).toBeGreaterThanOrEqual(1);
    expect((await row(silent.orderId)).status).toBe('cancelled');
    expect(await refundsOf(silent.orderId)).toHaveLength(1);
    await confirmRefunds(silent.orderId);

    const late = await paidOrder();
    const early = await late.b.post(`/api/orders/${late.orderId}/cancel`, { reason: 'Nothing yet' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(transitionFor('cancel').guardRefusal);
    // Move the due date back rather than the clock forward: 23 h late is not enough, 25 h is.
    await app.deps.db
      .update(orders)
      .set({ dueAt: new Date(Date.now() - 23 * HOUR) })
      .where(eq(orders.id, late.orderId));
    expect((await late.b.get(`/api/orders/single/${late.orderId}`)).json()).toMatchObject({ isLate: true });
    expect((await late.b.post(`/api/orders/${late.orderId}/cancel`, { reason: 'Late' })).statusCode).toBe(409);
    await app.deps.db
      .update(orders)
      .set({ dueAt: new Date(Date.now() - 25 * HOUR) })
      .where(eq(orders.id, late.orderId));
    expect((await late.b.get(`/api/orders/single/${late.orderId}`)).json().actions).toContain('cancel');
    const cancelled = await late.b.post(`/api/orders/${late.orderId}/cancel`, { reason: 'Over a day late' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', statusLabel: REFUND_LABELS.pending });
    await confirmRefunds(late.orderId);

    // A delivered order is not "late" any more: no late cancel.
    const delivered = await paidOrder();
    await app.deps.db
      .update(orders)
      .set({ dueAt: new Date(Date.now() - 48 * HOUR) })
      .where(eq(orders.id, delivered.orderId));
    await delivered.s.put(`/api/orders/complete/${delivered.orderId}`, {});
    expectRefusal(await delivered.b.post(`/api/orders/${delivered.orderId}/cancel`, { reason: 'x' }), 409, 'cancel');
  });
});

describe('refunds through the gateway', () => {
  it('a cancellation by agreement is refunded by the sandbox gateway through the refund job: "Cancelled and refunded"', async () => {
    const { gig, api: b, order } = await paidCheckout(app, 800);
    const [sellerRow] = await app.deps.db.select().from(users).where(eq(users.id, gig.userId));
    const seller = as(app, (await loginAs(sellerRow!.username)).cookie);
    await b.post(`/api/orders/${order._id}/cancellation`, { reason: 'Ordered the wrong package' });
    const accepted = await seller.post(`/api/orders/${order._id}/cancellation/accept`);
    expect(accepted.json()).toMatchObject({ status: 'cancelled', statusLabel: REFUND_LABELS.pending });
    // The refund job calls the gateway (moving the clock past any backoff; never sleeping).
    for (let i = 0; i < 3; i++) await app.jobRunner.runDue({ now: new Date(Date.now() + (i + 1) * 60_000) });
    const after = (await b.get(`/api/orders/single/${order._id}`)).json();
    expect(after).toMatchObject({ statusLabel: REFUND_LABELS.done, refundedAmount: 800 });
    expect(after.timeline.at(-1)).toMatchObject({ type: 'refunded', amount: 800 });
    expect(await refundsOf(order._id)).toHaveLength(1);
  });
});

describe('disputes', () => {
  it('stops auto-release; only admins see and decide them; a split refunds part and releases the rest', async () => {
    const { seller, buyer, orderId, s, b } = await paidOrder();
    const admin = await createUser(app, { isAdmin: true });
    const a = as(app, admin.cookie);
    await s.put(`/api/orders/complete/${orderId}`, { sellerMessage: 'done' });
    const opened = await b.post(`/api/orders/${orderId}/dispute`, { reason: 'The files are empty' });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({ status: 'disputed', autoReleaseAt: null, actions: [] });
    expect(await mailsTo(seller.user.email, 'order-dispute')).toHaveLength(1);
    // Eight days later the release job finds nothing to release.
    await releaseDueOrders(app.deps, new Date(Date.now() + 8 * DAY));
    expect((await row(orderId)).status).toBe('disputed');

    expect((await b.get('/api/admin/disputes')).statusCode).toBe(404);
    expect((await b.post(`/api/admin/disputes/${orderId}/decide`, { outcome: 'release', note: 'x' })).statusCode).toBe(
      404,
    );
    const list = await a.get('/api/admin/disputes?status=open');
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    const mine = list.json().find((d: { order: { _id: string } }) => d.order._id === orderId);
    expect(mine.order).toMatchObject({
      dispute: { by: 'buyer', reason: 'The files are empty' },
      actions: ['decide_release', 'decide_refund', 'decide_split'],
    });
    expect(mine.order.timeline.map((e: { type: string }) => e.type)).toEqual(['paid', 'complete', 'dispute']);

    for (const refundAmount of [0, 1000, 1200]) {
      const bad = await a.post(`/api/admin/disputes/${orderId}/decide`, { outcome: 'split', refundAmount, note: 'x' });
      expect(bad.statusCode).toBe(400);
    }
    expect((await a.post(`/api/admin/disputes/${orderId}/decide`, { outcome: 'split', note: 'x' })).statusCode).toBe(
      400,
    );
    const decided = await a.post(`/api/admin/disputes/${orderId}/decide`, {
      outcome: 'split',
      refundAmount: 400.5,
      note: 'Half the work was delivered.',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json()).toMatchObject({ status: 'released', dispute: { outcome: 'split' } });
    expect((await a.post(`/api/admin/disputes/${orderId}/decide`, { outcome: 'refund', note: 'x' })).statusCode).toBe(
      409,
    );
    const [refund] = await refundsOf(orderId);
    expect(refund).toMatchObject({ amountPaise: 40050, reason: 'dispute_split' });
    for (const who of [buyer, seller]) {
      const [mail] = await mailsTo(who.user.email, 'order-dispute-decided');
      expect(mail!.text).toContain('Half the work was delivered.');
    }
    const [audit] = await app.deps.db.select().from(auditLog).where(eq(auditLog.targetId, orderId));
    expect(audit).toMatchObject({
      adminId: admin.user.id,
      action: 'dispute.split',
      note: 'Half the work was delivered.',
    });
    await confirmRefunds(orderId);
    expect((await b.get(`/api/orders/single/${orderId}`)).json()).toMatchObject({ refundedAmount: 400.5 });
    // Escrow ends at zero: the release of ₹599.50 and the refund of ₹400.50.
    const legs = await app.deps.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, orderId));
    expect(legs.filter((l) => l.account === 'escrow').reduce((sum, l) => sum + l.amountPaise, 0)).toBe(0);
    expect(
      (await a.get('/api/admin/disputes?status=decided'))
        .json()
        .some((d: { order: { _id: string } }) => d.order._id === orderId),
    ).toBe(true);
  });

  it('lists open disputes oldest dispute first, and decided ones newest decision first', async () => {
    const admin = as(app, (await createUser(app, { isAdmin: true })).cookie);
    const older = await paidOrder();
    await older.b.post(`/api/orders/${older.orderId}/dispute`, { reason: 'Nothing was delivered' });
    // Waiting a month: the one the escalation mail is about, which must not fall off the admins' list.
    await app.deps.db
      .update(orders)
      .set({ disputedAt: new Date(Date.now() - 31 * DAY) })
      .where(eq(orders.id, older.orderId));
    const newer = await paidOrder();
    await newer.s.post(`/api/orders/${newer.orderId}/dispute`, { reason: 'The buyer stopped answering' });
    const ids = async (status: string) =>
      ((await admin.get(`/api/admin/disputes?status=${status}`)).json() as { order: { _id: string } }[])
        .map((d) => d.order._id)
        .filter((id) => id === older.orderId || id === newer.orderId);
    expect(await ids('open')).toEqual([older.orderId, newer.orderId]);

    await admin.post(`/api/admin/disputes/${newer.orderId}/decide`, { outcome: 'release', note: 'Delivered.' });
    await admin.post(`/api/admin/disputes/${older.orderId}/decide`, { outcome: 'release', note: 'Delivered too.' });
    expect(await ids('decided')).toEqual([older.orderId, newer.orderId]);
  });

  it('refunds in full or releases on the admin’s word', async () => {
    const admin = await createUser(app, { isAdmin: true });
    const a = as(app, admin.cookie);
    const one = await paidOrder();
    await one.s.post(`/api/orders/${one.orderId}/dispute`, { reason: 'The buyer stopped answering' });
    expect(
      (
        await a.post(`/api/admin/disputes/${one.orderId}/decide`, { outcome: 'release', note: 'Work was done.' })
      ).json(),
    ).toMatchObject({ status: 'released' });
    const two = await paidOrder();
    await two.b.post(`/api/orders/${two.orderId}/dispute`, { reason: 'Nothing was delivered' });
    const refunded = await a.post(`/api/admin/disputes/${two.orderId}/decide`, {
      outcome: 'refund',
      note: 'No delivery.',
    });
    expect(refunded.json()).toMatchObject({ status: 'cancelled', statusLabel: REFUND_LABELS.pending });
    await confirmRefunds(two.orderId);
  });
});

describe('reminders', () => {
  it('mails order notices to users who turned off message notifications (that switch is the on-screen message notices)', async () => {
    const { buyer, seller, orderId, s, b } = await paidOrder();
    await app.deps.db
      .update(users)
      .set({ notif: false })
      .where(inArray(users.id, [buyer.user.id, seller.user.id]));
    expect((await b.post('/api/orders/alert-seller', { orderId })).statusCode).toBe(200);
    expect(await mailsTo(seller.user.email, 'alert-seller')).toHaveLength(1);
    await s.put(`/api/orders/complete/${orderId}`, { sellerMessage: 'Delivered' });
    expect(await mailsTo(buyer.user.email, 'order-complete')).toHaveLength(1);
    // The buyer's last word before the money goes to the seller must reach them.
    await sendOrderReminders(app.deps, new Date(Date.now() + 6 * DAY + HOUR));
    expect(await mailsTo(buyer.user.email, 'order-release-reminder')).toHaveLength(1);
  });

  it('reminds the buyer once a day before the auto-release, and mails the admins about a dispute untouched for 30 days', async () => {
    const { buyer, orderId, s, b } = await paidOrder();
    const admin = await createUser(app, { isAdmin: true });
    await s.put(`/api/orders/complete/${orderId}`, {});
    await sendOrderReminders(app.deps, new Date(Date.now() + 5 * DAY));
    expect(await mailsTo(buyer.user.email, 'order-release-reminder')).toHaveLength(0);
    await sendOrderReminders(app.deps, new Date(Date.now() + 6 * DAY + HOUR));
    await sendOrderReminders(app.deps, new Date(Date.now() + 6 * DAY + 2 * HOUR));
    expect(await mailsTo(buyer.user.email, 'order-release-reminder')).toHaveLength(1);

    await b.post(`/api/orders/${orderId}/dispute`, { reason: 'Wrong colours' });
    await sendOrderReminders(app.deps, new Date(Date.now() + 29 * DAY));
    expect(await mailsTo(admin.user.email, 'order-dispute-escalation')).toHaveLength(0);
    await sendOrderReminders(app.deps, new Date(Date.now() + 31 * DAY));
    await sendOrderReminders(app.deps, new Date(Date.now() + 32 * DAY));
    const escalations = await mailsTo(admin.user.email, 'order-dispute-escalation');
    expect(escalations).toHaveLength(1);
    expect((await row(orderId)).status).toBe('disputed');
  });
});
