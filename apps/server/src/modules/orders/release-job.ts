import { and, eq, lte } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { orders } from '../../platform/db/schema';
import type { Db } from '../../platform/db/client';
import { afterTransition, announceTransition, transitionOrder } from './order-service';

/**
 * The buyer's refund window ends 7 days after completion (docs/product-rules.md "Orders and escrow (7-day release)");
 * then escrow goes to the seller without the buyer's approval. The due rows are claimed with `FOR UPDATE SKIP LOCKED`,
 * so any number of API processes can run this together and each order is released once; because it reads `release_at`
 * from the database rather than a timer in memory, a restart simply releases what fell due while it was down.
 */
export async function releaseDueOrders(deps: Deps, now = new Date(), batch = 50): Promise<number> {
  let released = 0;
  for (;;) {
    const done = await deps.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.status, 'completed'), lte(orders.releaseAt, now)))
        .orderBy(orders.releaseAt)
        .limit(batch)
        .for('update', { skipLocked: true });
      const rows = [];
      for (const { id } of due) {
        const order = await transitionOrder(deps, id, 'release', 'system', tx);
        // The seller's mail is in the release's own transaction: released and announced, or neither.
        rows.push({ order, notices: await announceTransition(tx as Db, deps, order, 'release') });
      }
      return rows;
    });
    for (const { order, notices } of done) afterTransition(deps, order, notices);
    released += done.length;
    if (done.length < batch) return released;
  }
}
