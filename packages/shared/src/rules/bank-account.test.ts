import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_NUMBER_PATTERN,
  PAN_PATTERN,
  bankNameForIfsc,
  isValidIfsc,
  lastFour,
  normalizeAccountNumber,
  normalizeIfsc,
  normalizePan,
} from './bank-account';

describe('IFSC', () => {
  it('is 4 letters, a 0, then 6 letters or digits', () => {
    expect(isValidIfsc('SBIN0001234')).toBe(true);
    expect(isValidIfsc('HDFC0ABC123')).toBe(true);
    expect(isValidIfsc('SBIN1001234')).toBe(false); // fifth is not 0
    expect(isValidIfsc('SBI00001234')).toBe(false); // a digit in the bank code
    expect(isValidIfsc('SBIN000123')).toBe(false); // too short
    expect(isValidIfsc('SBIN00012345')).toBe(false); // too long
    expect(isValidIfsc('sbin0001234')).toBe(false); // before normalizing
    expect(isValidIfsc(normalizeIfsc(' sbin 0001234 '))).toBe(true);
  });

  it('names the bank for a known prefix only', () => {
    expect(bankNameForIfsc('SBIN0001234')).toBe('State Bank of India');
    expect(bankNameForIfsc('utib0000001')).toBe('Axis Bank');
    expect(bankNameForIfsc('ZZZZ0000001')).toBeUndefined();
    expect(bankNameForIfsc('toSt0000001')).toBeUndefined(); // no prototype keys
    expect(bankNameForIfsc('')).toBeUndefined();
  });
});

describe('account number and PAN', () => {
  it('takes 9–18 digits, spaces and dashes dropped', () => {
    expect(ACCOUNT_NUMBER_PATTERN.test(normalizeAccountNumber('1234 5678 9012'))).toBe(true);
    expect(ACCOUNT_NUMBER_PATTERN.test('12345678')).toBe(false);
    expect(ACCOUNT_NUMBER_PATTERN.test('1234567890123456789')).toBe(false);
    expect(ACCOUNT_NUMBER_PATTERN.test('12345678a')).toBe(false);
  });

  it("takes a person's PAN", () => {
    expect(PAN_PATTERN.test(normalizePan('abcpe1234f'))).toBe(true);
    expect(PAN_PATTERN.test('ABCCE1234F')).toBe(false); // a company's
    expect(PAN_PATTERN.test('ABCPE12345')).toBe(false);
  });

  it('shows the last four only', () => {
    expect(lastFour('123456789012')).toBe('9012');
  });
});
