import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { LIMITS } from '@gigbazaar/shared/constants';
import type { TAuditEntry } from '@gigbazaar/shared/schemas/reports';
import type { Deps } from '../../platform/deps';
import type { Db } from '../../platform/db/client';
import { auditLog, users } from '../../platform/db/schema';
import {
  decodeCursor,
  idKey,
  keysetAfter,
  keysetOrder,
  keysetTexts,
  pageOf,
  timestampKey,
} from '../../platform/keyset';

/**
 * The names of admin actions in the log: `<area>.<verb>`, stable, since the log outlives any screen that wrote it.
 */
export type AuditAction =
  | 'seller_application.approve'
  | 'seller_application.reject'
  | 'report.dismiss'
  | 'report.remove_gig'
  | 'report.warn'
  | 'report.suspend_7_days'
  | 'report.suspend_30_days'
  | 'report.suspend_for_good'
  | 'dispute.release'
  | 'dispute.refund'
  | 'dispute.split'
  /** An admin opened the private conversation of a dispute's two parties (decision 022). */
  | 'dispute.read_conversation'
  /** An admin had a failed Route transfer to a seller tried again, or made anew (decision 020). */
  | 'transfer.retry'
  /** An admin had a refund the gateway failed tried again (decision 018). */
  | 'refund.retry'
  /** An admin took someone else's gig down with DELETE /gigs/{id} (outside a report). */
  | 'gig.remove'
  /** An admin closed someone else's account with DELETE /users/{id}. */
  | 'user.close';

export interface AuditRecord {
  adminId: string;
  action: AuditAction;
  target: { type: string; id: string };
  /** Whom the action was about (their history on the reports page). */
  subjectUserId?: string | null;
  note?: string | null;
}

/**
 * Writes one audit row. Call it with the transaction of the action itself (decision 013): the log then holds
 * exactly the actions that happened, never one that rolled back and never misses one that committed.
 */
export async function recordAdminAction(tx: Db, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    adminId: record.adminId,
    action: record.action,
    targetType: record.target.type,
    targetId: record.target.id,
    subjectUserId: record.subjectUserId ?? null,
    note: record.note || null,
  });
}

const subjects = alias(users, 'subject');
const NEWEST_FIRST = [timestampKey(auditLog.createdAt, 'desc'), idKey(auditLog.id)];

/** GET /admin/audit: newest first, keyset-paged on (created_at, id). */
export async function listAudit(deps: Deps, query: { limit?: number; cursor?: string }) {
  const limit = query.limit ?? LIMITS.listDefault;
  const where = [];
  if (query.cursor) where.push(keysetAfter(NEWEST_FIRST, decodeCursor(query.cursor, 'audit', NEWEST_FIRST)));
  const rows = await deps.db
    .select({
      id: auditLog.id,
      createdAt: auditLog.createdAt,
      adminId: auditLog.adminId,
      adminUsername: users.username,
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      note: auditLog.note,
      subjectId: auditLog.subjectUserId,
      subjectUsername: subjects.username,
      cursorKeys: keysetTexts(NEWEST_FIRST),
    })
    .from(auditLog)
    .innerJoin(users, eq(users.id, auditLog.adminId))
    .leftJoin(subjects, eq(subjects.id, auditLog.subjectUserId))
    .where(and(...where))
    .orderBy(...keysetOrder(NEWEST_FIRST))
    .limit(limit + 1);
  return pageOf(rows, limit, 'audit');
}

type AuditRow = Awaited<ReturnType<typeof listAudit>>['rows'][number];

export function presentAudit(row: AuditRow): TAuditEntry {
  return {
    _id: row.id,
    at: row.createdAt.toISOString(),
    adminId: row.adminId,
    adminUsername: row.adminUsername,
    action: row.action,
    target: { type: row.targetType, id: row.targetId },
    note: row.note,
    subject: row.subjectId && row.subjectUsername ? { _id: row.subjectId, username: row.subjectUsername } : null,
  };
}
