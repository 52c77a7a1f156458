import { and, eq, inArray, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import {
  ORDER_RULE_MSG,
  ORDER_STATE_INFO,
  REQUEST_ANSWER_MS,
  AUTO_RELEASE_AFTER_DELIVERY_MS,
  VERY_LATE_MS,
  nextState,
  transitionFor,
  type OrderTransition,
  type TOrderAction,
  type TOrderActor,
  type TOrderAudience,
} from '@gigbazaar/shared/rules/order-lifecycle';
import type { TDisputeOutcome } from '@gigbazaar/shared/schemas/orders';
import type { Deps } from '../../platform/deps';
import type { Db, Tx } from '../../platform/db/client';
import { orderEvents, orderFiles, orders, users } from '../../platform/db/schema';
import { conflict, forbidden, notFound } from '../../platform/errors';
import { enqueueMail } from '../../platform/mail-outbox';
import { recordAdminAction } from '../audit/audit-log';
import { redactContactDetails } from '../moderation/redact';
import { bookMovement } from './ledger';
import { orderFacts } from './present-order';
import { notify, publishOrderChanged } from './publish';
import { requestOrderRefund } from './refund-link';
import { wantTransferChange } from '../transfers/transfer-service';

export type OrderRow = typeof orders.$inferSelect;
/** A transaction's handle (the jobs run transitions inside their own). */
export type { Tx } from '../../platform/db/client';

/** Who is asking: a signed-in user (a party, or an admin deciding), or the platform's own jobs. */
export type Caller = { userId: string; isAdmin?: boolean } | 'system';

/** What the caller sent with the transition (texts already through the moderator). */
export interface TransitionInput {
  /** The delivery message, revision note or request / cancel / dispute reason. */
  message?: string;
  /** A delivery's files (checked as the seller's private uploads by the caller). */
  files?: string[];
  /** An extension's days. */
  days?: number;
  /** An admin's decision: the note both parties receive, and a split's refund in paise. */
  decision?: { outcome: TDisputeOutcome; note: string; refundPaise?: number };
}

/** A live toast for one user, sent once the change it announces is committed. */
export interface OrderNotice {
  userId: string;
  text: string;
  href: string;
}

export interface TransitionResult {
  order: OrderRow;
  notices: OrderNotice[];
}

/** The caller's part in this order, as the table names actors. */
export function roleOf(order: OrderRow, caller: Caller, t: OrderTransition): TOrderActor | undefined {
  if (caller === 'system') return 'system';
  if (order.sellerId === caller.userId) return 'seller';
  if (order.buyerId === caller.userId) return 'buyer';
  if (caller.isAdmin && t.by.includes('admin')) return 'admin';
  return undefined;
}

/** The refusal for a caller who may not take `action` now (403 / 409 with the table's sentence), or undefined. */
export function refusalFor(order: OrderRow, action: TOrderAction, caller: Caller, now: Date) {
  const t = transitionFor(action);
  const role = roleOf(order, caller, t);
  if (!role) return forbidden(t.wrongActor);
  const step = nextState(orderFacts(order), action, role, now);
  if (step.ok) return undefined;
  return step.reason === 'wrong-actor' ? forbidden(step.message) : conflict(step.message);
}

const at = (now: Date, ms: number) => new Date(now.getTime() + ms);

/**
 * The WHERE of a transition: the row's state, the caller's part in it, the open request and the guard, so the one
 * UPDATE that applies the transition is also the statement that decides it. Any number of concurrent calls: the
 * first changes the row and every later one finds the condition false against the committed row (PostgreSQL
 * re-checks the WHERE after waiting for the row lock), changing nothing.
 */
function whereFor(t: OrderTransition, order: OrderRow, role: TOrderActor, now: Date): SQL {
  const conditions: SQL[] = [eq(orders.id, order.id), inArray(orders.status, [...t.from])];
  if (role === 'buyer') conditions.push(eq(orders.buyerId, order.buyerId));
  if (role === 'seller') conditions.push(eq(orders.sellerId, order.sellerId));
  if (t.request?.role === 'opens') conditions.push(isNull(orders.requestKind));
  if (t.request?.role === 'answers') {
    conditions.push(eq(orders.requestKind, t.request.kind));
    if (role === 'system') conditions.push(lte(orders.requestExpiresAt, now));
    else if (role === 'buyer' || role === 'seller') conditions.push(ne(orders.requestBy, role));
  }
  if (t.guard === 'revisionsLeft') conditions.push(sql`${orders.revisionsLeft} > 0`);
  if (t.guard === 'veryLate') conditions.push(lte(orders.dueAt, at(now, -VERY_LATE_MS)));
  if (t.action === 'release') conditions.push(lte(orders.releaseAt, now));
  return and(...conditions)!;
}

const CLEAR_REQUEST = {
  requestKind: null,
  requestBy: null,
  requestDays: null,
  requestReason: null,
  requestExpiresAt: null,
} as const;

const REQUEST_COLUMNS = {
  requestKind: orders.requestKind,
  requestBy: orders.requestBy,
  requestDays: orders.requestDays,
  requestReason: orders.requestReason,
  requestExpiresAt: orders.requestExpiresAt,
} as const;

/** The SET of a transition: its new state and each of its effects (`TOrderEffect` in the table). */
type OrderSet = Parameters<ReturnType<Tx['update']>['set']>[0] & Partial<typeof orders.$inferInsert>;

function setFor(t: OrderTransition, role: TOrderActor, input: TransitionInput, now: Date): OrderSet {
  const set: Record<string, unknown> = {};
  if (t.to) {
    set.status = t.to;
    set.isCompleted = ORDER_STATE_INFO[t.to].isCompleted;
  }
  for (const effect of t.effects) {
    switch (effect) {
      case 'completedAt':
        set.completedAt = now;
        break;
      case 'releasedAt':
        set.releasedAt = now;
        break;
      case 'cancelledAt':
        set.cancelledAt = now;
        break;
      case 'startRelease':
        set.releaseAt = at(now, AUTO_RELEASE_AFTER_DELIVERY_MS);
        break;
      case 'stopRelease':
        set.releaseAt = null;
        break;
      case 'useRevision':
        set.revisionsLeft = sql`${orders.revisionsLeft} - 1`;
        break;
      case 'dueByDeliveryDays':
        set.dueAt = sql`greatest(coalesce(${orders.dueAt}, ${now}), ${now}) + make_interval(days => ${orders.deliveryDays})`;
        break;
      case 'dueByRequestDays':
        set.dueAt = sql`coalesce(${orders.dueAt}, ${now}) + make_interval(days => coalesce(${orders.requestDays}, 0))`;
        break;
      case 'openRequest':
        Object.assign(set, {
          requestKind: t.request!.kind,
          requestBy: role,
          requestDays: input.days ?? null,
          requestReason: input.message ?? null,
          requestExpiresAt: at(now, REQUEST_ANSWER_MS),
        });
        break;
      case 'closeRequest':
        Object.assign(set, CLEAR_REQUEST);
        break;
      case 'closeExtension':
        // In the same UPDATE as the state: whichever request the row holds when it commits is the one judged.
        for (const [field, column] of Object.entries(REQUEST_COLUMNS)) {
          set[field] = sql`case when ${orders.requestKind} = 'extension' then null else ${column} end`;
        }
        break;
      case 'openDispute':
        Object.assign(set, {
          disputeBy: role,
          disputeReason: input.message ?? null,
          disputedAt: now,
          disputeDecidedAt: null,
          disputeOutcome: null,
          disputeNote: null,
          disputeRefundPaise: null,
          disputeEscalatedAt: null,
        });
        break;
      case 'decideDispute':
        Object.assign(set, {
          disputeDecidedAt: now,
          disputeOutcome: input.decision?.outcome ?? null,
          disputeNote: input.decision?.note ?? null,
          disputeRefundPaise: input.decision?.refundPaise ?? null,
        });
        break;
    }
  }
  return set as OrderSet;
}

/** The paise an action refunds: the whole price, or a split's part. */
function refundPaiseOf(t: OrderTransition, order: OrderRow, input: TransitionInput): number {
  if (t.books === 'refund') return order.pricePaise;
  if (t.books === 'split') return input.decision?.refundPaise ?? 0;
  return 0;
}

/**
 * Applies one row of the lifecycle table to one order, atomically, in `tx`: one UPDATE decides and applies it (see
 * `whereFor`); then, in the same transaction, the timeline event, the delivered files, the ledger movement (a
 * release or a split's release now; a refund is asked of the gateway through the refunds module and booked when it
 * confirms), the admin's audit row and the mail outbox. The caller publishes the returned notices after its commit
 * (`afterTransition`). Refusals are the table's sentences: 403 for the wrong party, 409 for the wrong state.
 */
export async function applyTransitionIn(
  tx: Tx,
  deps: Pick<Deps, 'config'>,
  orderId: string,
  action: TOrderAction,
  caller: Caller,
  input: TransitionInput = {},
  now = new Date(),
): Promise<TransitionResult> {
  const t = transitionFor(action);
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) throw notFound(ORDER_RULE_MSG.notFound);
  const refusal = refusalFor(order, action, caller, now);
  if (refusal) throw refusal;
  const role = roleOf(order, caller, t)!;

  const [updated] = await tx
    .update(orders)
    .set(setFor(t, role, input, now))
    .where(whereFor(t, order, role, now))
    .returning();
  if (!updated) {
    // Someone else changed the order between the read and the update: refuse by its state now.
    const [current] = await tx.select().from(orders).where(eq(orders.id, orderId)).limit(1);
    throw (current && refusalFor(current, action, caller, now)) ?? conflict(t.refusal);
  }

  const refundPaise = refundPaiseOf(t, order, input);
  await tx.insert(orderEvents).values({
    orderId,
    at: now,
    actor: role,
    actorId: caller === 'system' ? null : caller.userId,
    type: action,
    message: input.decision?.note ?? input.message ?? (t.request?.role === 'answers' ? order.requestReason : null),
    files: input.files && input.files.length > 0 ? input.files : null,
    amountPaise: refundPaise > 0 ? refundPaise : null,
    days:
      action === 'extension' ? (input.days ?? null) : t.effects.includes('dueByRequestDays') ? order.requestDays : null,
  });
  if (input.files && input.files.length > 0) {
    await tx
      .insert(orderFiles)
      .values(input.files.map((url) => ({ orderId, url })))
      .onConflictDoNothing();
  }

  if (t.books === 'release') await bookMovement(tx, updated, 'release');
  if (t.books === 'split') await bookMovement(tx, updated, 'split', updated.pricePaise - refundPaise);
  // The Route transfer follows the books: its hold lifted on a release, reversed in part or whole on a refund.
  if (t.books === 'release') await wantTransferChange(tx, updated, { kind: 'release' });
  else if (t.books === 'split') await wantTransferChange(tx, updated, { kind: 'split', refundPaise });
  else if (refundPaise > 0) await wantTransferChange(tx, updated, { kind: 'refund' });
  if (refundPaise > 0) {
    await requestOrderRefund(tx, {
      orderId,
      amountPaise: refundPaise,
      reason: t.books === 'split' ? 'dispute_split' : t.by.includes('admin') ? 'dispute_refund' : 'cancelled',
      // One refund per order and cause: a retried or raced call finds the same key and refunds nothing more.
      attemptKey: t.by.includes('admin') ? 'dispute' : 'cancel',
    });
  }
  if (role === 'admin' && caller !== 'system') {
    await recordAdminAction(tx as unknown as Db, {
      adminId: caller.userId,
      action: `dispute.${input.decision?.outcome ?? 'release'}`,
      target: { type: 'order', id: orderId },
      subjectUserId: order.sellerId,
      note: input.decision?.note ?? null,
    });
  }

  const notices = await announce(tx, deps, updated, t, role, input);
  return { order: updated, notices };
}

function audienceIds(order: OrderRow, audience: readonly TOrderAudience[], role: TOrderActor): string[] {
  const ids = new Set<string>();
  for (const a of audience) {
    if (a === 'buyer' || a === 'both') ids.add(order.buyerId);
    if (a === 'seller' || a === 'both') ids.add(order.sellerId);
    if (a === 'other') {
      if (role === 'buyer') ids.add(order.sellerId);
      else if (role === 'seller') ids.add(order.buyerId);
      else {
        ids.add(order.buyerId);
        ids.add(order.sellerId);
      }
    }
  }
  return [...ids];
}

const WRITER: Record<TOrderActor, string> = {
  buyer: 'Message from the buyer',
  seller: 'Message from the seller',
  admin: 'Note from GigBazaar',
  system: 'Note',
};

export const orderHref = (orderId: string) => `/orders/${orderId}`;

/**
 * Who hears about a transition (the table's `notifies`): mail for every open account, written to the outbox in the
 * transition's own transaction (the mail exists exactly when the change does), and the live toasts returned for the
 * caller to send after the commit. A user's text is quoted only after it passed the moderator, and then through
 * `redactContactDetails`, so a GigBazaar mail never carries a link or number a user wrote.
 */
async function announce(
  tx: Tx,
  deps: Pick<Deps, 'config'>,
  order: OrderRow,
  t: OrderTransition,
  role: TOrderActor,
  input: TransitionInput,
): Promise<OrderNotice[]> {
  const text = t.notice(order.title);
  const quoted = input.decision?.note ?? input.message;
  const notices: OrderNotice[] = [];
  for (const userId of audienceIds(order, t.notifies, role)) {
    notices.push({ userId, text, href: orderHref(order.id) });
    const [user] = await tx
      .select({ email: users.email, deletedAt: users.deletedAt })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    // Not `notif`: that switch is the on-screen notices of new messages (the Preferences tab says no e-mail depends
    // on it); an order's mail is about the user's money and deadlines, and a closed account alone gets none.
    if (!user || user.deletedAt) continue;
    const body = [
      text,
      quoted ? `\n${WRITER[role]}:\n${role === 'admin' ? quoted : redactContactDetails(quoted)}\n` : '',
      `\nSee it on ${deps.config.publicUrl}/orders`,
    ];
    await enqueueMail(tx as unknown as Db, {
      to: user.email,
      subject: `GigBazaar: ${text}`,
      text: body.join(''),
      kind: t.mailKind,
    });
  }
  return notices;
}

/** After the commit: both parties' screens refresh, the notified get their toast, the job worker starts (mail, refunds). */
export function afterTransition(deps: Deps, order: OrderRow, notices: OrderNotice[]) {
  publishOrderChanged(deps, order);
  for (const n of notices) notify(deps, n.userId, n.text, n.href);
  deps.jobs.wake();
}

/** A transition in its own transaction, published after the commit. */
export async function applyTransition(
  deps: Deps,
  orderId: string,
  action: TOrderAction,
  caller: Caller,
  input: TransitionInput = {},
  now = new Date(),
): Promise<OrderRow> {
  const { order, notices } = await deps.db.transaction((tx) =>
    applyTransitionIn(tx, deps, orderId, action, caller, input, now),
  );
  afterTransition(deps, order, notices);
  return order;
}
