import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { MSG } from '@gigbazaar/shared/messages';
import {
  REPORTS_PER_HOUR,
  type TReportReason,
  type TReportTarget,
  type TResolveAction,
} from '@gigbazaar/shared/schemas/reports';
import { suspensionEnd } from '@gigbazaar/shared/rules/suspension';
import type { Deps } from '../../platform/deps';
import type { Db } from '../../platform/db/client';
import type { SessionUser } from '../../platform/auth';
import { conversations, gigs, messages, reports, sessions, userWarnings, users } from '../../platform/db/schema';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { recordAdminAction, type AuditAction } from '../audit/audit-log';
import { afterSuspensionHolds, holdOrdersOfSuspendedUser } from '../orders/suspension';

const HOUR_MS = 60 * 60 * 1000;

/**
 * The owner of the item a report is about, or a 404: a gig still listed, a message in one of the caller's own
 * conversations (anyone else's is "not found", so message ids cannot be probed), an account that is not closed.
 * A profile is named by id or username, as GET /users/{idOrUsername} does.
 */
async function ownerOf(deps: Deps, me: SessionUser, target: TReportTarget, id: string): Promise<string> {
  if (target === 'gig') {
    const [gig] = await deps.db
      .select({ userId: gigs.userId })
      .from(gigs)
      .innerJoin(users, eq(users.id, gigs.userId))
      .where(and(eq(gigs.id, id), isNull(gigs.deletedAt), isNull(users.deletedAt)))
      .limit(1);
    if (gig) return gig.userId;
  } else if (target === 'message') {
    const [message] = await deps.db
      .select({ userId: messages.userId })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .where(and(eq(messages.id, id), or(eq(conversations.sellerId, me.id), eq(conversations.buyerId, me.id))))
      .limit(1);
    if (message) return message.userId;
  } else {
    const [user] = await deps.db
      .select({ id: users.id })
      .from(users)
      .where(and(or(eq(users.id, id), eq(users.username, id.toLowerCase())), isNull(users.deletedAt)))
      .limit(1);
    if (user) return user.id;
  }
  throw notFound(MSG.reportItemNotFound);
}

/**
 * POST /reports. One open report per reporter per item is the partial unique index: the insert skips a
 * duplicate in the same statement (never a check first), and a skipped insert is the 409. The reporter's name
 * is kept for the admins only; nothing the reported user can read shows it.
 */
export async function fileReport(
  deps: Deps,
  me: SessionUser,
  body: { target: TReportTarget; id: string; reason: TReportReason; note?: string },
) {
  await deps.limiter.hit(`reports:${me.id}`, REPORTS_PER_HOUR, HOUR_MS, MSG.reportsTooMany);
  const ownerId = await ownerOf(deps, me, body.target, body.id);
  if (ownerId === me.id) throw badRequest(MSG.reportSelf);
  const [row] = await deps.db
    .insert(reports)
    .values({
      reporterId: me.id,
      targetType: body.target,
      // A profile reported by its username is filed under the account's id, so both name one item.
      targetId: body.target === 'user' ? ownerId : body.id,
      reportedUserId: ownerId,
      reason: body.reason,
      note: body.note ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: reports.id });
  if (!row) throw conflict(MSG.reportDuplicate);
  return row;
}

type ResolveBody = { action: TResolveAction; days?: 7 | 30; note: string };

function auditActionOf(body: ResolveBody): AuditAction {
  if (body.action !== 'suspend') return `report.${body.action}`;
  return body.days ? `report.suspend_${body.days}_days` : 'report.suspend_for_good';
}

/**
 * POST /admin/reports/{id}/resolve: closes every open report on the report's item and takes the action, with its
 * audit row, in one transaction. The close is one UPDATE (the item found from the report in the same statement), so
 * two admins acting at once cannot both act: the second finds nothing open and gets the 409. A suspension ends
 * every session in the transaction; the user's sockets are closed right after the commit (the live module closes
 * them on the `session-ended` event, in whichever process holds them).
 */
export async function resolveReport(deps: Deps, admin: SessionUser, reportId: string, body: ResolveBody) {
  let held: Awaited<ReturnType<typeof holdOrdersOfSuspendedUser>> = [];
  const result = await deps.db.transaction(async (tx) => {
    held = [];
    const [report] = await tx
      .select({ targetType: reports.targetType, status: reports.status })
      .from(reports)
      .where(eq(reports.id, reportId));
    if (!report) throw notFound(MSG.reportNotFound);
    if (body.action === 'remove_gig' && report.targetType !== 'gig') {
      throw badRequest(MSG.removeGigNotGig, { action: MSG.removeGigNotGig });
    }
    const now = new Date();
    const closed = await tx
      .update(reports)
      .set({
        status: 'closed',
        resolvedAction: body.action,
        resolvedNote: body.note,
        resolvedBy: admin.id,
        resolvedAt: now,
      })
      .where(
        and(
          eq(reports.status, 'open'),
          sql`(${reports.targetType}, ${reports.targetId}) = (SELECT r.target_type, r.target_id FROM reports r WHERE r.id = ${reportId})`,
        ),
      )
      .returning({ targetId: reports.targetId, reportedUserId: reports.reportedUserId, reason: reports.reason });
    if (closed.length === 0) throw conflict(MSG.reportClosed);
    const { targetId, reportedUserId } = closed[0];

    if (body.action === 'remove_gig') {
      await tx
        .update(gigs)
        .set({ removedAt: now, deletedAt: sql`coalesce(${gigs.deletedAt}, ${now})` })
        .where(eq(gigs.id, targetId));
    } else if (body.action === 'warn') {
      await tx.insert(userWarnings).values({
        userId: reportedUserId,
        reason: mostCommon(closed.map((r) => r.reason)),
        targetType: report.targetType,
        note: body.note,
      });
    } else if (body.action === 'suspend') {
      await tx
        .update(users)
        .set({ suspendedUntil: suspensionEnd(body.days, now) })
        .where(eq(users.id, reportedUserId));
      await tx.delete(sessions).where(eq(sessions.userId, reportedUserId));
      // Their open orders go to the resolution centre in the same transaction: no order of a suspended user keeps
      // counting towards an auto-release or a lapse while nobody can act on it.
      held = await holdOrdersOfSuspendedUser(tx, deps, reportedUserId, now);
    }
    await recordAdminAction(tx as Db, {
      adminId: admin.id,
      action: auditActionOf(body),
      target: { type: report.targetType, id: targetId },
      subjectUserId: reportedUserId,
      note: body.note,
    });
    return { closed: closed.length, reportedUserId };
  });
  if (body.action === 'suspend') {
    deps.bus.publish([result.reportedUserId], { type: 'session-ended', data: { session: null } });
    afterSuspensionHolds(deps, held);
  }
  return { closed: result.closed, action: body.action };
}

function mostCommon(values: string[]): string {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'other';
}

/** The caller's warnings not yet acknowledged, oldest first (the notice shows them one at a time). */
export async function pendingWarnings(deps: Deps, me: SessionUser) {
  return deps.db
    .select()
    .from(userWarnings)
    .where(and(eq(userWarnings.userId, me.id), isNull(userWarnings.acknowledgedAt)))
    .orderBy(userWarnings.createdAt, userWarnings.id);
}

/** Acknowledges one of the caller's warnings (again is fine); anyone else's is a 404. */
export async function acknowledgeWarning(deps: Deps, me: SessionUser, id: string) {
  const [row] = await deps.db
    .update(userWarnings)
    .set({ acknowledgedAt: sql`coalesce(${userWarnings.acknowledgedAt}, now())` })
    .where(and(eq(userWarnings.id, id), eq(userWarnings.userId, me.id)))
    .returning({ id: userWarnings.id });
  if (!row) throw notFound(MSG.warningNotFound);
}

export type ReportRow = typeof reports.$inferSelect;

/** Closed reports per reported user (their "past reports" count on the queue). */
export async function pastReportCounts(deps: Deps, userIds: string[]): Promise<Map<string, number>> {
  if (!userIds.length) return new Map();
  const rows = await deps.db
    .select({ userId: reports.reportedUserId, count: sql<number>`count(*)::integer` })
    .from(reports)
    .where(and(inArray(reports.reportedUserId, userIds), eq(reports.status, 'closed')))
    .groupBy(reports.reportedUserId);
  return new Map(rows.map((r) => [r.userId, Number(r.count)]));
}
