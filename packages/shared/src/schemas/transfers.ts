import { z } from 'zod';
import { LIMITS } from '../constants';
import { ZCursor, ZId, zLimit } from './common';

/**
 * Route transfers as admins see them (docs/decisions/020-route-transfers.md). Money is rupees in answers.
 *
 * pending: not yet at the gateway (waiting for the job, or for the seller's payout account); on_hold: made, held in
 * escrow; partially_reversed: part reversed (a split), the rest still held; released: the hold lifted; settled: paid
 * into the seller's bank; reversed: reversed in full (a refund); failed: the gateway failed it.
 */
export const GATEWAY_TRANSFER_STATUSES = [
  'pending',
  'on_hold',
  'partially_reversed',
  'released',
  'settled',
  'reversed',
  'failed',
] as const;
export type TGatewayTransferStatus = (typeof GATEWAY_TRANSFER_STATUSES)[number];

export const TRANSFER_STEPS = ['create', 'release', 'reverse'] as const;

/**
 * `problem` (the default): transfers whose step ran out of retries or that the gateway failed, what needs an admin;
 * `waiting`: made at no gateway yet (a seller without an active payout account); `all`.
 */
export const ADMIN_TRANSFER_FILTERS = ['problem', 'waiting', 'all'] as const;

export const ZAdminTransferQuery = z.object({
  filter: z.enum(ADMIN_TRANSFER_FILTERS, { error: 'filter must be problem, waiting or all.' }).default('problem'),
  limit: zLimit(LIMITS.listMax).optional(),
  cursor: ZCursor.optional(),
});

export const ZAdminTransfer = z.object({
  orderId: z.string(),
  sellerId: z.string(),
  amount: z.number(),
  reversed: z.number(),
  status: z.enum(GATEWAY_TRANSFER_STATUSES),
  gatewayTransferId: z.string().nullable(),
  releaseWanted: z.boolean(),
  failedStep: z.enum(TRANSFER_STEPS).nullable(),
  lastError: z.string().nullable(),
  attempts: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TAdminTransfer = z.infer<typeof ZAdminTransfer>;

export const ZAdminTransferOrderParam = z.object({ orderId: ZId });

export const TRANSFER_MSG = {
  notFailed: 'This transfer has not failed: there is nothing to retry.',
} as const;
