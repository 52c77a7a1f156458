import { z } from 'zod';
import { GST_INVOICE_NUMBER_MAX_LENGTH, INVOICE_NUMBER_PATTERN, isStatementMonth } from '../rules/statement';

/**
 * GigBazaar's books for admins (GET /admin/finance) and a seller's monthly statement (GET /earnings/statement),
 * docs/decisions/021-finance-and-reconciliation.md. Amounts are rupees with paise.
 */

export const FINANCE_MSG = {
  month: 'Please choose a month as YYYY-MM, such as 2026-04.',
  futureMonth: 'That month has not started yet, so there is no statement for it.',
  statementOnlySellers: 'Only sellers have statements.',
} as const;

/** Which side of the books a reconciliation check compares with GigBazaar's ledger. */
export const RECONCILIATION_CHECKS = ['books', 'escrow', 'payment', 'refund', 'transfer'] as const;
export type TReconciliationCheck = (typeof RECONCILIATION_CHECKS)[number];

export const ZFinanceMismatch = z.object({
  /** Null for a gateway record that belongs to no order GigBazaar knows. */
  orderId: z.string().nullable(),
  check: z.enum(RECONCILIATION_CHECKS),
  /** What the ledger holds for this side, in rupees (null: nothing booked). */
  ledger: z.number().nullable(),
  /** What the gateway's record says, in rupees (null: no record). */
  gateway: z.number().nullable(),
  note: z.string(),
});
export type TFinanceMismatch = z.infer<typeof ZFinanceMismatch>;

export const ZAdminFinance = z.object({
  /**
   * The ledger's balance per account in rupees: `escrow`, `commission` and any other platform account by name, and
   * the per-person accounts summed by kind (`buyer`, `seller`). Together they sum to zero when the books balance.
   */
  balances: z.record(z.string(), z.number()),
  /** Every order's entries sum to zero, and so do all of them. */
  balanced: z.boolean(),
  mismatches: z.array(ZFinanceMismatch),
  /** More mismatches were found than the answer lists (each check stops at its cap). */
  capped: z.boolean(),
  checkedAt: z.string(),
});
export type TAdminFinance = z.infer<typeof ZAdminFinance>;

export const ZStatementQuery = z.object({
  month: z.string({ error: FINANCE_MSG.month }).max(7, FINANCE_MSG.month).refine(isStatementMonth, FINANCE_MSG.month),
});

export const ZStatementLine = z.object({
  orderId: z.string(),
  date: z.string(),
  gigTitle: z.string(),
  buyer: z.string(),
  price: z.number(),
  commission: z.number(),
  gst: z.number(),
  tds: z.number(),
  net: z.number(),
});
export type TStatementLine = z.infer<typeof ZStatementLine>;

export const ZStatement = z.object({
  month: z.string(),
  /** "November 2026" */
  monthLabel: z.string(),
  /**
   * The commission invoice's serial from GigBazaar's register (`GB/26-27/000123`, consecutive in the financial year;
   * docs/decisions/023), given to every seller's statement of an ended month with a commission by the month-end
   * run (or when it is first opened, if that comes first) and the same ever after. Null while the month is still running (a draft: its figures still change) and for a month with
   * no commission and no number (nothing was supplied, so there is nothing to invoice).
   */
  invoiceNumber: z.string().max(GST_INVOICE_NUMBER_MAX_LENGTH).regex(INVOICE_NUMBER_PATTERN).nullable(),
  /** The invoice's date: the month's last day (IST), or today while the month is still running. */
  issuedOn: z.string(),
  platform: z.object({
    legalName: z.string(),
    address: z.string(),
    gstin: z.string(),
    pan: z.string(),
    tan: z.string(),
    sac: z.string(),
    serviceDescription: z.string(),
  }),
  seller: z.object({
    name: z.string(),
    username: z.string(),
    panLast4: z.string().nullable(),
  }),
  lines: z.array(ZStatementLine),
  /** There were more sales than the statement lists (its lines stop at a cap; the totals cover them all). */
  truncated: z.boolean(),
  invoice: z.object({
    commission: z.number(),
    gstRatePercent: z.number(),
    gst: z.number(),
    /** Commission + GST: what GigBazaar charges the seller for the month. */
    total: z.number(),
  }),
  tds: z.object({
    section: z.string(),
    /** 0.1 % with a PAN at the sale, 5 % without; the higher when the month had both (see `mixedRates`). */
    ratePercent: z.number(),
    /** Some of the month's sales bore one rate and some the other (the PAN was given or taken away mid-month). */
    mixedRates: z.boolean(),
    gross: z.number(),
    deducted: z.number(),
    financialYear: z.string(),
  }),
  /** Gross − commission − GST − TDS: what the month's sales pay the seller. */
  net: z.number(),
});
export type TStatement = z.infer<typeof ZStatement>;
