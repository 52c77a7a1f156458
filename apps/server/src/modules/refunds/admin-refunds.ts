import { paiseToRupees } from '@gigbazaar/shared/rules/money';
import type { TAdminRefund, TRefundStatus } from '@gigbazaar/shared/schemas/refunds';
import type { Deps } from '../../platform/deps';
import { refunds } from '../../platform/db/schema';
import { statusListNewestFirst } from '../../platform/keyset';
import { retryFailedRefund } from './refund-service';

const LIST = statusListNewestFirst('refunds', refunds);

const refundFields = {
  id: refunds.id,
  orderId: refunds.orderId,
  gatewayOrderId: refunds.gatewayOrderId,
  paymentId: refunds.paymentId,
  buyerId: refunds.buyerId,
  amountPaise: refunds.amountPaise,
  reason: refunds.reason,
  status: refunds.status,
  gatewayRefundId: refunds.gatewayRefundId,
  lastError: refunds.lastError,
  createdAt: refunds.createdAt,
  processedAt: refunds.processedAt,
  cursorKeys: LIST.cursorKeys,
};

/** GET /admin/refunds: refunds in one state (failed by default: what needs an admin), newest first, keyset-paged. */
export async function listRefunds(deps: Deps, query: { status: TRefundStatus; limit?: number; cursor?: string }) {
  return LIST.list(query, (where, orderBy, limit) =>
    deps.db
      .select(refundFields)
      .from(refunds)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit),
  );
}

type RefundListRow = Awaited<ReturnType<typeof listRefunds>>['rows'][number];

export function presentAdminRefund(row: Omit<RefundListRow, 'cursorKeys'>): TAdminRefund {
  return {
    _id: row.id,
    orderId: row.orderId,
    gatewayOrderId: row.gatewayOrderId,
    paymentId: row.paymentId,
    buyerId: row.buyerId,
    amount: paiseToRupees(row.amountPaise),
    reason: row.reason,
    status: row.status,
    gatewayRefundId: row.gatewayRefundId,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    processedAt: row.processedAt?.toISOString() ?? null,
  };
}

/** POST /admin/refunds/{id}/retry: a failed refund is asked of the gateway again, now. */
export async function retryRefund(deps: Deps, id: string, adminId: string) {
  const row = await retryFailedRefund(deps.db, id, adminId);
  deps.jobs.wake();
  return presentAdminRefund(row);
}
