import { sql, type SQL } from 'drizzle-orm';
import { paiseToRupees } from '@gigbazaar/shared/rules/money';
import type { TAdminFinance, TFinanceMismatch, TReconciliationCheck } from '@gigbazaar/shared/schemas/finance';
import type { Db } from '../../platform/db/client';

/**
 * GigBazaar's books against the gateway's (docs/decisions/021-finance-and-reconciliation.md). Each check compares
 * one side of the gateway with the ledger's escrow legs, in one grouped SQL statement (no per-order queries), and
 * returns at most `cap` mismatches, oldest first: `books` and `escrow` (the ledger against itself), `payment` (captured
 * payments against escrow-in), `refund` (refunds the gateway processed against refund movements). Adding a gateway
 * side (Route transfers) is one more entry in CHECKS.
 */

/** Mismatches listed per check; beyond it the answer says `capped` (a day with more has a bigger problem). */
export const MISMATCH_CAP = 100;

interface Row {
  order_id: string | null;
  ledger: string | number | null;
  gateway: string | number | null;
  note: string;
}

const rupees = (v: string | number | null) => (v === null ? null : paiseToRupees(Number(v)));

/** Every movement sums to zero. The ledger's value is what is left over; there is no gateway side. */
const books = (limit: number) => sql`
  select order_id, sum(amount_paise)::bigint as ledger, null::bigint as gateway,
    'The movement ' || movement || ' does not sum to zero.' as note
  from ledger_entries group by order_id, movement having sum(amount_paise) <> 0
  order by min(created_at), order_id
  limit ${limit}`;

/** No order's escrow went below zero: more left it than came in (a release and a refund of the same money). */
const escrow = (limit: number) => sql`
  select order_id, sum(amount_paise)::bigint as ledger, null::bigint as gateway,
    'More left escrow than came in for this order.' as note
  from ledger_entries where account = 'escrow' group by order_id having sum(amount_paise) < 0
  order by min(created_at), order_id
  limit ${limit}`;

/**
 * A captured payment (the order's gateway order, paid) against the escrow-in its `payment` movement booked. Orders
 * that predate recorded payments (no gateway order) have no gateway record to compare and are left out.
 */
const payment = (limit: number) => sql`
  select o.id as order_id, l.amount as ledger, g.amount as gateway,
    case
      when l.amount is null then 'The gateway captured this payment but the ledger has no escrow-in for it.'
      when g.amount is null then 'The ledger has escrow-in but the gateway has no captured payment (its state: '
        || coalesce(pa.status, 'no record') || ').'
      else 'The escrow-in differs from the amount the gateway captured.'
    end as note
  from orders o
  left join payment_attempts pa on pa.gateway_order_id = o.gateway_order_id
  cross join lateral (select case when pa.status in ('paid', 'refunded') then pa.amount_paise::bigint end as amount) g
  left join (
    select order_id, sum(amount_paise)::bigint as amount from ledger_entries
    where account = 'escrow' and movement = 'payment' group by order_id
  ) l on l.order_id = o.id
  where o.gateway_order_id is not null and l.amount is distinct from g.amount
  order by o.created_at, o.id
  limit ${limit}`;

/**
 * Each refund the gateway processed for an order against its `refund:{id}` movement (escrow out), matched by the
 * refund's id: processed and not booked, booked and not processed, or booked for another amount.
 */
const refund = (limit: number) => sql`
  with booked as (
    select order_id, substr(movement, 8) as refund_id, (-sum(amount_paise))::bigint as amount, min(created_at) as at
    from ledger_entries where account = 'escrow' and movement like 'refund:%' group by order_id, movement
  ), processed as (
    select id, order_id, amount_paise::bigint as amount, created_at as at
    from refunds where status = 'processed' and order_id is not null
  )
  select coalesce(p.order_id, b.order_id) as order_id, b.amount as ledger, p.amount as gateway,
    case
      when b.amount is null then 'The gateway refunded this (refund ' || p.id || ') but the ledger has no refund movement for it.'
      when p.amount is null then 'The ledger refunds this (refund ' || b.refund_id || ') but the gateway has not processed it (its state: '
        || coalesce((select r.status from refunds r where r.id = b.refund_id), 'no record') || ').'
      else 'The refund movement differs from what the gateway refunded (refund ' || p.id || ').'
    end as note
  from processed p full join booked b on b.refund_id = p.id
  where b.amount is distinct from p.amount
  order by coalesce(p.at, b.at), 1
  limit ${limit}`;

/** A release the ledger booked this long ago should have left the gateway's hold (the transfer job retries within). */
export const RELEASE_GRACE_MS = 24 * 60 * 60_000;

/**
 * Each order's Route transfer (what the gateway did, decision 020) against the ledger's release, split and settlement
 * movements. A hold the gateway lifted must match the seller's credit to the paisa (the transfer less its reversals);
 * a transfer reversed in full leaves no credit; a settlement is the ledger's payout for the same amount, and there is
 * no payout without one; a step that failed is a mismatch until an admin's retry goes through; and a release booked
 * more than a day ago is no longer held at the gateway. A transfer still being made, or waiting for the seller's
 * payout account, is work in progress, not a mismatch.
 */
const transfer = (limit: number, now: Date) => sql`
  with credit as (
    select order_id, sum(amount_paise)::bigint as amount, min(created_at) as at
    from ledger_entries where account like 'seller:%' and movement in ('release', 'split') group by order_id
  ), paid as (
    select order_id, sum(amount_paise)::bigint as amount
    from ledger_entries where account = 'paid_out' and movement = 'settlement' group by order_id
  ), t as (
    select tr.order_id, tr.status, tr.failed_step, tr.created_at, (tr.amount_paise - tr.reversed_paise)::bigint as kept,
      c.amount as credit, c.at as credited_at, p.amount as paid
    from transfers tr
    left join credit c on c.order_id = tr.order_id
    left join paid p on p.order_id = tr.order_id
  )
  select order_id, ledger, gateway, note from (
    select order_id, credit as ledger, kept as gateway, created_at,
      'The gateway released the transfer to the seller, but the ledger credits the seller another amount.' as note
    from t where status in ('released', 'settled') and credit is distinct from kept
    union all
    select order_id, credit, 0::bigint, created_at, 'The gateway reversed the whole transfer, but the ledger credits the seller.'
    from t where status = 'reversed' and coalesce(credit, 0) <> 0
    union all
    select order_id, paid, kept, created_at,
      'The gateway settled this transfer to the seller''s bank, but the ledger''s payout differs.'
    from t where status = 'settled' and kept > 0 and paid is distinct from kept
    union all
    select order_id, paid, null::bigint, created_at, 'The ledger paid this out, but the gateway has not settled the transfer.'
    from t where status <> 'settled' and paid is not null
    union all
    select order_id, credit, kept, created_at,
      'The transfer''s ' || coalesce(failed_step, 'create') || ' step failed at the gateway: retry it from Seller transfers.'
    from t where status = 'failed' or failed_step is not null
    union all
    select order_id, credit, kept, created_at, 'The ledger released this over a day ago, but the gateway still holds the transfer.'
    from t where status in ('on_hold', 'partially_reversed') and failed_step is null
      and credited_at < ${new Date(now.getTime() - RELEASE_GRACE_MS)}
  ) x
  order by created_at, order_id
  limit ${limit}`;

export const CHECKS: Record<TReconciliationCheck, (limit: number, now: Date) => SQL> = {
  books,
  escrow,
  payment,
  refund,
  transfer,
};

export interface Reconciliation {
  mismatches: TFinanceMismatch[];
  capped: boolean;
}

/** Runs every check; each lists at most `cap` mismatches. */
export async function reconcile(db: Db, cap = MISMATCH_CAP, now = new Date()): Promise<Reconciliation> {
  const mismatches: TFinanceMismatch[] = [];
  let capped = false;
  for (const [check, query] of Object.entries(CHECKS) as [TReconciliationCheck, (typeof CHECKS)['books']][]) {
    const { rows } = await db.execute<Row & Record<string, unknown>>(query(cap + 1, now));
    if (rows.length > cap) capped = true;
    for (const r of rows.slice(0, cap)) {
      mismatches.push({
        orderId: r.order_id,
        check,
        ledger: rupees(r.ledger),
        gateway: rupees(r.gateway),
        note: r.note,
      });
    }
  }
  return { mismatches, capped };
}

/**
 * The ledger's balance per account: the platform's accounts by name, the per-person ones summed by kind
 * (`buyer:{id}` → `buyer`, `seller:{id}` → `seller`), so the answer stays small however many users there are.
 */
export async function ledgerBalances(db: Db): Promise<{ balances: Record<string, number>; totalPaise: number }> {
  const { rows } = await db.execute<{ account: string; paise: string | number }>(sql`
    select case when position(':' in account) > 0 then split_part(account, ':', 1) else account end as account,
      sum(amount_paise)::bigint as paise
    from ledger_entries group by 1 order by 1`);
  const balances: Record<string, number> = {};
  let totalPaise = 0;
  for (const r of rows) {
    balances[r.account] = paiseToRupees(Number(r.paise));
    totalPaise += Number(r.paise);
  }
  return { balances, totalPaise };
}

export async function financeOverview(db: Db, now = new Date()): Promise<TAdminFinance> {
  const [{ balances, totalPaise }, { mismatches, capped }] = await Promise.all([
    ledgerBalances(db),
    reconcile(db, MISMATCH_CAP, now),
  ]);
  return {
    balances,
    balanced: totalPaise === 0 && !mismatches.some((m) => m.check === 'books'),
    mismatches,
    capped,
    checkedAt: now.toISOString(),
  };
}
