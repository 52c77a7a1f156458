import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DELETED_USER_NAME } from '@gigbazaar/shared/constants';
import type { TOrder, TOrderEvent, TOrderParty } from '@gigbazaar/shared/schemas/orders';
import { paiseToRupees } from '@gigbazaar/shared/rules/money';
import {
  AUTO_RELEASE_STATES,
  FULLY_REFUNDED_STATES,
  ORDER_STATE_INFO,
  availableActions,
  isLate,
  isOrderAction,
  orderStatusLabel,
  transitionFor,
  type OrderFacts,
  type TOrderActor,
} from '@gigbazaar/shared/rules/order-lifecycle';
import type { Deps } from '../../platform/deps';
import type { Db } from '../../platform/db/client';
import { prepared } from '../../platform/db/prepared';
import { orderEvents, orders, users } from '../../platform/db/schema';
import { idKey, keysetOrder, keysetTexts, timestampKey, type KeysetKey } from '../../platform/keyset';
import { orderRefunds } from '../refunds/refund-service';

const seller = alias(users, 'seller');
const buyer = alias(users, 'buyer');

const party = (u: typeof seller | typeof buyer) => ({
  id: u.id,
  username: u.username,
  img: u.img,
  deletedAt: u.deletedAt,
});

/**
 * Paise the gateway has confirmed as refunded: the ledger's credits to the buyer's account after the payment (a
 * refund is booked escrow → buyer only once the gateway confirms it).
 */
const refundedPaise = sql<number>`coalesce((select sum(le.amount_paise) from ledger_entries le
  where le.order_id = ${orders.id} and le.account = 'buyer:' || ${orders.buyerId} and le.movement <> 'payment'), 0)::integer`;

/**
 * Order lists are newest first; the id (unique) breaks ties between orders of the same instant, so the keyset
 * paging of GET /orders never skips or repeats one.
 */
export const NEWEST_ORDER_FIRST: KeysetKey[] = [
  timestampKey(orders.createdAt, 'desc'),
  { ...idKey(orders.id), dir: 'desc' },
];

/** Orders with both parties' cards, in one query for any number of rows (no N+1); newest order first by default. */
export function selectOrders(
  deps: Deps,
  where: SQL | undefined,
  limit: number,
  orderBy: SQL[] = keysetOrder(NEWEST_ORDER_FIRST),
) {
  return deps.db
    .select({ order: orders, seller: party(seller), buyer: party(buyer), refundedPaise })
    .from(orders)
    .innerJoin(seller, eq(seller.id, orders.sellerId))
    .innerJoin(buyer, eq(buyer.id, orders.buyerId))
    .where(where)
    .orderBy(...orderBy)
    .limit(limit);
}

/** `selectOrders` with each row's keyset keys (`cursorKeys`), for a paged list. */
export function selectOrdersKeyed(deps: Deps, where: SQL | undefined, limit: number) {
  return deps.db
    .select({
      order: orders,
      seller: party(seller),
      buyer: party(buyer),
      refundedPaise,
      cursorKeys: keysetTexts(NEWEST_ORDER_FIRST),
    })
    .from(orders)
    .innerJoin(seller, eq(seller.id, orders.sellerId))
    .innerJoin(buyer, eq(buyer.id, orders.buyerId))
    .where(where)
    .orderBy(...keysetOrder(NEWEST_ORDER_FIRST))
    .limit(limit);
}

export type OrderWithParties = Awaited<ReturnType<typeof selectOrders>>[number];
type OrderRow = OrderWithParties['order'];

/** `selectOrders` for one id, built once (decision 002): every order action and confirm answers with it. */
const orderById = (db: Db, name: string) =>
  db
    .select({ order: orders, seller: party(seller), buyer: party(buyer), refundedPaise })
    .from(orders)
    .innerJoin(seller, eq(seller.id, orders.sellerId))
    .innerJoin(buyer, eq(buyer.id, orders.buyerId))
    .where(eq(orders.id, sql.placeholder('id')))
    .limit(1)
    .prepare(name);

/** One order by id with its parties, or undefined. */
export async function findOrder(deps: Deps, id: string, extra?: SQL): Promise<OrderWithParties | undefined> {
  if (!extra) {
    const [row] = await prepared(deps.db, 'order_by_id', orderById).execute({ id });
    return row;
  }
  const [row] = await selectOrders(deps, and(eq(orders.id, id), extra), 1);
  return row;
}

function presentParty(p: OrderWithParties['seller']): TOrderParty {
  // A closed account keeps its orders; like elsewhere it shows as "Deleted user" with no picture.
  return p.deletedAt
    ? { _id: p.id, username: DELETED_USER_NAME, img: null }
    : { _id: p.id, username: p.username, img: p.img };
}

/** What the lifecycle table needs to know of a row to decide a transition. */
export function orderFacts(o: OrderRow): OrderFacts {
  return {
    status: o.status,
    revisionsLeft: o.revisionsLeft,
    dueAt: o.dueAt,
    request: o.requestKind && o.requestBy ? { kind: o.requestKind, by: o.requestBy } : null,
  };
}

/** The paise a cancelled or split order is owed back (what "Refund pending" waits for). */
export function refundOwedPaise(o: OrderRow): number {
  if (FULLY_REFUNDED_STATES.includes(o.status)) return o.pricePaise;
  if (o.disputeOutcome === 'split') return o.disputeRefundPaise ?? 0;
  return 0;
}

/** Who the viewer is to this order (an admin who is not a party acts as the admin). */
export function viewerRole(o: OrderRow, viewer?: { id: string; isAdmin: boolean }): TOrderActor | undefined {
  if (!viewer) return undefined;
  if (o.sellerId === viewer.id) return 'seller';
  if (o.buyerId === viewer.id) return 'buyer';
  return viewer.isAdmin ? 'admin' : undefined;
}

/**
 * The API's Order: rupees, ISO times, the parties' cards, the lifecycle state with its label and clocks, and the
 * actions the viewer may take now (the table's answer, so the screens show exactly what the server allows).
 */
export function presentOrder(
  row: OrderWithParties,
  viewer?: { id: string; isAdmin: boolean },
  now = new Date(),
): TOrder {
  const o = row.order;
  const role = viewerRole(o, viewer);
  const owed = refundOwedPaise(o);
  const working = ORDER_STATE_INFO[o.status]?.working ?? false;
  return {
    _id: o.id,
    gigId: o.gigId,
    img: o.img,
    title: o.title,
    price: paiseToRupees(o.pricePaise),
    sellerId: o.sellerId,
    buyerId: o.buyerId,
    payment_intent: o.paymentIntent,
    isCompleted: ORDER_STATE_INFO[o.status]?.isCompleted ?? o.isCompleted,
    completedAt: o.completedAt?.toISOString() ?? null,
    createdAt: o.createdAt.toISOString(),
    status: o.status,
    statusLabel: orderStatusLabel(
      o.status,
      owed > 0 ? { pending: row.refundedPaise < owed, split: o.disputeOutcome === 'split' } : undefined,
    ),
    releaseAt: o.releaseAt?.toISOString() ?? null,
    autoReleaseAt: AUTO_RELEASE_STATES.includes(o.status) ? (o.releaseAt?.toISOString() ?? null) : null,
    dueAt: o.dueAt?.toISOString() ?? null,
    isLate: working && isLate(o.dueAt, now),
    revisionsLeft: o.revisionsLeft,
    refundedAmount: paiseToRupees(row.refundedPaise),
    actions: role ? availableActions(orderFacts(o), role, now).map((t) => t.action) : [],
    request:
      o.requestKind && o.requestBy && o.requestExpiresAt
        ? {
            kind: o.requestKind,
            by: o.requestBy,
            days: o.requestDays,
            reason: o.requestReason ?? '',
            expiresAt: o.requestExpiresAt.toISOString(),
          }
        : null,
    dispute:
      o.disputeBy && o.disputedAt
        ? {
            by: o.disputeBy,
            reason: o.disputeReason ?? '',
            openedAt: o.disputedAt.toISOString(),
            decidedAt: o.disputeDecidedAt?.toISOString() ?? null,
            outcome: o.disputeOutcome ?? null,
            note: o.disputeNote ?? null,
          }
        : null,
    seller: presentParty(row.seller),
    buyer: presentParty(row.buyer),
  };
}

/** Sentences of the timeline's events that are not transitions. */
const EVENT_LABELS: Record<string, string> = {
  paid: 'Paid (held by GigBazaar until the order is finished)',
  refunded: 'Refunded to the buyer',
  refund_failed: 'The refund failed; GigBazaar is retrying it',
};

/**
 * The order's timeline, oldest first: its events, and the refunds module's word on each refund (processed when the
 * gateway confirmed it, failed while it waits for a retry), so "Refunded" appears exactly when the money is back.
 */
export async function orderTimeline(deps: Deps, orderId: string): Promise<TOrderEvent[]> {
  const [rows, refundRows] = await Promise.all([
    deps.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, orderId))
      .orderBy(asc(orderEvents.at), asc(orderEvents.id)),
    orderRefunds(deps.db, orderId),
  ]);
  const refundEvents: TOrderEvent[] = refundRows.flatMap((r): TOrderEvent[] => {
    if (r.status === 'processed' && r.processedAt) {
      const type = 'refunded';
      return [
        {
          at: r.processedAt.toISOString(),
          actor: 'system',
          type,
          label: EVENT_LABELS[type]!,
          amount: paiseToRupees(r.amountPaise),
        },
      ];
    }
    if (r.status === 'failed') {
      const type = 'refund_failed';
      return [
        {
          at: r.updatedAt.toISOString(),
          actor: 'system',
          type,
          label: EVENT_LABELS[type]!,
          amount: paiseToRupees(r.amountPaise),
        },
      ];
    }
    return [];
  });
  const events = rows.map((e): TOrderEvent => ({
    at: e.at.toISOString(),
    actor: e.actor,
    type: e.type,
    label: isOrderAction(e.type) ? transitionFor(e.type).eventLabel : (EVENT_LABELS[e.type] ?? e.type),
    ...(e.message ? { message: e.message } : {}),
    ...(e.files && e.files.length > 0 ? { files: e.files } : {}),
    ...(e.amountPaise != null ? { amount: paiseToRupees(e.amountPaise) } : {}),
    ...(e.days != null ? { days: e.days } : {}),
  }));
  return [...events, ...refundEvents].sort((x, y) => x.at.localeCompare(y.at));
}
