import { gte, sql } from 'drizzle-orm';
import type { TModerationFigure } from '@gigbazaar/shared/schemas/reports';
import type { Deps } from '../../platform/deps';
import { moderationEvents } from '../../platform/db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Rejections per rule per day (India's calendar days) over the last `days` days: counts only, as the moderator
 * keeps no text. Read from `moderation_events` on its created_at index.
 */
export async function moderationFigures(deps: Deps, days: number): Promise<TModerationFigure[]> {
  const day = sql<string>`to_char(${moderationEvents.createdAt} AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD')`;
  const rows = await deps.db
    .select({ day, rule: moderationEvents.rule, count: sql<number>`count(*)::integer` })
    .from(moderationEvents)
    .where(gte(moderationEvents.createdAt, new Date(Date.now() - days * DAY_MS)))
    .groupBy(day, moderationEvents.rule)
    .orderBy(sql`1 DESC`, moderationEvents.rule);
  return rows.map((r) => ({ day: r.day, rule: r.rule, count: Number(r.count) }));
}
