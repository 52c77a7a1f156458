import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { LIMITS, NEXT_CURSOR_HEADER } from '@gigbazaar/shared/constants';
import { paiseToRupees } from '@gigbazaar/shared/rules/money';
import {
  TRANSFER_MSG,
  ZAdminTransfer,
  ZAdminTransferOrderParam,
  ZAdminTransferQuery,
  type TAdminTransfer,
} from '@gigbazaar/shared/schemas/transfers';
import type { Deps } from '../../platform/deps';
import { restrictRoutes } from '../../platform/auth';
import { transfers } from '../../platform/db/schema';
import { conflict, notFound } from '../../platform/errors';
import {
  decodeCursor,
  idKey,
  keysetAfter,
  keysetOrder,
  keysetTexts,
  pageOf,
  timestampKey,
} from '../../platform/keyset';
import { retryTransfer, type TransferRow } from './transfer-service';

const NEWEST_FIRST = [timestampKey(transfers.updatedAt, 'desc'), idKey(transfers.id)];

function present(row: TransferRow): TAdminTransfer {
  return {
    orderId: row.orderId,
    sellerId: row.sellerId,
    amount: paiseToRupees(row.amountPaise),
    reversed: paiseToRupees(row.reversedPaise),
    status: row.status,
    gatewayTransferId: row.gatewayTransferId,
    releaseWanted: row.releaseWanted,
    failedStep: row.failedStep,
    lastError: row.lastError,
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Route transfers for admins (docs/decisions/020-route-transfers.md): what failed (a step out of retries, or failed by
 * the gateway), what waits for a seller's payout account, and a retry once the cause is fixed. Anyone who is not an
 * admin gets the same 404 as an unknown API path, decided by the declared access.
 */
export const adminTransfersRoutes: FastifyPluginAsync<{ deps: Deps }> = async (root, { deps }) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  restrictRoutes(app, 'admin');

  app.get(
    '/admin/transfers',
    { schema: { querystring: ZAdminTransferQuery, response: { 200: z.array(ZAdminTransfer) } } },
    async (request, reply) => {
      const { filter, cursor } = request.query;
      const limit = request.query.limit ?? LIMITS.listDefault;
      const where = [
        filter === 'problem'
          ? or(sql`${transfers.failedStep} is not null`, eq(transfers.status, 'failed'))
          : filter === 'waiting'
            ? and(eq(transfers.status, 'pending'), isNull(transfers.gatewayTransferId))
            : undefined,
      ];
      if (cursor) where.push(keysetAfter(NEWEST_FIRST, decodeCursor(cursor, 'transfers', NEWEST_FIRST)));
      const rows = await deps.db
        .select({ row: transfers, cursorKeys: keysetTexts(NEWEST_FIRST) })
        .from(transfers)
        .where(and(...where))
        .orderBy(...keysetOrder(NEWEST_FIRST))
        .limit(limit + 1);
      const page = pageOf(rows, limit, 'transfers');
      if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
      return page.rows.map((r) => present(r.row));
    },
  );

  app.post(
    '/admin/transfers/:orderId/retry',
    { schema: { params: ZAdminTransferOrderParam, response: { 200: ZAdminTransfer } } },
    async (request) => {
      const row = await retryTransfer(deps.db, request.params.orderId, request.me.id);
      if (!row) {
        const [known] = await deps.db
          .select({ id: transfers.id })
          .from(transfers)
          .where(eq(transfers.orderId, request.params.orderId))
          .limit(1);
        throw known ? conflict(TRANSFER_MSG.notFailed) : notFound('We could not find a transfer for that order.');
      }
      deps.jobs.wake();
      return present(row);
    },
  );
};
