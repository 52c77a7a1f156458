import { COMMISSION, type TCategory } from '../constants';

/**
 * Commission: the platform keeps a commission of 10 % as standard, set per category anywhere from 5 to 15 %.
 * Categories not listed pay the standard rate. The rate is fixed on the order when it is paid, so a later change
 * here never rewrites what a past buyer was shown.
 */
export const CATEGORY_COMMISSION_PERCENT: Partial<Record<TCategory, number>> = {
  // High-value, low-touch work (documents, filings) carries a lower cut; creative production the standard one.
  finance: 8,
  business: 8,
  consulting: 12,
};

export function commissionPercent(category: string | null | undefined): number {
  const configured = category ? CATEGORY_COMMISSION_PERCENT[category as TCategory] : undefined;
  const percent = configured ?? COMMISSION.standardPercent;
  return Math.min(COMMISSION.maxPercent, Math.max(COMMISSION.minPercent, percent));
}

/** The commission on a price in paise, rounded to the nearest paisa (the seller gets the rest, to the paisa). */
export function commissionPaise(pricePaise: number, percent: number): number {
  return Math.round((pricePaise * percent) / 100);
}

/**
 * A dispute split into a partial refund (docs/product-rules.md "Order lifecycle"): the seller is released the price
 * less the refund, and the commission is the order's commission in proportion to that released part, rounded
 * half-up to the paisa. The platform earns only on what the seller keeps: a refund of the whole price leaves no
 * commission, a refund of nothing leaves the whole commission, and the seller's share is never negative.
 */
export function splitCommissionPaise(pricePaise: number, orderCommissionPaise: number, releasedPaise: number): number {
  if (pricePaise <= 0 || releasedPaise <= 0) return 0;
  const released = Math.min(releasedPaise, pricePaise);
  // Integer half-up (⌊(2·c·r + p) / 2p⌋): no float rounding at any price.
  return Math.min(released, Math.floor((orderCommissionPaise * released * 2 + pricePaise) / (2 * pricePaise)));
}
