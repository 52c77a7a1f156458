import { expect, it } from 'vitest';
import { isIndianMobile, toIndianMobileE164 } from './phone';

it('reads Indian mobile numbers in the usual spellings as E.164', () => {
  for (const spelling of [
    '9876543210',
    '+91 98765 43210',
    '098765-43210',
    '919876543210',
    '(98765) 43210',
    '0091 98765 43210',
  ])
    expect(toIndianMobileE164(spelling), spelling).toBe('+919876543210');
});

it('refuses landlines, other countries, short numbers and long text', () => {
  for (const bad of [
    '',
    '98765',
    '5876543210',
    '+91 11 2345 6789',
    '+1 650 253 0000',
    '+44 7400 123456',
    '9'.repeat(100_000),
  ])
    expect(isIndianMobile(bad), bad.slice(0, 30)).toBe(false);
});
