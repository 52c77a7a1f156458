import { and, asc, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { LIMITS } from '@gigbazaar/shared/constants';
import {
  REPORT_REASONS,
  type TAdminReportGroup,
  type TReportItem,
  type TReportReason,
  type TReportStatus,
  type TResolveAction,
} from '@gigbazaar/shared/schemas/reports';
import { suspensionUntilText } from '@gigbazaar/shared/rules/suspension';
import type { Deps } from '../../platform/deps';
import { auditLog, gigs, messages, moderationEvents, reports, users } from '../../platform/db/schema';
import {
  decodeCursor,
  keysetAfter,
  keysetOrder,
  keysetTexts,
  pageOf,
  timestampKey,
  type KeysetKey,
} from '../../platform/keyset';
import { pastReportCounts, type ReportRow } from './report-service';
/** Messages shown on each side of a reported one. */
const CONTEXT = 5;

const asReason = (r: string): TReportReason =>
  (REPORT_REASONS as readonly string[]).includes(r) ? (r as TReportReason) : 'other';

/** A group's unique tie-breaker as cursor text: the item's id and kind (ids are uuids; both are word characters). */
const groupKey = (expr: ReturnType<typeof sql<string>>): KeysetKey => ({
  expr,
  dir: 'asc',
  text: expr,
  valid: (v) => v.length <= 120 && /^[\w-]+$/.test(v),
  cast: (v) => sql`${v}::text`,
});

/**
 * One page of report groups, newest first. Open reports are grouped by item and ordered by their latest report;
 * closed ones by item and resolution (one batch per decision), ordered by when they were resolved. The grouping and
 * the keyset paging happen in SQL, so an old queue of thousands of reports costs one page, never the whole table.
 */
async function pageOfGroups(deps: Deps, status: TReportStatus, query: { limit?: number; cursor?: string }) {
  const limit = query.limit ?? LIMITS.listDefault;
  const closed = status === 'closed';
  const grouped = deps.db
    .select({
      targetType: reports.targetType,
      targetId: reports.targetId,
      sortAt: (closed ? sql<Date>`${reports.resolvedAt}` : sql<Date>`max(${reports.createdAt})`).as('sort_at'),
      key: sql<string>`${reports.targetId} || '_' || ${reports.targetType}`.as('group_key'),
    })
    .from(reports)
    .where(eq(reports.status, status))
    .groupBy(reports.targetType, reports.targetId, ...(closed ? [reports.resolvedAt] : []))
    .as('g');
  const keys = [timestampKey(grouped.sortAt, 'desc'), groupKey(sql<string>`${grouped.key}`)];
  const order = `reports-${status}`;
  const rows = await deps.db
    .select({ targetType: grouped.targetType, targetId: grouped.targetId, cursorKeys: keysetTexts(keys) })
    .from(grouped)
    .where(query.cursor ? keysetAfter(keys, decodeCursor(query.cursor, order, keys)) : undefined)
    .orderBy(...keysetOrder(keys))
    .limit(limit + 1);
  return pageOf(rows, limit, order);
}

/** The reports of a page's groups, each group's reports newest first, in the page's order. */
async function reportsOfGroups(
  deps: Deps,
  status: TReportStatus,
  page: { targetType: string; targetId: string; cursorKeys: unknown[] }[],
): Promise<ReportRow[][]> {
  if (!page.length) return [];
  const rows = await deps.db
    .select()
    .from(reports)
    .where(
      and(
        eq(reports.status, status),
        inArray(
          reports.targetId,
          page.map((g) => g.targetId),
        ),
      ),
    )
    .orderBy(desc(reports.createdAt), desc(reports.id));
  // A closed group is one decision: its reports share the resolution's instant (the page's key, to the microsecond).
  const keyOf = (type: string, id: string, resolvedAt: string | null) =>
    `${type}:${id}${status === 'closed' ? `|${resolvedAt ?? ''}` : ''}`;
  const groups = new Map<string, ReportRow[]>();
  for (const row of rows) {
    const key = keyOf(row.targetType, row.targetId, row.resolvedAt ? row.resolvedAt.toISOString() : null);
    const list = groups.get(key);
    if (list) list.push(row);
    else groups.set(key, [row]);
  }
  return page
    .map((g) => groups.get(keyOf(g.targetType, g.targetId, new Date(String(g.cursorKeys[0])).toISOString())) ?? [])
    .filter((g) => g.length > 0);
}

async function messageContext(deps: Deps, messageId: string): Promise<TReportItem> {
  const [target] = await deps.db
    .select({ conversationId: messages.conversationId, seq: messages.seq })
    .from(messages)
    .where(eq(messages.id, messageId));
  if (!target) return { kind: 'missing', _id: messageId };
  const fields = {
    id: messages.id,
    userId: messages.userId,
    username: users.username,
    desc: messages.desc,
    createdAt: messages.createdAt,
    seq: messages.seq,
  };
  const inConversation = eq(messages.conversationId, target.conversationId);
  // Two index walks on (conversation_id, seq): the five before (read backwards) and the reported one with five after.
  const [before, after] = await Promise.all([
    deps.db
      .select(fields)
      .from(messages)
      .innerJoin(users, eq(users.id, messages.userId))
      .where(and(inConversation, lt(messages.seq, target.seq)))
      .orderBy(desc(messages.seq))
      .limit(CONTEXT),
    deps.db
      .select(fields)
      .from(messages)
      .innerJoin(users, eq(users.id, messages.userId))
      .where(and(inConversation, gt(messages.seq, target.seq - 1)))
      .orderBy(asc(messages.seq))
      .limit(CONTEXT + 1),
  ]);
  return {
    kind: 'message',
    _id: messageId,
    conversationId: target.conversationId,
    messages: [...before.reverse(), ...after].map((m) => ({
      _id: m.id,
      userId: m.userId,
      username: m.username,
      desc: m.desc,
      createdAt: m.createdAt.toISOString(),
      reported: m.id === messageId,
    })),
  };
}

async function itemOf(deps: Deps, type: ReportRow['targetType'], id: string): Promise<TReportItem> {
  if (type === 'message') return messageContext(deps, id);
  if (type === 'gig') {
    const [gig] = await deps.db
      .select({ title: gigs.title, cover: gigs.cover, deletedAt: gigs.deletedAt })
      .from(gigs)
      .where(eq(gigs.id, id));
    if (!gig) return { kind: 'missing', _id: id };
    return { kind: 'gig', _id: id, title: gig.title, cover: gig.cover, gone: Boolean(gig.deletedAt) };
  }
  const [user] = await deps.db
    .select({ username: users.username, img: users.img, desc: users.desc, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, id));
  if (!user) return { kind: 'missing', _id: id };
  return {
    kind: 'user',
    _id: id,
    username: user.username,
    img: user.img,
    desc: user.desc,
    createdAt: user.createdAt.toISOString(),
  };
}

interface UserHistory {
  user: TAdminReportGroup['reportedUser'];
  actions: TAdminReportGroup['history']['actions'];
  rejections: TAdminReportGroup['history']['rejections'];
}

/** Who was reported and what is known of them: past admin actions and the moderator's refusals by rule (counts). */
async function historyOf(deps: Deps, userId: string): Promise<UserHistory> {
  const [[user], actions, rejections] = await Promise.all([
    deps.db
      .select({
        username: users.username,
        img: users.img,
        suspendedUntil: users.suspendedUntil,
        deletedAt: users.deletedAt,
      })
      .from(users)
      .where(eq(users.id, userId)),
    deps.db
      .select({ at: auditLog.createdAt, action: auditLog.action, note: auditLog.note })
      .from(auditLog)
      .where(eq(auditLog.subjectUserId, userId))
      .orderBy(desc(auditLog.createdAt))
      .limit(20),
    deps.db
      .select({ rule: moderationEvents.rule, count: sql<number>`count(*)::integer` })
      .from(moderationEvents)
      .where(eq(moderationEvents.userId, userId))
      .groupBy(moderationEvents.rule)
      .orderBy(desc(sql`count(*)`), asc(moderationEvents.rule)),
  ]);
  const suspended = user?.suspendedUntil && user.suspendedUntil > new Date() ? user.suspendedUntil : null;
  return {
    user: {
      _id: userId,
      username: user?.username ?? '',
      img: user?.img ?? null,
      suspension: suspended ? { until: suspensionUntilText(suspended) } : null,
      closed: Boolean(user?.deletedAt),
    },
    actions: actions.map((a) => ({ at: a.at.toISOString(), action: a.action, note: a.note })),
    rejections: rejections.map((r) => ({ rule: r.rule, count: Number(r.count) })),
  };
}

/** GET /admin/reports: one page of reports grouped by item, with the item, its owner and the owner's history. */
export async function listReportGroups(
  deps: Deps,
  status: TReportStatus,
  query: { limit?: number; cursor?: string } = {},
): Promise<{ groups: TAdminReportGroup[]; nextCursor?: string }> {
  const page = await pageOfGroups(deps, status, query);
  const groups = await reportsOfGroups(deps, status, page.rows);
  const userIds = [...new Set(groups.map((g) => g[0].reportedUserId))];
  const [past, histories, items] = await Promise.all([
    pastReportCounts(deps, userIds),
    Promise.all(userIds.map(async (id) => [id, await historyOf(deps, id)] as const)).then((e) => new Map(e)),
    Promise.all(groups.map((g) => itemOf(deps, g[0].targetType, g[0].targetId))),
  ]);
  const presented = groups.map((group, i): TAdminReportGroup => {
    const first = group[0];
    const reasons = new Map<TReportReason, number>();
    for (const r of group) reasons.set(asReason(r.reason), (reasons.get(asReason(r.reason)) ?? 0) + 1);
    const history = histories.get(first.reportedUserId)!;
    const times = group.map((r) => r.createdAt.getTime());
    const ownClosed = status === 'closed' ? group.length : 0;
    return {
      _id: first.id,
      target: first.targetType,
      targetId: first.targetId,
      status,
      count: group.length,
      reasons: [...reasons.entries()].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count),
      notes: group
        .filter((r) => r.note)
        .map((r) => ({ reason: asReason(r.reason), note: r.note!, at: r.createdAt.toISOString() })),
      firstAt: new Date(Math.min(...times)).toISOString(),
      lastAt: new Date(Math.max(...times)).toISOString(),
      item: items[i],
      reportedUser: history.user,
      history: {
        pastReports: (past.get(first.reportedUserId) ?? 0) - ownClosed,
        actions: history.actions,
        rejections: history.rejections,
      },
      resolution:
        status === 'closed' && first.resolvedAction
          ? {
              action: first.resolvedAction as TResolveAction,
              note: first.resolvedNote,
              at: (first.resolvedAt ?? first.createdAt).toISOString(),
              adminId: first.resolvedBy,
            }
          : null,
    };
  });
  return { groups: presented, nextCursor: page.nextCursor };
}
