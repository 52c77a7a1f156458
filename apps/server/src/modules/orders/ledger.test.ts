import { describe, expect, it } from 'vitest';
import { ledgerRows, settlementRows } from './ledger';

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

  it('releases escrow into commission, GST, TDS and the seller share, to the paisa', () => {
    const rows = ledgerRows({ ...order, sellerHadPan: true }, 'release');
    expect(rows.map((r) => [r.account, r.amountPaise])).toEqual([
      ['escrow', -499_900],
      ['commission', 49_990],
      ['gst_payable', 8_998],
      ['tds_payable', 500],
      ['seller:s', 440_412],
    ]);
    expect(rows.reduce((s, r) => s + r.amountPaise, 0)).toBe(0);
  });

  it('reads the figures fixed on the order at capture, not the rule with a later PAN', () => {
    const fixed = { ...order, sellerHadPan: false, gstPaise: 8_998, tdsPaise: 24_995 };
    const rows = ledgerRows(fixed, 'release');
    expect(rows.find((r) => r.account === 'tds_payable')!.amountPaise).toBe(24_995);
    expect(rows.find((r) => r.account === 'seller:s')!.amountPaise).toBe(499_900 - 49_990 - 8_998 - 24_995);
  });

  it('a split releases the kept part with its own commission, GST and TDS; the books still balance', () => {
    const rows = ledgerRows({ ...order, sellerHadPan: true }, 'split', 200_000);
    expect(rows.map((r) => [r.account, r.amountPaise])).toEqual([
      ['escrow', -200_000],
      ['commission', 20_000],
      ['gst_payable', 3_600],
      ['tds_payable', 200],
      ['seller:s', 176_200],
    ]);
    expect(rows.reduce((s, r) => s + r.amountPaise, 0)).toBe(0);
  });

  it('a settlement moves the seller payable to paid out', () => {
    expect(settlementRows({ id: 'o1', sellerId: 's' }, 176_200).map((r) => [r.account, r.amountPaise])).toEqual([
      ['seller:s', -176_200],
      ['paid_out', 176_200],
    ]);
  });
});
