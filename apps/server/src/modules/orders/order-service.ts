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

const WRONG_ACTOR: Record<TOrderAction, string> = {
  complete: ORDER_MSG.onlySeller,
  approve: 'Only the buyer can approve this order.',
  release: 'Only the platform releases payments.',
};

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
    if (!who || (!step.ok && step.reason === 'wrong-actor')) throw forbidden(WRONG_ACTOR[action]);
    if (!step.ok) throw conflict(step.transition.refusal);
    const now = new Date();
    const t = step.transition;
    const [updated] = await db
      .update(orders)
      .set({
        status: t.to,
        isCompleted: ORDER_STATE_INFO[t.to].isCompleted,
        ...(t.records.includes('completedAt') ? { completedAt: now } : {}),
        ...(t.records.includes('releaseAt')
          ? { releaseAt: new Date(now.getTime() + RELEASE_AFTER_COMPLETION_MS) }
          : {}),
        ...(t.records.includes('releasedAt') ? { releasedAt: now } : {}),
      })
      // The state in the WHERE makes a raced second transition change nothing even without the lock.
      .where(and(eq(orders.id, order.id), eq(orders.status, t.from)))
      .returning();
    if (!updated) throw conflict(t.refusal);
    if (t.books) await bookMovement(db, updated, t.books);
    return updated;
  };
  if (tx) return run(tx); // the caller publishes after its own commit
  const updated = await deps.db.transaction(run);
  publishOrderChanged(deps, updated);
  return updated;
}

const NOTICE: Record<TOrderAction, (title: string) => string> = {
  complete: (title) => `Your order "${title}" has been marked completed.`,
  approve: (title) => `The buyer approved "${title}"; the payment has been released to you.`,
  release: (title) => `The payment for "${title}" has been released to you.`,
};

/** Who hears about a transition (the table's `notifies`): a live toast now, and mail when they take mail. */
export async function announceTransition(
  deps: Deps,
  order: OrderRow,
  action: TOrderAction,
  extra?: string,
): Promise<Array<{ to: string; subject: string; text: string }>> {
  const t = ORDER_TRANSITIONS.find((x) => x.action === action);
  const mails: Array<{ to: string; subject: string; text: string }> = [];
  for (const party of t?.notifies ?? []) {
    const userId = party === 'buyer' ? order.buyerId : order.sellerId;
    const text = NOTICE[action](order.title);
    notify(deps, userId, text);
    const [user] = await deps.db
      .select({ email: users.email, notif: users.notif, deletedAt: users.deletedAt })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (user && user.notif && !user.deletedAt) {
      const body = [
        text,
        extra ? `\nMessage from the seller:\n${extra}\n` : '',
        `\nSee it on ${deps.config.publicUrl}/orders`,
      ];
      mails.push({ to: user.email, subject: `GigBazaar: ${text}`, text: body.join('') });
    }
  }
  return mails;
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
 * stamp are one UPDATE, so two alerts at the same moment cannot both pass.
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
    // The spec's body names the seller and the gig's title: the caller's newest open order matching them.
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
  const [stamped] = await deps.db
    .update(orders)
    .set({ lastAlertAt: new Date() })
    .where(and(eq(orders.id, order.id), or(sql`${orders.lastAlertAt} is null`, lte(orders.lastAlertAt, windowStart))))
    .returning();
  if (!stamped) {
    const last = order.lastAlertAt?.getTime() ?? Date.now();
    const retryAfter = Math.max(1, Math.ceil((last + ALERT_SELLER_INTERVAL_MS - Date.now()) / 1000));
    throw rateLimited(retryAfter, ORDER_MSG.alertTooSoon);
  }
  const [buyer] = await deps.db.select({ username: users.username }).from(users).where(eq(users.id, buyerId));
  const text = `${buyer?.username ?? 'Your buyer'} is waiting on "${order.title}" and asked for an update.`;
  notify(deps, order.sellerId, text);
  publishOrderChanged(deps, stamped);
  const [seller] = await deps.db
    .select({ email: users.email, notif: users.notif, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, order.sellerId));
  return seller && seller.notif && !seller.deletedAt
    ? {
        to: seller.email,
        subject: 'GigBazaar: a buyer is waiting on an order',
        text: `${text}\n\n${deps.config.publicUrl}/orders`,
      }
    : undefined;
}

export { findOrder };
