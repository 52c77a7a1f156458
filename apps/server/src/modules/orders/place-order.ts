import { randomUUID } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { CATEGORY_COMMISSION_PERCENT, commissionPaise, commissionPercent } from '@gigbazaar/shared/rules/commission';
import type { Deps } from '../../platform/deps';
import { orders } from '../../platform/db/schema';
import { badRequest, notFound } from '../../platform/errors';
import { ORDER_MSG } from '@gigbazaar/shared/schemas/orders';
import { INITIAL_ORDER_STATE } from '@gigbazaar/shared/rules/order-lifecycle';
import { payoutBreakdown } from '@gigbazaar/shared/rules/payout-tax';
import { ledgerRows } from './ledger';
import { TRANSFER_JOB, TRANSFER_MAX_ATTEMPTS, transferJobKey } from '../transfers/transfer-keys';
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
 * One line of the sale's tax split (rules/payout-tax.ts) for this price, by the gig's category (its commission) and
 * whether the seller has a PAN on file at this moment, as a SQL CASE of figures the shared rule computed: the rule
 * stays in one place, and the statement fixes the figures on the order as of the capture.
 */
function taxCase(cat: SQL, hasPan: SQL, pricePaise: number, line: 'gstPaise' | 'tdsPaise' | 'netPaise'): SQL {
  const figure = (category: string | null, pan: boolean) =>
    payoutBreakdown({
      pricePaise,
      commissionPaise: commissionPaise(pricePaise, commissionPercent(category)),
      hasPan: pan,
    })[line];
  const byCategory = (pan: boolean) => {
    const branches = Object.keys(CATEGORY_COMMISSION_PERCENT).map(
      (category) => sql`when ${category} then ${figure(category, pan)}::integer`,
    );
    return sql`case ${cat} ${sql.join(branches, sql` `)} else ${figure(null, pan)}::integer end`;
  };
  return sql`case when ${hasPan} then ${byCategory(true)} else ${byCategory(false)} end`;
}

const dialect = new PgDialect();
/** One server-side name per statement text (PostgreSQL refuses a name reused for another text). */
const statementNames = new Map<string, string>();
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) statementNames.set(text, (name = `place_paid_order_${statementNames.size}`));
  return name;
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
  const hasPan = sql`pan.has_pan`;
  const statement = sql`
    with placed as (
      insert into orders
        (id, gig_id, buyer_id, seller_id, title, img, price_paise, payment_intent, gateway_order_id,
         commission_paise, status, delivery_days, revisions_left, due_at,
         seller_had_pan, gst_paise, tds_paise, net_paise)
      select ${id}, g.id, ${input.buyerId}, g.user_id, g.title, g.cover, ${input.amountPaise}::integer,
             ${input.paymentId}, ${input.gatewayOrderId}::text, ${commissionCase(sql`g.cat`, input.amountPaise)},
             ${INITIAL_ORDER_STATE}, g.delivery_time, g.revision_number, now() + make_interval(days => g.delivery_time),
             ${hasPan}, ${taxCase(sql`g.cat`, hasPan, input.amountPaise, 'gstPaise')},
             ${taxCase(sql`g.cat`, hasPan, input.amountPaise, 'tdsPaise')},
             ${taxCase(sql`g.cat`, hasPan, input.amountPaise, 'netPaise')}
      from gigs g
      -- The TDS rate is the one of the seller's PAN as it stands at the capture (section 194-O / 206AA).
      cross join lateral (
        select exists (select 1 from payout_accounts p where p.user_id = g.user_id and p.pan_enc is not null) as has_pan
      ) pan
      where g.id = ${input.gigId}
      on conflict (payment_intent) do nothing
      returning id, gig_id, seller_id, title, status, created_at, net_paise
    ), transfer as (
      -- The seller's net goes to their linked account, held, by the transfer job (modules/transfers).
      insert into transfers (id, order_id, seller_id, payment_id, amount_paise)
      select ${randomUUID()}, id, seller_id, ${input.paymentId}, net_paise from placed
    ), transfer_job as (
      insert into jobs (id, kind, payload, max_attempts, dedupe_key)
      select ${randomUUID()}, ${TRANSFER_JOB}, jsonb_build_object('orderId', id), ${TRANSFER_MAX_ATTEMPTS}::integer,
             ${transferJobKey(id, 'create')}
      from placed
      on conflict do nothing
    ), paid_event as (
      insert into order_events (id, order_id, at, actor, type)
      select ${randomUUID()}, id, created_at, 'system', 'paid' from placed
    ), booked as (
      insert into ledger_entries (id, order_id, movement, account, amount_paise)
      select * from (values ${sql.join(ledger, sql`, `)}) as v(id, order_id, movement, account, amount_paise)
      where exists (select 1 from placed)
      on conflict do nothing
    ), sold as (
      update gigs set sales = sales + 1 where id in (select gig_id from placed)
    )
    select id, seller_id, title, status from placed`;
  // Run as a named prepared statement: its text is the same on every call (only the values differ), so PostgreSQL
  // parses and plans this five-part statement once per connection instead of on every checkout.
  const query = dialect.sqlToQuery(statement);
  const [placed] = await deps.database.run<{ id: string; seller_id: string; title: string; status: string }>(
    { name: statementName(query.sql), text: query.sql },
    query.params,
  );
  if (placed) {
    deps.jobs.wake();
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
