import { sql } from 'drizzle-orm';
import type { Db } from './db/client';
import { rateLimitCounters } from './db/schema';
import { rateLimited } from './errors';

/**
 * Fixed-window counters in the database, so every API instance sees the same counts.
 * `hit` adds one and throws 429 once the window's limit is passed; `peek` only reads.
 */
export class RateLimiter {
  constructor(private readonly db: Db) {}

  private async upsert(
    key: string,
    windowMs: number,
    increment: number,
  ): Promise<{ count: number; windowStart: Date }> {
    const now = new Date();
    const cutoff = new Date(now.getTime() - windowMs);
    const rows = await this.db
      .insert(rateLimitCounters)
      .values({ key, windowStart: now, count: increment })
      .onConflictDoUpdate({
        target: rateLimitCounters.key,
        set: {
          count: sql`case when ${rateLimitCounters.windowStart} <= ${cutoff} then ${increment} else ${rateLimitCounters.count} + ${increment} end`,
          windowStart: sql`case when ${rateLimitCounters.windowStart} <= ${cutoff} then ${now} else ${rateLimitCounters.windowStart} end`,
        },
      })
      .returning({ count: rateLimitCounters.count, windowStart: rateLimitCounters.windowStart });
    return rows[0];
  }

  private retryAfter(windowStart: Date, windowMs: number) {
    return Math.max(1, Math.ceil((windowStart.getTime() + windowMs - Date.now()) / 1000));
  }

  async hit(key: string, limit: number, windowMs: number, message?: string): Promise<void> {
    const { count, windowStart } = await this.upsert(key, windowMs, 1);
    if (count > limit) throw rateLimited(this.retryAfter(windowStart, windowMs), message);
  }

  /**
   * Takes one of the window's `limit` slots if one is free: true when taken, false when the window is full. One
   * statement decides and counts (a conditional upsert), and a full window is not written to at all, so a flood
   * past the limit costs a read, never a write.
   */
  async take(key: string, limit: number, windowMs: number): Promise<boolean> {
    const now = new Date();
    const cutoff = new Date(now.getTime() - windowMs);
    const rows = await this.db
      .insert(rateLimitCounters)
      .values({ key, windowStart: now, count: 1 })
      .onConflictDoUpdate({
        target: rateLimitCounters.key,
        set: {
          count: sql`case when ${rateLimitCounters.windowStart} <= ${cutoff} then 1 else ${rateLimitCounters.count} + 1 end`,
          windowStart: sql`case when ${rateLimitCounters.windowStart} <= ${cutoff} then ${now} else ${rateLimitCounters.windowStart} end`,
        },
        setWhere: sql`${rateLimitCounters.windowStart} <= ${cutoff} or ${rateLimitCounters.count} < ${limit}`,
      })
      .returning({ count: rateLimitCounters.count });
    return rows.length > 0;
  }

  /** Throws 429 when the key is already at its limit, without counting this call. */
  async check(key: string, limit: number, windowMs: number, message?: string): Promise<void> {
    const [row] = await this.db
      .select()
      .from(rateLimitCounters)
      .where(sql`${rateLimitCounters.key} = ${key}`);
    if (!row || row.windowStart.getTime() <= Date.now() - windowMs) return;
    if (row.count >= limit) throw rateLimited(this.retryAfter(row.windowStart, windowMs), message);
  }

  async reset(key: string): Promise<void> {
    await this.db.delete(rateLimitCounters).where(sql`${rateLimitCounters.key} = ${key}`);
  }
}
