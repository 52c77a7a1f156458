import { describe, expect, it } from 'vitest';
import { CATEGORY_VALUES, COMMISSION } from '../constants';
import { CATEGORY_COMMISSION_PERCENT, commissionPaise, commissionPercent, splitCommissionPaise } from './commission';

describe('commission', () => {
  it('is 10 % for a category with no rate of its own, and for no category', () => {
    expect(commissionPercent('design')).toBe(10);
    expect(commissionPercent(undefined)).toBe(10);
    expect(commissionPercent('no-such-category')).toBe(10);
  });

  it('keeps every configured category within 5–15 %', () => {
    for (const cat of CATEGORY_VALUES) {
      const p = commissionPercent(cat);
      expect(p).toBeGreaterThanOrEqual(COMMISSION.minPercent);
      expect(p).toBeLessThanOrEqual(COMMISSION.maxPercent);
    }
    expect(commissionPercent('finance')).toBe(CATEGORY_COMMISSION_PERCENT.finance);
  });

  it('rounds to the paisa, so commission + seller share is the price exactly', () => {
    expect(commissionPaise(499_900, 10)).toBe(49_990);
    expect(commissionPaise(333, 10)).toBe(33);
    for (const price of [1, 99, 12_345, 1_49_999_00]) {
      const c = commissionPaise(price, 8);
      expect(c + (price - c)).toBe(price);
      expect(Number.isInteger(c)).toBe(true);
    }
  });
});

describe('split commission (a dispute split into a partial refund)', () => {
  it('is the order’s commission in proportion to the part released to the seller', () => {
    // ₹1,000 at 10 %: ₹100 commission; ₹400 refunded, ₹600 released → ₹60 commission, ₹540 to the seller.
    expect(splitCommissionPaise(100_000, 10_000, 60_000)).toBe(6_000);
    expect(splitCommissionPaise(100_000, 10_000, 100_000)).toBe(10_000);
    expect(splitCommissionPaise(100_000, 10_000, 0)).toBe(0);
  });

  it('rounds half-up to the paisa', () => {
    // 1,000 × 333 / 9,999 = 33.3 → 33; 1,000 × 5,000 / 9,999 = 500.05 → 500; 10 × 5 / 100 = 0.5 → 1.
    expect(splitCommissionPaise(9_999, 1_000, 333)).toBe(33);
    expect(splitCommissionPaise(9_999, 1_000, 5_000)).toBe(500);
    expect(splitCommissionPaise(100, 10, 5)).toBe(1);
  });

  it('never exceeds the full commission or the released part, and the books still balance', () => {
    for (const price of [1, 99, 9_950, 100_000, 499_900]) {
      const full = commissionPaise(price, 15);
      for (const released of [1, Math.floor(price / 3), price - 1, price]) {
        if (released <= 0) continue;
        const c = splitCommissionPaise(price, full, released);
        expect(c).toBeGreaterThanOrEqual(0);
        expect(c).toBeLessThanOrEqual(full);
        const seller = released - c;
        expect(seller).toBeGreaterThanOrEqual(0);
        const refund = price - released;
        expect(refund + c + seller).toBe(price);
      }
    }
  });
});
