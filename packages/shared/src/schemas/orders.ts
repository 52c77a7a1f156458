import { z } from 'zod';
import {
  EXTENSION_DAYS,
  MAX_DELIVERY_FILES,
  ORDER_ACTIONS,
  ORDER_ACTORS,
  ORDER_REQUEST_KINDS,
  ORDER_RULE_MSG,
  ORDER_STATES,
} from '../rules/order-lifecycle';
import { ZCursor, ZId, zLimit, zText } from './common';

/**
 * Orders and payments (docs/product-rules.md "Payments", "Commission", "Orders and escrow (7-day release)"). The
 * request and answer shapes the server validates with and the web app is typed by. The order lifecycle itself (states,
 * transitions, who takes them) is declared in `rules/order-lifecycle.ts`.
 */

export { ORDER_MSG } from './orders-constants';
export { COMMISSION, RELEASE_AFTER_COMPLETION_MS, ALERT_SELLER_INTERVAL_MS, SANDBOX_KEY_ID } from '../constants';

export const PAYMENT_PROVIDERS = ['sandbox', 'razorpay'] as const;
export type TPaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/**
 * At most 10 payment orders (`create-order`, each a call to the gateway on GigBazaar's key) per buyer per
 * 10 minutes, and at most 5 of them for one gig; a real buyer retrying a failed payment stays far below both.
 */
/**
 * At most 30 order actions (deliveries, revisions, requests, answers, disputes) per user per hour: each sends mail
 * and runs the moderator, and a real party takes a handful a day.
 */
export const ORDER_ACTION_LIMITS = { perUser: 30, windowMs: 60 * 60_000 } as const;

export const PAYMENT_ORDER_LIMITS = { perBuyer: 10, perGig: 5, windowMs: 10 * 60_000 } as const;

export const ZOrderParty = z.object({
  _id: z.string(),
  username: z.string(),
  img: z.string().nullable(),
});

export type TOrderParty = z.infer<typeof ZOrderParty>;

export const ZOrderRequest = z.object({
  kind: z.enum(ORDER_REQUEST_KINDS),
  by: z.enum(['buyer', 'seller']),
  /** Extension only: the days asked for. */
  days: z.number().int().nullable(),
  reason: z.string(),
  /** When silence answers it (an extension is granted, a cancellation cancels). */
  expiresAt: z.string(),
});
export type TOrderRequest = z.infer<typeof ZOrderRequest>;

export const ZOrderDispute = z.object({
  /** `system`: GigBazaar put the order on hold because a party's account was suspended. */
  by: z.enum(['buyer', 'seller', 'system']),
  reason: z.string(),
  openedAt: z.string(),
  decidedAt: z.string().nullable(),
  outcome: z.enum(['release', 'refund', 'split']).nullable(),
  note: z.string().nullable(),
});

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
  /** The lifecycle state (`rules/order-lifecycle.ts`): paid, in_revision, completed, disputed, released, cancelled. */
  status: z.enum(ORDER_STATES),
  /** The state's label, with a cancelled order's refund progress ("Refund pending" until the gateway confirms). */
  statusLabel: z.string(),
  /** When escrow is released to the seller if the buyer does not approve first (null while nothing counts). */
  releaseAt: z.string().nullable(),
  /** The same clock under the lifecycle's name. */
  autoReleaseAt: z.string().nullable(),
  /** When the seller must deliver: paid time + the gig's delivery days, moved by revisions and extensions. */
  dueAt: z.string().nullable(),
  /** Past `dueAt` while the seller still works on it. */
  isLate: z.boolean(),
  revisionsLeft: z.number().int(),
  /** Rupees the gateway has confirmed as refunded. */
  refundedAmount: z.number(),
  /** The transitions the caller may take now (the web app shows exactly these). */
  actions: z.array(z.enum(ORDER_ACTIONS)),
  /** The order's one open extension or cancellation request. */
  request: ZOrderRequest.nullable(),
  /** The dispute, when one was opened. */
  dispute: ZOrderDispute.nullable(),
  seller: ZOrderParty.nullable(),
  buyer: ZOrderParty.nullable(),
});
export type TOrder = z.infer<typeof ZOrder>;

/** One line of an order's history (GET /orders/single/{id}), oldest first. */
export const ZOrderEvent = z.object({
  at: z.string(),
  actor: z.enum(ORDER_ACTORS),
  /** A transition's action, or `paid`, `refunded`, `refund_failed`. */
  type: z.string(),
  /** The timeline's sentence for it. */
  label: z.string(),
  message: z.string().optional(),
  /** Delivered files' URLs (readable by both parties and admins). */
  files: z.array(z.string()).optional(),
  /** Rupees moved (a refund, a split's refund) or days asked for. */
  amount: z.number().optional(),
  days: z.number().optional(),
});
export type TOrderEvent = z.infer<typeof ZOrderEvent>;

export const ZOrderWithTimeline = ZOrder.extend({ timeline: z.array(ZOrderEvent) });
export type TOrderWithTimeline = z.infer<typeof ZOrderWithTimeline>;

const zNote = (name: string) =>
  zText(2000, { error: `${name} is required.`, tooLong: `${name} must be at most 2000 characters.` })
    .trim()
    .min(1, `${name} is required.`);

/**
 * PUT /orders/complete/{id}: a delivery (message and up to 5 of the seller's private uploads). The body itself is
 * optional: a request without one reaches the schema as null, and "Mark complete" with nothing to say is a delivery.
 */
export const ZDeliveryBody = z
  .object({
    sellerMessage: zText(2000).optional(),
    files: z.array(zText(500)).max(MAX_DELIVERY_FILES, ORDER_RULE_MSG.tooManyFiles).optional(),
  })
  .passthrough()
  .nullish();
export type TDeliveryBody = z.infer<typeof ZDeliveryBody>;

/** POST /orders/{id}/revision. */
export const ZNoteBody = z.object({ note: zNote('A note') });
/** POST /orders/{id}/cancellation, /cancel, /dispute. */
export const ZReasonBody = z.object({ reason: zNote('A reason') });
/** POST /orders/{id}/extension. */
export const ZExtensionBody = z.object({
  days: z
    .number({ error: `days must be a whole number from ${EXTENSION_DAYS.min} to ${EXTENSION_DAYS.max}.` })
    .int(`days must be a whole number from ${EXTENSION_DAYS.min} to ${EXTENSION_DAYS.max}.`)
    .min(EXTENSION_DAYS.min, `days must be a whole number from ${EXTENSION_DAYS.min} to ${EXTENSION_DAYS.max}.`)
    .max(EXTENSION_DAYS.max, `days must be a whole number from ${EXTENSION_DAYS.min} to ${EXTENSION_DAYS.max}.`),
  reason: zNote('A reason'),
});

export const DISPUTE_OUTCOMES = ['release', 'refund', 'split'] as const;
export type TDisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];
/** POST /admin/disputes/{orderId}/decide: `refundAmount` in rupees, split only, 0 < x < price (checked with the price). */
export const ZDisputeDecisionBody = z
  .object({
    outcome: z.enum(DISPUTE_OUTCOMES, { error: 'outcome must be release, refund or split.' }),
    refundAmount: z
      .number({ error: 'refundAmount must be a number of rupees.' })
      .positive(ORDER_RULE_MSG.refundTooLarge)
      .optional(),
    note: zNote('A note'),
  })
  .refine((b) => b.outcome !== 'split' || b.refundAmount !== undefined, {
    message: 'A split needs refundAmount.',
    path: ['refundAmount'],
  });
export type TDisputeDecisionBody = z.infer<typeof ZDisputeDecisionBody>;

export const ZDisputeOrderParam = z.object({ orderId: ZId });
export const ZDisputesQuery = z.object({
  status: z.enum(['open', 'decided'], { error: 'status must be open or decided.' }).optional(),
});

/** GET /admin/disputes/{orderId}/messages: the parties' conversation, oldest first, 50 a page (at most 100). */
export const DISPUTE_MESSAGES_PAGE = { default: 50, max: 100 } as const;
export const ZDisputeMessagesQuery = z.object({
  limit: zLimit(DISPUTE_MESSAGES_PAGE.max).optional(),
  cursor: ZCursor.optional(),
});

/** The dispute's conversation is read only for an order that has (or had) a dispute; anything else is this 404. */
export const DISPUTE_MSG = { notFound: 'We could not find that dispute.' } as const;

/** GET /admin/disputes: a disputed (or decided) order with both parties and its history. */
export const ZAdminDispute = z.object({
  order: ZOrderWithTimeline,
});
export type TAdminDispute = z.infer<typeof ZAdminDispute>;

export const ORDER_LIST_STATUSES = ['active', 'completed', 'all'] as const;
/**
 * GET /orders pages like every long list (`limit`, `cursor`, the next cursor in `X-Next-Cursor`). Without `limit` a
 * page is ORDERS_PAGE_DEFAULT orders, what the call answered before it paged, so older clients see the same list.
 */
export const ORDERS_PAGE_DEFAULT = 100;
export const ZOrdersQuery = z.object({
  status: z.enum(ORDER_LIST_STATUSES, { error: 'status must be active, completed or all.' }).optional(),
  /** Only the orders of one gig: the review form asks whether the caller bought it, beyond any page's length. */
  gigId: ZId.optional(),
  limit: zLimit().optional(),
  cursor: ZCursor.optional(),
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

/** The spec's name for the delivery body. */
export const ZCompleteOrderBody = ZDeliveryBody;

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
