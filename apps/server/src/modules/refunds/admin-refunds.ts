import { and, eq } from 'drizzle-orm';
import { LIMITS } from '@gigbazaar/shared/constants';
import { paiseToRupees } from '@gigbazaar/shared/rules/money';
import type { TAdminRefund, TRefundStatus } from '@gigbazaar/shared/schemas/refunds';
import type { Deps } from '../../platform/deps';
import { refunds } from '../../platform/db/schema';
import {
  decodeCursor,
  idKey,
  keysetAfter,
  keysetOrder,
  keysetTexts,
  pageOf,
  timestampKey,
} from '../../platform/keyset';
import { retryFailedRefund } from './refund-service';

const NEWEST_FIRST = [timestampKey(refunds.createdAt, 'desc'), idKey(refunds.id)];

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
  cursorKeys: keysetTexts(NEWEST_FIRST),
};

/** GET /admin/refunds: refunds in one state (failed by default: what needs an admin), newest first, keyset-paged. */
export async function listRefunds(deps: Deps, query: { status: TRefundStatus; limit?: number; cursor?: string }) {
  const limit = query.limit ?? LIMITS.listDefault;
  const where = [eq(refunds.status, query.status)];
  if (query.cursor) where.push(keysetAfter(NEWEST_FIRST, decodeCursor(query.cursor, 'refunds', NEWEST_FIRST)));
  const rows = await deps.db
    .select(refundFields)
    .from(refunds)
    .where(and(...where))
    .orderBy(...keysetOrder(NEWEST_FIRST))
    .limit(limit + 1);
  return pageOf(rows, limit, 'refunds');
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
export async function retryRefund(deps: Deps, id: string) {
  const row = await retryFailedRefund(deps.db, id);
  deps.jobs.wake();
  return presentAdminRefund(row);
}
