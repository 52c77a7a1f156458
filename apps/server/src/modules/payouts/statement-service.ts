import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { paiseToRupees } from '@gigbazaar/shared/rules/money';
import { PAYOUT_TAX } from '@gigbazaar/shared/rules/payout-tax';
import {
  GIGBAZAAR_BUSINESS,
  TDS_SECTION,
  financialYearOfMonth,
  statementMonthLabel,
  statementMonthRange,
} from '@gigbazaar/shared/rules/statement';
import { FINANCE_MSG, type TStatement, type TStatementLine } from '@gigbazaar/shared/schemas/finance';
import type { Deps } from '../../platform/deps';
import type { SessionUser } from '../../platform/auth';
import { badRequest } from '../../platform/errors';
import { orders, payoutAccounts } from '../../platform/db/schema';
import { earningsRows, refunded, splitOf, splitRefundPaise } from './earnings-service';
import { requireSeller } from './payout-account-service';
import { invoiceNumberOf, issueInvoiceNumber } from './invoice-register';

/**
 * A seller's monthly statement (docs/decisions/021): GigBazaar's commission invoice, with the GST on it shown
 * separately, and the TDS certificate figures under section 194-O, for the sales the seller made in one IST month
 * and kept (a refunded sale earns no commission and bears no TDS). Every line is the shared tax rule's, the same
 * figures as Earnings and its CSV; the totals are the sum of the lines, to the paisa.
 */

/** Lines listed on one statement; the totals always cover every sale of the month. */
export const STATEMENT_MAX_LINES = 2_000;

const IST_OFFSET_MS = 330 * 60_000;
const istDate = (at: Date) => new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

export async function getStatement(deps: Deps, me: SessionUser, month: string, now = new Date()): Promise<TStatement> {
  requireSeller(me, FINANCE_MSG.statementOnlySellers);
  const { from, to } = statementMonthRange(month);
  if (from > now) throw badRequest(FINANCE_MSG.futureMonth, { month: FINANCE_MSG.futureMonth });

  const [account] = await deps.db
    .select({ holderName: payoutAccounts.holderName, panLast4: payoutAccounts.panLast4 })
    .from(payoutAccounts)
    .where(eq(payoutAccounts.userId, me.id))
    .limit(1);
  const hasPan = Boolean(account?.panLast4);

  // The totals: the month's kept sales grouped by what decides their split, each group's lines times its count. A
  // sale's tax is the one fixed on the order at capture (migration 0015); only an order made outside a checkout is
  // split by the rule with the seller's PAN as it is today, as Earnings does.
  const groups = await deps.db
    .select({
      pricePaise: orders.pricePaise,
      commissionPaise: orders.commissionPaise,
      gstPaise: orders.gstPaise,
      tdsPaise: orders.tdsPaise,
      splitRefundPaise,
      hadPan: orders.sellerHadPan,
      count: sql<number>`count(*)::int`,
    })
    .from(orders)
    .where(and(eq(orders.sellerId, me.id), gte(orders.createdAt, from), lt(orders.createdAt, to), sql`not ${refunded}`))
    .groupBy(sql`1, 2, 3, 4, 5, 6`);
  const sum = { price: 0, commission: 0, gst: 0, tds: 0, net: 0 };
  const panAtSale = new Set<boolean>();
  for (const g of groups) {
    const b = splitOf(g, hasPan);
    const fixed = (g.gstPaise !== null && g.tdsPaise !== null) || g.splitRefundPaise !== null;
    panAtSale.add(fixed ? (g.hadPan ?? hasPan) : hasPan);
    const n = Number(g.count);
    sum.price += b.pricePaise * n;
    sum.commission += b.commissionPaise * n;
    sum.gst += b.gstPaise * n;
    sum.tds += b.tdsPaise * n;
    sum.net += b.netPaise * n;
  }
  const kept = groups.reduce((n, g) => n + Number(g.count), 0);

  // The lines, oldest sale first as on an invoice: Earnings' own rows (newest first, keyset-paged), kept sales only.
  const lines: TStatementLine[] = [];
  let cursor: string | undefined;
  while (lines.length < Math.min(kept, STATEMENT_MAX_LINES)) {
    const page = await earningsRows(deps, me.id, { from, to, cursor, limit: 100 }, hasPan);
    for (const r of page.rows) {
      if (r.transferStatus === 'refunded' || lines.length >= STATEMENT_MAX_LINES) continue;
      const { transferStatus: _status, ...line } = r;
      lines.push(line);
    }
    if (!page.nextCursor) break;
    cursor = page.nextCursor;
  }
  lines.reverse();

  const lastDay = new Date(to.getTime() - 1);
  // The commission invoice is issued once the month is over (until then its figures still change) and only when
  // there was a commission to invoice; from then on it keeps its number, even if a later refund empties the month.
  const invoiceNumber =
    to <= now && sum.commission > 0
      ? await issueInvoiceNumber(deps.db, me.id, month, now)
      : await invoiceNumberOf(deps.db, me.id, month);
  return {
    month,
    monthLabel: statementMonthLabel(month),
    invoiceNumber,
    issuedOn: istDate(lastDay < now ? lastDay : now),
    platform: { ...GIGBAZAAR_BUSINESS },
    seller: { name: account?.holderName ?? me.username, username: me.username, panLast4: account?.panLast4 ?? null },
    lines,
    truncated: kept > lines.length,
    invoice: {
      commission: paiseToRupees(sum.commission),
      gstRatePercent: PAYOUT_TAX.gstOnCommissionBasisPoints / 100,
      gst: paiseToRupees(sum.gst),
      total: paiseToRupees(sum.commission + sum.gst),
    },
    tds: {
      section: TDS_SECTION,
      // The rate the month's sales bore: with a PAN at the sale, or without (both when the PAN came mid-month).
      ratePercent:
        ((panAtSale.size ? panAtSale.has(true) && !panAtSale.has(false) : hasPan)
          ? PAYOUT_TAX.tdsBasisPoints
          : PAYOUT_TAX.tdsNoPanBasisPoints) / 100,
      mixedRates: panAtSale.size > 1,
      gross: paiseToRupees(sum.price),
      deducted: paiseToRupees(sum.tds),
      financialYear: financialYearOfMonth(month),
    },
    net: paiseToRupees(sum.net),
  };
}
