import { and, eq, inArray, or } from 'drizzle-orm';
import { SUSPENSION_DISPUTE_REASON, transitionFor } from '@gigbazaar/shared/rules/order-lifecycle';
import type { Deps } from '../../platform/deps';
import { orders } from '../../platform/db/schema';
import { afterTransition, applyTransitionIn, type TransitionResult, type Tx } from './transition';

/**
 * A suspended user's open orders go to the resolution centre (docs/product-rules.md "Order lifecycle", issue 18):
 * every order where they are the buyer or the seller and which the table's `suspension_dispute` may leave is
 * disputed by the platform, in the suspension's own transaction, each by the one-UPDATE generic transition (its WHERE
 * re-checks the state, so an order a party released or disputed a moment before is left as it is). The reason says
 * whose account was suspended; both parties are mailed through the outbox in the same transaction. Publish the
 * returned results after the commit with `afterSuspensionHolds`.
 */
export async function holdOrdersOfSuspendedUser(
  tx: Tx,
  deps: Pick<Deps, 'config'>,
  userId: string,
  now = new Date(),
): Promise<TransitionResult[]> {
  const open = await tx
    .select({ id: orders.id, buyerId: orders.buyerId })
    .from(orders)
    .where(
      and(
        or(eq(orders.buyerId, userId), eq(orders.sellerId, userId)),
        inArray(orders.status, [...transitionFor('suspension_dispute').from]),
      ),
    )
    .orderBy(orders.createdAt, orders.id)
    .for('update');
  const held: TransitionResult[] = [];
  for (const order of open) {
    const reason = SUSPENSION_DISPUTE_REASON[order.buyerId === userId ? 'buyer' : 'seller'];
    held.push(await applyTransitionIn(tx, deps, order.id, 'suspension_dispute', 'system', { message: reason }, now));
  }
  return held;
}

/** After the suspension's commit: both parties of each held order see it live (and get their toast). */
export function afterSuspensionHolds(deps: Deps, held: readonly TransitionResult[]) {
  for (const { order, notices } of held) afterTransition(deps, order, notices);
}
