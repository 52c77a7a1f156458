import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { DELETED_USER_NAME } from '@gigbazaar/shared/constants';
import { paiseToRupees } from '@gigbazaar/shared/rules/money';
import { financialYearStart, istMonthStart, payoutBreakdown, splitBreakdown } from '@gigbazaar/shared/rules/payout-tax';
import {
  PAYOUT_MSG,
  type TEarnings,
  type TEarningsRow,
  type TTransferStatus,
  type ZEarningsQuery,
} from '@gigbazaar/shared/schemas/payouts';
import type { z } from 'zod';
import type { Deps } from '../../platform/deps';
import type { SessionUser } from '../../platform/auth';
import { orders, payoutAccounts, users } from '../../platform/db/schema';
import {
  decodeCursor,
  idKey,
  keysetAfter,
  keysetOrder,
  keysetTexts,
  pageOf,
  timestampKey,
  type KeysetKey,
} from '../../platform/keyset';
import { requireSeller } from './payout-account-service';

/**
 * A seller's earnings (docs/decisions/019), from their orders and GigBazaar's ledger: a sale is `released` once the
 * ledger has booked its release movement, `refunded` once the order was refunded, else `held` in escrow. Each
 * order's split (commission fixed on the order, GST on it, TDS on the price) comes from the shared tax rule, never
 * from SQL arithmetic, so the page, the CSV and a later transfer agree to the paisa.
 *
 * A sale is `paid_out` once its Route transfer settled into the seller's bank (modules/transfers, decision 020);
 * `paidOut` sums those.
 */

type Query = z.output<typeof ZEarningsQuery>;

/**
 * Released when GigBazaar's books say so: the ledger's release movement (modules/orders/ledger.ts), dated by the
 * order's release time (the movement's own time where the order has none).
 */
const releasedAt = sql<Date | null>`(
  select coalesce(${orders.releasedAt}, min(l.created_at)) from ledger_entries l
  where l.order_id = ${orders.id} and l.movement in ('release', 'split')
  having count(*) > 0
)`;
/** The part a dispute's split gave back to the buyer; null for any other sale. */
export const splitRefundPaise = sql<
  number | null
>`case when ${orders.disputeOutcome} = 'split' then ${orders.disputeRefundPaise} end`;
/**
 * Refunded by a refund movement in the ledger or a refunded/cancelled order state (refunds live beside this). A
 * dispute's split is not: its refund is only part of the price, and the seller keeps the rest (`splitOf`).
 */
export const refunded = sql<boolean>`(
  (${orders.status} in ('refunded', 'cancelled')
    or exists (select 1 from ledger_entries l where l.order_id = ${orders.id} and l.movement like 'refund%'))
  and ${splitRefundPaise} is null
)`;

/** Paid out once Route settled the order's released transfer into the seller's bank (`settlement.processed`). */
const settled = sql<boolean>`exists (
  select 1 from transfers t where t.order_id = ${orders.id} and t.status = 'settled'
)`;

const stateOf = (isRefunded: boolean, released: unknown, isSettled: boolean): TTransferStatus =>
  isRefunded ? 'refunded' : isSettled ? 'paid_out' : released ? 'released' : 'held';

const KEYS: KeysetKey[] = [timestampKey(orders.createdAt, 'desc'), idKey(orders.id)];
const LIST_ORDER = 'earnings';

async function hasPan(deps: Deps, sellerId: string) {
  const [row] = await deps.db
    .select({ pan: payoutAccounts.panLast4 })
    .from(payoutAccounts)
    .where(eq(payoutAccounts.userId, sellerId))
    .limit(1);
  return Boolean(row?.pan);
}

const rupees = (paise: number) => paiseToRupees(paise);

/**
 * A sale's split as fixed on the order when its payment was captured (migration 0015); only an order made outside a
 * checkout (no figures) is split by the rule with the seller's PAN as it is today. A dispute decided as a split counts
 * what the seller kept, split as the ledger's split movement splits it (`splitBreakdown`, the PAN at the sale): the
 * commission, GST and TDS charged and the net paid are those of the kept part.
 */
export function splitOf(
  o: {
    pricePaise: number;
    commissionPaise: number;
    gstPaise: number | null;
    tdsPaise: number | null;
    splitRefundPaise: number | null;
    hadPan: boolean | null;
  },
  panToday: boolean,
) {
  if (o.splitRefundPaise !== null) {
    return splitBreakdown({
      pricePaise: o.pricePaise,
      commissionPaise: o.commissionPaise,
      keptPaise: o.pricePaise - o.splitRefundPaise,
      hasPan: o.hadPan ?? panToday,
    });
  }
  if (o.gstPaise === null || o.tdsPaise === null) {
    return payoutBreakdown({ pricePaise: o.pricePaise, commissionPaise: o.commissionPaise, hasPan: panToday });
  }
  const netPaise = o.pricePaise - o.commissionPaise - o.gstPaise - o.tdsPaise;
  return { ...o, gstPaise: o.gstPaise, tdsPaise: o.tdsPaise, netPaise };
}

function rangeOf(sellerId: string, query: Pick<Query, 'from' | 'to'>): SQL {
  return and(
    eq(orders.sellerId, sellerId),
    query.from ? gte(orders.createdAt, query.from) : undefined,
    query.to ? lt(orders.createdAt, query.to) : undefined,
  )!;
}

/** One page of rows, newest sale first. */
export async function earningsRows(
  deps: Deps,
  sellerId: string,
  query: Pick<Query, 'from' | 'to' | 'cursor' | 'limit'>,
  withPan?: boolean,
): Promise<{ rows: TEarningsRow[]; nextCursor?: string }> {
  const pan = withPan ?? (await hasPan(deps, sellerId));
  const after = query.cursor ? keysetAfter(KEYS, decodeCursor(query.cursor, LIST_ORDER, KEYS)) : undefined;
  const found = await deps.db
    .select({
      id: orders.id,
      title: orders.title,
      createdAt: orders.createdAt,
      pricePaise: orders.pricePaise,
      commissionPaise: orders.commissionPaise,
      gstPaise: orders.gstPaise,
      tdsPaise: orders.tdsPaise,
      splitRefundPaise,
      hadPan: orders.sellerHadPan,
      buyer: users.username,
      buyerDeleted: users.deletedAt,
      releasedAt,
      refunded,
      settled,
      cursorKeys: keysetTexts(KEYS),
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.buyerId))
    .where(and(rangeOf(sellerId, query), after))
    .orderBy(...keysetOrder(KEYS))
    .limit(query.limit + 1);
  const page = pageOf(found, query.limit, LIST_ORDER);
  return {
    nextCursor: page.nextCursor,
    rows: page.rows.map((r) => {
      const b = splitOf(r, pan);
      return {
        orderId: r.id,
        gigTitle: r.title,
        buyer: r.buyerDeleted ? DELETED_USER_NAME : r.buyer,
        date: new Date(r.createdAt).toISOString(),
        price: rupees(b.pricePaise),
        commission: rupees(b.commissionPaise),
        gst: rupees(b.gstPaise),
        tds: rupees(b.tdsPaise),
        net: rupees(b.netPaise),
        transferStatus: stateOf(Boolean(r.refunded), r.releasedAt, Boolean(r.settled)),
      };
    }),
  };
}

/**
 * The totals and the monthly chart over all the seller's sales (not only the page): the orders are grouped in SQL
 * by what decides their split (price, commission) and where they stand, and each group's split is the shared rule's
 * line times the group's count, so a seller with thousands of sales costs one small grouped read.
 */
async function totalsAndMonths(deps: Deps, sellerId: string, pan: boolean, now: Date) {
  const monthStart = istMonthStart(now);
  const fyStart = financialYearStart(now);
  const yearAgo = new Date(now.getTime() - 366 * 24 * 60 * 60 * 1000);
  const inner = deps.db
    .select({
      pricePaise: orders.pricePaise,
      commissionPaise: orders.commissionPaise,
      gstPaise: orders.gstPaise,
      tdsPaise: orders.tdsPaise,
      splitRefundPaise: sql<number | null>`${splitRefundPaise}`.as('split_refund_paise'),
      hadPan: orders.sellerHadPan,
      refunded: sql<boolean>`${refunded}`.as('refunded'),
      settled: sql<boolean>`${settled}`.as('settled'),
      releasedAt: sql<Date | null>`${releasedAt}`.as('released_at'),
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(eq(orders.sellerId, sellerId))
    .as('o');
  const groups = await deps.db
    .select({
      pricePaise: inner.pricePaise,
      commissionPaise: inner.commissionPaise,
      gstPaise: inner.gstPaise,
      tdsPaise: inner.tdsPaise,
      splitRefundPaise: inner.splitRefundPaise,
      hadPan: inner.hadPan,
      refunded: inner.refunded,
      settled: inner.settled,
      released: sql<boolean>`${inner.releasedAt} is not null`,
      releasedThisMonth: sql<boolean>`coalesce(${inner.releasedAt} >= ${monthStart.toISOString()}::timestamptz, false)`,
      thisYear: sql<boolean>`${inner.createdAt} >= ${fyStart.toISOString()}::timestamptz`,
      month: sql<string | null>`case when ${inner.createdAt} >= ${yearAgo.toISOString()}::timestamptz
        then to_char(${inner.createdAt} at time zone 'Asia/Kolkata', 'YYYY-MM') end`,
      count: sql<number>`count(*)::int`,
    })
    .from(inner)
    .groupBy(sql`1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12`);
  const totals = { inEscrow: 0, released: 0, paidOut: 0, tdsThisYear: 0 };
  const months = new Map<string, number>();
  for (const g of groups) {
    if (g.refunded) continue;
    const b = splitOf(g, pan);
    const n = Number(g.count);
    if (!g.released) totals.inEscrow += b.netPaise * n;
    if (g.releasedThisMonth) totals.released += b.netPaise * n;
    if (g.settled) totals.paidOut += b.netPaise * n;
    if (g.thisYear) totals.tdsThisYear += b.tdsPaise * n;
    if (g.month) months.set(g.month, (months.get(g.month) ?? 0) + b.netPaise * n);
  }
  return {
    totals: {
      inEscrow: rupees(totals.inEscrow),
      released: rupees(totals.released),
      paidOut: rupees(totals.paidOut),
      tdsThisYear: rupees(totals.tdsThisYear),
    },
    months: [...months.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .slice(-12)
      .map(([month, net]) => ({ month, net: rupees(net) })),
  };
}

export async function getEarnings(
  deps: Deps,
  me: SessionUser,
  query: Query,
  now = new Date(),
): Promise<{ body: TEarnings; nextCursor?: string }> {
  requireSeller(me, PAYOUT_MSG.earningsOnlySellers);
  const pan = await hasPan(deps, me.id);
  const [page, summary] = await Promise.all([
    earningsRows(deps, me.id, query, pan),
    totalsAndMonths(deps, me.id, pan, now),
  ]);
  return { body: { ...summary, rows: page.rows }, nextCursor: page.nextCursor };
}

/** The CSV holds every row in the range from the cursor on, up to this many (a year of a busy seller's sales). */
export const EARNINGS_CSV_MAX_ROWS = 20_000;

const CSV_HEADER = ['Order', 'Gig', 'Buyer', 'Date', 'Price', 'Commission', 'GST', 'TDS', 'Net', 'Transfer'];

/**
 * One CSV cell (RFC 4180 quoting). A cell a spreadsheet would run as a formula (=, +, -, @, or a tab/CR start) gets a
 * leading apostrophe: a buyer's username or a gig title must never execute on the seller's machine.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export async function earningsCsv(deps: Deps, me: SessionUser, query: Query): Promise<string> {
  requireSeller(me, PAYOUT_MSG.earningsOnlySellers);
  const pan = await hasPan(deps, me.id);
  const lines = [CSV_HEADER.join(',')];
  let cursor = query.cursor;
  for (let taken = 0; taken < EARNINGS_CSV_MAX_ROWS;) {
    const page = await earningsRows(deps, me.id, { ...query, cursor, limit: 500 }, pan);
    for (const r of page.rows) {
      lines.push(
        [
          r.orderId,
          r.gigTitle,
          r.buyer,
          r.date.slice(0, 10),
          r.price.toFixed(2),
          r.commission.toFixed(2),
          r.gst.toFixed(2),
          r.tds.toFixed(2),
          r.net.toFixed(2),
          r.transferStatus,
        ]
          .map(csvCell)
          .join(','),
      );
    }
    taken += page.rows.length;
    if (!page.nextCursor) break;
    cursor = page.nextCursor;
  }
  return `${lines.join('\r\n')}\r\n`;
}
