import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TRefundReason } from '@gigbazaar/shared/schemas/refunds';
import { REFUND_MSG } from '@gigbazaar/shared/schemas/refunds';
import type { Db, Tx } from '../../platform/db/client';
import type { EventBus } from '../../platform/event-bus';
import { jobs, orders, paymentAttempts, refunds } from '../../platform/db/schema';
import { conflict, notFound } from '../../platform/errors';
import { enqueueJob } from '../../platform/jobs/queue';
import { LEDGER_ACCOUNTS } from '@gigbazaar/shared/rules/ledger-accounts';
import { recordAdminAction } from '../audit/audit-log';

/**
 * Refunds (docs/decisions/018-refunds.md). A refund is asked for inside the transaction of the change that decides
 * it (a cancellation, an admin's decision, an expired payment): `requestRefund` writes the row and the durable job
 * that calls the gateway after the commit. The row's idempotency key makes the request itself idempotent; the
 * gateway is called with a key derived from the row, so a retried call never refunds twice either; and the one
 * statement that marks it processed also books the ledger, so the books move exactly once whoever gets there first
 * (the job, its retry after a crash, or the gateway's webhook).
 */
export const REFUND_JOB = 'refund';

/** A transaction handle (or the database itself, for callers with nothing else to commit). */
export type RefundDb = Db | Tx;

export type RefundRow = typeof refunds.$inferSelect;

export type RefundRequest = {
  amountPaise: number;
  reason: TRefundReason;
  /** What makes this request distinct for its order: e.g. `cancel`, `dispute`; a repeat with the same key is a no-op. */
  attemptKey: string;
} & (
  | { orderId: string; gatewayOrderId?: undefined }
  /** A captured payment that never became an order (its payment order expired, or its gig was deleted). */
  | { gatewayOrderId: string; orderId?: undefined }
);

/** Attempts before a refund is given up and left for admins: about two days of retries with the backoff below. */
export const REFUND_MAX_ATTEMPTS = 15;

/**
 * Asks for a refund, inside the caller's transaction `tx`: the refund exists exactly when the change that decided it
 * does. Returns `created: false` (and the existing refund) for a key already used, so a repeated or raced request
 * never makes a second refund. The order's row is locked, so refunds of one order are decided one at a time and
 * together never exceed what was paid (409 otherwise). Call `deps.jobs.wake()` after the commit so the gateway is
 * called at once rather than at the next poll.
 */
export async function requestRefund(
  tx: RefundDb,
  input: RefundRequest,
): Promise<{ refundId: string; created: boolean }> {
  const db = tx as Db;
  if (!Number.isInteger(input.amountPaise) || input.amountPaise <= 0) {
    throw new Error(`A refund is a positive whole number of paise, not ${input.amountPaise}.`);
  }
  let key: string;
  let source: {
    orderId: string | null;
    gatewayOrderId: string | null;
    paymentId: string;
    buyerId: string;
    paid: number;
  };
  if (input.orderId !== undefined) {
    key = `${input.orderId}:${input.attemptKey}`;
    const [order] = await db
      .select({
        id: orders.id,
        buyerId: orders.buyerId,
        paymentIntent: orders.paymentIntent,
        gatewayOrderId: orders.gatewayOrderId,
        pricePaise: orders.pricePaise,
      })
      .from(orders)
      .where(eq(orders.id, input.orderId))
      .for('update')
      .limit(1);
    if (!order) throw notFound('We could not find that order.');
    source = {
      orderId: order.id,
      gatewayOrderId: order.gatewayOrderId,
      paymentId: order.paymentIntent,
      buyerId: order.buyerId,
      paid: order.pricePaise,
    };
  } else {
    key = `${input.gatewayOrderId}:${input.attemptKey}`;
    const [attempt] = await db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.gatewayOrderId, input.gatewayOrderId))
      .for('update')
      .limit(1);
    if (!attempt?.paymentId) throw notFound('We could not find that payment.');
    source = {
      orderId: null,
      gatewayOrderId: attempt.gatewayOrderId,
      paymentId: attempt.paymentId,
      buyerId: attempt.buyerId,
      paid: attempt.amountPaise,
    };
  }

  const [existing] = await db.select({ id: refunds.id }).from(refunds).where(eq(refunds.idempotencyKey, key)).limit(1);
  if (existing) return { refundId: existing.id, created: false };

  // Under the lock above: everything already asked for this payment (failed ones too: an admin may retry them).
  const scope = source.orderId
    ? eq(refunds.orderId, source.orderId)
    : and(eq(refunds.gatewayOrderId, source.gatewayOrderId!), sql`${refunds.orderId} is null`);
  const [{ asked }] = await db
    .select({ asked: sql<number>`coalesce(sum(${refunds.amountPaise}), 0)::integer` })
    .from(refunds)
    .where(scope);
  if (Number(asked) + input.amountPaise > source.paid) throw conflict(REFUND_MSG.overRefund);

  const id = randomUUID();
  const [row] = await db
    .insert(refunds)
    .values({
      id,
      idempotencyKey: key,
      orderId: source.orderId,
      gatewayOrderId: source.gatewayOrderId,
      paymentId: source.paymentId,
      buyerId: source.buyerId,
      amountPaise: input.amountPaise,
      reason: input.reason,
    })
    // Two requests with one key in two transactions: the second waits on the first's unique entry, then takes its row.
    .onConflictDoNothing({ target: refunds.idempotencyKey })
    .returning({ id: refunds.id });
  if (!row) {
    const [raced] = await db.select({ id: refunds.id }).from(refunds).where(eq(refunds.idempotencyKey, key)).limit(1);
    return { refundId: raced!.id, created: false };
  }
  await enqueueJob(db, {
    kind: REFUND_JOB,
    payload: { refundId: id },
    maxAttempts: REFUND_MAX_ATTEMPTS,
    dedupeKey: id,
  });
  return { refundId: id, created: true };
}

/**
 * A refund's ledger legs: escrow → buyer. Its movement is named after the refund (`refund:{id}`), so each refund books
 * once (the ledger's unique (order, movement, account) key) and an order may have more than one (a split's partial
 * refund, then an admin's). Booked only by `markRefundProcessed`, never by a lifecycle transition.
 */
export function refundLedgerRows(refund: { orderId: string; buyerId: string; refundId: string; amountPaise: number }) {
  const movement = `refund:${refund.refundId}`;
  const legs: [string, number][] = [
    [LEDGER_ACCOUNTS.escrow, -refund.amountPaise],
    [LEDGER_ACCOUNTS.buyer(refund.buyerId), refund.amountPaise],
  ];
  return legs.map(([account, amountPaise]) => ({ orderId: refund.orderId, movement, account, amountPaise }));
}

/**
 * The gateway confirmed the refund: one statement marks it processed and, only when that mark happened, books the
 * ledger's escrow → buyer movement (a refund of a payment that never became an order books nothing: its money
 * never entered the books). Any number of callers at once (the job, its retry after a crash, the webhook) move
 * the books once. Returns whether this call was the one that did it.
 */
export async function markRefundProcessed(
  db: RefundDb,
  refundId: string,
  gatewayRefundId: string | null,
  now = new Date(),
): Promise<boolean> {
  const [refund] = await (db as Db)
    .select({ orderId: refunds.orderId, buyerId: refunds.buyerId, amountPaise: refunds.amountPaise })
    .from(refunds)
    .where(eq(refunds.id, refundId))
    .limit(1);
  if (!refund) return false;
  const legs = refund.orderId
    ? refundLedgerRows({ orderId: refund.orderId, buyerId: refund.buyerId, refundId, amountPaise: refund.amountPaise })
    : [];
  const values = legs.map(
    (row) =>
      sql`(${randomUUID()}::text, ${row.orderId}::text, ${row.movement}::text, ${row.account}::text, ${row.amountPaise}::bigint)`,
  );
  const booking = values.length
    ? sql`, booked as (
        insert into ledger_entries (id, order_id, movement, account, amount_paise)
        select * from (values ${sql.join(values, sql`, `)}) as v(id, order_id, movement, account, amount_paise)
        where exists (select 1 from done)
        on conflict do nothing
      )`
    : sql``;
  const { rows } = await (db as Db).execute<{ id: string }>(sql`
    with done as (
      update refunds
      set status = 'processed', processed_at = ${now}, updated_at = ${now}, last_error = null,
          gateway_refund_id = coalesce(gateway_refund_id, ${gatewayRefundId}::text)
      where id = ${refundId} and status <> 'processed'
      returning id
    )${booking}
    select id from done`);
  return rows.length > 0;
}

/**
 * The gateway gave up on the refund (or the job did): listed for admins until one retries it. Never un-processes.
 * Returns whether this call failed it (false when it had already failed or been processed).
 */
export async function markRefundFailed(db: RefundDb, refundId: string, error: string, now = new Date()) {
  const rows = await (db as Db)
    .update(refunds)
    .set({ status: 'failed', lastError: error.slice(0, 500), updatedAt: now })
    .where(and(eq(refunds.id, refundId), sql`${refunds.status} not in ('processed', 'failed')`))
    .returning({ id: refunds.id });
  return rows.length > 0;
}

/**
 * Once a refund's outcome is committed: an `order` live event to both parties of its order, so an open order page
 * (and the Orders list, the admins' disputes) shows "Refunded" or the failure without polling. A refund of a payment
 * that never became an order has no page to update. Call it after the commit, never inside the transaction: the
 * receivers refetch at once.
 */
export async function publishRefundSettled(db: RefundDb, bus: Pick<EventBus, 'publish'>, refundId: string) {
  const [row] = await (db as Db)
    .select({
      orderId: orders.id,
      buyerId: orders.buyerId,
      sellerId: orders.sellerId,
      state: orders.status,
      refund: refunds.status,
    })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(eq(refunds.id, refundId))
    .limit(1);
  // No order (a payment that never became one), or not settled after all (an admin's retry put it back).
  if (!row || row.refund === 'pending') return;
  bus.publish([row.buyerId, row.sellerId], {
    type: 'order',
    data: { orderId: row.orderId, state: row.state, refund: row.refund },
  });
}

export interface OrderRefundSummary {
  /** What the gateway has confirmed returned to the buyer. */
  refundedPaise: number;
  /** A refund asked for and not yet confirmed by the gateway (pending, or failed and waiting for an admin). */
  pending: boolean;
}

/**
 * For the order presenter: each order's refunded amount and whether a refund is still pending, for any number of
 * orders in one query (lists use it for the whole page; no N+1). Orders with no refund are absent from the map.
 */
export async function refundSummaries(db: RefundDb, orderIds: readonly string[]) {
  const out = new Map<string, OrderRefundSummary>();
  if (!orderIds.length) return out;
  const rows = await (db as Db)
    .select({
      orderId: refunds.orderId,
      refunded: sql<number>`coalesce(sum(${refunds.amountPaise}) filter (where ${refunds.status} = 'processed'), 0)::integer`,
      pending: sql<boolean>`bool_or(${refunds.status} <> 'processed')`,
    })
    .from(refunds)
    .where(inArray(refunds.orderId, [...new Set(orderIds)]))
    .groupBy(refunds.orderId);
  for (const r of rows) {
    if (r.orderId) out.set(r.orderId, { refundedPaise: Number(r.refunded), pending: Boolean(r.pending) });
  }
  return out;
}

/** `refundSummaries` for one order (no refund: nothing refunded, nothing pending). */
export async function refundSummary(db: RefundDb, orderId: string): Promise<OrderRefundSummary> {
  return (await refundSummaries(db, [orderId])).get(orderId) ?? { refundedPaise: 0, pending: false };
}

/** The refunds of one order, oldest first (the order page's timeline). */
export function orderRefunds(db: RefundDb, orderId: string) {
  return (db as Db).select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(refunds.createdAt);
}

/** What a refund the gateway itself reported failed says (its answer, or its `refund.failed` webhook). */
export const GATEWAY_DECLINED = 'The gateway could not process the refund.';

/**
 * An admin's retry of a failed refund: back to pending, its job back in the queue with fresh attempts. A refund the
 * gateway declined is sent with a fresh gateway attempt (the same idempotency key would only answer the same
 * failure); any other keeps its key, so a refund the gateway made while our calls timed out is found, not repeated.
 */
export async function retryFailedRefund(
  db: Db,
  refundId: string,
  adminId: string,
  now = new Date(),
): Promise<RefundRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(refunds)
      .set({
        status: 'pending',
        lastError: null,
        updatedAt: now,
        // Only a refund the gateway itself declined gets a new key. One that failed on time-outs or 5xx may have been
        // made there all the same: the same key answers that refund instead of making a second one.
        gatewayAttempt: sql`case when ${refunds.lastError} = ${GATEWAY_DECLINED} then ${refunds.gatewayAttempt} + 1 else ${refunds.gatewayAttempt} end`,
        gatewayRefundId: sql`case when ${refunds.lastError} = ${GATEWAY_DECLINED} then null else ${refunds.gatewayRefundId} end`,
      })
      .where(and(eq(refunds.id, refundId), eq(refunds.status, 'failed')))
      .returning();
    if (!row) {
      const [known] = await tx.select({ id: refunds.id }).from(refunds).where(eq(refunds.id, refundId)).limit(1);
      throw known ? conflict(REFUND_MSG.notFailed) : notFound(REFUND_MSG.notFound);
    }
    // The refund's last job is done (the gateway answered, then said it failed) or failed: a new one takes over.
    await tx
      .delete(jobs)
      .where(and(eq(jobs.kind, REFUND_JOB), eq(jobs.dedupeKey, refundId), inArray(jobs.status, ['done', 'failed'])));
    await enqueueJob(tx as Db, {
      kind: REFUND_JOB,
      payload: { refundId },
      maxAttempts: REFUND_MAX_ATTEMPTS,
      dedupeKey: refundId,
      runAt: now,
    });
    // Money sent on an admin's word: in the audit log, in the same transaction (decision 013).
    await recordAdminAction(tx as Db, {
      adminId,
      action: 'refund.retry',
      target: { type: 'refund', id: refundId },
    });
    return row;
  });
}

/**
 * The gateway's `refund.processed` / `refund.failed` webhook. The refund is found by the id we put in its notes (it
 * is there even when a crash lost the gateway's answer to our call), else by the gateway's refund id. A failure
 * names one gateway refund: it fails ours only while that is still the attempt in flight (not after an admin's
 * retry started a new one). Returns whether the event was ours.
 */
export async function settleRefundEvent(
  db: Db,
  bus: Pick<EventBus, 'publish'>,
  event: 'refund.processed' | 'refund.failed',
  gatewayRefundId: string,
  ourId: string | undefined,
): Promise<boolean> {
  const [refund] = await db
    .select({ id: refunds.id, gatewayRefundId: refunds.gatewayRefundId })
    .from(refunds)
    .where(ourId && isUuid(ourId) ? eq(refunds.id, ourId) : eq(refunds.gatewayRefundId, gatewayRefundId))
    .limit(1);
  if (!refund) return false;
  if (event === 'refund.processed') {
    if (await markRefundProcessed(db, refund.id, gatewayRefundId)) {
      await publishRefundSettled(db, bus, refund.id);
    }
    return true;
  }
  if (refund.gatewayRefundId && refund.gatewayRefundId !== gatewayRefundId) return true;
  const failed = await db
    .update(refunds)
    .set({ status: 'failed', lastError: GATEWAY_DECLINED, updatedAt: new Date() })
    .where(
      and(
        eq(refunds.id, refund.id),
        eq(refunds.status, 'pending'),
        sql`(${refunds.gatewayRefundId} is null or ${refunds.gatewayRefundId} = ${gatewayRefundId})`,
      ),
    )
    .returning({ id: refunds.id });
  if (failed.length > 0) await publishRefundSettled(db, bus, refund.id);
  return true;
}

const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
