import type { TLedgerMovement } from '@gigbazaar/shared/rules/order-lifecycle';
import { LEDGER_ACCOUNTS } from '@gigbazaar/shared/rules/ledger-accounts';
import { payoutBreakdown, splitBreakdown, type PayoutBreakdown } from '@gigbazaar/shared/rules/payout-tax';
import { ledgerEntries } from '../../platform/db/schema';
import type { Db } from '../../platform/db/client';

/**
 * The escrow books. Every movement of an order's money is booked as rows that sum to zero, so the books balance
 * per order by construction: a payment moves the price from the buyer into escrow; a release moves it out of
 * escrow into the platform's commission, the GST and TDS on the sale and the seller's net. The unique (order,
 * movement, account) key makes booking a movement twice a no-op, so a retried or raced transition can never pay
 * anyone twice.
 */
export interface LedgerOrder {
  id: string;
  buyerId: string;
  sellerId: string;
  pricePaise: number;
  commissionPaise: number;
  /**
   * The sale's tax as fixed at capture (orders.seller_had_pan, gst_paise, tds_paise). Orders made outside a checkout
   * (test factories, demo data) have none: their release is split by the rule at the no-PAN rate, the side the law
   * asks for when no PAN is on record.
   */
  sellerHadPan?: boolean | null;
  gstPaise?: number | null;
  tdsPaise?: number | null;
}

export const ACCOUNTS = LEDGER_ACCOUNTS;

/** The movements booked here; a refund's legs are booked by the refunds module when the gateway confirms it. */
export type BookedMovement = Exclude<TLedgerMovement, 'refund'>;

/** The sale's split into commission, GST, TDS and the seller's net, as fixed at capture (or by the rule). */
export function saleBreakdown(order: LedgerOrder): PayoutBreakdown {
  const hasPan = order.sellerHadPan ?? false;
  const ruled = payoutBreakdown({ pricePaise: order.pricePaise, commissionPaise: order.commissionPaise, hasPan });
  if (order.gstPaise == null || order.tdsPaise == null) return ruled;
  const { gstPaise, tdsPaise } = order;
  return { ...ruled, gstPaise, tdsPaise, netPaise: ruled.pricePaise - ruled.commissionPaise - gstPaise - tdsPaise };
}

/**
 * The legs of a movement. A release moves the price out of escrow into the commission (GigBazaar's revenue), the GST
 * on it and the TDS (both payable to the government) and the seller's net. A split releases `releasePaise` (the price
 * less the refunded part), split by the same rule on that smaller gross (`splitBreakdown`), so the platform earns
 * only on what the seller keeps and the transfer's partial reversal is exactly the rest.
 */
export function ledgerRows(order: LedgerOrder, movement: BookedMovement, releasePaise = order.pricePaise) {
  const price = order.pricePaise;
  let legs: [string, number][];
  if (movement === 'payment') {
    legs = [
      [ACCOUNTS.buyer(order.buyerId), -price],
      [ACCOUNTS.escrow, price],
    ];
  } else {
    const b =
      movement === 'split'
        ? splitBreakdown({
            pricePaise: price,
            commissionPaise: order.commissionPaise,
            keptPaise: releasePaise,
            hasPan: order.sellerHadPan ?? false,
          })
        : saleBreakdown(order);
    legs = [
      [ACCOUNTS.escrow, -b.pricePaise],
      [ACCOUNTS.commission, b.commissionPaise],
      [ACCOUNTS.gstPayable, b.gstPaise],
      [ACCOUNTS.tdsPayable, b.tdsPaise],
      [ACCOUNTS.seller(order.sellerId), b.netPaise],
    ];
    // A ₹1 sale has no commission to speak of: no zero rows in the books.
    legs = legs.filter(([, amount], i) => i === 0 || amount !== 0);
  }
  return legs.map(([account, amountPaise]) => ({ orderId: order.id, movement, account, amountPaise }));
}

/**
 * The settlement of a released transfer: what Route paid into the seller's bank leaves their payable balance for
 * `paid_out`. Its movement is `settlement`, so a redelivered `settlement.processed` books nothing more.
 */
export function settlementRows(order: { id: string; sellerId: string }, paidPaise: number) {
  const legs: [string, number][] = [
    [ACCOUNTS.seller(order.sellerId), -paidPaise],
    [ACCOUNTS.paidOut, paidPaise],
  ];
  return legs.map(([account, amountPaise]) => ({ orderId: order.id, movement: 'settlement', account, amountPaise }));
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
