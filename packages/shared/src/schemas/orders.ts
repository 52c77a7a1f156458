import { z } from 'zod';
import { ZId, zText } from './common';

/**
 * Orders and payments (docs/product-rules.md "Payments", "Commission", "Orders and escrow (7-day release)"). The
 * request and answer shapes the server validates with and the web app is typed by. The order lifecycle itself (states,
 * transitions, who takes them) is declared in `rules/order-lifecycle.ts`.
 */

export { COMMISSION, RELEASE_AFTER_COMPLETION_MS, ALERT_SELLER_INTERVAL_MS, SANDBOX_KEY_ID } from '../constants';

export const PAYMENT_PROVIDERS = ['sandbox', 'razorpay'] as const;
export type TPaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** The payment and order texts users see. */
export const ORDER_MSG = {
  userNotFound: 'User not found. Please log in.',
  gigError: 'Error fetching gig details.',
  verificationFailed: 'Payment verification failed. Please contact support.',
  paymentFailed: (description: string) => `Payment failed: ${description}`,
  initiatingFailed: (message: string) => `Error initiating payment: ${message}`,
  agreeTerms: 'Please agree to the terms and conditions before proceeding.',
  loadingOrders: (message: string) => `Error loading orders: ${message}`,
  loadingUsers: (message: string) => `Error loading users: ${message}`,
  otherUserMissing: 'Cannot find the other user',
  conversationCreateFailed: 'Failed to create conversation. Please try again.',
  conversationLoadFailed: 'Failed to load conversation. Please try again.',
  completingFailed: (message: string) => `Error completing order: ${message}`,
  completedButNotRemoved: 'Order has been marked completed, but there was an error removing it from the list...',
  alertFailed: 'Error sending alert. Please try again.',
  onlySeller: 'Only the seller can complete and delete this order.',
  onlyBuyer: 'Only the buyer can alert the seller about this order.',
  ownGig: 'You cannot order your own gig.',
  amountMismatch: "The amount does not match this gig's price.",
  notFound: 'We could not find that order.',
  alertTooSoon: 'You already alerted the seller about this order in the last hour. Please try again later.',
  tooManyPaymentOrders:
    'You have started many payments in the last few minutes. Please wait a few minutes and try again.',
  tooManyPaymentOrdersForGig:
    'You have started many payments for this gig in the last few minutes. Please finish one or wait a few minutes.',
} as const;

/**
 * At most 10 payment orders (`create-order`, each a call to the gateway on GigBazaar's key) per buyer per
 * 10 minutes, and at most 5 of them for one gig; a real buyer retrying a failed payment stays far below both.
 */
export const PAYMENT_ORDER_LIMITS = { perBuyer: 10, perGig: 5, windowMs: 10 * 60_000 } as const;

export const ZOrderParty = z.object({
  _id: z.string(),
  username: z.string(),
  img: z.string().nullable(),
});

export type TOrderParty = z.infer<typeof ZOrderParty>;

export const ZOrder = z.object({
  _id: z.string(),
  gigId: z.string(),
  img: z.string(),
  title: z.string(),
  /** Rupees, copied from the gig at purchase. */
  price: z.number(),
  sellerId: z.string(),
  buyerId: z.string(),
  payment_intent: z.string(),
  isCompleted: z.boolean(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
  /** The lifecycle state (`rules/order-lifecycle.ts`): paid, completed, released… */
  status: z.string(),
  /** When escrow is released to the seller if the buyer does not approve first (null until completed). */
  releaseAt: z.string().nullable(),
  seller: ZOrderParty.nullable(),
  buyer: ZOrderParty.nullable(),
});
export type TOrder = z.infer<typeof ZOrder>;

export const ORDER_LIST_STATUSES = ['active', 'completed', 'all'] as const;
export const ZOrdersQuery = z.object({
  status: z.enum(ORDER_LIST_STATUSES, { error: 'status must be active, completed or all.' }).optional(),
});

/** POST /orders/create-order: a client `amount` (paise) that differs from the gig's price × 100 → 400. */
export const ZCreateOrderBody = z.object({
  gigId: ZId,
  amount: z.number().optional(),
});
export const ZCreateOrderAnswer = z.object({
  id: z.string(),
  amount: z.number().int(),
  currency: z.literal('INR'),
  keyId: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** What the Pay page shows before paying, the commission included. */
  gig: z.object({ _id: z.string(), title: z.string(), price: z.number(), cover: z.string() }).optional(),
  commissionPercent: z.number().optional(),
});
export type TCreateOrderAnswer = z.infer<typeof ZCreateOrderAnswer>;

const zGatewayId = (name: string) =>
  zText(100, { error: `${name} is required.` })
    .trim()
    .min(1, `${name} is required.`);

export const ZPaymentProof = z.object({
  razorpay_payment_id: zGatewayId('razorpay_payment_id'),
  razorpay_order_id: zGatewayId('razorpay_order_id'),
  razorpay_signature: zGatewayId('razorpay_signature'),
});
export type TPaymentProof = z.infer<typeof ZPaymentProof>;

export const ZConfirmParam = z.object({ orderId: ZId });
export const ZOrderIdParam = z.object({ id: ZId });

/** PUT /orders (the success page) and the payment id of POST /orders/save. */
export const ZPaymentIntentBody = z.object({ payment_intent: zGatewayId('payment_intent') }).passthrough();

export const ZCompleteOrderBody = z
  .object({ sellerMessage: zText(2000).optional() })
  .passthrough()
  .optional();

/** `{ orderId }`, or the legacy `{ buyerUsername, gigTitle, sellerId }` (matched to the caller's open order). */
export const ZAlertSellerBody = z
  .object({
    orderId: ZId.optional(),
    buyerUsername: zText(100).optional(),
    gigTitle: zText(200).optional(),
    sellerId: zText(100).optional(),
  })
  // Which order: its id, or the legacy seller and gig title; a body naming none is a client error, not a 404.
  .refine((b) => Boolean(b.orderId || (b.sellerId && b.gigTitle)), {
    message: 'Say which order: orderId, or sellerId and gigTitle.',
    path: ['orderId'],
  });

export const ZSandboxPayBody = z.object({
  order_id: zGatewayId('order_id'),
  outcome: z.enum(['success', 'failure'], { error: 'outcome must be success or failure.' }),
  /** The failure the tester picked in the sandbox checkout (shown as "Payment failed: {description}"). */
  description: zText(200).optional(),
});
