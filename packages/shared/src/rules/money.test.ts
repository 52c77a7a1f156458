import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatIndianNumber,
  formatRupees,
  formatRupeesWithPaise,
  paiseToRupees,
  rupeesToPaise,
} from './money';

it('groups digits the Indian way', () => {
  expect(formatRupees(149999)).toBe('₹1,49,999');
  expect(formatRupees(1000000)).toBe('₹10,00,000');
  expect(formatRupees(999)).toBe('₹999');
  expect(formatRupees(0)).toBe('₹0');
  expect(formatIndianNumber(12345678901)).toBe('12,34,56,78,901');
});

it('matches the en-IN number formatter it replaces, rounding included', () => {
  const intl = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
  const samples = [0, 1, 9, 10, 99, 100, 999, 1000, 9999, 10000, 99999, 100000, 1234567, 99999999, 123456789012];
  for (const n of [...samples, ...samples.map((x) => -x), 0.5, 1.5, 2.5, 999.5, -0.4, -2.5, 1499.49, 100000.5]) {
    expect(formatIndianNumber(n), String(n)).toBe(intl.format(n).replace(/^-0$/, '0'));
  }
});

it('converts rupees and paise', () => {
  expect(rupeesToPaise(1499)).toBe(149900);
  expect(rupeesToPaise(19.995)).toBe(2000);
  expect(paiseToRupees(149900)).toBe(1499);
});

it('shows paise where there are paise, so the price shown is the price charged', () => {
  expect(formatRupees(99.5)).toBe('₹99.50');
  expect(formatRupees(99.05)).toBe('₹99.05');
  expect(formatRupees(149999.99)).toBe('₹1,49,999.99');
  expect(formatRupees(100)).toBe('₹100');
  expect(formatRupees(paiseToRupees(9950))).toBe('₹99.50');
  expect(formatRupees(-0.5)).toBe('₹-0.50');
  // Floating-point noise below a paisa is not a paisa.
  expect(formatRupees(0.1 + 0.2)).toBe('₹0.30');
  expect(formatRupees(1499.0000001)).toBe('₹1,499');
  expect(formatAmount(99.5)).toBe('99.50');
  expect(formatAmount(149999)).toBe('1,49,999');
});

describe('formatRupeesWithPaise', () => {
  it('shows paise and Indian grouping', () => {
    expect(formatRupeesWithPaise(149999.5)).toBe('₹1,49,999.50');
    expect(formatRupeesWithPaise(0.33)).toBe('₹0.33');
    expect(formatRupeesWithPaise(88091.12)).toBe('₹88,091.12');
    expect(formatRupeesWithPaise(0)).toBe('₹0.00');
    expect(formatRupeesWithPaise(-5.5)).toBe('-₹5.50');
  });
});
