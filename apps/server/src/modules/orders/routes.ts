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
import {
  alertSeller,
  announceTransition,
  archiveOrder,
  listOrders,
  orderForParty,
  transitionOrder,
} from './order-service';
import { findOrder, presentOrder } from './present-order';

/**
 * API.md's order calls (the payment ones are in modules/payments). Every answer is per-user (`no-store` from the
 * session hook); who may do what is the lifecycle table's decision, read by `transitionOrder`.
 */
export const ordersRoutes: FastifyPluginAsync<{ deps: Deps }> = async (root, { deps }) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  restrictRoutes(app, 'user');

  app.get('/orders', { schema: { querystring: ZOrdersQuery, response: { 200: z.array(ZOrder) } } }, async (request) => {
    const rows = await listOrders(deps, request.me.id, request.query.status ?? 'all');
    return rows.map(presentOrder);
  });

  app.get('/orders/single/:id', { schema: { params: ZOrderIdParam, response: { 200: ZOrder } } }, async (request) =>
    presentOrder(await orderForParty(deps, request.me.id, request.params.id)),
  );

  app.put(
    '/orders/complete/:id',
    { schema: { params: ZOrderIdParam, body: ZCompleteOrderBody, response: { 200: ZOrder } } },
    async (request) => {
      const order = await transitionOrder(deps, request.params.id, 'complete', { userId: request.me.id });
      const sellerMessage = request.body?.sellerMessage?.trim();
      request.afterResponse(async () => {
        for (const mail of await announceTransition(deps, order, 'complete', sellerMessage))
          await deps.mailer.send(mail);
      });
      return presentOrder((await findOrder(deps, order.id))!);
    },
  );

  app.post('/orders/:id/approve', { schema: { params: ZOrderIdParam, response: { 200: ZOrder } } }, async (request) => {
    const order = await transitionOrder(deps, request.params.id, 'approve', { userId: request.me.id });
    request.afterResponse(async () => {
      for (const mail of await announceTransition(deps, order, 'approve')) await deps.mailer.send(mail);
    });
    return presentOrder((await findOrder(deps, order.id))!);
  });

  app.delete('/orders/:id', { schema: { params: ZOrderIdParam } }, async (request, reply) => {
    await archiveOrder(deps, request.me.id, request.params.id);
    return reply.status(204).send();
  });

  app.post('/orders/alert-seller', { schema: { body: ZAlertSellerBody } }, async (request) => {
    const mail = await alertSeller(deps, request.me.id, request.body);
    if (mail) request.afterResponse(() => deps.mailer.send(mail));
    return { ok: true };
  });
};
