import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NEXT_CURSOR_HEADER } from '@gigbazaar/shared/constants';
import { ZAdminRefund, ZAdminRefundIdParam, ZAdminRefundQuery } from '@gigbazaar/shared/schemas/refunds';
import type { Deps } from '../../platform/deps';
import { restrictRoutes } from '../../platform/auth';
import { listRefunds, presentAdminRefund, retryRefund } from './admin-refunds';

/**
 * Refunds for admins (docs/decisions/018-refunds.md): what failed at the gateway, and a retry once the cause is fixed.
 * Anyone who is not an admin (visitors included) gets the same 404 as an unknown API path, decided by the declared
 * access.
 */
export const adminRefundsRoutes: FastifyPluginAsync<{ deps: Deps }> = async (root, { deps }) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  restrictRoutes(app, 'admin');

  app.get(
    '/admin/refunds',
    { schema: { querystring: ZAdminRefundQuery, response: { 200: z.array(ZAdminRefund) } } },
    async (request, reply) => {
      const page = await listRefunds(deps, request.query);
      if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
      return page.rows.map(presentAdminRefund);
    },
  );

  app.post(
    '/admin/refunds/:id/retry',
    { schema: { params: ZAdminRefundIdParam, response: { 200: ZAdminRefund } } },
    async (request) => retryRefund(deps, request.params.id, request.me.id),
  );
};
