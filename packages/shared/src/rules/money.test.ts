import { expect, it } from 'vitest';
import { formatRupees, paiseToRupees, rupeesToPaise } from './money';

it('groups digits the Indian way', () => {
  expect(formatRupees(149999)).toBe('₹1,49,999');
  expect(formatRupees(1000000)).toBe('₹10,00,000');
  expect(formatRupees(999)).toBe('₹999');
});

it('converts rupees and paise', () => {
  expect(rupeesToPaise(1499)).toBe(149900);
  expect(rupeesToPaise(19.995)).toBe(2000);
  expect(paiseToRupees(149900)).toBe(1499);
});
