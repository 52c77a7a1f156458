import { splitCommissionPaise } from '@gigbazaar/shared/rules/commission';
import type { TLedgerMovement } from '@gigbazaar/shared/rules/order-lifecycle';
import { ledgerEntries } from '../../platform/db/schema';
import type { Db } from '../../platform/db/client';

/**
 * The escrow books. Every movement of an order's money is booked as rows that sum to zero, so the books balance
 * per order by construction: a payment moves the price from the buyer into escrow; a release moves it out of
 * escrow into the platform's commission and the seller's share. The unique (order, movement, account) key makes
 * booking a movement twice a no-op, so a retried or raced transition can never pay anyone twice.
 */
export interface LedgerOrder {
  id: string;
  buyerId: string;
  sellerId: string;
  pricePaise: number;
  commissionPaise: number;
}

export const ACCOUNTS = {
  escrow: 'escrow',
  commission: 'commission',
  buyer: (id: string) => `buyer:${id}`,
  seller: (id: string) => `seller:${id}`,
} as const;

/** The movements booked here; a refund's legs are booked by the refunds module when the gateway confirms it. */
export type BookedMovement = Exclude<TLedgerMovement, 'refund'>;

/**
 * The legs of a movement. A split releases `releasePaise` (the price less the refunded part) to the seller, with the
 * commission in proportion (`splitCommissionPaise`, the shared rule), so the platform earns only on what the seller
 * keeps.
 */
export function ledgerRows(order: LedgerOrder, movement: BookedMovement, releasePaise = order.pricePaise) {
  const price = order.pricePaise;
  const released = movement === 'split' ? releasePaise : price;
  const commission =
    movement === 'split' ? splitCommissionPaise(price, order.commissionPaise, released) : order.commissionPaise;
  const legs: [string, number][] =
    movement === 'payment'
      ? [
          [ACCOUNTS.buyer(order.buyerId), -price],
          [ACCOUNTS.escrow, price],
        ]
      : [
          [ACCOUNTS.escrow, -released],
          [ACCOUNTS.commission, commission],
          [ACCOUNTS.seller(order.sellerId), released - commission],
        ];
  return legs.map(([account, amountPaise]) => ({ orderId: order.id, movement, account, amountPaise }));
}

/** Books one movement inside the caller's transaction (idempotent: an already booked movement adds nothing). */
export async function bookMovement(
  tx: Pick<Db, 'insert'>,
  order: LedgerOrder,
  movement: BookedMovement,
  releasePaise?: number,
) {
  await tx
    .insert(ledgerEntries)
    .values(ledgerRows(order, movement, releasePaise))
    .onConflictDoNothing();
}

/**
 * A refund's legs (escrow → buyer, movement `refund:{id}`) are the refunds module's, booked only by its
 * `markRefundProcessed`, never by a lifecycle transition; re-exported for the demo data.
 */
export { refundLedgerRows } from '../refunds/refund-service';
