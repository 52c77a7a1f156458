import { and, eq, sql, type Column, type SQL, type SQLWrapper } from 'drizzle-orm';
import { LIMITS } from '@gigbazaar/shared/constants';
import { MSG } from '@gigbazaar/shared/messages';
import { isSaneIsoTimestamp } from '@gigbazaar/shared/rules/input';
import { badRequest } from './errors';

/**
 * Keyset paging for long lists (docs/product-rules.md "API contract": `limit` + opaque `cursor`, the next cursor in
 * `X-Next-Cursor`). A list is ordered by a few keys, the last one unique (the row id). The cursor carries the keys of
 * the last row shown as exact text, and the next page is "the rows after it" in that order, so inserts and deletes
 * between two pages never duplicate or skip a row, and page N costs the same as page 1.
 */
export interface KeysetKey {
  /** What the list is ordered by. */
  expr: SQLWrapper;
  dir: 'asc' | 'desc';
  /** The key as exact text (timestamps with microseconds, ranks with fixed decimals), selected with each row. */
  text: SQLWrapper;
  /** Whether a cursor's value is a valid key, checked before it reaches SQL (a bad cursor is a 400, never a 500). */
  valid: (value: string) => boolean;
  /** Turns the cursor's text back into the key's type. */
  cast: (value: string) => SQL;
}

/** A text id (uuid) as the unique last key, ascending. */
export const idKey = (column: SQLWrapper): KeysetKey => ({
  expr: column,
  dir: 'asc',
  text: column,
  valid: (v) => v.length <= 100 && /^[\w-]+$/.test(v),
  cast: (v) => sql`${v}::text`,
});

/** An integer column as a key. */
export const intKey = (column: SQLWrapper, dir: 'asc' | 'desc'): KeysetKey => ({
  expr: column,
  dir,
  text: sql`${column}::text`,
  valid: (v) => /^-?\d{1,10}$/.test(v) && Math.abs(Number(v)) <= 2 ** 31 - 1,
  cast: (v) => sql`${v}::integer`,
});

/** A bigint column (an identity sequence) as a key; unique by itself, so it can be the only one. */
export const bigintKey = (column: SQLWrapper, dir: 'asc' | 'desc'): KeysetKey => ({
  expr: column,
  dir,
  text: sql`${column}::text`,
  valid: (v) => /^-?\d{1,18}$/.test(v),
  cast: (v) => sql`${v}::bigint`,
});

/** A timestamptz column as a key, carried in UTC with microseconds (a JS Date would drop them). */
export const timestampKey = (column: SQLWrapper, dir: 'asc' | 'desc'): KeysetKey => ({
  expr: column,
  dir,
  text: sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
  // Exactly the shape `text` produces, a real instant, and within the sane years: year 0 or 30 February would
  // make PostgreSQL fail the query instead of the cursor being refused.
  valid: (v) => v.length === 27 && isSaneIsoTimestamp(v),
  cast: (v) => sql`${v}::timestamptz`,
});

/**
 * ORDER BY terms for the keys. Descending keys say NULLS LAST, as drizzle's `.desc()` index columns are
 * built: a bare DESC means NULLS FIRST, which such an index cannot serve (the planner would sort the table).
 */
export const keysetOrder = (keys: KeysetKey[]): SQL[] =>
  keys.map((k) => (k.dir === 'desc' ? sql`${k.expr} DESC NULLS LAST` : sql`${k.expr} ASC`));

/** Select this with each row (as `cursorKeys`): the exact key texts of the row. */
export const keysetTexts = (keys: KeysetKey[]): SQL<unknown[]> =>
  sql<unknown[]>`json_build_array(${sql.join(
    keys.map((k) => k.text),
    sql`, `,
  )})`;

/**
 * "After the cursor's row" in the keys' order: a leading bound on the first key (so an index on it is
 * range-scanned) and the exact lexicographic condition, which also handles keys sorted in opposite directions.
 */
export function keysetAfter(keys: KeysetKey[], values: string[]): SQL {
  const after = (i: number): SQL => {
    const k = keys[i];
    const v = k.cast(values[i]);
    const beyond = k.dir === 'desc' ? sql`${k.expr} < ${v}` : sql`${k.expr} > ${v}`;
    if (i === keys.length - 1) return beyond;
    return sql`(${beyond} OR (${k.expr} = ${v} AND ${after(i + 1)}))`;
  };
  const first = keys[0];
  const v0 = first.cast(values[0]);
  const bound = first.dir === 'desc' ? sql`${first.expr} <= ${v0}` : sql`${first.expr} >= ${v0}`;
  return sql`(${bound} AND ${after(0)})`;
}

export function encodeCursor(order: string, values: string[]): string {
  return Buffer.from(JSON.stringify({ o: order, k: values })).toString('base64url');
}

/** The key values of a cursor made for this list order; anything else (tampered, other sort) is a 400. */
export function decodeCursor(cursor: string, order: string, keys: KeysetKey[]): string[] {
  let parsed: unknown;
  // Nothing here may throw anything but the 400: any shape of JSON is judged below, key by key.
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(MSG.cursorInvalid, { cursor: MSG.cursorInvalid });
  }
  const { o, k } = (parsed ?? {}) as { o?: unknown; k?: unknown };
  const valid =
    o === order &&
    Array.isArray(k) &&
    k.length === keys.length &&
    k.every((v, i) => typeof v === 'string' && keys[i].valid(v));
  if (!valid) throw badRequest(MSG.cursorInvalid, { cursor: MSG.cursorInvalid });
  return k as string[];
}

/** Rows were fetched with `limit + 1`: the extra row only says there is a next page. */
export function pageOf<T extends { cursorKeys: unknown[] }>(
  rows: T[],
  limit: number,
  order: string,
): { rows: T[]; nextCursor?: string } {
  if (rows.length <= limit) return { rows };
  const page = rows.slice(0, limit);
  return { rows: page, nextCursor: encodeCursor(order, page[limit - 1].cursorKeys.map(String)) };
}

/**
 * The admins' queue lists (the mail outbox, refunds): one table's rows in one status, newest first by (created_at,
 * id), keyset-paged. Select `cursorKeys` with the row's fields; `list` gives the query its WHERE, ORDER BY and LIMIT
 * and cuts what it fetched into the page and the next cursor. `name` makes the list's cursors its own.
 */
export function statusListNewestFirst(name: string, columns: { status: Column; createdAt: Column; id: Column }) {
  const keys = [timestampKey(columns.createdAt, 'desc'), idKey(columns.id)];
  const limitOf = (query: { limit?: number }) => query.limit ?? LIMITS.listDefault;
  return {
    cursorKeys: keysetTexts(keys),
    orderBy: keysetOrder(keys),
    where(query: { status: string; cursor?: string }): SQL {
      const status = eq(columns.status, query.status);
      return query.cursor ? and(status, keysetAfter(keys, decodeCursor(query.cursor, name, keys)))! : status;
    },
    async list<T extends { cursorKeys: unknown[] }>(
      query: { status: string; limit?: number; cursor?: string },
      select: (where: SQL, orderBy: SQL[], limit: number) => Promise<T[]>,
    ) {
      return pageOf(await select(this.where(query), this.orderBy, limitOf(query) + 1), limitOf(query), name);
    },
  };
}
