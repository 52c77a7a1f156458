import { and, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DELETED_USER_NAME } from '@gigbazaar/shared/constants';
import type { TOrder, TOrderParty } from '@gigbazaar/shared/schemas/orders';
import { paiseToRupees } from '@gigbazaar/shared/rules/money';
import { ORDER_STATE_INFO, isOrderState } from '@gigbazaar/shared/rules/order-lifecycle';
import type { Deps } from '../../platform/deps';
import { orders, users } from '../../platform/db/schema';

const seller = alias(users, 'seller');
const buyer = alias(users, 'buyer');

const party = (u: typeof seller | typeof buyer) => ({
  id: u.id,
  username: u.username,
  img: u.img,
  deletedAt: u.deletedAt,
});

/** Orders with both parties' cards, in one query for any number of rows (no N+1). */
export function selectOrders(deps: Deps, where: SQL | undefined, limit: number) {
  return deps.db
    .select({ order: orders, seller: party(seller), buyer: party(buyer) })
    .from(orders)
    .innerJoin(seller, eq(seller.id, orders.sellerId))
    .innerJoin(buyer, eq(buyer.id, orders.buyerId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

export type OrderWithParties = Awaited<ReturnType<typeof selectOrders>>[number];

/** One order by id with its parties, or undefined. */
export async function findOrder(deps: Deps, id: string, extra?: SQL) {
  const [row] = await selectOrders(deps, extra ? and(eq(orders.id, id), extra) : eq(orders.id, id), 1);
  return row;
}

function presentParty(p: OrderWithParties['seller']): TOrderParty {
  // A closed account keeps its orders; like elsewhere it shows as "Deleted user" with no picture.
  return p.deletedAt
    ? { _id: p.id, username: DELETED_USER_NAME, img: null }
    : { _id: p.id, username: p.username, img: p.img };
}

/** The API's Order: rupees, ISO times, the parties' cards and the lifecycle state. */
export function presentOrder(row: OrderWithParties): TOrder {
  const o = row.order;
  return {
    _id: o.id,
    gigId: o.gigId,
    img: o.img,
    title: o.title,
    price: paiseToRupees(o.pricePaise),
    sellerId: o.sellerId,
    buyerId: o.buyerId,
    payment_intent: o.paymentIntent,
    isCompleted: isOrderState(o.status) ? ORDER_STATE_INFO[o.status].isCompleted : o.isCompleted,
    completedAt: o.completedAt?.toISOString() ?? null,
    createdAt: o.createdAt.toISOString(),
    status: o.status,
    releaseAt: o.releaseAt?.toISOString() ?? null,
    seller: presentParty(row.seller),
    buyer: presentParty(row.buyer),
  };
}
