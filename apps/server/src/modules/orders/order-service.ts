import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, or, type SQL } from 'drizzle-orm';
import {
  ALERT_SELLER_INTERVAL_MS,
  DISPUTE_MSG,
  ORDERS_PAGE_DEFAULT,
  ORDER_ACTION_LIMITS,
  ORDER_MSG,
  type TDisputeDecisionBody,
} from '@gigbazaar/shared/schemas/orders';
import {
  MAX_DELIVERY_FILES,
  ORDER_RULE_MSG,
  ORDER_STATES,
  ORDER_STATE_INFO,
  transitionFor,
  type TOrderAction,
} from '@gigbazaar/shared/rules/order-lifecycle';
import { rupeesToPaise } from '@gigbazaar/shared/rules/money';
import type { Deps } from '../../platform/deps';
import type { Db } from '../../platform/db/client';
import { orders, uploads, users } from '../../platform/db/schema';
import { AppError, conflict, forbidden, notFound, rateLimited } from '../../platform/errors';
import { decodeCursor, keysetAfter, pageOf } from '../../platform/keyset';
import { enqueueMail } from '../../platform/mail-outbox';
import { recordAdminAction } from '../audit/audit-log';
import { conversationBetween } from '../messages/admin-read';
import { moderateUserText, refuseText } from '../moderation/moderate-user-text';
import { judgeAfterRecentTexts } from '../moderation/split-across-channels';
import { NEWEST_ORDER_FIRST, findOrder, selectOrders, selectOrdersKeyed } from './present-order';
import { notify, publishOrderChanged } from './publish';
import {
  afterTransition,
  applyTransition,
  applyTransitionIn,
  refusalFor,
  type OrderRow,
  type TransitionInput,
} from './transition';

export type { Tx } from './transition';

const completedStates = ORDER_STATES.filter((s) => ORDER_STATE_INFO[s].isCompleted);
const activeStates = ORDER_STATES.filter((s) => !ORDER_STATE_INFO[s].isCompleted);

/** Names GET /orders' cursors: another list's cursor is refused (400) here. */
const ORDER_LIST = 'orders';

/**
 * GET /orders: the caller's orders as buyer or seller, minus those they archived; newest first, keyset-paged. The
 * cursor only says where in that order to go on: the WHERE still holds the caller to their own orders, so a cursor
 * made for someone else's list shows nothing of theirs.
 */
export async function listOrders(
  deps: Deps,
  userId: string,
  query: { status?: 'active' | 'completed' | 'all'; gigId?: string; limit?: number; cursor?: string },
) {
  const status = query.status ?? 'all';
  const limit = query.limit ?? ORDERS_PAGE_DEFAULT;
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
  const ofGig = query.gigId ? eq(orders.gigId, query.gigId) : undefined;
  const after = query.cursor
    ? keysetAfter(NEWEST_ORDER_FIRST, decodeCursor(query.cursor, ORDER_LIST, NEWEST_ORDER_FIRST))
    : undefined;
  return pageOf(await selectOrdersKeyed(deps, and(mine, byStatus, ofGig, after), limit + 1), limit, ORDER_LIST);
}

/** An order the caller is a party to (or any order, for an admin); anyone else learns nothing about it (404). */
export async function orderForParty(deps: Deps, viewer: { id: string; isAdmin?: boolean }, orderId: string) {
  const row = await findOrder(deps, orderId);
  if (!row) throw notFound(ORDER_MSG.notFound);
  const party = row.order.buyerId === viewer.id || row.order.sellerId === viewer.id;
  if (!party && !viewer.isAdmin) throw notFound(ORDER_MSG.notFound);
  return row;
}

async function loadOrder(deps: Deps, orderId: string): Promise<OrderRow> {
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) throw notFound(ORDER_MSG.notFound);
  return order;
}

/**
 * A party's transition: who may take it and from which state is checked first (so only someone the table lets act
 * reaches the moderator or the limit, and nobody learns about others' orders), then the per-user limit, then the
 * moderator judges their text before anything changes (422 as for messages, nothing stored); the transition itself
 * re-decides all of it in its one statement. A text that passes alone is judged again in the transition's own
 * transaction, under the pair's lock, after the caller's recent texts to the other party: their notes on the orders
 * the two share and their chat messages to them (`split-across-channels.ts`, decision 029). A text that completes a
 * detail split across them is refused like any other (422, recorded with the note's channel) and the order is left
 * as it was.
 */
export async function partyTransition(
  deps: Deps,
  caller: { userId: string; isAdmin?: boolean },
  orderId: string,
  action: TOrderAction,
  input: TransitionInput = {},
): Promise<OrderRow> {
  const order = await loadOrder(deps, orderId);
  const refusal = refusalFor(order, action, caller, new Date());
  if (refusal) throw refusal;
  await deps.limiter.hit(
    `orders:action:${caller.userId}`,
    ORDER_ACTION_LIMITS.perUser,
    ORDER_ACTION_LIMITS.windowMs,
    ORDER_MSG.tooManyActions,
  );
  const who = { userId: caller.userId, channel: action === 'complete' ? 'delivery_note' : 'order_note' } as const;
  await moderateUserText(deps, who, [
    {
      field: action === 'complete' ? 'sellerMessage' : action === 'revision' ? 'note' : 'reason',
      text: input.message,
    },
  ]);
  const text = input.message;
  const recipient = order.buyerId === caller.userId ? order.sellerId : order.buyerId;
  if (!text || recipient === caller.userId) return applyTransition(deps, orderId, action, caller, input);
  const outcome = await deps.db.transaction(async (tx) => {
    const split = await judgeAfterRecentTexts(tx, { sender: caller.userId, recipient }, text);
    if (!split.ok) return { refused: split.rule };
    return { done: await applyTransitionIn(tx, deps, orderId, action, caller, input) };
  });
  // Recorded outside the transaction, which changed nothing.
  if (!outcome.done) return refuseText(deps, who, outcome.refused);
  afterTransition(deps, outcome.done.order, outcome.done.notices);
  return outcome.done.order;
}

/**
 * PUT /orders/complete/{id}: a delivery. Its files must be the seller's own private uploads (then readable by both
 * parties and admins through `order_files`); every delivery restarts the 7-day auto-release.
 */
export async function deliverOrder(
  deps: Deps,
  sellerId: string,
  orderId: string,
  body: { sellerMessage?: string; files?: string[] },
) {
  const files = [...new Set(body.files ?? [])];
  const order = await loadOrder(deps, orderId);
  const refusal = refusalFor(order, 'complete', { userId: sellerId }, new Date());
  if (refusal) throw refusal;
  if (files.length > MAX_DELIVERY_FILES) throw new AppError(400, 'validation', ORDER_RULE_MSG.tooManyFiles);
  if (files.length > 0) {
    const own = await deps.db
      .select({ url: uploads.url })
      .from(uploads)
      .where(and(inArray(uploads.url, files), eq(uploads.ownerId, sellerId), eq(uploads.visibility, 'private')));
    if (own.length !== files.length) {
      throw new AppError(400, 'validation', ORDER_RULE_MSG.notYourFile, { files: ORDER_RULE_MSG.notYourFile });
    }
  }
  return partyTransition(deps, { userId: sellerId }, orderId, 'complete', {
    message: body.sellerMessage?.trim() || undefined,
    files,
  });
}

/** POST /orders/{id}/approve: the buyer releases the escrow early. */
export function approveOrder(deps: Deps, buyerId: string, orderId: string) {
  return partyTransition(deps, { userId: buyerId }, orderId, 'approve');
}

/**
 * POST /admin/disputes/{orderId}/decide: release, refund in full, or split (a refund of `refundAmount` rupees, more
 * than 0 and less than the price; the rest released). The note goes to both parties and the audit log.
 */
export async function decideDispute(deps: Deps, adminId: string, orderId: string, body: TDisputeDecisionBody) {
  const order = await loadOrder(deps, orderId);
  const action = `decide_${body.outcome}` as const;
  const refusal = refusalFor(order, action, { userId: adminId, isAdmin: true }, new Date());
  if (refusal) throw refusal;
  let refundPaise: number | undefined;
  if (body.outcome === 'split') {
    refundPaise = rupeesToPaise(body.refundAmount ?? 0);
    if (!(refundPaise > 0 && refundPaise < order.pricePaise)) {
      throw new AppError(400, 'validation', ORDER_RULE_MSG.refundTooLarge, {
        refundAmount: ORDER_RULE_MSG.refundTooLarge,
      });
    }
  }
  // The admin's note is GigBazaar's own word to both parties, not a user's text: it is not moderated.
  return applyTransition(
    deps,
    orderId,
    action,
    { userId: adminId, isAdmin: true },
    {
      decision: { outcome: body.outcome, note: body.note, refundPaise },
    },
  );
}

/** GET /admin/disputes: open (undecided) or decided disputes, oldest open first / newest decided first. */
export function listDisputes(deps: Deps, status: 'open' | 'decided', limit = 100) {
  // By the dispute's own clock, not the order's age: with more than a page open, the longest-waiting (the ones the
  // 30-day escalation mails about) must be the ones shown, not the first to fall off the list.
  if (status === 'open') {
    return selectOrders(
      deps,
      and(inArray(orders.status, [...transitionFor('decide_release').from]), isNotNull(orders.disputedAt)),
      limit,
      [asc(orders.disputedAt), asc(orders.id)],
    );
  }
  return selectOrders(deps, and(isNotNull(orders.disputeDecidedAt), isNotNull(orders.disputedAt)), limit, [
    desc(orders.disputeDecidedAt),
    desc(orders.id),
  ]);
}

/**
 * DELETE /orders/{id}: the seller's "delete" after completing hides it from their list; nothing is erased. Only a
 * state the table marks archivable (the seller's work is handed over); the check and the write are one statement.
 */
export async function archiveOrder(deps: Deps, userId: string, orderId: string) {
  const order = await loadOrder(deps, orderId);
  if (order.sellerId !== userId) throw forbidden(ORDER_MSG.onlySeller);
  const archivable = ORDER_STATES.filter((s) => ORDER_STATE_INFO[s].archivable);
  const [row] = await deps.db
    .update(orders)
    .set({ archivedBySeller: true })
    .where(and(eq(orders.id, order.id), inArray(orders.status, archivable)))
    .returning({ id: orders.id });
  if (!row) throw conflict(ORDER_RULE_MSG.archiveTooEarly);
}

/**
 * POST /orders/alert-seller: the buyer nudges the seller, at most once per order per hour, and only while the
 * seller has work to do (the table's `alertable` states). The check and the stamp are one UPDATE, so two alerts at
 * the same moment cannot both pass; the seller's mail is in its transaction.
 */
export async function alertSeller(
  deps: Deps,
  buyerId: string,
  target: { orderId?: string; gigTitle?: string; sellerId?: string },
) {
  const alertable = ORDER_STATES.filter((s) => ORDER_STATE_INFO[s].alertable);
  let order: OrderRow | undefined;
  if (target.orderId) {
    [order] = await deps.db.select().from(orders).where(eq(orders.id, target.orderId)).limit(1);
  } else if (target.sellerId) {
    // The legacy body names the seller and the gig's title: the caller's newest open order matching them (a newer
    // one of the same gig already delivered must not hide it), else their newest, which is refused below.
    const conditions = [eq(orders.buyerId, buyerId), eq(orders.sellerId, target.sellerId)];
    if (target.gigTitle) conditions.push(eq(orders.title, target.gigTitle));
    [order] = await deps.db
      .select()
      .from(orders)
      .where(and(...conditions))
      .orderBy(desc(inArray(orders.status, alertable)), desc(orders.createdAt))
      .limit(1);
  }
  if (!order) throw notFound(ORDER_MSG.notFound);
  if (order.buyerId !== buyerId) throw forbidden(ORDER_MSG.onlyBuyer);
  if (!alertable.includes(order.status)) throw conflict(ORDER_RULE_MSG.alertNotWorking);
  const windowStart = new Date(Date.now() - ALERT_SELLER_INTERVAL_MS);
  const [buyer] = await deps.db.select({ username: users.username }).from(users).where(eq(users.id, buyerId));
  const text = `${buyer?.username ?? 'Your buyer'} is waiting on "${order.title}" and asked for an update.`;
  // The stamp and the seller's mail commit together: an alert is mailed exactly when it counts.
  const stamped = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ lastAlertAt: new Date() })
      .where(
        and(
          eq(orders.id, order.id),
          inArray(orders.status, alertable),
          or(isNull(orders.lastAlertAt), lte(orders.lastAlertAt, windowStart)),
        ),
      )
      .returning();
    if (!row) return undefined;
    const [seller] = await tx
      .select({ email: users.email, deletedAt: users.deletedAt })
      .from(users)
      .where(eq(users.id, order.sellerId));
    // Not gated by `notif`, which is the on-screen message notices only (as for every order mail).
    if (seller && !seller.deletedAt) {
      await enqueueMail(tx as unknown as Db, {
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

/**
 * GET /admin/disputes/{orderId}/messages: what the buyer and the seller wrote to each other, for the admin deciding
 * their dispute. Only an order that has (or had) a dispute: the resolution centre is no way to browse anyone's
 * messages, so any other order is the same 404 as an unknown one. Opening the conversation (its first page) is
 * written to the audit log, as reading private messages is a thing admins answer for (decision 022); later pages of
 * the same reading are not, so one reading is one line.
 */
export async function disputeConversation(
  deps: Deps,
  adminId: string,
  orderId: string,
  query: { limit?: number; cursor?: string },
) {
  const [order] = await deps.db
    .select({ id: orders.id, buyerId: orders.buyerId, sellerId: orders.sellerId })
    .from(orders)
    .where(and(eq(orders.id, orderId), isNotNull(orders.disputedAt)))
    .limit(1);
  if (!order) throw notFound(DISPUTE_MSG.notFound);
  const page = await conversationBetween(deps, order.buyerId, order.sellerId, query);
  if (!query.cursor) {
    await recordAdminAction(deps.db, {
      adminId,
      action: 'dispute.read_conversation',
      target: { type: 'order', id: order.id },
      subjectUserId: order.sellerId,
    });
  }
  return page;
}
