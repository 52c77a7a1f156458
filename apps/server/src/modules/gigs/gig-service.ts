import { and, asc, eq, getTableColumns, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { LIMITS, type TCategory, type TGigSort } from '@gigbazaar/shared/constants';
import { MSG } from '@gigbazaar/shared/messages';
import { rupeesToPaise } from '@gigbazaar/shared/rules/money';
import { topRatedScore } from '@gigbazaar/shared/rules/top-rated';
import type { Deps } from '../../platform/deps';
import type { Db } from '../../platform/db/client';
import { gigs, users } from '../../platform/db/schema';
import { notFound } from '../../platform/errors';
import {
  decodeCursor,
  idKey,
  intKey,
  keysetAfter,
  keysetOrder,
  keysetTexts,
  pageOf,
  timestampKey,
  type KeysetKey,
} from '../../platform/keyset';
import { searchQueryOf } from './gig-search';

// Every gig column but the search vectors, which are for matching only.
const { searchVector: _searchVector, headVector: _headVector, ...gigColumns } = getTableColumns(gigs);

/** A gig with its seller, read in the same query (a list of 24 cards is one query, not 25). */
export const gigWithSeller = {
  ...gigColumns,
  seller: {
    id: users.id,
    username: users.username,
    img: users.img,
    country: users.country,
    deletedAt: users.deletedAt,
  },
};

/** Gigs a buyer may see: not deleted, and not of a closed account (its seller can no longer deliver). */
const visible = () => and(isNull(gigs.deletedAt), isNull(users.deletedAt));

const gigsWithSeller = <E extends Record<string, SQL>>(db: Db, extra: E = {} as E) =>
  db
    .select({ ...gigWithSeller, ...extra })
    .from(gigs)
    .innerJoin(users, eq(users.id, gigs.userId));

export interface GigListFilters {
  search?: string;
  cat?: TCategory;
  /** Rupees. */
  min?: number;
  /** Rupees. */
  max?: number;
  sort?: TGigSort;
  userId?: string;
  limit?: number;
  cursor?: string;
}

/** Rupee bounds become paise, clamped to the integer column's range so a huge budget is "no bound", not a 500. */
const paiseBound = (rupees: number) => Math.max(-(2 ** 31), Math.min(rupeesToPaise(rupees), 2 ** 31 - 1));

/**
 * Explore: filters (category, budget in rupees, seller), a sort (best selling by default, newest, cheapest;
 * relevance when there is a search and no explicit sort) and keyset paging with an opaque cursor.
 */
export async function listGigs(deps: Deps, filters: GigListFilters) {
  const limit = filters.limit ?? LIMITS.listDefault;
  const query = await searchQueryOf(deps.db, filters.search);
  const order = filters.sort ?? (query ? 'relevance' : 'sales');

  const where: Array<SQL | undefined> = [visible()];
  if (filters.cat) where.push(eq(gigs.cat, filters.cat));
  if (filters.min !== undefined) where.push(gte(gigs.pricePaise, paiseBound(filters.min)));
  if (filters.max !== undefined) where.push(lte(gigs.pricePaise, paiseBound(filters.max)));
  if (filters.userId) where.push(eq(gigs.userId, filters.userId));
  if (order === 'relevance' && query) return listByRelevance(deps, query, where, limit, filters.cursor);

  const sales = intKey(gigs.sales, 'desc');
  let keys: KeysetKey[];
  if (order === 'createdAt') keys = [timestampKey(gigs.createdAt, 'desc'), idKey(gigs.id)];
  else if (order === 'price') keys = [intKey(gigs.pricePaise, 'asc'), idKey(gigs.id)];
  else keys = [sales, idKey(gigs.id)];

  if (query) where.push(sql`${gigs.searchVector} @@ ${query}`);
  if (filters.cursor) where.push(keysetAfter(keys, decodeCursor(filters.cursor, order, keys)));

  const rows = await gigsWithSeller(deps.db, { cursorKeys: keysetTexts(keys) })
    .where(and(...where))
    .orderBy(...keysetOrder(keys))
    .limit(limit + 1);
  return pageOf(rows, limit, order);
}

/**
 * How many matches relevance ranks: the best-selling gigs whose title, short title or short description
 * match (the "head"). Bounding it bounds the work of every page, however broad the word.
 */
export const RELEVANCE_HEAD = 300;

/** Relevance cursor keys: segment (0 head, 1 tail), rank, sales, id. */
const relevanceKeys: KeysetKey[] = [
  { ...intKey(sql`0`, 'asc'), valid: (v) => v === '0' || v === '1' },
  { ...intKey(sql`0`, 'desc'), valid: (v) => /^\d{1,6}(\.\d{1,6})?$/.test(v) },
  intKey(gigs.sales, 'desc'),
  idKey(gigs.id),
];

interface Ranked {
  seg: 0 | 1;
  rank: string;
  sales: number;
  id: string;
}

/** Head order: rank, then sales, then id. Negative when `a` comes first. */
const headOrder = (a: Ranked, b: Ranked) =>
  Number(b.rank) - Number(a.rank) || b.sales - a.sales || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Relevance, with bounded work (decision 007). The head: the RELEVANCE_HEAD best-selling visible gigs
 * whose head text (title A, short title and short description B) matches, read from one covering index,
 * ranked by ts_rank on that text, then sales. The tail: every other match (description-only matches, and
 * head matches beyond the bound) by sales, an index walk like the best-selling list. The cursor says
 * which part it is in, so a page in the tail never ranks anything.
 */
async function listByRelevance(deps: Deps, query: SQL, where: Array<SQL | undefined>, limit: number, cursor?: string) {
  const after = cursor ? decodeCursor(cursor, 'relevance', relevanceKeys) : undefined;
  const afterRow: Ranked | undefined = after && {
    seg: after[0] === '1' ? 1 : 0,
    rank: after[1],
    sales: Number(after[2]),
    id: after[3],
  };
  const headMatch = sql`coalesce(${gigs.headVector} @@ ${query}, false)`;

  const head = await deps.db
    .select({
      id: gigs.id,
      sales: gigs.sales,
      rank: sql<string>`round(ts_rank(${gigs.headVector}, ${query})::numeric, 6)::text`,
    })
    .from(gigs)
    .innerJoin(users, eq(users.id, gigs.userId))
    .where(and(...where, headMatch))
    .orderBy(sql`${gigs.sales} DESC NULLS LAST`, asc(gigs.id))
    .limit(RELEVANCE_HEAD);
  // The last head row in sales order: head matches after it belong to the tail.
  const cut = head.length === RELEVANCE_HEAD ? head[head.length - 1] : undefined;

  const page: Ranked[] =
    afterRow?.seg === 1
      ? []
      : head
          .map((r) => ({ seg: 0 as const, rank: r.rank, sales: r.sales, id: r.id }))
          .sort(headOrder)
          .filter((r) => !afterRow || headOrder(afterRow, r) < 0)
          .slice(0, limit + 1);

  if (page.length <= limit) {
    const notHead = cut
      ? sql`NOT (${headMatch} AND (${gigs.sales} > ${cut.sales} OR (${gigs.sales} = ${cut.sales} AND ${gigs.id} <= ${cut.id})))`
      : sql`NOT ${headMatch}`;
    const tailKeys = [intKey(gigs.sales, 'desc'), idKey(gigs.id)];
    const tail = await deps.db
      .select({ id: gigs.id, sales: gigs.sales })
      .from(gigs)
      .innerJoin(users, eq(users.id, gigs.userId))
      .where(
        and(
          ...where,
          sql`${gigs.searchVector} @@ ${query}`,
          notHead,
          afterRow?.seg === 1 ? keysetAfter(tailKeys, [String(afterRow.sales), afterRow.id]) : undefined,
        ),
      )
      .orderBy(...keysetOrder(tailKeys))
      .limit(limit + 1 - page.length);
    page.push(...tail.map((r) => ({ seg: 1 as const, rank: '0', sales: r.sales, id: r.id })));
  }

  if (!page.length) return pageOf([], limit, 'relevance');
  const rows = await gigsWithSeller(deps.db).where(
    and(
      visible(),
      inArray(
        gigs.id,
        page.map((r) => r.id),
      ),
    ),
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  const ordered = page.flatMap((r) => {
    const row = byId.get(r.id);
    return row ? [{ ...row, cursorKeys: [String(r.seg), r.rank, String(r.sales), r.id] }] : [];
  });
  return pageOf(ordered, limit, 'relevance');
}

/** Spec §9: ranked by the weighted score kept in rating_score; unrated gigs score 0 and so pad the list. */
export async function listTopRatedGigs(deps: Deps, limit: number = LIMITS.topRatedCount) {
  return (
    gigsWithSeller(deps.db)
      .where(visible())
      // NULLS LAST as in gigs_rating_idx, so the index serves the order (the columns are NOT NULL anyway).
      .orderBy(sql`${gigs.ratingScore} DESC NULLS LAST`, sql`${gigs.sales} DESC NULLS LAST`, asc(gigs.id))
      .limit(limit)
  );
}

export async function findGig(deps: Deps, id: string) {
  const [gig] = await gigsWithSeller(deps.db)
    .where(and(eq(gigs.id, id), visible()))
    .limit(1);
  if (!gig) throw notFound(MSG.gigNotFound);
  return gig;
}

export type GigWithSeller = Awaited<ReturnType<typeof findGig>>;

/**
 * Writes rating_score from the gig's current totals with the shared spec formula. Call it inside the
 * transaction that changed the totals (after the UPDATE that locked the row), or after setting totals
 * directly (seed data, repairs).
 */
export async function refreshRatingScore(db: Db, gigId: string, totals?: { totalStars: number; starNumber: number }) {
  let current = totals;
  if (!current) {
    [current] = await db
      .select({ totalStars: gigs.totalStars, starNumber: gigs.starNumber })
      .from(gigs)
      .where(eq(gigs.id, gigId))
      .for('update');
    if (!current) throw notFound(MSG.gigNotFound);
  }
  const ratingScore = topRatedScore(current.totalStars, current.starNumber);
  await db.update(gigs).set({ ratingScore }).where(eq(gigs.id, gigId));
  return ratingScore;
}
