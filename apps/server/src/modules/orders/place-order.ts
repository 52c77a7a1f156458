import { eq, sql } from 'drizzle-orm';
import { commissionPaise, commissionPercent } from '@gigbazaar/shared/rules/commission';
import type { Deps } from '../../platform/deps';
import { gigs, orders } from '../../platform/db/schema';
import { badRequest, notFound } from '../../platform/errors';
import { ORDER_MSG } from '@gigbazaar/shared/schemas/orders';
import { bookMovement } from './ledger';
import { publishOrderPlaced } from './publish';

export interface PaidOrderInput {
  buyerId: string;
  gigId: string;
  /** The gateway's payment id: the order's `payment_intent`, unique, which is what makes this idempotent. */
  paymentId: string;
  gatewayOrderId: string | null;
  /** What the gateway charged, fixed from the gig's price when the gateway order was made. */
  amountPaise: number;
}

/**
 * Turns one verified payment into exactly one order, however many times and from however many places it is called
 * (the browser's confirm, its retry, the success page, the webhook, the sandbox sweep), even at the same moment:
 * the insert's conflict on the unique payment id settles races inside PostgreSQL, and only the call that inserted
 * books the ledger, counts the sale and notifies. The order keeps its own copy of the gig's title, image and price,
 * and the commission rate of the gig's category at this moment.
 */
export async function placePaidOrder(
  deps: Deps,
  input: PaidOrderInput,
): Promise<{ orderId: string; created: boolean }> {
  const result = await deps.db.transaction(async (tx) => {
    const [gig] = await tx
      .select({ id: gigs.id, userId: gigs.userId, title: gigs.title, cover: gigs.cover, cat: gigs.cat })
      .from(gigs)
      .where(eq(gigs.id, input.gigId))
      .limit(1);
    // A gig deleted after the buyer paid still becomes an order (the money was taken): the row is only soft-deleted.
    if (!gig) throw notFound(ORDER_MSG.gigError);
    const commission = commissionPaise(input.amountPaise, commissionPercent(gig.cat));
    const [inserted] = await tx
      .insert(orders)
      .values({
        gigId: gig.id,
        buyerId: input.buyerId,
        sellerId: gig.userId,
        title: gig.title,
        img: gig.cover,
        pricePaise: input.amountPaise,
        paymentIntent: input.paymentId,
        gatewayOrderId: input.gatewayOrderId,
        commissionPaise: commission,
        status: 'paid',
      })
      .onConflictDoNothing({ target: orders.paymentIntent })
      .returning();
    if (inserted) {
      await bookMovement(tx, inserted, 'payment');
      await tx
        .update(gigs)
        .set({ sales: sql`${gigs.sales} + 1` })
        .where(eq(gigs.id, gig.id));
      return { order: inserted, created: true };
    }
    const [existing] = await tx.select().from(orders).where(eq(orders.paymentIntent, input.paymentId)).limit(1);
    // The same payment id for another buyer or gig would be a gateway bug or a forgery: never hand out that order.
    if (!existing || existing.buyerId !== input.buyerId || existing.gigId !== input.gigId) {
      throw badRequest(ORDER_MSG.verificationFailed);
    }
    return { order: existing, created: false };
  });
  // Published after commit, so a client that refetches on the event sees the order.
  if (result.created) publishOrderPlaced(deps, result.order);
  return { orderId: result.order.id, created: result.created };
}
