import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../app';
import { ledgerEntries, orders, transfers } from '../platform/db/schema';
import { as, createGig, createUser } from './factories';
import { payFor } from './paid-order';

/** Test data for Route transfers: a seller's bank details and PAN (never to appear in an answer or a log line). */
export const SELLER_ACCOUNT = '987654321098';
export const SELLER_PAN = 'AAAPZ1234C';
export const payoutBody = (pan = true) => ({
  holderName: 'Meera Pillai',
  accountNumber: SELLER_ACCOUNT,
  confirmAccountNumber: SELLER_ACCOUNT,
  ifsc: 'HDFC0000317',
  ...(pan ? { pan: SELLER_PAN } : {}),
});

/** Everything the tests' requests answered, to search for the account number and PAN at the end. */
export const answers: string[] = [];

/** A seller, with an active payout account (and a PAN) unless told otherwise. */
export async function seller(app: App, opts: { account?: boolean; pan?: boolean } = {}) {
  const s = await createUser(app, { isSeller: true });
  const api = as(app, s.cookie);
  if (opts.account ?? true) await addPayoutAccount(app, api, opts.pan ?? true);
  return { ...s, api };
}

export async function addPayoutAccount(app: App, api: ReturnType<typeof as>, pan = true) {
  const saved = await api.put('/api/payouts/account', payoutBody(pan));
  answers.push(saved.body);
  expect(saved.statusCode, saved.body).toBe(200);
  expect(saved.json().status).toBe('active');
}

/** A checkout of a new gig of `sellerId` at `price` rupees (category web: 10 % commission). */
export async function checkout(app: App, sellerId: string, price: number) {
  const gig = await createGig(app, { userId: sellerId, price });
  const buyer = await createUser(app);
  const api = as(app, buyer.cookie);
  const created = await api.post('/api/orders/create-order', { gigId: gig.id });
  expect(created.statusCode, created.body).toBe(201);
  const gatewayOrderId = created.json().id as string;
  const proof = await payFor(app, api, gatewayOrderId);
  const confirmed = await api.post(`/api/orders/confirm/${gatewayOrderId}`, proof);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  answers.push(confirmed.body);
  return { buyer, b: api, orderId: confirmed.json()._id as string, proof, gatewayOrderId };
}

export const at = (ms: number) => new Date(Date.now() + ms);

export async function transferOf(app: App, orderId: string) {
  const [row] = await app.deps.db.select().from(transfers).where(eq(transfers.orderId, orderId));
  return row!;
}

export async function orderRow(app: App, orderId: string) {
  const [row] = await app.deps.db.select().from(orders).where(eq(orders.id, orderId));
  return row!;
}

/** An order's ledger legs of one movement, by account (ids replaced by the party's role, so apps compare). */
export async function legsOf(app: App, orderId: string, movement: string) {
  const rows = await app.deps.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.orderId, orderId), eq(ledgerEntries.movement, movement)));
  return Object.fromEntries(
    rows
      .map((r) => [r.account.replace(/^(seller|buyer):.*/, '$1'), r.amountPaise])
      .sort(([a], [b]) => String(a).localeCompare(String(b))),
  ) as Record<string, number>;
}
