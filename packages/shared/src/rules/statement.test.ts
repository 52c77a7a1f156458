import { describe, expect, it } from 'vitest';
import {
  financialYearOfMonth,
  isStatementMonth,
  statementInvoiceNumber,
  statementMonthLabel,
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

  it('names the month and its Indian financial year (April to March)', () => {
    expect(statementMonthLabel('2026-10')).toBe('October 2026');
    expect(financialYearOfMonth('2026-04')).toBe('2026-27');
    expect(financialYearOfMonth('2027-03')).toBe('2026-27');
    expect(financialYearOfMonth('2099-12')).toBe('2099-00');
  });

  it('numbers the invoice in at most 16 letters, digits and dashes, the same every time', () => {
    const n = statementInvoiceNumber('2026-10', '3f2a9c1b-77aa-4c1e-9d1e-0a1b2c3d4e5f');
    expect(n).toBe('GB2610-3F2A9C1B');
    expect(n).toMatch(/^[A-Z0-9-]{1,16}$/);
  });
});
