import { and, asc, eq, getTableColumns, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
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

// Every gig column but the search vector, which is for matching only.
const { searchVector: _searchVector, ...gigColumns } = getTableColumns(gigs);

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

  const sales = intKey(gigs.sales, 'desc');
  let keys: KeysetKey[];
  if (order === 'relevance') {
    // ts_rank weighs title (A) over short title/description (B) over description/features (C). Rounded to a
    // fixed-decimal numeric so the cursor carries it exactly and "equal rank" means equal.
    const rank = sql`round(ts_rank(${gigs.searchVector}, ${query})::numeric, 6)`;
    const relevance: KeysetKey = {
      expr: rank,
      dir: 'desc',
      text: sql`${rank}::text`,
      valid: (v) => /^\d{1,6}(?:\.\d{1,6})?$/.test(v),
      cast: (v) => sql`${v}::numeric`,
    };
    keys = [relevance, sales, idKey(gigs.id)];
  } else if (order === 'createdAt') keys = [timestampKey(gigs.createdAt, 'desc'), idKey(gigs.id)];
  else if (order === 'price') keys = [intKey(gigs.pricePaise, 'asc'), idKey(gigs.id)];
  else keys = [sales, idKey(gigs.id)];

  const where: Array<SQL | undefined> = [visible()];
  if (query) where.push(sql`${gigs.searchVector} @@ ${query}`);
  if (filters.cat) where.push(eq(gigs.cat, filters.cat));
  if (filters.min !== undefined) where.push(gte(gigs.pricePaise, paiseBound(filters.min)));
  if (filters.max !== undefined) where.push(lte(gigs.pricePaise, paiseBound(filters.max)));
  if (filters.userId) where.push(eq(gigs.userId, filters.userId));
  if (filters.cursor) where.push(keysetAfter(keys, decodeCursor(filters.cursor, order, keys)));

  const rows = await gigsWithSeller(deps.db, { cursorKeys: keysetTexts(keys) })
    .where(and(...where))
    .orderBy(...keysetOrder(keys))
    .limit(limit + 1);
  return pageOf(rows, limit, order);
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
