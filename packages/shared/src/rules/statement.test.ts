import { describe, expect, it } from 'vitest';
import {
  financialYearOfMonth,
  formatInvoiceNumber,
  GST_INVOICE_NUMBER_PATTERN,
  INVOICE_NUMBER_PATTERN,
  INVOICE_SERIAL_MAX,
  invoiceSeriesOfFinancialYear,
  isStatementMonth,
  nextStatementMonth,
  previousStatementMonth,
  statementMonthLabel,
  statementMonthOf,
  statementMonthRange,
} from './statement';

describe('statement months', () => {
  it('accepts YYYY-MM from 2000 on and nothing else', () => {
    for (const ok of ['2026-01', '2026-12', '2000-04']) expect(isStatementMonth(ok), ok).toBe(true);
    for (const bad of ['2026-13', '2026-00', '2026-1', '26-10', '1999-12', '2026-10-01', ' 2026-10', ''])
      expect(isStatementMonth(bad), bad).toBe(false);
  });

  it('is the IST calendar month: from its midnight IST to the next month’s', () => {
    expect(statementMonthRange('2026-10')).toEqual({
      from: new Date('2026-09-30T18:30:00Z'),
      to: new Date('2026-10-31T18:30:00Z'),
    });
    expect(statementMonthRange('2026-12').to).toEqual(new Date('2026-12-31T18:30:00Z'));
  });

  it('finds the IST month of an instant, and the months either side, across a year’s end', () => {
    // 31 Oct 2026 18:29:59 UTC is 23:59:59 IST on 31 Oct; a second later it is 1 Nov in India.
    expect(statementMonthOf(new Date('2026-10-31T18:29:59Z'))).toBe('2026-10');
    expect(statementMonthOf(new Date('2026-10-31T18:30:00Z'))).toBe('2026-11');
    expect(statementMonthOf(statementMonthRange('2027-01').from)).toBe('2027-01');
    expect(nextStatementMonth('2026-12')).toBe('2027-01');
    expect(nextStatementMonth('2026-09')).toBe('2026-10');
    expect(previousStatementMonth('2027-01')).toBe('2026-12');
    expect(previousStatementMonth('2026-10')).toBe('2026-09');
  });

  it('names the month and its Indian financial year (April to March)', () => {
    expect(statementMonthLabel('2026-10')).toBe('October 2026');
    expect(financialYearOfMonth('2026-04')).toBe('2026-27');
    expect(financialYearOfMonth('2027-03')).toBe('2026-27');
    expect(financialYearOfMonth('2099-12')).toBe('2099-00');
  });

  it('puts every month in its Indian financial year: April starts one, March ends it, across the century', () => {
    for (const [month, fy] of [
      ['2026-03', '2025-26'],
      ['2026-04', '2026-27'],
      ['2026-12', '2026-27'],
      ['2027-01', '2026-27'],
      ['2027-03', '2026-27'],
      ['2027-04', '2027-28'],
      ['2000-01', '1999-00'],
      ['2099-04', '2099-00'],
      ['2100-03', '2099-00'],
    ] as const) {
      expect(financialYearOfMonth(month), month).toBe(fy);
    }
    expect(invoiceSeriesOfFinancialYear('2026-27')).toBe('26-27');
    expect(invoiceSeriesOfFinancialYear('2099-00')).toBe('99-00');
  });

  it('numbers invoices GB/YY-YY/serial, within rule 46(b)’s 16 letters, digits, dashes and slashes', () => {
    expect(formatInvoiceNumber('2026-27', 1)).toBe('GB/26-27/000001');
    expect(formatInvoiceNumber('2026-27', 123)).toBe('GB/26-27/000123');
    expect(formatInvoiceNumber('2026-27', 999_999)).toBe('GB/26-27/999999');
    const longest = formatInvoiceNumber('2026-27', INVOICE_SERIAL_MAX);
    expect(longest).toBe('GB/26-27/9999999');
    for (const n of ['GB/26-27/000001', longest]) {
      expect(n).toMatch(GST_INVOICE_NUMBER_PATTERN);
      expect(n).toMatch(INVOICE_NUMBER_PATTERN);
    }
    // The long year would be 17 characters: over the limit, which is why the year is written short.
    expect('GB/2026-27/000123').not.toMatch(GST_INVOICE_NUMBER_PATTERN);
    for (const bad of [0, -1, 1.5, INVOICE_SERIAL_MAX + 1, Number.NaN]) {
      expect(() => formatInvoiceNumber('2026-27', bad), String(bad)).toThrow(RangeError);
    }
  });
});
