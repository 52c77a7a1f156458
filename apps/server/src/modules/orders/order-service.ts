import { and, eq, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { ALERT_SELLER_INTERVAL_MS, ORDER_MSG, RELEASE_AFTER_COMPLETION_MS } from '@gigbazaar/shared/schemas/orders';
import {
  ORDER_STATES,
  ORDER_STATE_INFO,
  ORDER_TRANSITIONS,
  nextState,
  type TOrderAction,
  type TOrderActor,
} from '@gigbazaar/shared/rules/order-lifecycle';
import type { Deps } from '../../platform/deps';
import type { Db } from '../../platform/db/client';
import { orders, users } from '../../platform/db/schema';
import { conflict, forbidden, notFound, rateLimited } from '../../platform/errors';
import { enqueueMail } from '../../platform/mail-outbox';
import { redactContactDetails } from '../moderation/redact';
import { moderateUserText } from '../moderation/moderate-user-text';
import { bookMovement } from './ledger';
import { findOrder, selectOrders } from './present-order';
import { notify, publishOrderChanged } from './publish';

type OrderRow = typeof orders.$inferSelect;
/** A transaction's handle (the release job runs transitions inside its own). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const completedStates = ORDER_STATES.filter((s) => ORDER_STATE_INFO[s].isCompleted);
const activeStates = ORDER_STATES.filter((s) => !ORDER_STATE_INFO[s].isCompleted);

/** GET /orders: the caller's orders as buyer or seller, minus those they archived; newest first. */
export function listOrders(deps: Deps, userId: string, status: 'active' | 'completed' | 'all', limit = 100) {
  const mine = or(
    and(eq(orders.buyerId, userId), eq(orders.archivedByBuyer, false)),
    and(eq(orders.sellerId, userId), eq(orders.archivedBySeller, false)),
  );
  const byStatus: SQL | undefined =
    status === 'active'
      ? inArray(orders.status, activeStates)
      : status === 'completed'
        ? inArray(orders.status, completedStates)
        : undefined;
  return selectOrders(deps, and(mine, byStatus), limit);
}

/** An order the caller is a party to; anyone else learns nothing about it (404). */
export async function orderForParty(deps: Deps, userId: string, orderId: string) {
  const row = await findOrder(deps, orderId);
  if (!row || (row.order.buyerId !== userId && row.order.sellerId !== userId)) throw notFound(ORDER_MSG.notFound);
  return row;
}

function actorOf(order: OrderRow, userId: string): TOrderActor | undefined {
  if (order.sellerId === userId) return 'seller';
  if (order.buyerId === userId) return 'buyer';
  return undefined;
}

/**
 * Takes one lifecycle transition (`rules/order-lifecycle.ts`) in one transaction: the row is locked, the table
 * says whether this actor may take this action from this state (403 / 409 with its sentence otherwise), the
 * transition's timestamps are recorded and its ledger movement booked. Events go out after commit.
 */
export async function transitionOrder(
  deps: Deps,
  orderId: string,
  action: TOrderAction,
  actor: { userId: string } | 'system',
  tx?: Tx,
): Promise<OrderRow> {
  const run = async (db: Tx) => {
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update').limit(1);
    if (!order) throw notFound(ORDER_MSG.notFound);
    const who = actor === 'system' ? 'system' : actorOf(order, actor.userId);
    const step = nextState(order.status, action, who ?? 'buyer');
    if (!who || (!step.ok && step.reason === 'wrong-actor')) throw forbidden(step.transition.wrongActor);
    if (!step.ok) throw conflict(step.message);
    const now = new Date();
    const t = step.transition;
    const [updated] = await db
      .update(orders)
      .set({
        status: t.to ?? order.status,
        isCompleted: ORDER_STATE_INFO[t.to ?? order.status].isCompleted,
        ...(t.effects.includes('completedAt') ? { completedAt: now } : {}),
        ...(t.effects.includes('startRelease')
          ? { releaseAt: new Date(now.getTime() + RELEASE_AFTER_COMPLETION_MS) }
          : {}),
        ...(t.effects.includes('releasedAt') ? { releasedAt: now } : {}),
      })
      // The state in the WHERE makes a raced second transition change nothing even without the lock.
      .where(and(eq(orders.id, order.id), inArray(orders.status, [...t.from])))
      .returning();
    if (!updated) throw conflict(t.refusal);
    if (t.books === 'release') await bookMovement(db, updated, t.books);
    return updated;
  };
  if (tx) return run(tx); // the caller publishes after its own commit
  const updated = await deps.db.transaction(run);
  publishOrderChanged(deps, updated);
  return updated;
}

/** A live toast for one user, sent once the change it announces is committed. */
export interface OrderNotice {
  userId: string;
  text: string;
}

/**
 * Who hears about a transition (the table's `notifies`): mail for those who take mail, written to the outbox in
 * `tx` (the transaction of the transition itself, so the mail exists exactly when the change does), and the live
 * toasts returned for the caller to send after the commit. The seller's note is quoted only after it passed the
 * moderator, and then through `redactContactDetails`, so a GigBazaar mail never carries a link or number a user wrote.
 */
export async function announceTransition(
  tx: Db,
  deps: Pick<Deps, 'config'>,
  order: OrderRow,
  action: TOrderAction,
  moderatedNote?: string,
): Promise<OrderNotice[]> {
  const t = ORDER_TRANSITIONS.find((x) => x.action === action);
  const notices: OrderNotice[] = [];
  for (const party of t?.notifies ?? []) {
    const userId = party === 'buyer' ? order.buyerId : order.sellerId;
    const text = t!.notice(order.title);
    notices.push({ userId, text });
    const [user] = await tx
      .select({ email: users.email, notif: users.notif, deletedAt: users.deletedAt })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (user && user.notif && !user.deletedAt) {
      const body = [
        text,
        moderatedNote ? `\nMessage from the seller:\n${redactContactDetails(moderatedNote)}\n` : '',
        `\nSee it on ${deps.config.publicUrl}/orders`,
      ];
      await enqueueMail(tx, {
        to: user.email,
        subject: `GigBazaar: ${text}`,
        text: body.join(''),
        kind: t!.mailKind,
      });
    }
  }
  return notices;
}

/** After the commit: both parties' screens refresh, the notified get their toast, the mail worker starts. */
export function afterTransition(deps: Deps, order: OrderRow, notices: OrderNotice[]) {
  publishOrderChanged(deps, order);
  for (const n of notices) notify(deps, n.userId, n.text);
  deps.jobs.wake();
}

/**
 * A party's transition with its announcement, all in one transaction: the state change, its ledger movement and its
 * mail commit together or not at all.
 */
async function transitionAndAnnounce(
  deps: Deps,
  orderId: string,
  action: TOrderAction,
  userId: string,
  moderatedNote?: string,
): Promise<OrderRow> {
  const { order, notices } = await deps.db.transaction(async (tx) => {
    const changed = await transitionOrder(deps, orderId, action, { userId }, tx);
    return { order: changed, notices: await announceTransition(tx as Db, deps, changed, action, moderatedNote) };
  });
  afterTransition(deps, order, notices);
  return order;
}

/**
 * PUT /orders/complete/{id}. Who may complete, and from which state, is checked before the note is judged (so only
 * the seller of an order that can be completed reaches the moderator, and nobody learns about others' orders); the
 * moderator then judges the note before anything changes (422 as for messages, nothing stored), and the
 * transition re-checks all of it under the row lock.
 */
export async function completeOrder(deps: Deps, sellerId: string, orderId: string, note: string | undefined) {
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) throw notFound(ORDER_MSG.notFound);
  if (order.sellerId !== sellerId) throw forbidden(ORDER_MSG.onlySeller);
  const step = nextState(order.status, 'complete', 'seller');
  if (!step.ok) throw conflict(step.message);
  await moderateUserText(deps, { userId: sellerId, channel: 'delivery_note' }, [
    { field: 'sellerMessage', text: note },
  ]);
  return transitionAndAnnounce(deps, orderId, 'complete', sellerId, note);
}

/** POST /orders/{id}/approve: the buyer releases the escrow early. */
export function approveOrder(deps: Deps, buyerId: string, orderId: string) {
  return transitionAndAnnounce(deps, orderId, 'approve', buyerId);
}

/** DELETE /orders/{id}: the seller's "delete" after completing hides it from their list; nothing is erased. */
export async function archiveOrder(deps: Deps, userId: string, orderId: string) {
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) throw notFound(ORDER_MSG.notFound);
  if (order.sellerId !== userId) throw forbidden(ORDER_MSG.onlySeller);
  await deps.db.update(orders).set({ archivedBySeller: true }).where(eq(orders.id, order.id));
}

/**
 * POST /orders/alert-seller: the buyer nudges the seller, at most once per order per hour. The check and the
 * stamp are one UPDATE, so two alerts at the same moment cannot both pass; the seller's mail is in its transaction.
 */
export async function alertSeller(
  deps: Deps,
  buyerId: string,
  target: { orderId?: string; gigTitle?: string; sellerId?: string },
) {
  let order: OrderRow | undefined;
  if (target.orderId) {
    [order] = await deps.db.select().from(orders).where(eq(orders.id, target.orderId)).limit(1);
  } else if (target.sellerId) {
    // The legacy body names the seller and the gig's title: the caller's newest open order matching them.
    const conditions = [eq(orders.buyerId, buyerId), eq(orders.sellerId, target.sellerId)];
    if (target.gigTitle) conditions.push(eq(orders.title, target.gigTitle));
    [order] = await deps.db
      .select()
      .from(orders)
      .where(and(...conditions))
      .orderBy(sql`${orders.createdAt} desc`)
      .limit(1);
  }
  if (!order) throw notFound(ORDER_MSG.notFound);
  if (order.buyerId !== buyerId) throw forbidden(ORDER_MSG.onlyBuyer);
  const windowStart = new Date(Date.now() - ALERT_SELLER_INTERVAL_MS);
  const [buyer] = await deps.db.select({ username: users.username }).from(users).where(eq(users.id, buyerId));
  const text = `${buyer?.username ?? 'Your buyer'} is waiting on "${order.title}" and asked for an update.`;
  // The stamp and the seller's mail commit together: an alert is mailed exactly when it counts.
  const stamped = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ lastAlertAt: new Date() })
      .where(and(eq(orders.id, order.id), or(sql`${orders.lastAlertAt} is null`, lte(orders.lastAlertAt, windowStart))))
      .returning();
    if (!row) return undefined;
    const [seller] = await tx
      .select({ email: users.email, notif: users.notif, deletedAt: users.deletedAt })
      .from(users)
      .where(eq(users.id, order.sellerId));
    if (seller && seller.notif && !seller.deletedAt) {
      await enqueueMail(tx as Db, {
        to: seller.email,
        subject: 'GigBazaar: a buyer is waiting on an order',
        text: `${text}\n\n${deps.config.publicUrl}/orders`,
        kind: 'alert-seller',
      });
    }
    return row;
  });
  if (!stamped) {
    const last = order.lastAlertAt?.getTime() ?? Date.now();
    const retryAfter = Math.max(1, Math.ceil((last + ALERT_SELLER_INTERVAL_MS - Date.now()) / 1000));
    throw rateLimited(retryAfter, ORDER_MSG.alertTooSoon);
  }
  notify(deps, order.sellerId, text);
  publishOrderChanged(deps, stamped);
  deps.jobs.wake();
}

export { findOrder };
