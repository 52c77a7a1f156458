import { describe, expect, it } from 'vitest';
import { CATEGORY_VALUES, COMMISSION } from '../constants';
import { CATEGORY_COMMISSION_PERCENT, commissionPaise, commissionPercent } from './commission';

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
