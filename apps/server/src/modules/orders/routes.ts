import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAlertSellerBody,
  ZCompleteOrderBody,
  ZOrder,
  ZOrderIdParam,
  ZOrdersQuery,
} from '@gigbazaar/shared/schemas/orders';
import type { Deps } from '../../platform/deps';
import { restrictRoutes } from '../../platform/auth';
import { alertSeller, approveOrder, archiveOrder, completeOrder, listOrders, orderForParty } from './order-service';
import { findOrder, presentOrder } from './present-order';

/**
 * The order calls (the payment ones are in modules/payments). Every answer is per-user (`no-store` from the
 * session hook); who may do what is the lifecycle table's decision, read by `transitionOrder`.
 */
export const ordersRoutes: FastifyPluginAsync<{ deps: Deps }> = async (root, { deps }) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  restrictRoutes(app, 'user');

  app.get('/orders', { schema: { querystring: ZOrdersQuery, response: { 200: z.array(ZOrder) } } }, async (request) => {
    const rows = await listOrders(deps, request.me.id, request.query.status ?? 'all');
    return rows.map((row) => presentOrder(row, request.me));
  });

  app.get('/orders/single/:id', { schema: { params: ZOrderIdParam, response: { 200: ZOrder } } }, async (request) =>
    presentOrder(await orderForParty(deps, request.me.id, request.params.id), request.me),
  );

  app.put(
    '/orders/complete/:id',
    { schema: { params: ZOrderIdParam, body: ZCompleteOrderBody, response: { 200: ZOrder } } },
    async (request) => {
      const note = request.body?.sellerMessage?.trim() || undefined;
      const order = await completeOrder(deps, request.me.id, request.params.id, note);
      return presentOrder((await findOrder(deps, order.id))!, request.me);
    },
  );

  app.post('/orders/:id/approve', { schema: { params: ZOrderIdParam, response: { 200: ZOrder } } }, async (request) => {
    const order = await approveOrder(deps, request.me.id, request.params.id);
    return presentOrder((await findOrder(deps, order.id))!, request.me);
  });

  app.delete('/orders/:id', { schema: { params: ZOrderIdParam } }, async (request, reply) => {
    await archiveOrder(deps, request.me.id, request.params.id);
    return reply.status(204).send();
  });

  app.post('/orders/alert-seller', { schema: { body: ZAlertSellerBody } }, async (request) => {
    await alertSeller(deps, request.me.id, request.body);
    return { ok: true };
  });
};
