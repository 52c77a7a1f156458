import { describe, expect, it } from 'vitest';
import { commissionPaise } from './commission';
import {
  PAYOUT_TAX,
  applyBasisPoints,
  splitBreakdown,
  financialYearStart,
  istMonthKey,
  istMonthStart,
  payoutBreakdown,
} from './payout-tax';

const at10 = (rupees: number, hasPan = true) => {
  const pricePaise = rupees * 100;
  return payoutBreakdown({ pricePaise, commissionPaise: commissionPaise(pricePaise, 10), hasPan });
};

describe('payout tax', () => {
  it('rounds TDS half-up once: 0.1 % of ₹99,999 is ₹100.00, not ₹99.99', () => {
    expect(at10(99_999).tdsPaise).toBe(10_000);
  });

  it('splits ₹1, ₹333 and ₹99,999 to the paisa at 10 % commission', () => {
    // ₹1: commission 10 p, GST 1.8 p → 2 p, TDS 0.1 p → 0 p.
    expect(at10(1)).toEqual({ pricePaise: 100, commissionPaise: 10, gstPaise: 2, tdsPaise: 0, netPaise: 88 });
    // ₹333: commission ₹33.30, GST ₹5.994 → ₹5.99, TDS ₹0.333 → ₹0.33.
    expect(at10(333)).toEqual({
      pricePaise: 33_300,
      commissionPaise: 3_330,
      gstPaise: 599,
      tdsPaise: 33,
      netPaise: 29_338,
    });
    // ₹99,999: commission ₹9,999.90, GST ₹1,799.982 → ₹1,799.98, TDS ₹99.999 → ₹100.00.
    expect(at10(99_999)).toEqual({
      pricePaise: 9_999_900,
      commissionPaise: 999_990,
      gstPaise: 179_998,
      tdsPaise: 10_000,
      netPaise: 8_809_912,
    });
  });

  it('rounds an exact half paisa up', () => {
    expect(applyBasisPoints(5, 1_000)).toBe(1); // 0.5 p
    expect(applyBasisPoints(4, 1_000)).toBe(0); // 0.4 p
    expect(applyBasisPoints(15, 1_000)).toBe(2); // 1.5 p
    // GST on a 25 p commission: 4.5 p → 5 p.
    expect(applyBasisPoints(25, PAYOUT_TAX.gstOnCommissionBasisPoints)).toBe(5);
  });

  it('takes 5 % TDS when the seller has given no PAN (section 206AA)', () => {
    expect(at10(333, false).tdsPaise).toBe(1_665);
    expect(at10(99_999, false).tdsPaise).toBe(499_995);
    expect(at10(1, false)).toMatchObject({ tdsPaise: 5, netPaise: 83 });
  });

  it('always adds up: net + commission + GST + TDS = price', () => {
    for (const rupees of [1, 2, 7, 99, 333, 1_499, 12_345, 99_999, 1_000_000]) {
      for (const hasPan of [true, false]) {
        const b = at10(rupees, hasPan);
        expect(b.netPaise + b.commissionPaise + b.gstPaise + b.tdsPaise).toBe(b.pricePaise);
        expect(b.netPaise).toBeGreaterThan(0);
      }
    }
  });

  it('refuses amounts that are not whole paise', () => {
    expect(() => applyBasisPoints(1.5, 10)).toThrow(RangeError);
    expect(() => applyBasisPoints(-1, 10)).toThrow(RangeError);
  });
});

describe('financial year and months in IST', () => {
  it('starts the financial year on 1 April, midnight IST', () => {
    expect(financialYearStart(new Date('2026-11-25T12:00:00Z')).toISOString()).toBe('2026-03-31T18:30:00.000Z');
    expect(financialYearStart(new Date('2027-02-01T00:00:00Z')).toISOString()).toBe('2026-03-31T18:30:00.000Z');
    // 31 March 23:00 IST is still the old year; 1 April 00:30 IST the new one.
    expect(financialYearStart(new Date('2026-03-31T17:30:00Z')).toISOString()).toBe('2025-03-31T18:30:00.000Z');
    expect(financialYearStart(new Date('2026-03-31T19:00:00Z')).toISOString()).toBe('2026-03-31T18:30:00.000Z');
  });

  it('starts months at midnight IST', () => {
    expect(istMonthStart(new Date('2026-11-30T19:00:00Z')).toISOString()).toBe('2026-11-30T18:30:00.000Z');
    expect(istMonthKey(new Date('2026-11-30T19:00:00Z'))).toBe('2026-12');
    expect(istMonthKey(new Date('2026-11-30T18:00:00Z'))).toBe('2026-11');
  });
});

describe('a split’s kept part', () => {
  it('charges the commission in proportion (half-up) and GST and TDS on the kept gross, adding up to it', () => {
    // ₹1,200 with ₹120 commission; the buyer gets ₹400.50 back, the seller keeps ₹799.50.
    const kept = splitBreakdown({ pricePaise: 120_000, commissionPaise: 12_000, keptPaise: 79_950, hasPan: true });
    expect(kept).toEqual({
      pricePaise: 79_950,
      commissionPaise: 7_995,
      gstPaise: 1_439,
      tdsPaise: 80,
      netPaise: 70_436,
    });
    // 33.33 × 99.90 / 999 = 3.333 → ₹3.33; half a paisa rounds up.
    expect(
      splitBreakdown({ pricePaise: 99_900, commissionPaise: 9_990, keptPaise: 66_567, hasPan: false }),
    ).toMatchObject({
      commissionPaise: 6_657,
    });
    expect(splitBreakdown({ pricePaise: 200, commissionPaise: 1, keptPaise: 100, hasPan: true }).commissionPaise).toBe(
      1,
    );
    for (const b of [kept]) expect(b.commissionPaise + b.gstPaise + b.tdsPaise + b.netPaise).toBe(b.pricePaise);
  });

  it('refuses a kept part outside 0 … price', () => {
    expect(() => splitBreakdown({ pricePaise: 100, commissionPaise: 10, keptPaise: 101, hasPan: true })).toThrow(
      RangeError,
    );
    expect(() => splitBreakdown({ pricePaise: 100, commissionPaise: 10, keptPaise: -1, hasPan: true })).toThrow(
      RangeError,
    );
  });
});
