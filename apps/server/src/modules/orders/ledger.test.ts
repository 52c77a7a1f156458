import { describe, expect, it } from 'vitest';
import { ledgerRows } from './ledger';

const order = { id: 'o1', buyerId: 'b', sellerId: 's', pricePaise: 499_900, commissionPaise: 49_990 };

describe('ledger rows', () => {
  it('moves a payment from the buyer into escrow, summing to zero', () => {
    const rows = ledgerRows(order, 'payment');
    expect(rows.map((r) => [r.account, r.amountPaise])).toEqual([
      ['buyer:b', -499_900],
      ['escrow', 499_900],
    ]);
    expect(rows.reduce((s, r) => s + r.amountPaise, 0)).toBe(0);
  });

  it('releases escrow into commission and the seller share, to the paisa', () => {
    const rows = ledgerRows(order, 'release');
    expect(rows.map((r) => [r.account, r.amountPaise])).toEqual([
      ['escrow', -499_900],
      ['commission', 49_990],
      ['seller:s', 449_910],
    ]);
    expect(rows.reduce((s, r) => s + r.amountPaise, 0)).toBe(0);
  });
});
