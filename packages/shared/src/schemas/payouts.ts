import { z } from 'zod';
import {
  ACCOUNT_NUMBER_PATTERN,
  PAN_PATTERN,
  isValidIfsc,
  normalizeAccountNumber,
  normalizeIfsc,
  normalizePan,
} from '../rules/bank-account';
import { ZCursor, zIsoDateTime, zText } from './common';
import { PAYOUT_MSG } from './payouts-constants';

/**
 * Payout accounts and earnings (docs/decisions/019). The account number and PAN only ever travel inward: every
 * answer carries their last four characters.
 */

export { PAYOUT_MSG } from './payouts-constants';

export const PAYOUT_ACCOUNT_STATUSES = ['active', 'pending', 'failed'] as const;
export type TPayoutAccountStatus = (typeof PAYOUT_ACCOUNT_STATUSES)[number];

/** PUT /payouts/account. The second account number is compared with the first, then dropped. */
export const ZPayoutAccountBody = z
  .object({
    holderName: zText(120, { error: PAYOUT_MSG.holderName, tooLong: PAYOUT_MSG.holderName })
      .trim()
      .min(2, PAYOUT_MSG.holderName)
      .regex(/^\p{L}[\p{L} .'-]*$/u, PAYOUT_MSG.holderName),
    accountNumber: zText(40, { error: PAYOUT_MSG.accountNumber, tooLong: PAYOUT_MSG.accountNumber })
      .transform(normalizeAccountNumber)
      .pipe(z.string().regex(ACCOUNT_NUMBER_PATTERN, PAYOUT_MSG.accountNumber)),
    confirmAccountNumber: zText(40, {
      error: PAYOUT_MSG.accountMismatch,
      tooLong: PAYOUT_MSG.accountMismatch,
    }).transform(normalizeAccountNumber),
    ifsc: zText(20, { error: PAYOUT_MSG.ifsc, tooLong: PAYOUT_MSG.ifsc })
      .transform(normalizeIfsc)
      .refine(isValidIfsc, PAYOUT_MSG.ifsc),
    pan: zText(20, { error: PAYOUT_MSG.pan, tooLong: PAYOUT_MSG.pan })
      .transform(normalizePan)
      .pipe(z.union([z.literal(''), z.string().regex(PAN_PATTERN, PAYOUT_MSG.pan)]))
      // Left out: the PAN on file stays (a new bank account must not cost the seller 5 % TDS); empty: taken away.
      .transform((v) => v || null)
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.accountNumber !== body.confirmAccountNumber) {
      ctx.addIssue({ code: 'custom', path: ['confirmAccountNumber'], message: PAYOUT_MSG.accountMismatch });
    }
  })
  .transform(({ confirmAccountNumber: _confirmed, ...rest }) => rest);
export type TPayoutAccountBody = z.input<typeof ZPayoutAccountBody>;

/** GET and PUT /payouts/account answer: masked. */
export const ZPayoutAccount = z.object({
  holderName: z.string(),
  accountLast4: z.string(),
  ifsc: z.string(),
  bankName: z.string().optional(),
  panLast4: z.string().optional(),
  status: z.enum(PAYOUT_ACCOUNT_STATUSES),
});
export type TPayoutAccount = z.infer<typeof ZPayoutAccount>;

/**
 * Where a sale's money is: `held` in escrow, `released` to the seller's balance (in GigBazaar's ledger),
 * `refunded` back to the buyer, `paid_out` once a gateway transfer to the seller's bank has settled.
 */
export const TRANSFER_STATUSES = ['held', 'released', 'refunded', 'paid_out'] as const;
export type TTransferStatus = (typeof TRANSFER_STATUSES)[number];

export const ZEarningsQuery = z.object({
  from: zIsoDateTime(PAYOUT_MSG.dateInvalid).optional(),
  to: zIsoDateTime(PAYOUT_MSG.dateInvalid).optional(),
  cursor: ZCursor.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(24),
});

/** Amounts in rupees with paise (two decimals). */
export const ZEarningsRow = z.object({
  orderId: z.string(),
  gigTitle: z.string(),
  buyer: z.string(),
  date: z.string(),
  price: z.number(),
  commission: z.number(),
  gst: z.number(),
  tds: z.number(),
  net: z.number(),
  transferStatus: z.enum(TRANSFER_STATUSES),
});
export type TEarningsRow = z.infer<typeof ZEarningsRow>;

export const ZEarningsTotals = z.object({
  /** Net of sales still held in escrow. */
  inEscrow: z.number(),
  /** Net released to the seller this calendar month (IST). */
  released: z.number(),
  /** Net that reached the seller's bank (settled transfers). */
  paidOut: z.number(),
  /** TDS deducted on the seller's sales this financial year (April–March, IST). */
  tdsThisYear: z.number(),
});

export const ZEarningsMonth = z.object({ month: z.string(), net: z.number() });

export const ZEarnings = z.object({
  totals: ZEarningsTotals,
  /** Net earnings per IST month, oldest first, the last 12 months with sales (the chart). */
  months: z.array(ZEarningsMonth),
  rows: z.array(ZEarningsRow),
});
export type TEarnings = z.infer<typeof ZEarnings>;
