/**
 * What a seller keeps from a sale, as Indian law asks of a marketplace operator (docs/decisions/019). Every rate
 * lives in PAYOUT_TAX below with its legal source, so a change of law is one line. Amounts are integer paise; each
 * line is computed from the gross price (or the commission) and rounded half-up to the paisa once, never from an
 * already rounded line, so the figures match a hand calculation on the invoice.
 */

/** Rates in basis points (1/100 of a per cent), so every computation stays in integers. */
export const PAYOUT_TAX = {
  /**
   * TDS by an e-commerce operator on the gross amount of each sale: Income-tax Act 1961, section 194-O(1),
   * 0.1 % since 1 October 2024 (Finance (No. 2) Act 2024; it was 1 % before).
   */
  tdsBasisPoints: 10,
  /**
   * A seller who has given no PAN: section 206AA(1) asks for the higher of twice the rate or 5 %, and section
   * 194-O(1A) caps that at 5 % for this section, so 5 %.
   */
  tdsNoPanBasisPoints: 500,
  /**
   * GST on the operator's commission (a supply of services by GigBazaar to the seller): 18 % (CGST 9 % + SGST 9 %,
   * or IGST 18 % between states; CGST Act 2017 section 9 with Notification 11/2017-Central Tax (Rate)). It is
   * charged to the seller on top of the commission; the buyer pays the gig's price and nothing more.
   */
  gstOnCommissionBasisPoints: 1800,
} as const;

/** amount × basisPoints / 10 000, rounded half-up to the paisa (amounts here are never negative). */
export function applyBasisPoints(amountPaise: number, basisPoints: number): number {
  if (!Number.isSafeInteger(amountPaise) || amountPaise < 0) throw new RangeError('amount must be whole paise ≥ 0');
  return Math.floor((amountPaise * basisPoints + 5_000) / 10_000);
}

export interface PayoutBreakdown {
  pricePaise: number;
  commissionPaise: number;
  gstPaise: number;
  tdsPaise: number;
  /** price − commission − GST − TDS: what the seller is paid. */
  netPaise: number;
}

/**
 * One sale's split. `commissionPaise` is the order's own, fixed when it was paid (rules/commission.ts), so a later
 * change of commission rate never rewrites a past sale; `hasPan` is whether the seller had given a PAN.
 */
export function payoutBreakdown(input: {
  pricePaise: number;
  commissionPaise: number;
  hasPan: boolean;
}): PayoutBreakdown {
  const { pricePaise, commissionPaise, hasPan } = input;
  const gstPaise = applyBasisPoints(commissionPaise, PAYOUT_TAX.gstOnCommissionBasisPoints);
  const tdsPaise = applyBasisPoints(pricePaise, hasPan ? PAYOUT_TAX.tdsBasisPoints : PAYOUT_TAX.tdsNoPanBasisPoints);
  return {
    pricePaise,
    commissionPaise,
    gstPaise,
    tdsPaise,
    netPaise: pricePaise - commissionPaise - gstPaise - tdsPaise,
  };
}

const IST_OFFSET_MS = 330 * 60_000;

/**
 * The first instant of the Indian financial year (1 April – 31 March, Income-tax Act section 3) that `at` falls in,
 * at midnight IST: TDS is reported and certified per financial year.
 */
export function financialYearStart(at: Date): Date {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  const year = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  return new Date(Date.UTC(year, 3, 1) - IST_OFFSET_MS);
}

/** The first instant of the IST calendar month `at` falls in ("released this month"). */
export function istMonthStart(at: Date): Date {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  return new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), 1) - IST_OFFSET_MS);
}

/** "2026-04" for an instant, in IST (the earnings chart's months). */
export function istMonthKey(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 7);
}

/**
 * A split's part of a sale: the seller keeps `keptPaise` of the price (the rest is refunded to the buyer), the
 * commission is charged in proportion (half-up to the paisa, so the platform earns only on what the seller keeps),
 * and GST and TDS follow the same rule as a whole sale on that smaller gross. The ledger's split release and the
 * transfer's partial reversal (the sale's net less this net) both come from here, so they always agree.
 */
export function splitBreakdown(input: {
  pricePaise: number;
  commissionPaise: number;
  keptPaise: number;
  hasPan: boolean;
}): PayoutBreakdown {
  const { pricePaise, commissionPaise, keptPaise, hasPan } = input;
  if (!Number.isSafeInteger(keptPaise) || keptPaise < 0 || keptPaise > pricePaise) {
    throw new RangeError('the kept part must be whole paise between 0 and the price');
  }
  const commission =
    pricePaise === 0 ? 0 : Math.floor((commissionPaise * keptPaise * 2 + pricePaise) / (2 * pricePaise));
  return payoutBreakdown({ pricePaise: keptPaise, commissionPaise: commission, hasPan });
}
