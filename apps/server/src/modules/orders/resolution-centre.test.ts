import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { NEXT_CURSOR_HEADER } from '@gigbazaar/shared/constants';
import { REFUND_LABELS, SPLIT_LABELS, SUSPENSION_DISPUTE_REASON } from '@gigbazaar/shared/rules/order-lifecycle';
import type { App } from '../../app';
import { as, createGig, createUser } from '../../test/factories';
import { expectBalancedLedger } from '../../test/ledger';
import { razorpayTestApp, sendWebhook, STAND_IN_KEYS } from '../../test/razorpay-test-app';
import { auditLog, conversations, jobs, mailOutbox, messages, orders, refunds } from '../../platform/db/schema';
import { REFUND_MAX_ATTEMPTS } from '../refunds/refund-service';
import type { BusEvent } from '../../platform/event-bus';
import { conversationId } from '@gigbazaar/shared/rules/conversation-id';
import { placePaidOrder } from './place-order';
import { releaseDueOrders } from './release-job';

/**
 * The resolution centre's admin tools and what reaches the parties: the dispute's conversation for admins, refund
 * outcomes told live (job and webhook paths), the split's label, and a suspension putting open orders on hold. The
 * gateway is the Razorpay adapter against its local stand-in, so refunds are real calls that can succeed or fail.
 */
const DAY = 24 * 3_600_000;
const at = (ms: number) => new Date(Date.now() + ms);

let app: App;
let razorpay: Awaited<ReturnType<typeof razorpayTestApp>>['razorpay'];
let close: () => Promise<void>;
beforeAll(async () => {
  ({ app, razorpay, close } = await razorpayTestApp());
});
afterEach(async () => {
  razorpay.state.refundStatus = 'processed';
  razorpay.state.fail = false;
  await expectBalancedLedger(app);
});
afterAll(async () => {
  await close();
});

/** A paid order of `gigId` by `buyerId` through the verified-payment path. */
async function place(buyerId: string, gig: { id: string; pricePaise: number }) {
  const { orderId } = await placePaidOrder(app.deps, {
    buyerId,
    gigId: gig.id,
    paymentId: `pay_${randomBytes(7).toString('hex')}`,
    gatewayOrderId: null,
    amountPaise: gig.pricePaise,
  });
  return orderId;
}

/** A paid ₹1,000 order between a fresh seller and buyer, and an admin. */
async function paidOrder() {
  const seller = await createUser(app, { isSeller: true });
  const buyer = await createUser(app);
  const admin = await createUser(app, { isAdmin: true });
  const gig = await createGig(app, { userId: seller.user.id, price: 1000, deliveryTime: 3, revisionNumber: 1 });
  const orderId = await place(buyer.user.id, gig);
  return {
    seller,
    buyer,
    admin,
    orderId,
    s: as(app, seller.cookie),
    b: as(app, buyer.cookie),
    a: as(app, admin.cookie),
  };
}

/** Every bus event each user receives from now on. */
function listen(...userIds: string[]) {
  const got = new Map<string, BusEvent[]>(userIds.map((id) => [id, []]));
  const offs = userIds.map((id) => app.deps.bus.subscribe(id, (event) => got.get(id)!.push(event)));
  return { got, off: () => offs.forEach((off) => off()) };
}
const orderEventsOf = (events: BusEvent[], orderId: string) =>
  events.filter((e) => e.type === 'order' && (e.data as { orderId?: string }).orderId === orderId);

const webhook = (event: string, payload: unknown, eventId: string) =>
  sendWebhook(app, STAND_IN_KEYS.webhookSecret, event, payload, eventId);

const refundOf = async (orderId: string) =>
  (await app.deps.db.select().from(refunds).where(eq(refunds.orderId, orderId)))[0]!;

describe('GET /admin/disputes/{orderId}/messages', () => {
  async function disputedWithConversation(count: number) {
    const o = await paidOrder();
    const id = conversationId(o.buyer.user.id, o.seller.user.id);
    await app.deps.db.insert(conversations).values({ id, sellerId: o.seller.user.id, buyerId: o.buyer.user.id });
    const base = Date.now() - 60_000;
    for (let i = 0; i < count; i++) {
      await app.deps.db.insert(messages).values({
        conversationId: id,
        userId: i % 2 === 0 ? o.buyer.user.id : o.seller.user.id,
        desc: `Message number ${i + 1}`,
        createdAt: new Date(base + i * 1000),
      });
    }
    expect((await o.b.post(`/api/orders/${o.orderId}/dispute`, { reason: 'Nothing was delivered.' })).statusCode).toBe(
      200,
    );
    return o;
  }

  it('gives the admin the two parties’ conversation oldest first, paged by cursor, no-store, audit-logged once', async () => {
    const o = await disputedWithConversation(5);
    const first = await o.a.get(`/api/admin/disputes/${o.orderId}/messages?limit=2`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.json().map((m: { desc: string }) => m.desc)).toEqual(['Message number 1', 'Message number 2']);
    expect(first.json()[0]).toMatchObject({ userId: o.buyer.user.id });
    const cursor = first.headers[NEXT_CURSOR_HEADER.toLowerCase()] as string;
    expect(cursor).toBeTruthy();
    const second = await o.a.get(`/api/admin/disputes/${o.orderId}/messages?limit=2&cursor=${cursor}`);
    expect(second.json().map((m: { desc: string }) => m.desc)).toEqual(['Message number 3', 'Message number 4']);
    const third = await o.a.get(
      `/api/admin/disputes/${o.orderId}/messages?limit=2&cursor=${second.headers[NEXT_CURSOR_HEADER.toLowerCase()]}`,
    );
    expect(third.json().map((m: { desc: string }) => m.desc)).toEqual(['Message number 5']);
    expect(third.headers[NEXT_CURSOR_HEADER.toLowerCase()]).toBeUndefined();
    // The default page holds them all; one reading (its first page) is one audit line.
    expect((await o.a.get(`/api/admin/disputes/${o.orderId}/messages`)).json()).toHaveLength(5);
    const audit = await app.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, o.orderId), eq(auditLog.action, 'dispute.read_conversation')));
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({ adminId: o.admin.user.id, targetType: 'order' });
  });

  it('is 404 for the parties, other users and visitors, and for an order with no dispute; bad input is 400', async () => {
    const o = await disputedWithConversation(1);
    const stranger = as(app, (await createUser(app)).cookie);
    for (const api of [o.b, o.s, stranger, as(app)]) {
      expect((await api.get(`/api/admin/disputes/${o.orderId}/messages`)).statusCode).toBe(404);
    }
    const calm = await paidOrder();
    const res = await calm.a.get(`/api/admin/disputes/${calm.orderId}/messages`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('We could not find that dispute.');
    expect((await o.a.get(`/api/admin/disputes/${o.orderId}/messages?cursor=not-a-cursor`)).statusCode).toBe(400);
    expect((await o.a.get(`/api/admin/disputes/${o.orderId}/messages?limit=1000`)).statusCode).toBe(400);
  });

  it('answers an empty list when the parties never wrote to each other', async () => {
    const o = await disputedWithConversation(0);
    const res = await o.a.get(`/api/admin/disputes/${o.orderId}/messages`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });
});

describe('refund outcomes reach both parties live', () => {
  it('the refund job’s processed answer sends an `order` event to both; the order then says refunded', async () => {
    const o = await paidOrder();
    await o.b.post(`/api/orders/${o.orderId}/cancellation`, { reason: 'I no longer need it.' });
    expect((await o.s.post(`/api/orders/${o.orderId}/cancellation/accept`)).statusCode).toBe(200);
    expect((await o.b.get(`/api/orders/single/${o.orderId}`)).json().statusLabel).toBe(REFUND_LABELS.pending);
    const live = listen(o.buyer.user.id, o.seller.user.id);
    await app.jobRunner.runDue({ now: at(1000) });
    live.off();
    for (const id of [o.buyer.user.id, o.seller.user.id]) {
      expect(orderEventsOf(live.got.get(id)!, o.orderId)).toEqual([
        { type: 'order', data: { orderId: o.orderId, state: 'cancelled', refund: 'processed' } },
      ]);
    }
    expect((await o.b.get(`/api/orders/single/${o.orderId}`)).json().statusLabel).toBe(REFUND_LABELS.done);
  });

  it('a refund the gateway declines (job path) and one it fails by webhook are each told to both parties once', async () => {
    razorpay.state.refundStatus = 'failed';
    const o = await paidOrder();
    await o.b.post(`/api/orders/${o.orderId}/cancellation`, { reason: 'Changed my plans.' });
    await o.s.post(`/api/orders/${o.orderId}/cancellation/accept`);
    let live = listen(o.buyer.user.id, o.seller.user.id);
    await app.jobRunner.runDue({ now: at(1000) });
    live.off();
    for (const id of [o.buyer.user.id, o.seller.user.id]) {
      expect(orderEventsOf(live.got.get(id)!, o.orderId)).toEqual([
        { type: 'order', data: { orderId: o.orderId, state: 'cancelled', refund: 'failed' } },
      ]);
    }
    expect((await refundOf(o.orderId)).status).toBe('failed');

    // Another order whose refund the gateway accepts, then fails by webhook.
    razorpay.state.refundStatus = 'pending';
    const p = await paidOrder();
    await p.b.post(`/api/orders/${p.orderId}/cancellation`, { reason: 'Changed my plans.' });
    await p.s.post(`/api/orders/${p.orderId}/cancellation/accept`);
    await app.jobRunner.runDue({ now: at(1000) });
    const pending = await refundOf(p.orderId);
    expect(pending.status).toBe('pending');
    live = listen(p.buyer.user.id, p.seller.user.id);
    const payload = {
      refund: { entity: { id: pending.gatewayRefundId, status: 'failed', notes: { refund_id: pending.id } } },
    };
    expect((await webhook('refund.failed', payload, `evt_rc_failed_${pending.id}`)).statusCode).toBe(200);
    // The same event delivered again is a duplicate and tells nobody twice.
    await webhook('refund.failed', payload, `evt_rc_failed_${pending.id}`);
    live.off();
    for (const id of [p.buyer.user.id, p.seller.user.id]) {
      expect(orderEventsOf(live.got.get(id)!, p.orderId)).toEqual([
        { type: 'order', data: { orderId: p.orderId, state: 'cancelled', refund: 'failed' } },
      ]);
    }
    // An outsider hears nothing of either.
    const outsider = await createUser(app);
    const quiet = listen(outsider.user.id);
    await webhook('refund.failed', payload, `evt_rc_failed_again_${pending.id}`);
    quiet.off();
    expect(quiet.got.get(outsider.user.id)).toEqual([]);
  });

  it('a refund the job gives up on for good (its last retry failed) is told to both parties once, and admins see it failed', async () => {
    const o = await paidOrder();
    await o.b.post(`/api/orders/${o.orderId}/cancellation`, { reason: 'The seller stopped answering.' });
    expect((await o.s.post(`/api/orders/${o.orderId}/cancellation/accept`)).statusCode).toBe(200);
    const { id: refundId } = await refundOf(o.orderId);
    // The gateway answers 500 to every call: each run is a retryable failure until the attempts run out.
    razorpay.state.fail = true;
    const live = listen(o.buyer.user.id, o.seller.user.id);
    const jobOf = async () => (await app.deps.db.select().from(jobs).where(eq(jobs.dedupeKey, refundId)))[0]!;
    let now = at(1000);
    for (let run = 1; ; run++) {
      await app.jobRunner.runDue({ now });
      const job = await jobOf();
      if (job.status === 'failed') {
        expect(run).toBe(REFUND_MAX_ATTEMPTS);
        break;
      }
      expect(job.status).toBe('queued');
      // A failure that will be retried changes nothing the parties see: no event yet.
      for (const id of [o.buyer.user.id, o.seller.user.id]) {
        expect(orderEventsOf(live.got.get(id)!, o.orderId)).toEqual([]);
      }
      expect(run).toBeLessThan(REFUND_MAX_ATTEMPTS);
      now = job.runAt;
    }
    live.off();
    for (const id of [o.buyer.user.id, o.seller.user.id]) {
      expect(orderEventsOf(live.got.get(id)!, o.orderId)).toEqual([
        { type: 'order', data: { orderId: o.orderId, state: 'cancelled', refund: 'failed' } },
      ]);
    }
    expect(await refundOf(o.orderId)).toMatchObject({ status: 'failed', lastError: expect.stringContaining('500') });
    const listed = await o.a.get('/api/admin/refunds?status=failed');
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ _id: refundId, orderId: o.orderId, status: 'failed' })]),
    );
    // The buyer is still told the money is on its way back (failed and waiting for an admin), not that it is back.
    expect((await o.b.get(`/api/orders/single/${o.orderId}`)).json().statusLabel).toBe(REFUND_LABELS.pending);
  });

  it('the refund.processed webhook tells both parties', async () => {
    razorpay.state.refundStatus = 'pending';
    const o = await paidOrder();
    await o.b.post(`/api/orders/${o.orderId}/cancellation`, { reason: 'Not needed.' });
    await o.s.post(`/api/orders/${o.orderId}/cancellation/accept`);
    await app.jobRunner.runDue({ now: at(1000) });
    const pending = await refundOf(o.orderId);
    const live = listen(o.buyer.user.id, o.seller.user.id);
    const payload = { refund: { entity: { id: pending.gatewayRefundId, notes: { refund_id: pending.id } } } };
    expect((await webhook('refund.processed', payload, `evt_rc_processed_${pending.id}`)).statusCode).toBe(200);
    live.off();
    for (const id of [o.buyer.user.id, o.seller.user.id]) {
      expect(orderEventsOf(live.got.get(id)!, o.orderId)).toEqual([
        { type: 'order', data: { orderId: o.orderId, state: 'cancelled', refund: 'processed' } },
      ]);
    }
  });
});

describe('a split decision', () => {
  it('says "Refund pending, rest paid out" until the gateway confirms the buyer’s part, then says it is split', async () => {
    const o = await paidOrder();
    await o.s.put(`/api/orders/complete/${o.orderId}`, { sellerMessage: 'Here is half of it.' });
    await o.b.post(`/api/orders/${o.orderId}/dispute`, { reason: 'Only half was delivered.' });
    const decided = await o.a.post(`/api/admin/disputes/${o.orderId}/decide`, {
      outcome: 'split',
      refundAmount: 400,
      note: 'Half the work was delivered.',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    for (const api of [o.b, o.s]) {
      const seen = (await api.get(`/api/orders/single/${o.orderId}`)).json();
      expect(seen).toMatchObject({ status: 'released', statusLabel: SPLIT_LABELS.pending, refundedAmount: 0 });
    }
    const listed = (await o.b.get('/api/orders')).json() as { _id: string; statusLabel: string }[];
    expect(listed.find((x) => x._id === o.orderId)?.statusLabel).toBe(SPLIT_LABELS.pending);
    const live = listen(o.buyer.user.id, o.seller.user.id);
    await app.jobRunner.runDue({ now: at(1000) });
    live.off();
    expect(orderEventsOf(live.got.get(o.buyer.user.id)!, o.orderId)).toHaveLength(1);
    expect(orderEventsOf(live.got.get(o.seller.user.id)!, o.orderId)).toHaveLength(1);
    const after = (await o.b.get(`/api/orders/single/${o.orderId}`)).json();
    expect(after).toMatchObject({ statusLabel: SPLIT_LABELS.done, refundedAmount: 400 });
  });
});

describe('suspending a user puts their open orders in the resolution centre', () => {
  it('disputes every open order of theirs by the platform, stops the clocks, tells both parties, leaves the rest', async () => {
    const seller = await createUser(app, { isSeller: true });
    const admin = await createUser(app, { isAdmin: true });
    const gig = await createGig(app, { userId: seller.user.id, price: 1000, deliveryTime: 3, revisionNumber: 1 });
    const s = as(app, seller.cookie);
    const bought = async () => {
      const buyer = await createUser(app);
      return { buyer, orderId: await place(buyer.user.id, gig), b: as(app, buyer.cookie) };
    };
    // Working, delivered (its auto-release counting) with an open cancellation request, already disputed, released.
    const working = await bought();
    const delivered = await bought();
    await s.put(`/api/orders/complete/${delivered.orderId}`, { sellerMessage: 'Done.' });
    await delivered.b.post(`/api/orders/${delivered.orderId}/cancellation`, { reason: 'Please cancel.' });
    const disputed = await bought();
    await disputed.b.post(`/api/orders/${disputed.orderId}/dispute`, { reason: 'Late and silent.' });
    const released = await bought();
    await s.put(`/api/orders/complete/${released.orderId}`, { sellerMessage: 'Done.' });
    await released.b.post(`/api/orders/${released.orderId}/approve`);
    // The seller also buys something from someone else: as a buyer, their order is held too.
    const other = await paidOrderFrom(seller.user.id);

    const reported = await working.b.post('/api/reports', { target: 'user', id: seller.user.id, reason: 'fraud' });
    expect(reported.statusCode, reported.body).toBe(201);
    const live = listen(working.buyer.user.id, delivered.buyer.user.id, other.sellerId);
    const resolved = await as(app, admin.cookie).post(`/api/admin/reports/${reported.json()._id}/resolve`, {
      action: 'suspend',
      days: 7,
      note: 'Fraud',
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    live.off();

    const rowOf = async (id: string) => (await app.deps.db.select().from(orders).where(eq(orders.id, id)))[0]!;
    for (const [held, as_] of [
      [working.orderId, 'seller'],
      [delivered.orderId, 'seller'],
      [other.orderId, 'buyer'],
    ] as const) {
      const row = await rowOf(held);
      expect(row).toMatchObject({
        status: 'disputed',
        disputeBy: 'system',
        disputeReason: SUSPENSION_DISPUTE_REASON[as_],
        releaseAt: null,
        requestKind: null,
        requestExpiresAt: null,
      });
    }
    // The already disputed one keeps its own dispute; the released one stays released.
    expect(await rowOf(disputed.orderId)).toMatchObject({ status: 'disputed', disputeBy: 'buyer' });
    expect((await rowOf(released.orderId)).status).toBe('released');

    // Both parties are told: a live order event and toast, and a mail through the outbox.
    for (const [userId, orderId] of [
      [working.buyer.user.id, working.orderId],
      [delivered.buyer.user.id, delivered.orderId],
      [other.sellerId, other.orderId],
    ] as const) {
      const events = live.got.get(userId)!;
      expect(orderEventsOf(events, orderId)).toEqual([{ type: 'order', data: { orderId, state: 'disputed' } }]);
      expect(events.some((e) => e.type === 'notification')).toBe(true);
    }
    const mails = await app.deps.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'order-dispute-suspension'));
    for (const to of [working.buyer.user.email, delivered.buyer.user.email, seller.user.email]) {
      expect(mails.some((m) => m.to === to)).toBe(true);
    }

    // The buyer sees who opened it and why; the admins see it among the open disputes.
    const seen = (await working.b.get(`/api/orders/single/${working.orderId}`)).json();
    expect(seen).toMatchObject({
      status: 'disputed',
      dispute: { by: 'system', reason: SUSPENSION_DISPUTE_REASON.seller, decidedAt: null },
      actions: [],
    });
    expect(seen.timeline.at(-1)).toMatchObject({ type: 'suspension_dispute', actor: 'system' });
    const open = (await as(app, admin.cookie).get('/api/admin/disputes')).json() as { order: { _id: string } }[];
    for (const id of [working.orderId, delivered.orderId, other.orderId]) {
      expect(open.some((d) => d.order._id === id)).toBe(true);
    }

    // The clocks are stopped: a week later nothing was released or cancelled by a timer.
    await releaseDueOrders(app.deps, at(30 * DAY));
    expect((await rowOf(delivered.orderId)).status).toBe('disputed');

    // An admin decides it like any dispute.
    const decided = await as(app, admin.cookie).post(`/api/admin/disputes/${working.orderId}/decide`, {
      outcome: 'refund',
      note: 'The seller was suspended for fraud.',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    await app.jobRunner.runDue({ now: at(1000) });
  });

  it('a warning or a dismissal leaves the user’s orders as they are', async () => {
    const o = await paidOrder();
    const reported = await o.b.post('/api/reports', { target: 'user', id: o.seller.user.id, reason: 'spam' });
    await o.a.post(`/api/admin/reports/${reported.json()._id}/resolve`, { action: 'warn', note: 'Be careful' });
    expect((await app.deps.db.select().from(orders).where(eq(orders.id, o.orderId)))[0]!.status).toBe('paid');
  });
});

/** An order in which `buyerId` is the buyer, from a fresh seller. */
async function paidOrderFrom(buyerId: string) {
  const seller = await createUser(app, { isSeller: true });
  const gig = await createGig(app, { userId: seller.user.id, price: 500 });
  return { orderId: await place(buyerId, gig), sellerId: seller.user.id };
}
