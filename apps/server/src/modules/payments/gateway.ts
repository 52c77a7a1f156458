import { createHmac, randomBytes } from 'node:crypto';
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

/** Razorpay's refund entity, the fields we read. */
export interface GatewayRefund {
  id: string;
  amount: number;
  paymentId: string;
  status: 'pending' | 'processed' | 'failed';
  notes: Record<string, string>;
}

export interface RefundCall {
  paymentId: string;
  amountPaise: number;
  /**
   * Sent as Razorpay's `X-Refund-Idempotency` (10+ characters of letters, digits, `-` and `_`): a retried call with
   * the same key and body answers the refund already made instead of making another.
   */
  idempotencyKey: string;
  notes: Record<string, string>;
}

/** A refund call that did not get a refund entity back. `permanent`: the gateway refused it; retrying cannot help. */
export class GatewayRefundError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

/** A webhook the sandbox sends as Razorpay would (its body's `event` and `payload`), to the app's own handler. */
export type SandboxWebhookSink = (event: string, payload: Record<string, unknown>) => void;

export interface PaymentGateway {
  readonly provider: PaymentsConfig['provider'];
  readonly keyId: string;
  createOrder(input: { amountPaise: number; receipt: string; notes: Record<string, string> }): Promise<GatewayOrder>;
  /** POST /v1/payments/{id}/refund. Throws `GatewayRefundError` when no refund entity comes back. */
  refund(input: RefundCall): Promise<GatewayRefund>;
  /** The sandbox only: where it sends its webhooks (set by the webhook route's plugin). */
  setWebhookSink?(sink: SandboxWebhookSink): void;
}

/** Razorpay-shaped ids (`order_` / `pay_` + 14 base62 characters). */
export function gatewayId(prefix: 'order' | 'pay'): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(14);
  let id = '';
  for (const b of bytes) id += alphabet[b % alphabet.length];
  return `${prefix}_${id}`;
}

const IDEMPOTENCY_KEY = /^[\w-]{10,}$/;
const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * The sandbox plays Razorpay's refund protocol: a refund is processed at once, its id is derived from the
 * idempotency key (so a retried call answers the same refund, across restarts and processes, with nothing to
 * remember), and a signed `refund.processed` webhook follows, as Razorpay sends one.
 */
export function sandboxGateway(config: PaymentsConfig): PaymentGateway {
  let sink: SandboxWebhookSink | undefined;
  return {
    provider: 'sandbox',
    keyId: config.keyId,
    createOrder: async ({ amountPaise }) => ({ id: gatewayId('order'), amount: amountPaise, currency: 'INR' }),
    async refund({ paymentId, amountPaise, idempotencyKey, notes }) {
      if (!IDEMPOTENCY_KEY.test(idempotencyKey)) throw new GatewayRefundError('Bad idempotency key.', true);
      if (!Number.isInteger(amountPaise) || amountPaise < 100) {
        throw new GatewayRefundError('The refund amount must be at least INR 1.00.', true);
      }
      const digest = createHmac('sha256', config.keySecret).update(`refund|${idempotencyKey}`).digest();
      let id = 'rfnd_';
      for (let i = 0; i < 14; i++) id += BASE62[digest[i]! % BASE62.length];
      const refund: GatewayRefund = { id, amount: amountPaise, paymentId, status: 'processed', notes };
      sink?.('refund.processed', {
        refund: { entity: { ...refundEntity(refund), created_at: Math.floor(Date.now() / 1000) } },
        payment: { entity: { id: paymentId, entity: 'payment', status: 'captured', captured: true } },
      });
      return refund;
    },
    setWebhookSink(next) {
      sink = next;
    },
  };
}

/** A refund as Razorpay's API and webhooks spell it. */
export function refundEntity(refund: GatewayRefund) {
  return {
    id: refund.id,
    entity: 'refund',
    amount: refund.amount,
    currency: 'INR',
    payment_id: refund.paymentId,
    notes: refund.notes,
    status: refund.status,
    speed_requested: 'normal',
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
    async refund({ paymentId, amountPaise, idempotencyKey, notes }) {
      let response: Response;
      try {
        response = await fetch(`${config.apiUrl}/v1/payments/${encodeURIComponent(paymentId)}/refund`, {
          method: 'POST',
          headers: {
            authorization: auth,
            'content-type': 'application/json',
            'x-refund-idempotency': idempotencyKey,
          },
          // The same body on every retry: Razorpay refuses a different body under a used idempotency key.
          body: JSON.stringify({ amount: amountPaise, speed: 'normal', notes }),
          signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
        });
      } catch {
        throw new GatewayRefundError('The payment gateway could not be reached.', false);
      }
      const body = (await response.json().catch(() => undefined)) as
        | {
            id?: unknown;
            amount?: unknown;
            payment_id?: unknown;
            status?: unknown;
            notes?: unknown;
            error?: { code?: unknown; description?: unknown };
          }
        | undefined;
      if (!response.ok || typeof body?.id !== 'string') {
        const description = typeof body?.error?.description === 'string' ? body.error.description : '';
        // 409: the same key is still being processed there; 429 and 5xx: passing. Other 4xx: refused for good.
        const passing = response.status === 409 || response.status === 429 || response.status >= 500;
        throw new GatewayRefundError(
          `The gateway answered ${response.status}${description ? `: ${description.slice(0, 200)}` : ''}`,
          !passing,
        );
      }
      const status = body.status === 'processed' || body.status === 'failed' ? body.status : 'pending';
      return {
        id: body.id,
        amount: typeof body.amount === 'number' ? body.amount : amountPaise,
        paymentId: typeof body.payment_id === 'string' ? body.payment_id : paymentId,
        status,
        notes: (body.notes && typeof body.notes === 'object' ? body.notes : {}) as Record<string, string>,
      };
    },
  };
}

export function createGateway(config: PaymentsConfig): PaymentGateway {
  return config.provider === 'razorpay' ? razorpayGateway(config) : sandboxGateway(config);
}
