import type { Tx } from './transition';

/**
 * The lifecycle's one way to give a buyer money back: a refund asked of the gateway through the refunds module, in
 * the transaction of the transition that owes it (decision 017). Its ledger legs (escrow → buyer) are booked by that
 * module once the gateway confirms, exactly once.
 */
export interface OrderRefundRequest {
  orderId: string;
  amountPaise: number;
  reason: 'cancelled' | 'dispute_refund' | 'dispute_split';
  attemptKey: string;
}

export async function requestOrderRefund(_tx: Tx, _request: OrderRefundRequest): Promise<void> {
  throw new Error('The refunds module is not merged yet.');
}
