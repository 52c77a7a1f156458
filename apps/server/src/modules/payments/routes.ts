import { readFileSync } from 'node:fs';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZConfirmParam,
  ZCreateOrderAnswer,
  ZCreateOrderBody,
  ZOrder,
  ZPaymentIntentBody,
  ZPaymentProof,
  ZSandboxPayBody,
  ORDER_MSG,
} from '@gigbazaar/shared/schemas/orders';
import type { Deps } from '../../platform/deps';
import { restrictRoutes } from '../../platform/auth';
import { findOrder, presentOrder } from '../orders/present-order';
import type { PaymentGateway } from './gateway';
import {
  confirmPayment,
  createPaymentOrder,
  orderForPaymentIntent,
  receiveWebhook,
  sandboxPay,
  scheduleSandboxEvent,
  type PaymentsDeps,
} from './payment-service';

interface Options {
  deps: Deps;
  gateway: PaymentGateway;
}

/** The signed-in payment calls: create-order, confirm, save and the success page's PUT /orders. */
export const paymentOrdersRoutes: FastifyPluginAsync<Options> = async (root, { deps, gateway }) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const d: PaymentsDeps = { ...deps, gateway, log: app.log };
  restrictRoutes(app, 'user', ORDER_MSG.userNotFound);

  // The payer is the buyer: the answer's `actions` are the buyer's.
  const answer = async (orderId: string, viewerId?: string) =>
    presentOrder((await findOrder(deps, orderId))!, viewerId ? { id: viewerId, isAdmin: false } : undefined);

  app.post(
    '/orders/create-order',
    { schema: { body: ZCreateOrderBody, response: { 201: ZCreateOrderAnswer } } },
    async (request, reply) => {
      const created = await createPaymentOrder(d, request.me.id, request.body.gigId, request.body.amount);
      return reply.status(201).send(created);
    },
  );

  app.post(
    '/orders/confirm/:orderId',
    { schema: { params: ZConfirmParam, body: ZPaymentProof, response: { 200: ZOrder } } },
    async (request) => {
      // The gateway order in the signed body is what is verified; the path's id is the legacy spelling of it.
      const placed = await confirmPayment(d, request.me.id, request.body);
      return answer(placed.orderId, request.me.id);
    },
  );

  app.post('/orders/save', { schema: { body: ZPaymentIntentBody, response: { 200: ZOrder } } }, async (request) => {
    const gigId = typeof request.body.gigId === 'string' ? request.body.gigId : undefined;
    const orderId = await orderForPaymentIntent(d, request.me.id, request.body.payment_intent, {
      gigId,
      missing: 'refuse',
    });
    return answer(orderId, request.me.id);
  });

  app.put('/orders', { schema: { body: ZPaymentIntentBody, response: { 200: ZOrder } } }, async (request) => {
    const orderId = await orderForPaymentIntent(d, request.me.id, request.body.payment_intent, {
      missing: 'not-found',
    });
    return answer(orderId, request.me.id);
  });
};

const WEBHOOK_BODY_LIMIT = 256 * 1024;

/**
 * The gateway's side: the webhook (no session, no CSRF header; its signature over the raw bytes is the proof) and,
 * with the sandbox provider only, the sandbox's pay call. The JSON parser here keeps the raw bytes, because the
 * signature covers them exactly as sent; it only applies inside this plugin.
 */
export const gatewayRoutes: FastifyPluginAsync<Options> = async (root, { deps, gateway }) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const d: PaymentsDeps = { ...deps, gateway, log: app.log, timers: new Set() };
  app.addHook('onClose', async () => {
    for (const timer of d.timers ?? []) clearTimeout(timer);
  });
  // The sandbox's refunds are followed by their webhook, signed and delivered to this same handler, as Razorpay does.
  gateway.setWebhookSink?.((event, payload) => scheduleSandboxEvent(d, event, payload));

  await app.register(async (hook) => {
    hook.removeAllContentTypeParsers();
    hook.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_req, body, done) =>
      done(null, body),
    );
    hook.post('/payments/webhook', async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const header = (name: string) => {
        const v = request.headers[name];
        return typeof v === 'string' ? v : undefined;
      };
      const result = await receiveWebhook(d, raw, header('x-razorpay-signature'), header('x-razorpay-event-id'));
      return { ok: true, ...result };
    });
  });

  if (gateway.provider !== 'sandbox') return;

  app.post('/payments/sandbox/pay', { schema: { body: ZSandboxPayBody } }, async (request, reply) => {
    const result = await sandboxPay(d, request.body.order_id, request.body.outcome, request.body.description);
    if (result.ok) return result.proof;
    return reply.status(402).send({
      code: 'payment_failed',
      message: ORDER_MSG.paymentFailed(result.description),
      description: result.description,
    });
  });
};

const SANDBOX_CHECKOUT = readFileSync(new URL('./sandbox-checkout.js', import.meta.url), 'utf8');

/** `/checkout/sandbox.js`: the sandbox's stand-in for Razorpay's checkout.js (same options and handler contract). */
export const sandboxCheckoutRoute: FastifyPluginAsync = async (app) => {
  app.get('/checkout/sandbox.js', async (_request, reply) =>
    reply
      .type('application/javascript; charset=utf-8')
      .header('Cache-Control', 'public, max-age=300')
      .send(SANDBOX_CHECKOUT),
  );
};
