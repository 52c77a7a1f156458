import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Razorpay's two signatures, which the sandbox gateway produces the same way: the checkout's answer is
 * HMAC-SHA256(order_id + "|" + payment_id) with the key secret; a webhook is HMAC-SHA256 of its raw body with the
 * webhook secret. Both are hex and compared in constant time.
 */
export function checkoutSignature(orderId: string, paymentId: string, keySecret: string): string {
  return createHmac('sha256', keySecret).update(`${orderId}|${paymentId}`).digest('hex');
}

export function webhookSignature(rawBody: Buffer | string, webhookSecret: string): string {
  return createHmac('sha256', webhookSecret).update(rawBody).digest('hex');
}

/** Constant-time comparison of a received hex signature with the expected one (any length or junk is false). */
export function signaturesMatch(expectedHex: string, receivedHex: string): boolean {
  if (!/^[0-9a-f]{64}$/i.test(receivedHex)) return false;
  return timingSafeEqual(Buffer.from(expectedHex, 'hex'), Buffer.from(receivedHex.toLowerCase(), 'hex'));
}
