import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NEXT_CURSOR_HEADER } from '@gigbazaar/shared/constants';
import { ZMessage } from '@gigbazaar/shared/schemas/conversations';
import {
  ZAdminDispute,
  ZAlertSellerBody,
  ZDeliveryBody,
  ZDisputeDecisionBody,
  ZDisputeMessagesQuery,
  ZDisputeOrderParam,
  ZDisputesQuery,
  ZExtensionBody,
  ZNoteBody,
  ZOrder,
  ZOrderIdParam,
  ZOrderWithTimeline,
  ZOrdersQuery,
  ZReasonBody,
} from '@gigbazaar/shared/schemas/orders';
import type { TOrderAction } from '@gigbazaar/shared/rules/order-lifecycle';
import type { Deps } from '../../platform/deps';
import { restrictRoutes } from '../../platform/auth';
import {
  alertSeller,
  approveOrder,
  archiveOrder,
  decideDispute,
  deliverOrder,
  disputeConversation,
  listDisputes,
  listOrders,
  orderForParty,
  partyTransition,
} from './order-service';
import { findOrder, orderTimeline, presentOrder } from './present-order';

/**
 * The order calls (the payment ones are in modules/payments). Every answer is per-user (`no-store` from the
 * session hook); who may do what is the lifecycle table's decision, applied by `applyTransition`.
 */
export const ordersRoutes: FastifyPluginAsync<{ deps: Deps }> = async (root, { deps }) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  restrictRoutes(app, 'user');

  const answer = async (orderId: string, me: { id: string; isAdmin: boolean }) =>
    presentOrder((await findOrder(deps, orderId))!, me);

  // Without `limit` the page is as long as the whole answer used to be; either way the next cursor is sent when more
  // orders exist, so no client loses its older orders.
  app.get(
    '/orders',
    { schema: { querystring: ZOrdersQuery, response: { 200: z.array(ZOrder) } } },
    async (request, reply) => {
      const page = await listOrders(deps, request.me.id, request.query);
      if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
      return page.rows.map((row) => presentOrder(row, request.me));
    },
  );

  app.get(
    '/orders/single/:id',
    { schema: { params: ZOrderIdParam, response: { 200: ZOrderWithTimeline } } },
    async (request) => {
      const row = await orderForParty(deps, request.me, request.params.id);
      return { ...presentOrder(row, request.me), timeline: await orderTimeline(deps, row.order.id) };
    },
  );

  app.put(
    '/orders/complete/:id',
    { schema: { params: ZOrderIdParam, body: ZDeliveryBody, response: { 200: ZOrder } } },
    async (request) => {
      const body = request.body ?? {};
      await deliverOrder(deps, request.me.id, request.params.id, {
        sellerMessage: body.sellerMessage,
        files: body.files,
      });
      return answer(request.params.id, request.me);
    },
  );

  app.post('/orders/:id/approve', { schema: { params: ZOrderIdParam, response: { 200: ZOrder } } }, async (request) => {
    await approveOrder(deps, request.me.id, request.params.id);
    return answer(request.params.id, request.me);
  });

  app.post(
    '/orders/:id/revision',
    { schema: { params: ZOrderIdParam, body: ZNoteBody, response: { 200: ZOrder } } },
    async (request) => {
      await partyTransition(deps, { userId: request.me.id }, request.params.id, 'revision', {
        message: request.body.note,
      });
      return answer(request.params.id, request.me);
    },
  );

  app.post(
    '/orders/:id/extension',
    { schema: { params: ZOrderIdParam, body: ZExtensionBody, response: { 200: ZOrder } } },
    async (request) => {
      await partyTransition(deps, { userId: request.me.id }, request.params.id, 'extension', {
        message: request.body.reason,
        days: request.body.days,
      });
      return answer(request.params.id, request.me);
    },
  );

  // Transitions with a reason: a cancellation request, the late cancel and a dispute.
  const withReason: [string, TOrderAction][] = [
    ['/orders/:id/cancellation', 'cancellation'],
    ['/orders/:id/cancel', 'cancel'],
    ['/orders/:id/dispute', 'dispute'],
  ];
  for (const [path, action] of withReason) {
    app.post(
      path,
      { schema: { params: ZOrderIdParam, body: ZReasonBody, response: { 200: ZOrder } } },
      async (request) => {
        await partyTransition(deps, { userId: request.me.id }, request.params.id, action, {
          message: request.body.reason,
        });
        return answer(request.params.id, request.me);
      },
    );
  }

  // The answers to a request: no body.
  const answers: [string, TOrderAction][] = [
    ['/orders/:id/extension/accept', 'extension_accept'],
    ['/orders/:id/extension/decline', 'extension_decline'],
    ['/orders/:id/cancellation/accept', 'cancellation_accept'],
    ['/orders/:id/cancellation/decline', 'cancellation_decline'],
  ];
  for (const [path, action] of answers) {
    app.post(path, { schema: { params: ZOrderIdParam, response: { 200: ZOrder } } }, async (request) => {
      await partyTransition(deps, { userId: request.me.id }, request.params.id, action);
      return answer(request.params.id, request.me);
    });
  }

  app.delete('/orders/:id', { schema: { params: ZOrderIdParam } }, async (request, reply) => {
    await archiveOrder(deps, request.me.id, request.params.id);
    return reply.status(204).send();
  });

  app.post('/orders/alert-seller', { schema: { body: ZAlertSellerBody } }, async (request) => {
    await alertSeller(deps, request.me.id, request.body);
    return { ok: true };
  });
};

/** The resolution centre: disputed orders and the admins' decisions; 404 for everyone else. */
export const adminDisputesRoutes: FastifyPluginAsync<{ deps: Deps }> = async (root, { deps }) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  restrictRoutes(app, 'admin');

  app.get(
    '/admin/disputes',
    { schema: { querystring: ZDisputesQuery, response: { 200: z.array(ZAdminDispute) } } },
    async (request) => {
      const rows = await listDisputes(deps, request.query.status ?? 'open');
      return Promise.all(
        rows.map(async (row) => ({
          order: { ...presentOrder(row, request.me), timeline: await orderTimeline(deps, row.order.id) },
        })),
      );
    },
  );

  // What the two parties wrote each other, oldest first, for the admin deciding (the first page is audit-logged).
  app.get(
    '/admin/disputes/:orderId/messages',
    {
      schema: {
        params: ZDisputeOrderParam,
        querystring: ZDisputeMessagesQuery,
        response: { 200: z.array(ZMessage) },
      },
    },
    async (request, reply) => {
      const page = await disputeConversation(deps, request.me.id, request.params.orderId, request.query);
      if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
      return page.messages;
    },
  );

  app.post(
    '/admin/disputes/:orderId/decide',
    { schema: { params: ZDisputeOrderParam, body: ZDisputeDecisionBody, response: { 200: ZOrder } } },
    async (request) => {
      await decideDispute(deps, request.me.id, request.params.orderId, request.body);
      return presentOrder((await findOrder(deps, request.params.orderId))!, request.me);
    },
  );
};
