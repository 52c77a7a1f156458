import { randomBytes } from 'node:crypto';
import { and, eq, getTableColumns, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ORDER_MSG, PAYMENT_ORDER_LIMITS, type TPaymentProof } from '@gigbazaar/shared/schemas/orders';
import { commissionPercent } from '@gigbazaar/shared/rules/commission';
import { isSafeText } from '@gigbazaar/shared/rules/input';
import { PAYMENT_ORDER_TTL_MS, REFUND_MSG } from '@gigbazaar/shared/schemas/refunds';
import type { Deps } from '../../platform/deps';
import type { Db } from '../../platform/db/client';
import { prepared } from '../../platform/db/prepared';
import { gigs, orders, paymentAttempts, paymentWebhookEvents } from '../../platform/db/schema';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { placePaidOrder } from '../orders/place-order';
import { requestRefund, settleRefundEvent } from '../refunds/refund-service';
import { settleLinkedAccount, settleTransferEvent } from '../transfers/transfer-service';
import { gatewayId, type PaymentGateway } from './gateway';
import { checkoutSignature, signaturesMatch, webhookSignature } from './signature';

/**
 * Payments: a gateway order for a gig's price, the gateway's signed answer verified, and exactly one order per
 * captured payment whichever of the browser's confirm, its retry, the success page, the webhook or the sweep gets
 * there first (`placePaidOrder` settles it). Every attempt is kept in `payment_attempts`, so a payment the gateway
 * took is never forgotten even when the server dies before the browser confirms.
 */
export interface PaymentsDeps extends Deps {
  gateway: PaymentGateway;
  log: FastifyBaseLogger;
  /** The sandbox's pending self-webhooks, cancelled when the app closes. */
  timers?: Set<ReturnType<typeof setTimeout>>;
}

/** The attempt of a new gateway order: prepared, as it is written once per checkout. */
const newAttempt = (db: Db, name: string) =>
  db
    .insert(paymentAttempts)
    .values({
      gatewayOrderId: sql.placeholder('gatewayOrderId'),
      provider: sql.placeholder('provider'),
      buyerId: sql.placeholder('buyerId'),
      gigId: sql.placeholder('gigId'),
      amountPaise: sql.placeholder('amountPaise'),
      createdAt: sql.placeholder('createdAt'),
    })
    .prepare(name);

/** A gateway order's attempt by its id (the sandbox's pay, a refused proof). */
const attemptById = (db: Db, name: string) =>
  db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.gatewayOrderId, sql.placeholder('gatewayOrderId')))
    .limit(1)
    .prepare(name);

/**
 * The gig a payment order is for, while it is on sale (its price is read here, never taken from the client), as the
 * gate of the payment-order limits: they are counted only for a call that is not refused first (someone else's gig,
 * and the client's figure, if it sent one, equal to the price). $1 buyer, $2 the client's amount or null, $3 gig.
 */
const GIG_ON_SALE_GATE = `select g.id, g.user_id as "userId", g.title, g.cover, g.cat, g.price_paise as "pricePaise",
    (g.user_id <> $1 and ($2::float8 is null or g.price_paise = $2::float8)) as countable
  from gigs g inner join users u on u.id = g.user_id
  where g.id = $3 and g.deleted_at is null
    -- A suspended seller's gigs are not on sale (decision 013), whoever still has the link.
    and (u.suspended_until is null or u.suspended_until <= now())
  limit 1`;

interface GigOnSale {
  id: string;
  userId: string;
  title: string;
  cover: string;
  cat: string;
  pricePaise: number;
  countable: boolean;
}

export async function createPaymentOrder(d: PaymentsDeps, buyerId: string, gigId: string, clientAmount?: number) {
  // Each gateway order is a call to the gateway on GigBazaar's key: counted and checked before the call, per buyer
  // and per buyer and gig (429 with Retry-After), in the same statement that reads the gig (one round trip, shared
  // by every API instance); a call refused for the gig itself is not counted.
  const { perBuyer, perGig, windowMs } = PAYMENT_ORDER_LIMITS;
  const gig = await d.limiter.hitAllGated<GigOnSale>(
    { name: 'payment_order_gig_limits', gate: GIG_ON_SALE_GATE, values: [buyerId, clientAmount ?? null, gigId] },
    [
      { key: `payment-orders:${buyerId}`, limit: perBuyer, windowMs, message: ORDER_MSG.tooManyPaymentOrders },
      {
        key: `payment-orders:${buyerId}:${gigId}`,
        limit: perGig,
        windowMs,
        message: ORDER_MSG.tooManyPaymentOrdersForGig,
      },
    ],
    (row) => {
      if (row.userId === buyerId) throw forbidden(ORDER_MSG.ownGig);
      // The amount is price × 100 in paise, from the database; the client's figure is only ever compared, never used.
      if (clientAmount !== undefined && clientAmount !== row.pricePaise) {
        throw badRequest(ORDER_MSG.amountMismatch, { amount: ORDER_MSG.amountMismatch });
      }
    },
  );
  if (!gig) throw notFound(ORDER_MSG.gigError);
  const amount = gig.pricePaise;
  const gatewayOrder = await d.gateway.createOrder({
    amountPaise: amount,
    receipt: `gig_${gig.id}`.slice(0, 40),
    notes: { gigId: gig.id, buyerId },
  });
  await prepared(d.db, 'payment_attempt_new', newAttempt).execute({
    gatewayOrderId: gatewayOrder.id,
    provider: d.gateway.provider,
    buyerId,
    gigId: gig.id,
    amountPaise: amount,
    // The app's clock, like `paid_at`: the 15-minute expiry compares the two, never two clocks.
    createdAt: new Date(),
  });
  return {
    id: gatewayOrder.id,
    amount,
    currency: 'INR' as const,
    keyId: d.gateway.keyId,
    provider: d.gateway.provider,
    gig: { _id: gig.id, title: gig.title, price: amount / 100, cover: gig.cover },
    commissionPercent: commissionPercent(gig.cat),
  };
}

/**
 * A webhook's gateway order, with the order its payment already made if there is one: the confirm usually got there
 * seconds before the webhook, and then the webhook has nothing to do (one read instead of the settle's three
 * statements).
 */
const attemptWithOrder = (db: Db, name: string) =>
  db
    .select({
      ...getTableColumns(paymentAttempts),
      order: sql<{
        buyerId: string;
        gigId: string;
      } | null>`(select json_build_object('buyerId', ${orders.buyerId}, 'gigId', ${orders.gigId}) from ${orders} where ${orders.paymentIntent} = ${sql.placeholder('paymentId')})`,
    })
    .from(paymentAttempts)
    .where(eq(paymentAttempts.gatewayOrderId, sql.placeholder('gatewayOrderId')))
    .limit(1)
    .prepare(name);

async function findAttempt(d: Deps, gatewayOrderId: string) {
  const [attempt] = await prepared(d.db, 'payment_attempt_by_id', attemptById).execute({ gatewayOrderId });
  return attempt;
}

function refuse(d: PaymentsDeps, reason: string, detail: Record<string, unknown>): never {
  // Logged for the payments team (a forged or replayed proof is worth a look); the buyer sees the verification-failed
  // sentence.
  d.log.warn({ ...detail, reason }, 'payment verification refused');
  throw badRequest(ORDER_MSG.verificationFailed);
}

/**
 * A captured payment becomes its order. The attempt remembers the payment id first (a second, different payment
 * for the same gateway order is refused: one gateway order pays for one order), then either the payment came too
 * late or its gig is gone (`refundIfExpired`: no order, the money goes back) or `placePaidOrder` makes or finds the
 * order. `paidAt` is when the payment was made, when the gateway says so (its webhook); otherwise now.
 */
export async function settlePayment(
  d: PaymentsDeps,
  gatewayOrderId: string,
  paymentId: string,
  paidAt = new Date(),
): Promise<{ orderId: string; created: boolean; refunded?: undefined } | { refunded: true }> {
  const [attempt] = await d.db
    .update(paymentAttempts)
    .set({
      status: 'paid',
      paymentId,
      failureDescription: null,
      updatedAt: new Date(),
      paidAt: sql`coalesce(${paymentAttempts.paidAt}, ${paidAt})`,
    })
    .where(
      and(
        eq(paymentAttempts.gatewayOrderId, gatewayOrderId),
        sql`${paymentAttempts.status} <> 'refunded'`,
        sql`(${paymentAttempts.paymentId} is null or ${paymentAttempts.paymentId} = ${paymentId})`,
      ),
    )
    .returning(attemptWithGig);
  if (!attempt) {
    const known = await findAttempt(d, gatewayOrderId);
    if (known?.status === 'refunded' && known.paymentId === paymentId) return { refunded: true };
    refuse(d, 'payment id differs from the one recorded for this gateway order', { gatewayOrderId });
  }
  const placed = await placeOrRefund(d, attempt);
  return placed ?? { refunded: true };
}

/**
 * The attempt as the confirm's UPDATE returns it, with whether its gig was deleted since: read in the same statement,
 * so the common path pays no extra round trip for it.
 */
const attemptWithGig = {
  ...getTableColumns(paymentAttempts),
  gigDeleted: sql<boolean>`exists (select 1 from ${gigs} where ${gigs.id} = ${paymentAttempts.gigId} and ${gigs.deletedAt} is not null)`,
};
type AttemptWithGig = typeof paymentAttempts.$inferSelect & { gigDeleted: boolean };

const paidTooLate = (attempt: AttemptWithGig) =>
  attempt.paidAt !== null && attempt.paidAt.getTime() - attempt.createdAt.getTime() > PAYMENT_ORDER_TTL_MS;

/**
 * The order of a verified payment, or undefined when the payment is refunded instead: paid after its payment order
 * expired, or for a gig deleted since (both read from the attempt row the UPDATE returned). A payment already made
 * into an order keeps it (`refundIfExpired` refunds only a payment with no order).
 */
async function placeOrRefund(d: PaymentsDeps, attempt: AttemptWithGig) {
  if ((paidTooLate(attempt) || attempt.gigDeleted) && (await refundIfExpired(d, attempt))) return undefined;
  return placePaidOrder(d, {
    buyerId: attempt.buyerId,
    gigId: attempt.gigId,
    paymentId: attempt.paymentId!,
    gatewayOrderId: attempt.gatewayOrderId,
    amountPaise: attempt.amountPaise,
  });
}

/**
 * A payment order is good for 15 minutes (docs/product-rules.md "Payments"), for the gig as it was: a payment made
 * later, or for a gig deleted since, makes no order at an old price. One conditional UPDATE decides it (the attempt
 * still paid, with no order, and late or for a deleted gig) and moves the attempt to `refunded`, so of any number of
 * confirms, webhooks and sweeps at once exactly one asks for the refund, in the same transaction. A gig deleted in
 * the instant between the attempt's UPDATE and the order's insert still becomes an order (the buyer can cancel it).
 */
async function refundIfExpired(d: PaymentsDeps, attempt: typeof paymentAttempts.$inferSelect): Promise<boolean> {
  if (!attempt.paymentId) return false;
  const paymentId = attempt.paymentId;
  const refunded = await d.db.transaction(async (tx) => {
    const [expired] = await tx
      .update(paymentAttempts)
      .set({ status: 'refunded', updatedAt: new Date() })
      .where(
        and(
          eq(paymentAttempts.gatewayOrderId, attempt.gatewayOrderId),
          eq(paymentAttempts.status, 'paid'),
          eq(paymentAttempts.paymentId, paymentId),
          sql`not exists (select 1 from ${orders} where ${orders.paymentIntent} = ${paymentId})`,
          sql`(${paymentAttempts.paidAt} > ${paymentAttempts.createdAt} + ${PAYMENT_ORDER_TTL_MS} * interval '1 millisecond'
               or exists (select 1 from ${gigs} where ${gigs.id} = ${paymentAttempts.gigId} and ${gigs.deletedAt} is not null))`,
        ),
      )
      .returning();
    if (!expired) {
      // Another confirm, webhook or sweep decided it a moment ago: refunded all the same, and no order.
      const [now] = await tx
        .select({ status: paymentAttempts.status })
        .from(paymentAttempts)
        .where(eq(paymentAttempts.gatewayOrderId, attempt.gatewayOrderId));
      return now?.status === 'refunded' ? ('already' as const) : false;
    }
    await requestRefund(tx, {
      gatewayOrderId: expired.gatewayOrderId,
      amountPaise: expired.amountPaise,
      reason: 'expired_payment',
      attemptKey: 'expired',
    });
    return true;
  });
  if (refunded === 'already') return true;
  if (refunded) {
    d.log.info({ gatewayOrderId: attempt.gatewayOrderId }, 'payment for an expired payment order refunded');
    d.jobs.wake();
  }
  return refunded;
}

/**
 * The prepared statements that record a payment on its attempt (the confirm's, the sandbox's pay), with the
 * placeholders `paymentId` and `now`: what a paid attempt looks like is written once here, and each caller says
 * only which attempt may take the payment (`where`) and whether an earlier `paid_at` stands (`paidAt`).
 */
const markPaidUpdate = (db: Db, paidAt: SQL, where: SQL | undefined) =>
  db
    .update(paymentAttempts)
    .set({
      status: 'paid',
      paymentId: sql`${sql.placeholder('paymentId')}`,
      failureDescription: null,
      updatedAt: sql`${sql.placeholder('now')}`,
      paidAt,
    })
    .where(where);

/** The confirm's one statement (prepared: every checkout runs it): this buyer's gateway order takes the payment. */
const confirmUpdate = (db: Db, name: string) =>
  markPaidUpdate(
    db,
    // A retried confirm, or one after the webhook, keeps when the payment was first recorded.
    sql`coalesce(${paymentAttempts.paidAt}, ${sql.placeholder('now')})`,
    and(
      eq(paymentAttempts.gatewayOrderId, sql.placeholder('gatewayOrderId')),
      eq(paymentAttempts.buyerId, sql.placeholder('buyerId')),
      sql`${paymentAttempts.status} <> 'refunded'`,
      sql`(${paymentAttempts.paymentId} is null or ${paymentAttempts.paymentId} = ${sql.placeholder('paymentId')})`,
    ),
  )
    .returning(attemptWithGig)
    .prepare(name);

/**
 * POST /orders/confirm/{orderId}: the checkout's three fields, verified exactly as Razorpay documents. The
 * signature is checked first (no database needed), then one conditional UPDATE both proves the gateway order is
 * this buyer's and records the payment on it; only a refusal reads further, to log why.
 */
export async function confirmPayment(d: PaymentsDeps, buyerId: string, proof: TPaymentProof) {
  const gatewayOrderId = proof.razorpay_order_id;
  const expected = checkoutSignature(gatewayOrderId, proof.razorpay_payment_id, d.config.payments.keySecret);
  if (!signaturesMatch(expected, proof.razorpay_signature)) refuse(d, 'bad signature', { gatewayOrderId, buyerId });
  const [attempt] = await prepared(d.db, 'payment_confirm', confirmUpdate).execute({
    gatewayOrderId,
    buyerId,
    paymentId: proof.razorpay_payment_id,
    now: new Date(),
  });
  if (!attempt) {
    const known = await findAttempt(d, gatewayOrderId);
    if (known?.status === 'refunded' && known.buyerId === buyerId && known.paymentId === proof.razorpay_payment_id) {
      throw conflict(REFUND_MSG.paymentExpired);
    }
    refuse(
      d,
      !known
        ? 'unknown gateway order'
        : known.buyerId !== buyerId
          ? 'gateway order belongs to another buyer'
          : 'payment id differs from the one recorded for this gateway order',
      { gatewayOrderId, buyerId },
    );
  }
  // Paid too late, or for a gig deleted since: no order; the payment is being refunded in full.
  const placed = await placeOrRefund(d, attempt);
  if (!placed) throw conflict(REFUND_MSG.paymentExpired);
  return placed;
}

/**
 * PUT /orders and POST /orders/save: the caller's order for a payment id. A payment the gateway captured whose
 * order is not there yet (the browser died mid-confirm) is turned into it here; anything else is refused.
 */
export async function orderForPaymentIntent(
  d: PaymentsDeps,
  buyerId: string,
  paymentIntent: string,
  opts: { gigId?: string; missing: 'not-found' | 'refuse' },
) {
  const [order] = await d.db
    .select({ id: orders.id, buyerId: orders.buyerId, gigId: orders.gigId })
    .from(orders)
    .where(eq(orders.paymentIntent, paymentIntent))
    .limit(1);
  if (order && order.buyerId === buyerId && (!opts.gigId || opts.gigId === order.gigId)) return order.id;
  const [attempt] = await d.db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.paymentId, paymentIntent), inArray(paymentAttempts.status, ['paid', 'refunded'])))
    .limit(1);
  if (!order && attempt?.status === 'refunded' && attempt.buyerId === buyerId) {
    throw conflict(REFUND_MSG.paymentExpired);
  }
  const usable = !order && attempt && attempt.buyerId === buyerId && (!opts.gigId || opts.gigId === attempt.gigId);
  if (!usable) {
    if (opts.missing === 'not-found') throw notFound(ORDER_MSG.notFound);
    refuse(d, 'no verified payment for this buyer and gig', { buyerId });
  }
  const placed = await settlePayment(d, attempt.gatewayOrderId, paymentIntent);
  if (placed.refunded) throw conflict(REFUND_MSG.paymentExpired);
  return placed.orderId;
}

const sandboxPayUpdate = (db: Db, name: string) =>
  markPaidUpdate(
    db,
    // Only an attempt not yet paid takes it (the WHERE), so there is no earlier `paid_at` to keep.
    sql`${sql.placeholder('now')}`,
    and(
      eq(paymentAttempts.gatewayOrderId, sql.placeholder('gatewayOrderId')),
      eq(paymentAttempts.provider, 'sandbox'),
      sql`${paymentAttempts.status} not in ('paid', 'refunded')`,
      sql`${paymentAttempts.createdAt} >= ${sql.placeholder('expiredBefore')}`,
    ),
  )
    .returning()
    .prepare(name);

/** The sandbox's answer to its checkout dialog (POST /payments/sandbox/pay): what Razorpay's checkout returns. */
export async function sandboxPay(
  d: PaymentsDeps,
  gatewayOrderId: string,
  outcome: 'success' | 'failure',
  description: string | undefined,
) {
  if (outcome === 'success') return sandboxPaySuccess(d, gatewayOrderId);
  const attempt = await findAttempt(d, gatewayOrderId);
  if (!attempt || attempt.provider !== 'sandbox') throw notFound('We could not find that payment order.');
  const why = description?.trim() || 'The payment was declined by the bank.';
  const [failed] = await d.db
    .update(paymentAttempts)
    .set({ status: 'failed', failureDescription: why, updatedAt: new Date() })
    .where(
      and(
        eq(paymentAttempts.gatewayOrderId, gatewayOrderId),
        sql`${paymentAttempts.status} not in ('paid', 'refunded')`,
      ),
    )
    .returning({ id: paymentAttempts.gatewayOrderId });
  if (!failed) throw conflict('This order has already been paid.');
  return { ok: false as const, description: why };
}

/**
 * The sandbox's successful payment: the UPDATE that takes it is tried first, with every condition of a payment
 * that may be taken (a sandbox attempt, not yet paid or refunded, its payment order not expired), so the common
 * case is one statement; only when it takes nothing is the attempt read, to answer as before (not found, expired,
 * or the payment already made).
 */
async function sandboxPaySuccess(d: PaymentsDeps, gatewayOrderId: string) {
  const paymentId = gatewayId('pay');
  const now = new Date();
  // Only the first success takes: paying an already paid order answers with that payment again.
  const [paid] = await prepared(d.db, 'sandbox_pay', sandboxPayUpdate).execute({
    gatewayOrderId,
    paymentId,
    now,
    // The app's clock, as `created_at` is: older than this, the payment order has expired.
    expiredBefore: new Date(now.getTime() - PAYMENT_ORDER_TTL_MS),
  });
  let final = paid;
  if (!final) {
    const attempt = await findAttempt(d, gatewayOrderId);
    if (!attempt || attempt.provider !== 'sandbox') throw notFound('We could not find that payment order.');
    // Like a gateway order past its checkout time-out, an expired payment order takes no new payment.
    if (attempt.status !== 'paid' && now.getTime() - attempt.createdAt.getTime() > PAYMENT_ORDER_TTL_MS) {
      throw conflict(REFUND_MSG.paymentExpired);
    }
    final = attempt;
  }
  if (!final.paymentId) throw new AppError(500, 'internal', 'The payment could not be recorded.');
  if (paid) scheduleSandboxWebhook(d, final.gatewayOrderId, final.paymentId, final.amountPaise);
  return {
    ok: true as const,
    proof: {
      razorpay_payment_id: final.paymentId,
      razorpay_order_id: final.gatewayOrderId,
      razorpay_signature: checkoutSignature(final.gatewayOrderId, final.paymentId, d.config.payments.keySecret),
    },
  };
}

/** Like Razorpay, the sandbox tells the server about a capture a little later, whether or not the browser does. */
export const SANDBOX_WEBHOOK_DELAY_MS = 5_000;

function scheduleSandboxWebhook(d: PaymentsDeps, gatewayOrderId: string, paymentId: string, amountPaise: number) {
  scheduleSandboxEvent(
    d,
    'payment.captured',
    {
      payment: {
        entity: { id: paymentId, order_id: gatewayOrderId, amount: amountPaise, currency: 'INR', status: 'captured' },
      },
    },
    `evt_sandbox_${paymentId}`,
  );
}

/** One of the sandbox's webhooks, signed with the webhook secret and delivered a little later, as Razorpay does. */
export function scheduleSandboxEvent(
  d: PaymentsDeps,
  event: string,
  payload: Record<string, unknown>,
  eventId = `evt_sandbox_${randomBytes(8).toString('hex')}`,
  delayMs = SANDBOX_WEBHOOK_DELAY_MS,
) {
  const secret = d.config.payments.webhookSecret;
  if (!secret) return;
  const body = JSON.stringify({ entity: 'event', event, payload, created_at: Math.floor(Date.now() / 1000) });
  const timer = setTimeout(() => {
    d.timers?.delete(timer);
    receiveWebhook(d, Buffer.from(body), webhookSignature(body, secret), eventId).catch((error: unknown) =>
      d.log.warn({ err: error, event }, 'sandbox webhook failed; the sweep or the job will retry'),
    );
  }, delayMs);
  timer.unref();
  d.timers?.add(timer);
}

interface WebhookBody {
  event?: unknown;
  /** The linked account an event of Route is about (settlements of a linked account). */
  account_id?: unknown;
  payload?: {
    account_id?: unknown;
    transfer?: { entity?: { id?: unknown; notes?: { order_id?: unknown; remade?: unknown } } };
    settlement?: { entity?: { id?: unknown; created_at?: unknown } };
    payment?: { entity?: { id?: unknown; order_id?: unknown; error_description?: unknown; created_at?: unknown } };
    refund?: { entity?: { id?: unknown; notes?: { refund_id?: unknown } } };
  };
}

export const WEBHOOK_MSG = {
  badSignature: 'The webhook signature is not valid.',
  notConfigured: 'Webhooks are not configured on this server.',
  badBody: 'The webhook body is not valid JSON.',
} as const;

/**
 * POST /payments/webhook: Razorpay's event, trusted only after its signature over the raw bytes checks out.
 * `payment.captured` and `order.paid` make the order if the browser never came back; `payment.failed` marks
 * the attempt; Route's `transfer.processed` / `transfer.failed` and `settlement.processed` move the order's transfer
 * (modules/transfers). A delivery already handled (same event id) is acknowledged and ignored.
 */
export async function receiveWebhook(
  d: PaymentsDeps,
  rawBody: Buffer,
  signature: string | undefined,
  eventIdHeader: string | undefined,
): Promise<{ handled: boolean; duplicate?: boolean }> {
  const secret = d.config.payments.webhookSecret;
  if (!secret) throw badRequest(WEBHOOK_MSG.notConfigured);
  if (!signature || !signaturesMatch(webhookSignature(rawBody, secret), signature)) {
    d.log.warn('webhook with a bad signature refused');
    throw badRequest(WEBHOOK_MSG.badSignature);
  }
  let parsed: unknown;
  try {
    // A text PostgreSQL cannot store (a NUL, a lone surrogate) is dropped where it stands, as if the field were
    // absent: it names nothing of ours, and a query with it would fail and have the gateway redeliver it forever.
    parsed = JSON.parse(rawBody.toString('utf8'), (_key, value: unknown) =>
      typeof value === 'string' && !isSafeText(value) ? undefined : value,
    );
  } catch {
    throw badRequest(WEBHOOK_MSG.badBody);
  }
  // A signed `null` or number is no event of the gateway's: acknowledged as unhandled, like an unknown event.
  const body = (parsed && typeof parsed === 'object' ? parsed : {}) as WebhookBody;
  const event = typeof body.event === 'string' ? body.event : '';
  const payment = body.payload?.payment?.entity;
  const paymentId = typeof payment?.id === 'string' ? payment.id : undefined;
  const gatewayOrderId = typeof payment?.order_id === 'string' ? payment.order_id : undefined;
  const refundEntity = body.payload?.refund?.entity;
  const gatewayRefundId = typeof refundEntity?.id === 'string' ? refundEntity.id : undefined;
  const transferEntity = body.payload?.transfer?.entity;
  const settlementEntity = body.payload?.settlement?.entity;
  const entityId = [transferEntity?.id, settlementEntity?.id, gatewayRefundId, paymentId].find(
    (v): v is string => typeof v === 'string',
  );
  const headerId = eventIdHeader && isSafeText(eventIdHeader) ? eventIdHeader : undefined;
  const eventId = (headerId || `${event}:${entityId ?? ''}`).slice(0, 200);
  const [fresh] = await d.db
    .insert(paymentWebhookEvents)
    .values({ eventId, event: event.slice(0, 100) })
    .onConflictDoNothing()
    .returning({ eventId: paymentWebhookEvents.eventId });
  if (!fresh) return { handled: false, duplicate: true };
  try {
    if (event === 'refund.processed' || event === 'refund.failed') {
      if (!gatewayRefundId) return { handled: false };
      const ourId = typeof refundEntity?.notes?.refund_id === 'string' ? refundEntity.notes.refund_id : undefined;
      return { handled: await settleRefundEvent(d.db, d.bus, event, gatewayRefundId, ourId) };
    }
    if (event === 'transfer.processed' || event === 'transfer.failed') {
      return { handled: await settleTransferEvent(d.db, event, transferEntity) };
    }
    if (event === 'settlement.processed') {
      const account = body.account_id ?? body.payload?.account_id;
      const accountId = typeof account === 'string' ? account : undefined;
      const settlementId = typeof settlementEntity?.id === 'string' ? settlementEntity.id : undefined;
      if (!accountId || !settlementId) return { handled: false };
      const created = typeof settlementEntity?.created_at === 'number' ? settlementEntity.created_at * 1000 : NaN;
      // A time before 1970 or past JavaScript's dates is no settlement time: now stands for it.
      const settledAt = created > 0 && created < Date.now() ? new Date(created) : new Date();
      const settled = await settleLinkedAccount(d.db, accountId, settlementId, settledAt);
      const amount = (body.payload?.settlement?.entity as { amount?: unknown } | undefined)?.amount;
      const detail = { settlement: settlementId, transfers: settled.count, paidPaise: settled.paidPaise };
      // A settlement that does not add up to the transfers it settled is for the finance team (reconciliation).
      if (settled.count > 0 && typeof amount === 'number' && amount !== settled.paidPaise) {
        d.log.warn({ ...detail, amountPaise: amount }, 'route settlement amount differs from its transfers');
      } else d.log.info(detail, 'route settlement processed');
      return { handled: settled.count > 0 };
    }
    if (!paymentId || !gatewayOrderId) return { handled: false };
    const [attempt] = await prepared(d.db, 'payment_attempt_with_order', attemptWithOrder).execute({
      gatewayOrderId,
      paymentId,
    });
    // Not one of ours (another integration on the same Razorpay account): acknowledged so it is not redelivered.
    if (!attempt) return { handled: false };
    if (event === 'payment.captured' || event === 'order.paid') {
      // This payment of this attempt is already its order (the browser's confirm came first): nothing to change,
      // the answer the settle would give. Anything else (no order yet, another payment id, an order that does not
      // match the attempt) takes the settle's path and its checks.
      const made = attempt.order;
      if (made && attempt.paymentId === paymentId && made.buyerId === attempt.buyerId && made.gigId === attempt.gigId) {
        return { handled: true };
      }
      // When the buyer paid, as the gateway tells it (seconds), not when its webhook got here.
      const createdAt = typeof payment?.created_at === 'number' ? new Date(payment.created_at * 1000) : undefined;
      const paidAt = createdAt && createdAt.getTime() < Date.now() ? createdAt : new Date();
      await settlePayment(d, gatewayOrderId, paymentId, paidAt);
      return { handled: true };
    }
    if (event === 'payment.failed') {
      const why = typeof payment?.error_description === 'string' ? payment.error_description.slice(0, 500) : null;
      await d.db
        .update(paymentAttempts)
        .set({ status: 'failed', failureDescription: why, updatedAt: new Date() })
        .where(and(eq(paymentAttempts.gatewayOrderId, gatewayOrderId), eq(paymentAttempts.status, 'created')));
      return { handled: true };
    }
    return { handled: false };
  } catch (error) {
    // Forget the delivery so the gateway's retry is processed rather than ignored as a duplicate.
    await d.db.delete(paymentWebhookEvents).where(eq(paymentWebhookEvents.eventId, eventId));
    throw error;
  }
}

/** How long a captured payment may wait for its browser or webhook before the sweep makes its order. */
export const SWEEP_AFTER_MS = 30_000;

/**
 * Captured payments with no order yet (the server died between the gateway's success and the confirm, and the
 * webhook was lost too): made into their orders. Safe on several processes at once (placePaidOrder is idempotent).
 */
export async function sweepPaidAttempts(d: PaymentsDeps, now = new Date()): Promise<number> {
  const due = await d.db
    .select({ gatewayOrderId: paymentAttempts.gatewayOrderId, paymentId: paymentAttempts.paymentId })
    .from(paymentAttempts)
    .leftJoin(orders, eq(orders.paymentIntent, paymentAttempts.paymentId))
    .where(
      and(
        eq(paymentAttempts.status, 'paid'),
        isNull(orders.id),
        lt(paymentAttempts.updatedAt, new Date(now.getTime() - SWEEP_AFTER_MS)),
      ),
    )
    .limit(100);
  let made = 0;
  for (const row of due) {
    if (!row.paymentId) continue;
    const placed = await settlePayment(d, row.gatewayOrderId, row.paymentId);
    if (!placed.refunded && placed.created) made += 1;
  }
  return made;
}
