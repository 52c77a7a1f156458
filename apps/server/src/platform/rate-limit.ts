import { sql } from 'drizzle-orm';
import type { Database, NamedStatement } from './db/client';
import { rateLimitCounters } from './db/schema';
import { rateLimited } from './errors';

/** One window's limit on one key; `message` is the 429's sentence. */
export interface Limit {
  key: string;
  limit: number;
  windowMs: number;
  message?: string;
}

/**
 * The statement that counts `n` limits in order, one data-modifying CTE per limit: each key's row is created or
 * bumped (a new window once the old one has passed), and a key is counted only while every key before it is still
 * within its limit, so a refusal by the first limit never counts against the second. Built once per `n`.
 */
const hitStatements = new Map<number, NamedStatement>();
function hitStatement(n: number): NamedStatement {
  let statement = hitStatements.get(n);
  if (statement) return statement;
  const { ctes, selects } = limitCtes(n);
  statement = { name: `rate_limit_hit_${n}`, text: `with ${ctes.join(',\n')}\n${selects.join('\nunion all ')}` };
  hitStatements.set(n, statement);
  return statement;
}

/**
 * The counting CTEs of `n` limits (parameters $1 and then three per limit). With `gate`, the first limit counts only
 * when the CTE `gate` has a row whose `countable` is true, so nothing is counted for a call refused before them.
 */
function limitCtes(n: number, gate?: string) {
  const ctes = [];
  const selects = [];
  // $1 is the time of the call; each limit i then has key, window cutoff and limit.
  for (let i = 0; i < n; i++) {
    const [key, cutoff, limit] = [3 * i + 2, 3 * i + 3, 3 * i + 4];
    const source =
      i > 0
        ? `select $${key}, $1::timestamptz, 1 from l${i - 1} where not l${i - 1}.over`
        : gate
          ? `select $${key}, $1::timestamptz, 1 from ${gate} where ${gate}.countable`
          : `values ($${key}, $1::timestamptz, 1)`;
    ctes.push(`l${i} as (
      insert into rate_limit_counters as c (key, window_start, count) ${source}
      on conflict (key) do update set
        count = case when c.window_start <= $${cutoff}::timestamptz then 1 else c.count + 1 end,
        window_start = case when c.window_start <= $${cutoff}::timestamptz then excluded.window_start else c.window_start end
      returning c.count > $${limit}::int as over, c.window_start)`);
    selects.push(`select ${i} as i, over, window_start as "windowStart" from l${i}`);
  }
  return { ctes, selects };
}

/**
 * A read that decides whether a call may go on, and the call's limits, in one statement (one round trip): `gate`
 * is the text of a CTE named `gate` of at most one row with a boolean `countable` (true when the call is not refused
 * for another reason first), its parameters numbered from $1 as written. The answer is the gate's row with each
 * limit's verdict, or no row when the gate has none.
 */
export interface GatedLimits {
  name: string;
  gate: string;
  values: unknown[];
}

const gatedStatements = new Map<string, NamedStatement>();
function gatedStatement(gated: GatedLimits, n: number): NamedStatement {
  const name = `${gated.name}_${n}`;
  let statement = gatedStatements.get(name);
  if (statement) return statement;
  const { ctes, selects } = limitCtes(n, 'gate');
  // The gate's own parameters follow the limits' ($1 and three per limit).
  const gate = gated.gate.replace(/\$(\d+)/g, (_m, d: string) => `$${Number(d) + 1 + 3 * n}`);
  statement = {
    name,
    text: `with gate as (${gate}),\n${ctes.join(',\n')}\nselect gate.*, l.i, l.over, l."windowStart" from gate
      left join (${selects.join('\nunion all ')}) l on true`,
  };
  gatedStatements.set(name, statement);
  return statement;
}

interface Verdict {
  i: number;
  over: boolean;
  windowStart: Date | string;
}

/**
 * Fixed-window counters in the database, so every API instance sees the same counts.
 * `hit` adds one and throws 429 once the window's limit is passed; `peek` only reads.
 */
export class RateLimiter {
  constructor(private readonly database: Database) {}

  private get db() {
    return this.database.db;
  }

  private retryAfter(windowStart: Date, windowMs: number) {
    return Math.max(1, Math.ceil((windowStart.getTime() + windowMs - Date.now()) / 1000));
  }

  async hit(key: string, limit: number, windowMs: number, message?: string): Promise<void> {
    await this.hitAll([{ key, limit, windowMs, message }]);
  }

  /**
   * `hit` for several limits in one statement (one round trip, however many limits guard a call): counts them in
   * order and throws the first one's 429 that is passed; the limits after it are not counted.
   */
  async hitAll(limits: readonly Limit[]): Promise<void> {
    const rows = await this.database.run<Verdict>(hitStatement(limits.length), this.values(limits));
    this.enforce(limits, rows);
  }

  /**
   * `hitAll` behind a gate read in the same statement (`GatedLimits`): answers the gate's row, or undefined when it
   * has none. The limits were counted only if the row is `countable`; `refuse` runs first and may throw the
   * call's own refusal (which must agree with `countable`), then the first limit passed throws its 429.
   */
  async hitAllGated<G extends { countable: boolean }>(
    gated: GatedLimits,
    limits: readonly Limit[],
    refuse: (row: G) => void,
  ): Promise<G | undefined> {
    const rows = await this.database.run<G & Partial<Verdict>>(gatedStatement(gated, limits.length), [
      ...this.values(limits),
      ...gated.values,
    ]);
    const [first] = rows;
    if (!first) return undefined;
    refuse(first);
    if (!first.countable) throw new Error('hitAllGated: a row that is not countable was not refused');
    this.enforce(
      limits,
      rows.filter((r): r is G & Verdict => r.i !== null && r.i !== undefined).map((r) => ({ ...r, i: Number(r.i) })),
    );
    const { i: _i, over: _over, windowStart: _windowStart, ...gate } = first;
    return gate as unknown as G;
  }

  private values(limits: readonly Limit[]): unknown[] {
    if (new Set(limits.map((l) => l.key)).size !== limits.length) throw new Error('hitAll: a key is listed twice');
    const now = Date.now();
    const values: unknown[] = [new Date(now).toISOString()];
    for (const l of limits) values.push(l.key, new Date(now - l.windowMs).toISOString(), l.limit);
    return values;
  }

  private enforce(limits: readonly Limit[], rows: Verdict[]) {
    for (const row of rows.sort((a, b) => a.i - b.i)) {
      const l = limits[row.i]!;
      if (row.over) throw rateLimited(this.retryAfter(new Date(row.windowStart), l.windowMs), l.message);
    }
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
