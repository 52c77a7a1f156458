import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { App } from '../app';
import { checkoutSignature } from '../modules/payments/signature';
import { as, createGig, createUser } from './factories';

/**
 * The gateway's signed answer for a payment of this gateway order: the sandbox's own pay call, or (Razorpay) what
 * Razorpay Checkout would hand the page, signed with the key secret.
 */
export async function payFor(app: App, api: ReturnType<typeof as>, gatewayOrderId: string) {
  if (app.deps.config.payments.provider === 'sandbox') {
    const paid = await api.post('/api/payments/sandbox/pay', { order_id: gatewayOrderId, outcome: 'success' });
    expect(paid.statusCode, paid.body).toBe(200);
    return paid.json() as Record<string, string>;
  }
  const paymentId = `pay_${randomBytes(7).toString('hex')}`;
  return {
    razorpay_payment_id: paymentId,
    razorpay_order_id: gatewayOrderId,
    razorpay_signature: checkoutSignature(gatewayOrderId, paymentId, app.deps.config.payments.keySecret),
  };
}

/** A real checkout: create-order, the sandbox's pay, the browser's confirm; the books hold the payment. */
export async function paidOrder(app: App, price = 1200) {
  const gig = await createGig(app, { price });
  const buyer = await createUser(app);
  const api = as(app, buyer.cookie);
  const created = await api.post('/api/orders/create-order', { gigId: gig.id });
  expect(created.statusCode, created.body).toBe(201);
  const gatewayOrderId = created.json().id as string;
  const confirmed = await api.post(`/api/orders/confirm/${gatewayOrderId}`, await payFor(app, api, gatewayOrderId));
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return {
    gig,
    buyer,
    api,
    gatewayOrderId,
    order: confirmed.json() as { _id: string; payment_intent: string; price: number },
  };
}
