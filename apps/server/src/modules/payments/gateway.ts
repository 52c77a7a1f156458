import { randomBytes } from 'node:crypto';
import type { PaymentsConfig } from '../../platform/config';
import { AppError } from '../../platform/errors';

/**
 * The payment gateway behind one interface. Only creating the gateway's order differs between providers: the
 * checkout answer's signature and the webhook's are Razorpay's protocol for both (see signature.ts), and the
 * sandbox plays the gateway's part of the checkout itself (POST /payments/sandbox/pay).
 */
export interface GatewayOrder {
  id: string;
  amount: number;
  currency: 'INR';
}

export interface PaymentGateway {
  readonly provider: PaymentsConfig['provider'];
  readonly keyId: string;
  createOrder(input: { amountPaise: number; receipt: string; notes: Record<string, string> }): Promise<GatewayOrder>;
}

/** Razorpay-shaped ids (`order_` / `pay_` + 14 base62 characters). */
export function gatewayId(prefix: 'order' | 'pay'): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(14);
  let id = '';
  for (const b of bytes) id += alphabet[b % alphabet.length];
  return `${prefix}_${id}`;
}

export function sandboxGateway(config: PaymentsConfig): PaymentGateway {
  return {
    provider: 'sandbox',
    keyId: config.keyId,
    createOrder: async ({ amountPaise }) => ({ id: gatewayId('order'), amount: amountPaise, currency: 'INR' }),
  };
}

const GATEWAY_TIMEOUT_MS = 10_000;

/** Razorpay's Orders API (POST /v1/orders with basic auth), called directly: one request needs no SDK. */
export function razorpayGateway(config: PaymentsConfig): PaymentGateway {
  const auth = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`;
  return {
    provider: 'razorpay',
    keyId: config.keyId,
    async createOrder({ amountPaise, receipt, notes }) {
      let response: Response;
      try {
        response = await fetch(`${config.apiUrl}/v1/orders`, {
          method: 'POST',
          headers: { authorization: auth, 'content-type': 'application/json' },
          body: JSON.stringify({ amount: amountPaise, currency: 'INR', receipt, notes }),
          signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
        });
      } catch {
        throw new AppError(502, 'unavailable', 'The payment gateway could not be reached. Please try again.');
      }
      const body = (await response.json().catch(() => undefined)) as
        { id?: unknown; amount?: unknown; currency?: unknown; error?: { description?: unknown } } | undefined;
      if (!response.ok || typeof body?.id !== 'string' || body.amount !== amountPaise) {
        // The gateway's own description can name our account's problems (bad key); the buyer sees a sentence.
        throw new AppError(502, 'unavailable', 'The payment gateway refused to start this payment. Please try again.');
      }
      return { id: body.id, amount: amountPaise, currency: 'INR' };
    },
  };
}

export function createGateway(config: PaymentsConfig): PaymentGateway {
  return config.provider === 'razorpay' ? razorpayGateway(config) : sandboxGateway(config);
}
