import { and, eq } from 'drizzle-orm';
import { financialYearOfMonth, formatInvoiceNumber, INVOICE_SERIAL_MAX } from '@gigbazaar/shared/rules/statement';
import type { Db } from '../../platform/db/client';
import { invoiceSeries, statementInvoices } from '../../platform/db/schema';

/**
 * GigBazaar's register of commission invoices (docs/decisions/023). CGST Rules 2017, rule 46(b): each invoice carries
 * a consecutive serial number, unique for the financial year. A seller's statement of an ended IST month with a
 * commission is one invoice; its number is given the first time the statement is issued and read back ever after.
 */

/** The number this seller's statement of `month` was issued under, or null when it never was. */
export async function invoiceNumberOf(db: Db, sellerId: string, month: string): Promise<string | null> {
  const [row] = await db
    .select({ number: statementInvoices.number })
    .from(statementInvoices)
    .where(and(eq(statementInvoices.sellerId, sellerId), eq(statementInvoices.month, month)))
    .limit(1);
  return row?.number ?? null;
}

/**
 * The number of this seller's invoice for `month`: the registered one, else the next serial of the month's financial
 * year, registered now. One transaction: the year's series row is locked first (`FOR UPDATE`), so issuers of one year
 * go one at a time; under the lock the register is read again (a concurrent request for the same statement, which
 * held the lock before us, has committed its number by then and we answer that), and only then is the serial taken
 * and the invoice written. So two requests for one statement get one number, and two statements never share or skip
 * one: a serial is only ever taken together with the row that uses it, in the same commit.
 */
export async function issueInvoiceNumber(db: Db, sellerId: string, month: string, now = new Date()): Promise<string> {
  const known = await invoiceNumberOf(db, sellerId, month);
  if (known) return known;
  const financialYear = financialYearOfMonth(month);
  return db.transaction(async (tx) => {
    // A new year's series row: inserted once (a concurrent insert waits for the first, then does nothing).
    await tx.insert(invoiceSeries).values({ financialYear, lastSerial: 0 }).onConflictDoNothing();
    const [series] = await tx
      .select({ lastSerial: invoiceSeries.lastSerial })
      .from(invoiceSeries)
      .where(eq(invoiceSeries.financialYear, financialYear))
      .for('update');
    const already = await invoiceNumberOf(tx as unknown as Db, sellerId, month);
    if (already) return already;
    const serial = series!.lastSerial + 1;
    if (serial > INVOICE_SERIAL_MAX) throw new Error(`The invoice series of ${financialYear} is full.`);
    const number = formatInvoiceNumber(financialYear, serial);
    await tx.update(invoiceSeries).set({ lastSerial: serial }).where(eq(invoiceSeries.financialYear, financialYear));
    await tx.insert(statementInvoices).values({ sellerId, month, financialYear, serial, number, issuedAt: now });
    return number;
  });
}
