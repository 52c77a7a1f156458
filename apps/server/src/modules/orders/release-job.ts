import { and, eq, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  DISPUTE_ESCALATION_MS,
  ORDER_TIMERS,
  RELEASE_REMINDER_BEFORE_MS,
  transitionFor,
  type TOrderAction,
} from '@gigbazaar/shared/rules/order-lifecycle';
import type { Deps } from '../../platform/deps';
import type { Db } from '../../platform/db/client';
import { orders, users } from '../../platform/db/schema';
import { enqueueMail } from '../../platform/mail-outbox';
import { afterTransition, applyTransitionIn, orderHref, type OrderNotice, type OrderRow } from './transition';
import { notify } from './publish';

/**
 * Takes the system's time-out transitions whose clock has run out (`timeout` rows of the lifecycle table). The due
 * rows are claimed with `FOR UPDATE SKIP LOCKED`, so any number of API processes can run this together and each order
 * moves once; because the clocks are columns in the database rather than timers in memory, a restart simply takes
 * what fell due while it was down, and a transition that stopped a clock (a dispute, a revision) leaves nothing due.
 */
async function takeDue(
  deps: Deps,
  action: TOrderAction,
  due: SQL,
  order: SQL,
  now: Date,
  batch: number,
): Promise<number> {
  let moved = 0;
  for (;;) {
    const done = await deps.db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(due)
        .orderBy(order)
        .limit(batch)
        .for('update', { skipLocked: true });
      const results = [];
      for (const { id } of rows) results.push(await applyTransitionIn(tx, deps, id, action, 'system', {}, now));
      return results;
    });
    for (const { order: changed, notices } of done) afterTransition(deps, changed, notices);
    moved += done.length;
    if (done.length < batch) return moved;
  }
}

/**
 * The buyer's refund window ends 7 days after the last delivery (docs/product-rules.md "Orders and escrow (7-day
 * release)"); then escrow goes to the seller without the buyer's approval. Job "escrow release".
 */
export function releaseDueOrders(deps: Deps, now = new Date(), batch = 50): Promise<number> {
  return takeDue(
    deps,
    'release',
    and(inArray(orders.status, [...transitionFor('release').from]), lte(orders.releaseAt, now))!,
    sql`${orders.releaseAt}`,
    now,
    batch,
  );
}

/**
 * Requests nobody answered within 48 hours: an extension is granted, a cancellation cancels (and refunds). Job
 * "order requests".
 */
export async function answerLapsedRequests(deps: Deps, now = new Date(), batch = 50): Promise<number> {
  let moved = 0;
  for (const [kind, action] of [
    ['extension', 'extension_grant'],
    ['cancellation', 'cancellation_lapse'],
  ] as const) {
    moved += await takeDue(
      deps,
      action,
      and(
        inArray(orders.status, [...transitionFor(action).from]),
        eq(orders.requestKind, kind),
        lte(orders.requestExpiresAt, now),
      )!,
      sql`${orders.requestExpiresAt}`,
      now,
      batch,
    );
  }
  return moved;
}

const timer = (name: (typeof ORDER_TIMERS)[number]['name']) => ORDER_TIMERS.find((t) => t.name === name)!;

async function mailUser(tx: Db, deps: Pick<Deps, 'config'>, userId: string, text: string, kind: `order-${string}`) {
  const [user] = await tx
    .select({ email: users.email, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  // Whatever `notif` says (it is the on-screen message notices): the reminder is the buyer's last chance to act.
  if (!user || user.deletedAt) return;
  await enqueueMail(tx, {
    to: user.email,
    subject: `GigBazaar: ${text}`,
    text: `${text}\n\nSee it on ${deps.config.publicUrl}/orders`,
    kind,
  });
}

/**
 * The clocks that only tell someone (job "order reminders"): the buyer's reminder a day before the auto-release (once
 * per delivery: it remembers the release time it reminded of), and a dispute untouched for 30 days mailed to every
 * admin (again every 30 days while it stays undecided; a dispute is never decided by a timer).
 */
export async function sendOrderReminders(deps: Deps, now = new Date(), batch = 50): Promise<number> {
  const reminder = timer('release-reminder');
  const escalation = timer('dispute-escalation');
  let sent = 0;
  for (;;) {
    const { notices, count } = await deps.db.transaction(async (tx) => {
      const notices: OrderNotice[] = [];
      const reminded = await tx
        .update(orders)
        .set({ remindedForReleaseAt: orders.releaseAt })
        .where(
          sql`${orders.id} in (select id from orders where status = ${reminder.state} and release_at is not null
            and release_at <= ${new Date(now.getTime() + RELEASE_REMINDER_BEFORE_MS)} and release_at > ${now}
            and (reminded_for_release_at is null or reminded_for_release_at <> release_at)
            order by release_at limit ${batch} for update skip locked)`,
        )
        .returning();
      for (const o of reminded) {
        const text = reminder.notice(o.title);
        await mailUser(tx as unknown as Db, deps, o.buyerId, text, reminder.mailKind);
        notices.push({ userId: o.buyerId, text, href: orderHref(o.id) });
      }
      const cutoff = new Date(now.getTime() - DISPUTE_ESCALATION_MS);
      const escalated: OrderRow[] = await tx
        .update(orders)
        .set({ disputeEscalatedAt: now })
        .where(
          and(
            eq(orders.status, escalation.state),
            isNotNull(orders.disputedAt),
            lte(orders.disputedAt, cutoff),
            or(isNull(orders.disputeEscalatedAt), lte(orders.disputeEscalatedAt, cutoff)),
          ),
        )
        .returning();
      if (escalated.length > 0) {
        const admins = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.isAdmin, true), isNull(users.deletedAt)));
        for (const o of escalated) {
          for (const a of admins)
            await mailUser(tx as unknown as Db, deps, a.id, escalation.notice(o.title), escalation.mailKind);
        }
      }
      return { notices, count: reminded.length + escalated.length };
    });
    for (const n of notices) notify(deps, n.userId, n.text, n.href);
    if (count > 0) deps.jobs.wake();
    sent += count;
    if (count < batch) return sent;
  }
}
