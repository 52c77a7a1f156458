import { randomUUID } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import { CATEGORY_COMMISSION_PERCENT, commissionPaise, commissionPercent } from '@gigbazaar/shared/rules/commission';
import type { Deps } from '../../platform/deps';
import { orders } from '../../platform/db/schema';
import { badRequest, notFound } from '../../platform/errors';
import { ORDER_MSG } from '@gigbazaar/shared/schemas/orders';
import { ledgerRows } from './ledger';
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
 * The commission in paise for this price by the gig's category, as a SQL CASE built from the shared rate table:
 * the rule stays in one place (`commissionPercent`) and the statement needs no earlier read of the gig.
 */
function commissionCase(cat: SQL, pricePaise: number): SQL {
  const branches = Object.keys(CATEGORY_COMMISSION_PERCENT).map(
    (category) => sql`when ${category} then ${commissionPaise(pricePaise, commissionPercent(category))}::integer`,
  );
  return sql`case ${cat} ${sql.join(branches, sql` `)} else ${commissionPaise(pricePaise, commissionPercent(null))}::integer end`;
}

/**
 * Turns one verified payment into exactly one order, however many times and from however many places it is called
 * (the browser's confirm, its retry, the success page, the webhook, the sandbox sweep), even at the same moment.
 *
 * One statement does it all, so it is atomic without a transaction and costs one round trip on the hot path of
 * every checkout: the order is inserted from the gig's row (its own copy of the title, image and price, and the
 * commission rate of the gig's category at this moment); the conflict on the unique payment id settles races
 * inside PostgreSQL; the ledger's payment rows and the gig's sale are written only when that insert happened.
 * A gig deleted after the buyer paid still becomes an order (the money was taken): gigs are only soft-deleted.
 */
export async function placePaidOrder(
  deps: Deps,
  input: PaidOrderInput,
): Promise<{ orderId: string; created: boolean }> {
  const id = randomUUID();
  // The payment movement needs no seller or commission (those are the release's legs).
  const ledger = ledgerRows(
    { id, buyerId: input.buyerId, sellerId: '', pricePaise: input.amountPaise, commissionPaise: 0 },
    'payment',
  ).map(
    (row) =>
      sql`(${randomUUID()}::text, ${row.orderId}::text, ${row.movement}::text, ${row.account}::text, ${row.amountPaise}::bigint)`,
  );
  const { rows } = await deps.db.execute<{ id: string; seller_id: string; title: string; status: string }>(sql`
    with placed as (
      insert into orders
        (id, gig_id, buyer_id, seller_id, title, img, price_paise, payment_intent, gateway_order_id,
         commission_paise, status)
      select ${id}, g.id, ${input.buyerId}, g.user_id, g.title, g.cover, ${input.amountPaise}::integer,
             ${input.paymentId}, ${input.gatewayOrderId}::text, ${commissionCase(sql`g.cat`, input.amountPaise)}, 'paid'
      from gigs g where g.id = ${input.gigId}
      on conflict (payment_intent) do nothing
      returning id, gig_id, seller_id, title, status
    ), booked as (
      insert into ledger_entries (id, order_id, movement, account, amount_paise)
      select * from (values ${sql.join(ledger, sql`, `)}) as v(id, order_id, movement, account, amount_paise)
      where exists (select 1 from placed)
      on conflict do nothing
    ), sold as (
      update gigs set sales = sales + 1 where id in (select gig_id from placed)
    )
    select id, seller_id, title, status from placed`);
  const placed = rows[0];
  if (placed) {
    // Published after the statement committed, so a client that refetches on the event sees the order.
    publishOrderPlaced(deps, {
      id: placed.id,
      buyerId: input.buyerId,
      sellerId: placed.seller_id,
      status: placed.status,
      title: placed.title,
    });
    return { orderId: placed.id, created: true };
  }
  // Nothing inserted: the payment already has its order (a repeat or a lost race), or the gig does not exist.
  const [existing] = await deps.db
    .select({ id: orders.id, buyerId: orders.buyerId, gigId: orders.gigId })
    .from(orders)
    .where(eq(orders.paymentIntent, input.paymentId))
    .limit(1);
  if (!existing) throw notFound(ORDER_MSG.gigError);
  // The same payment id for another buyer or gig would be a gateway bug or a forgery: never hand out that order.
  if (existing.buyerId !== input.buyerId || existing.gigId !== input.gigId) {
    throw badRequest(ORDER_MSG.verificationFailed);
  }
  return { orderId: existing.id, created: false };
}
