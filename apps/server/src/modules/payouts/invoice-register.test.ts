import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { GST_INVOICE_NUMBER_PATTERN, INVOICE_NUMBER_PATTERN } from '@gigbazaar/shared/rules/statement';
import type { TStatement } from '@gigbazaar/shared/schemas/finance';
import type { App } from '../../app';
import { createTestApp } from '../../test/test-app';
import { as, createGig, createOrder, createUser } from '../../test/factories';
import { sellerWithSales } from '../../test/seller-sales';
import { invoiceSeries, orders, statementInvoices } from '../../platform/db/schema';

/**
 * The commission invoices' register (docs/decisions/023): each ended month's statement with a commission gets the
 * next serial of its Indian financial year the first time it is opened, and that number ever after; rule 46(b) of
 * the CGST Rules asks for consecutive numbers unique in the year. Each test works in a financial year of its own, so
 * it can name the exact serials whatever the others issued.
 */
let app: App;
let buyer: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  app = await createTestApp({}, { jobWorker: false });
  buyer = await createUser(app);
});
afterAll(async () => {
  await app.close();
});

/** A seller of this file's buyer with a ₹100-commission sale on each of the given instants. */
const withSales = (...at: string[]) => sellerWithSales(app, buyer.user.id, at);

async function statement(api: ReturnType<typeof as>, month: string) {
  const res = await api.get(`/api/earnings/statement?month=${month}`);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json() as TStatement;
}
const numberOf = async (api: ReturnType<typeof as>, month: string) => (await statement(api, month)).invoiceNumber;

/** The register's serials of one financial year, in order. */
const serialsOf = async (financialYear: string) =>
  (
    await app.deps.db
      .select({ serial: statementInvoices.serial })
      .from(statementInvoices)
      .where(eq(statementInvoices.financialYear, financialYear))
  )
    .map((r) => r.serial)
    .sort((a, b) => a - b);

describe('the invoice register', () => {
  it('numbers statements consecutively across sellers and months of a financial year, in the order they are issued', async () => {
    // Financial year 2022-23. 10 Oct 2022 and 10 Nov 2022, midday IST.
    const a = await withSales('2022-10-10T06:30:00Z', '2022-11-10T06:30:00Z');
    const b = await withSales('2022-10-12T06:30:00Z');
    const c = await withSales('2022-10-20T06:30:00Z');
    expect(await numberOf(a.api, '2022-10')).toBe('GB/22-23/000001');
    expect(await numberOf(b.api, '2022-10')).toBe('GB/22-23/000002');
    expect(await numberOf(a.api, '2022-11')).toBe('GB/22-23/000003');

    // A month with no commission (a ₹0-commission sale) and a month with no sale are not invoiced and use no serial.
    const free = await createUser(app, { isSeller: true });
    const freeGig = await createGig(app, { userId: free.user.id, pricePaise: 500_00 });
    await createOrder(app, freeGig.id, buyer.user.id, {
      commissionPaise: 0,
      createdAt: new Date('2022-10-05T06:30:00Z'),
    });
    const unbilled = await statement(as(app, free.cookie), '2022-10');
    expect(unbilled).toMatchObject({ invoiceNumber: null, invoice: { commission: 0 } });
    expect(unbilled.lines).toHaveLength(1);
    expect(await numberOf(b.api, '2022-12')).toBeNull();

    expect(await numberOf(c.api, '2022-10')).toBe('GB/22-23/000004');
    expect(await serialsOf('2022-23')).toEqual([1, 2, 3, 4]);
    const [series] = await app.deps.db.select().from(invoiceSeries).where(eq(invoiceSeries.financialYear, '2022-23'));
    expect(series!.lastSerial).toBe(4);
    for (const n of ['GB/22-23/000001', 'GB/22-23/000004']) {
      expect(n).toMatch(GST_INVOICE_NUMBER_PATTERN);
      expect(n.length).toBeLessThanOrEqual(16);
    }
  });

  it('answers the same number every time a statement is opened again, even after a refund empties its month', async () => {
    // Financial year 2025-26: May 2025.
    const a = await withSales('2025-05-03T06:30:00Z');
    const first = await statement(a.api, '2025-05');
    expect(first.invoiceNumber).toBe('GB/25-26/000001');
    for (let i = 0; i < 3; i++) expect(await numberOf(a.api, '2025-05')).toBe(first.invoiceNumber);
    // Another seller's statement takes the next number, not the one already given.
    const b = await withSales('2025-05-04T06:30:00Z');
    expect(await numberOf(b.api, '2025-05')).toBe('GB/25-26/000002');

    // The month's only sale is cancelled and refunded afterwards: no commission is left, but the issued invoice keeps its number
    // (a register never takes a number back; the correction is a credit note's, not a renumbering).
    await app.deps.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.sellerId, a.id));
    const emptied = await statement(a.api, '2025-05');
    expect(emptied).toMatchObject({ invoiceNumber: 'GB/25-26/000001', invoice: { commission: 0 }, lines: [] });
    expect(await serialsOf('2025-26')).toEqual([1, 2]);
  });

  it('gives no number to the running month (a draft whose figures still change)', async () => {
    const running = await withSales(new Date().toISOString());
    const ist = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);
    const draft = await statement(running.api, ist);
    expect(draft.invoice.commission).toBe(100);
    expect(draft.invoiceNumber).toBeNull();
    expect(
      await app.deps.db.select().from(statementInvoices).where(eq(statementInvoices.sellerId, running.id)),
    ).toEqual([]);
  });

  it('under 40 parallel requests (20 sellers, each twice) gives each statement one number: 1 to 20, no gap, no repeat', async () => {
    // Financial year 2021-22: October 2021.
    const sellers = [];
    for (let i = 0; i < 20; i++) sellers.push(await withSales(`2021-10-${String(i + 1).padStart(2, '0')}T06:30:00Z`));
    const answers = await Promise.all(sellers.flatMap((s) => [numberOf(s.api, '2021-10'), numberOf(s.api, '2021-10')]));
    const perSeller = sellers.map((_, i) => [answers[2 * i], answers[2 * i + 1]]);
    for (const [x, y] of perSeller) {
      expect(x).toMatch(INVOICE_NUMBER_PATTERN);
      expect(y).toBe(x);
    }
    const numbers = perSeller.map(([x]) => x!).sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `GB/21-22/${String(i + 1).padStart(6, '0')}`));
    expect(await serialsOf('2021-22')).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const [series] = await app.deps.db.select().from(invoiceSeries).where(eq(invoiceSeries.financialYear, '2021-22'));
    expect(series!.lastSerial).toBe(20);
  });

  it('starts a new series at 1 each April: March is the old financial year’s, April the new one’s', async () => {
    // 31 March 2024, 23:59 IST, is still financial year 2023-24; 1 April 2024, 00:00 IST, starts 2024-25.
    const a = await withSales('2024-03-31T18:29:00Z', '2024-03-31T18:30:00Z', '2024-02-10T06:30:00Z');
    const b = await withSales('2024-03-15T06:30:00Z', '2024-04-15T06:30:00Z');
    expect(await numberOf(a.api, '2024-03')).toBe('GB/23-24/000001');
    expect(await numberOf(b.api, '2024-03')).toBe('GB/23-24/000002');
    expect(await numberOf(a.api, '2024-04')).toBe('GB/24-25/000001');
    expect(await numberOf(b.api, '2024-04')).toBe('GB/24-25/000002');
    // A late-opened month of the old year continues the old series, not the new one.
    expect(await numberOf(a.api, '2024-02')).toBe('GB/23-24/000003');
    expect(await serialsOf('2023-24')).toEqual([1, 2, 3]);
    expect(await serialsOf('2024-25')).toEqual([1, 2]);
  });
});
