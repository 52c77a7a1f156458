import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
// Razorpay's own Node SDK: its verification helpers are the reference our recipe must agree with.
import { validatePaymentVerification, validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils';
import { checkoutSignature, signaturesMatch, webhookSignature } from './signature';

/**
 * Our checkout and webhook signatures against Razorpay's SDK, and both against fixed answers. Agreement alone could
 * hide a recipe that is wrong the same way on both sides of our own code (the sandbox signs with it, the server
 * checks with it); the SDK and the fixed hex pin the recipe itself.
 */

// Known answers computed outside Node (`openssl dgst -sha256 -hmac <secret>`), so they do not depend on our code,
// on the SDK or on Node's crypto. The first is the order/payment/secret triple of Razorpay's own documentation.
const CHECKOUT_VECTORS = [
  {
    orderId: 'order_IEIaMR65cu6nz3',
    paymentId: 'pay_IH4NVgf4Dreq1l',
    secret: 'EnLs21M47BllR3X8PSFtjtbd',
    hex: '0d4e745a1838664ad6c9c9902212a32d627d68e917290b0ad5f08ff4561bc50f',
  },
] as const;

// A captured-payment event as Razorpay sends it, with a non-ASCII description: the signature covers the raw UTF-8
// bytes, so the same event pretty-printed is a different message with a different signature.
const WEBHOOK_BODY =
  '{"entity":"event","account_id":"acc_BFQ7uQEaa7j2z7","event":"payment.captured","contains":["payment"],' +
  '"payload":{"payment":{"entity":{"id":"pay_DESlfW9H8K9uqM","amount":149900,"currency":"INR","status":"captured",' +
  '"order_id":"order_DESlLckIVRkHWj","description":"Logo design – ₹1,499"}}},"created_at":1567674606}';
const WEBHOOK_VECTORS = [
  {
    body: WEBHOOK_BODY,
    secret: 'whsec_gigbazaar_known_answer',
    hex: '2aae96e5d5d646c6845128037f679639748ad43d2ed3b8f73258a463de2c7155',
  },
] as const;

describe('checkout signature', () => {
  it.each(CHECKOUT_VECTORS)('gives the known answer for $orderId', ({ orderId, paymentId, secret, hex }) => {
    expect(checkoutSignature(orderId, paymentId, secret)).toBe(hex);
    // The reference accepts the same answer, so the vector is the SDK's recipe too.
    expect(validatePaymentVerification({ order_id: orderId, payment_id: paymentId }, hex, secret)).toBe(true);
    expect(signaturesMatch(checkoutSignature(orderId, paymentId, secret), hex)).toBe(true);
    expect(signaturesMatch(checkoutSignature(orderId, paymentId, secret), hex.toUpperCase())).toBe(true);
  });

  it('is accepted by Razorpay’s validatePaymentVerification for any ids and secret', () => {
    for (let i = 0; i < 50; i++) {
      const orderId = `order_${randomBytes(7).toString('base64url')}`;
      const paymentId = `pay_${randomBytes(7).toString('base64url')}`;
      const secret = randomBytes(18).toString('base64url');
      const ours = checkoutSignature(orderId, paymentId, secret);
      expect(validatePaymentVerification({ order_id: orderId, payment_id: paymentId }, ours, secret)).toBe(true);
    }
  });

  it('is refused for the swapped order of the two ids, another secret, or another payment', () => {
    const { orderId, paymentId, secret, hex } = CHECKOUT_VECTORS[0];
    expect(checkoutSignature(paymentId, orderId, secret)).not.toBe(hex);
    expect(validatePaymentVerification({ order_id: paymentId, payment_id: orderId }, hex, secret)).toBe(false);
    expect(signaturesMatch(checkoutSignature(orderId, paymentId, `${secret}x`), hex)).toBe(false);
    expect(signaturesMatch(checkoutSignature(orderId, 'pay_IH4NVgf4Dreq1m', secret), hex)).toBe(false);
  });
});

describe('webhook signature', () => {
  it.each(WEBHOOK_VECTORS)('gives the known answer over the raw body', ({ body, secret, hex }) => {
    expect(webhookSignature(body, secret)).toBe(hex);
    expect(webhookSignature(Buffer.from(body, 'utf8'), secret)).toBe(hex);
    expect(validateWebhookSignature(body, hex, secret)).toBe(true);
  });

  it('is accepted by Razorpay’s validateWebhookSignature for any body and secret', () => {
    for (let i = 0; i < 50; i++) {
      const body = JSON.stringify({ event: 'payment.captured', id: randomBytes(9).toString('hex'), note: 'नमस्ते ₹' });
      const secret = randomBytes(18).toString('base64url');
      expect(validateWebhookSignature(body, webhookSignature(Buffer.from(body), secret), secret)).toBe(true);
    }
  });

  it('is refused for the same event re-serialised, or another secret', () => {
    const { body, secret, hex } = WEBHOOK_VECTORS[0];
    const pretty = JSON.stringify(JSON.parse(body), null, 2);
    expect(signaturesMatch(webhookSignature(pretty, secret), hex)).toBe(false);
    expect(validateWebhookSignature(pretty, hex, secret)).toBe(false);
    expect(signaturesMatch(webhookSignature(body, `${secret}x`), hex)).toBe(false);
  });
});

describe('signaturesMatch', () => {
  it('refuses anything that is not 64 hex characters', () => {
    const { hex } = CHECKOUT_VECTORS[0];
    for (const junk of ['', hex.slice(2), `${hex}00`, `${hex.slice(1)}g`, ` ${hex.slice(1)}`]) {
      expect(signaturesMatch(hex, junk)).toBe(false);
    }
  });
});
