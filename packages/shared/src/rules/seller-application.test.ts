import { describe, expect, it } from 'vitest';
import { isOldEnoughToSell, isValidPincode, isValidUpiId } from './seller-application';

describe('seller application rules', () => {
  it('accepts six-digit PIN codes that do not start with 0', () => {
    expect(isValidPincode('560001')).toBe(true);
    expect(isValidPincode(' 110011 ')).toBe(true);
    expect(isValidPincode('060001')).toBe(false);
    expect(isValidPincode('56001')).toBe(false);
    expect(isValidPincode('5600011')).toBe(false);
    expect(isValidPincode('56OO01')).toBe(false);
  });

  it('accepts UPI ids of the form handle@provider', () => {
    expect(isValidUpiId('ananya.k@okaxis')).toBe(true);
    expect(isValidUpiId('9876543210@ybl')).toBe(true);
    expect(isValidUpiId('name_1-x@paytm')).toBe(true);
    expect(isValidUpiId('ananya')).toBe(false);
    expect(isValidUpiId('@okaxis')).toBe(false);
    expect(isValidUpiId('a@b')).toBe(false);
    expect(isValidUpiId('ananya@ok axis')).toBe(false);
    expect(isValidUpiId('ananya@@okaxis')).toBe(false);
    expect(isValidUpiId('ananya@1bank')).toBe(false);
  });

  it('answers quickly for long hostile input (linear pattern)', () => {
    const start = performance.now();
    isValidUpiId(`${'a.'.repeat(50_000)}@`);
    expect(performance.now() - start).toBeLessThan(50);
  });

  it('requires sellers to be 18 on the day', () => {
    const now = new Date('2026-06-15T12:00:00Z');
    expect(isOldEnoughToSell('2008-06-15', now)).toBe(true);
    expect(isOldEnoughToSell('2008-06-16', now)).toBe(false);
    expect(isOldEnoughToSell('1990-02-30', now)).toBe(false);
    expect(isOldEnoughToSell('1890-01-01', now)).toBe(false);
  });
});
