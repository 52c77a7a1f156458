import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../app';
import { ledgerEntries } from '../platform/db/schema';

/** The books balance: every order's entries sum to zero (and, so, all of them together). */
export async function expectBalancedLedger(app: App) {
  const unbalanced = await app.deps.db
    .select({ orderId: ledgerEntries.orderId, sum: sql<string>`sum(${ledgerEntries.amountPaise})` })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.orderId)
    .having(sql`sum(${ledgerEntries.amountPaise}) <> 0`);
  expect(unbalanced).toEqual([]);
}
