import { describe, expect, it } from 'vitest';
import { ageFromDob, formatDdMmYyyy, isFutureDate, parseDdMmYyyy } from './age';

describe('date of birth', () => {
  it('parses DD/MM/YYYY into ISO', () => {
    expect(parseDdMmYyyy('05/11/1998')).toBe('1998-11-05');
    expect(parseDdMmYyyy('31/02/2000')).toBeNull();
    expect(parseDdMmYyyy('5/11/1998')).toBeNull();
    expect(parseDdMmYyyy('1998-11-05')).toBeNull();
  });
  it('formats ISO back to DD/MM/YYYY', () => {
    expect(formatDdMmYyyy('1998-11-05')).toBe('05/11/1998');
    expect(formatDdMmYyyy(null)).toBe('');
  });
  it('computes age around the birthday', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    expect(ageFromDob('2000-11-22', now)).toBe(26);
    expect(ageFromDob('2000-11-23', now)).toBe(25);
  });
  it('detects future dates', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    expect(isFutureDate('2026-11-23', now)).toBe(true);
    expect(isFutureDate('2026-11-22', now)).toBe(false);
  });
});
