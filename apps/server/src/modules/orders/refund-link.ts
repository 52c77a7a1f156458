import { requestRefund, type RefundDb } from '../refunds/refund-service';

/**
 * The lifecycle's one way to give a buyer money back: a refund asked of the gateway through the refunds module, in
 * the transaction of the transition that owes it (decision 017). The key `${orderId}:${attemptKey}` makes it once
 * per order and cause however often the transition is retried; its ledger legs (escrow → buyer) are booked by that
 * module once the gateway confirms, exactly once.
 */
export interface OrderRefundRequest {
  orderId: string;
  amountPaise: number;
  reason: 'cancelled' | 'dispute_refund' | 'dispute_split';
  attemptKey: string;
}

export async function requestOrderRefund(tx: RefundDb, request: OrderRefundRequest): Promise<void> {
  await requestRefund(tx, request);
}
