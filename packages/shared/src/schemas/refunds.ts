import { z } from 'zod';
import { LIMITS } from '../constants';
import { ZCursor, ZId, zLimit } from './common';

/**
 * Refunds (docs/product-rules.md "Payments"; docs/decisions/018-refunds.md): why one was made, where it stands at the
 * gateway, and the shapes admins see. Money here is paise (what the gateway is asked for), rupees in answers.
 */
export const REFUND_REASONS = ['cancelled', 'dispute_refund', 'dispute_split', 'expired_payment', 'admin'] as const;
export type TRefundReason = (typeof REFUND_REASONS)[number];

/** pending: asked of the gateway, not yet confirmed; processed: the buyer has the money back; failed: for admins. */
export const REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;
export type TRefundStatus = (typeof REFUND_STATUSES)[number];

/** A payment order (create-order) is good for this long; a payment made later makes no order and is refunded. */
export const PAYMENT_ORDER_TTL_MS = 15 * 60_000;

export const REFUND_MSG = {
  paymentExpired: 'This payment session has expired. You have not been charged.',
  overRefund: 'This order has no money left in escrow to refund.',
  notFound: 'We could not find that refund.',
  notFailed: 'Only a failed refund can be retried.',
} as const;

/** GET /admin/refunds: which refunds to list (failed by default: what needs an admin), keyset-paged. */
export const ZAdminRefundQuery = z.object({
  status: z.enum(REFUND_STATUSES, { error: 'status must be pending, processed or failed.' }).default('failed'),
  limit: zLimit(LIMITS.listMax).optional(),
  cursor: ZCursor.optional(),
});

/** One refund as admins see it. */
export const ZAdminRefund = z.object({
  _id: z.string(),
  orderId: z.string().nullable(),
  gatewayOrderId: z.string().nullable(),
  paymentId: z.string(),
  buyerId: z.string(),
  amount: z.number(),
  reason: z.enum(REFUND_REASONS),
  status: z.enum(REFUND_STATUSES),
  gatewayRefundId: z.string().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
});
export type TAdminRefund = z.infer<typeof ZAdminRefund>;

export const ZAdminRefundIdParam = z.object({ id: ZId });
