import { and, asc, eq, getTableColumns, gte, isNull, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { LIMITS, type TCategory, type TGigSort } from '@gigbazaar/shared/constants';
import { MSG } from '@gigbazaar/shared/messages';
import { rupeesToPaise } from '@gigbazaar/shared/rules/money';
import { topRatedScore } from '@gigbazaar/shared/rules/top-rated';
import type { Deps } from '../../platform/deps';
import type { Db } from '../../platform/db/client';
import { gigs, users } from '../../platform/db/schema';
import { badRequest, notFound } from '../../platform/errors';
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
import {
  CATALOGUE_VERSION,
  confirmsVersion,
  firstReadingThatLists,
  readingGuard,
  searchReadingsOf,
  settledReadings,
  walkOf,
  type SearchReadings,
} from './gig-search';

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

/**
 * Gigs a buyer may see: not deleted (or removed by an admin, which sets deleted_at too), not of a closed account
 * (its seller can no longer deliver) and not of a suspended one (decision 013), whose gigs come back when it ends.
 */
const visible = () =>
  and(
    isNull(gigs.deletedAt),
    isNull(users.deletedAt),
    sql`(${users.suspendedUntil} IS NULL OR ${users.suspendedUntil} <= now())`,
  );

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
  // A relevance list confirms the catalogue version in its head statement, so its readings may come from settled
  // word facts without a statement of their own (a round trip saved); when the version moved, they are read again.
  const settled = filters.sort ? undefined : settledReadings(deps.db, filters.search);
  const readings = settled === undefined ? await searchReadingsOf(deps.db, filters.search) : settled;
  const order = filters.sort ?? (readings ? 'relevance' : 'sales');

  // The filters, on gig columns only (the relevance head reads them from its covering index).
  const chosen: SQL[] = [];
  if (filters.cat) chosen.push(eq(gigs.cat, filters.cat));
  if (filters.min !== undefined) chosen.push(gte(gigs.pricePaise, paiseBound(filters.min)));
  if (filters.max !== undefined) chosen.push(lte(gigs.pricePaise, paiseBound(filters.max)));
  if (filters.userId) chosen.push(eq(gigs.userId, filters.userId));
  if (order === 'relevance' && readings) {
    const page = await listByRelevance(deps, readings, chosen, limit, filters.cursor);
    if (page !== UNCONFIRMED) return page;
    const fresh = await searchReadingsOf(deps.db, filters.search);
    if (fresh) return confirmed(await listByRelevance(deps, fresh, chosen, limit, filters.cursor));
    return listGigs(deps, { ...filters, search: undefined });
  }
  const where: Array<SQL | undefined> = [visible(), ...chosen];
  // A search no reading of which lists a gig anywhere lists nothing, whatever the order: answered by the probe
  // (bounded, cached) without walking the list.
  const reading = readings ? await firstReadingThatLists(deps.db, readings) : undefined;
  if (reading === -1) return pageOf([], limit, order);

  const sales = intKey(gigs.sales, 'desc');
  let keys: KeysetKey[];
  if (order === 'createdAt') keys = [timestampKey(gigs.createdAt, 'desc'), idKey(gigs.id)];
  else if (order === 'price') keys = [intKey(gigs.pricePaise, 'asc'), idKey(gigs.id)];
  else keys = [sales, idKey(gigs.id)];

  if (readings && reading !== undefined) where.push(sql`${gigs.searchVector} @@ ${readings.queries[reading]}`);
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
/**
 * The head is found by walking the best-selling listed gigs in order through its covering index (no table row
 * read), and asks the GIN index only for what a walk would take long to reach. The planner cannot choose between
 * the two: its guess of how many gigs several words match together is often off a hundredfold ("social media
 * marketing": 9 guessed, 4,000 true), and each wrong guess cost thousands of wide rows or a walk of the whole list.
 * So the head measures instead. It walks `walk` gigs; a broad word fills the head long before (300 matches of
 * "logo" in ~1,500 gigs). If it found fewer than RELEVANCE_HEAD but at least `dense` (2 %), matches are
 * common enough that walking on (at most `walkOn` more gigs) is cheaper than fetching thousands of rows by
 * index; below that, or if the head is still short after walking on, the GIN index fetches the rest, which are
 * then few. The work is bounded by about 20,000 index entries and a few hundred rows whatever the words.
 * Tests lower the budget to take every branch on a small catalogue; the head is the same whichever is taken.
 */
export const HEAD_BUDGET = { walk: 4_000, dense: 80, walkOn: 16_000 };

/**
 * A gig after the one in the one-row CTE `last` in the order by sales (all gigs when it is empty). A walk that
 * stopped short of RELEVANCE_HEAD matches read every gig up to its cap, so the gigs after its last match are
 * exactly those it has not read or did not match.
 */
const afterLast = (last: SQL) => sql`(${gigs.sales} <= coalesce((SELECT sales FROM ${last}), 2147483647)
  AND (NOT EXISTS (SELECT 1 FROM ${last}) OR ${gigs.sales} < (SELECT sales FROM ${last})
  OR (${gigs.sales} = (SELECT sales FROM ${last}) AND ${gigs.id} > (SELECT id FROM ${last}))))`;

/**
 * A listed gig's seller is neither closed nor suspended (as `visible`): one hashed look at the few such accounts,
 * not a join per gig. The accounts are read through the partial index `users_unlisted_idx` (migration 0018), whose
 * predicate this condition implies, not by reading every user.
 */
const sellerOpen = () =>
  sql`${gigs.userId} NOT IN (SELECT u.id FROM users u WHERE u.deleted_at IS NOT NULL OR u.suspended_until > now())`;

const rankKey = (expr: SQLWrapper): KeysetKey => ({
  expr,
  dir: 'desc',
  text: sql`${expr}::text`,
  valid: (v) => /^\d{1,6}(?:\.\d{1,6})?$/.test(v),
  cast: (v) => sql`${v}::numeric`,
});
const validOnly = (valid: (v: string) => boolean): KeysetKey => ({ ...idKey(sql``), valid });
const isInt = intKey(sql``, 'desc').valid;
const isId = idKey(sql``).valid;
/**
 * Where a relevance list stopped: which reading of the words it uses, whether it has reached the tail, and the
 * last gig's rank, sales and id; plus the head's cut (sales and id of its last gig by sales, absent when the head
 * is not full), so later pages read the words and split head from tail exactly as the first page did.
 */
interface RelevanceCursor {
  reading: number;
  tail: boolean;
  rank: string;
  sales: number;
  id: string;
  cut?: { sales: number; id: string };
}

/**
 * The cursor's fields on the wire, in this order, as exact text ("-" for an absent cut), each with the check that
 * makes a tampered value a 400 before it reaches SQL.
 */
const relevanceWire = {
  reading: (v: string) => /^\d$/.test(v),
  part: (v: string) => v === '0' || v === '1',
  rank: rankKey(sql``).valid,
  sales: isInt,
  id: isId,
  cutSales: (v: string) => v === '-' || isInt(v),
  cutId: (v: string) => v === '-' || isId(v),
};
const relevanceKeys = Object.values(relevanceWire).map(validOnly);
// Qualified names: a bare "hsales" in ORDER BY would name an output column.
const headKeys = [rankKey(sql`"head"."rank"`), intKey(sql`"head"."hsales"`, 'desc'), idKey(sql`"head"."hid"`)];
const pageKeys = headKeys;

function relevanceKeysOf(c: RelevanceCursor): string[] {
  const wire: Record<keyof typeof relevanceWire, string> = {
    reading: String(c.reading),
    part: c.tail ? '1' : '0',
    rank: c.rank,
    sales: String(c.sales),
    id: c.id,
    cutSales: c.cut ? String(c.cut.sales) : '-',
    cutId: c.cut ? c.cut.id : '-',
  };
  return Object.keys(relevanceWire).map((name) => wire[name as keyof typeof relevanceWire]);
}

function decodeRelevanceCursor(cursor: string, readings: number): RelevanceCursor {
  const [reading, part, rank, sales, id, cutSales, cutId] = decodeCursor(cursor, 'relevance', relevanceKeys);
  if (Number(reading) >= readings) throw badRequest(MSG.cursorInvalid, { cursor: MSG.cursorInvalid });
  return {
    reading: Number(reading),
    tail: part === '1',
    rank,
    sales: Number(sales),
    id,
    cut: cutSales === '-' || cutId === '-' ? undefined : { sales: Number(cutSales), id: cutId },
  };
}

/** A relevance list whose readings assumed a catalogue version (`SearchReadings.assumed`) it could not confirm. */
const UNCONFIRMED = Symbol('unconfirmed');
function confirmed<T>(page: T | typeof UNCONFIRMED): T {
  if (page === UNCONFIRMED) throw new Error('relevance readings read from the database were not confirmed');
  return page;
}

/**
 * Relevance, with bounded work (decision 009). The head: the RELEVANCE_HEAD best-selling visible gigs
 * whose head text (title A, short title and short description B) matches, read from one covering index,
 * ranked by ts_rank on that text, then sales. The tail: every other match (description-only matches, and
 * head matches beyond the bound) by sales, an index walk like the best-selling list. Without a cursor the
 * readings of the words are tried in turn until one lists something; the cursor keeps that reading.
 */
async function listByRelevance(deps: Deps, readings: SearchReadings, chosen: SQL[], limit: number, cursor?: string) {
  let after: RelevanceCursor | undefined;
  try {
    after = cursor ? decodeRelevanceCursor(cursor, readings.queries.length) : undefined;
  } catch (err) {
    // The number of readings is confirmed only with the version: the fresh readings judge the cursor.
    if (readings.assumed) return UNCONFIRMED;
    throw err;
  }
  // Only the head statement confirms the version: a page of the tail is listed from fresh readings.
  if (readings.assumed && after?.tail) return UNCONFIRMED;
  // The first page uses the first reading that lists a gig within the filters: found by one bounded probe
  // rather than by listing each reading in turn, so a search that finds nothing costs one probe, not a walk
  // of the whole list per reading.
  const listed = and(isNull(gigs.deletedAt), sellerOpen(), ...chosen)!;
  const reading = after ? after.reading : await firstReadingThatLists(deps.db, readings, listed);
  if (reading === -1) return readings.assumed ? UNCONFIRMED : pageOf([], limit, 'relevance');
  return relevancePage(deps, readings, reading, listed, limit, after);
}

async function relevancePage(
  deps: Deps,
  readings: SearchReadings,
  reading: number,
  listed: SQL,
  limit: number,
  after?: RelevanceCursor,
) {
  const query = readings.queries[reading];
  const guard = readingGuard(query);
  const base = and(listed, guard)!;
  const headMatch = sql`${gigs.headVector} @@ ${query}`;
  let cut = after?.cut;
  // Each row's place in the list; its cursor is made once the page is complete, when the head's cut is known.
  const rows: Array<GigWithSeller & { tail: boolean; rank: string }> = [];
  if (!after?.tail) {
    // The head: the first RELEVANCE_HEAD matches by sales, walked for or fetched through the GIN index as
    // HEAD_BUDGET says. Ranked once cut (ts_rank on 300 rows, not on every match), and the page cut from it by rank.
    const after3 = after ? keysetAfter(pageKeys, [after.rank, String(after.sales), after.id]) : sql`true`;
    // One round trip: the page's ids are found and their gigs with sellers read by id in the same statement (a round
    // trip cost ~0.5 ms of node CPU on the benchmark machine, a fifth of a matching search's node work).
    // An OR reading's guard (each word finds gigs alone: six probes) is evaluated once for the statement, not once
    // per part of the head that reads it, and planned once (it was most of an 11 KB statement's planning).
    const headBase = guard ? and(listed, sql`(SELECT ok FROM guard)`)! : base;
    const head = sql`(
      WITH ${guard ? sql`guard AS MATERIALIZED (SELECT ${guard} AS ok),` : sql``}
      walk AS (
        SELECT "gigs".id, "gigs".sales, "gigs".head_vector FROM ${walkOf(sql`true`, HEAD_BUDGET.walk)}
        WHERE ${headBase} AND "gigs".head_vector @@ ${query}
        ORDER BY "gigs".sales DESC NULLS LAST, "gigs".id LIMIT ${RELEVANCE_HEAD}
      ),
      last AS (SELECT l.sales, l.id FROM walk l ORDER BY l.sales ASC NULLS FIRST, l.id DESC LIMIT 1),
      walk_on AS (
        SELECT "gigs".id, "gigs".sales, "gigs".head_vector
        FROM ${walkOf(
          sql`(SELECT count(*) FROM walk) BETWEEN ${HEAD_BUDGET.dense} AND ${RELEVANCE_HEAD - 1} AND ${afterLast(sql`last`)}`,
          HEAD_BUDGET.walkOn,
        )}
        WHERE ${headBase} AND "gigs".head_vector @@ ${query}
        -- Only what the head still lacks: its matches come after the walk's, so the head would drop any more, and
        -- stopping at them saves a third of the entries when matches are sparse (a walk of 12,276 for 196 more).
        ORDER BY "gigs".sales DESC NULLS LAST, "gigs".id LIMIT greatest(${RELEVANCE_HEAD} - (SELECT count(*) FROM walk), 0)
      ),
      walked AS (SELECT * FROM walk UNION ALL SELECT * FROM walk_on),
      walked_last AS (SELECT l.sales, l.id FROM walked l ORDER BY l.sales ASC NULLS FIRST, l.id DESC LIMIT 1),
      rest AS (
        SELECT ${gigs.id} AS id, ${gigs.sales} AS sales, ${gigs.headVector} AS head_vector FROM ${gigs}
        WHERE (SELECT count(*) FROM walked) < ${RELEVANCE_HEAD} AND ${headBase} AND ${headMatch}
          AND ${afterLast(sql`walked_last`)}
        ORDER BY ${gigs.sales} DESC NULLS LAST, ${gigs.id} LIMIT ${RELEVANCE_HEAD}
      ),
      head AS (
        SELECT h.id AS hid, h.sales AS hsales, round(ts_rank(h.head_vector, ${query})::numeric, 6) AS rank
        FROM (SELECT * FROM walked UNION ALL SELECT * FROM rest ORDER BY sales DESC NULLS LAST, id LIMIT ${RELEVANCE_HEAD}) h
      ),
      page AS (
        SELECT "head".hid AS pid, "head".hsales AS psales, "head".rank AS prank FROM "head"
        WHERE ${after3} ORDER BY ${sql.join(keysetOrder(headKeys), sql`, `)} LIMIT ${limit + 1}
      )
      SELECT p.pid AS hid, p.psales AS hsales, p.prank AS hrank,
        (SELECT count(*) FROM head)::integer AS head_size,
        -- The head's last gig by sales: head matches after it are in the tail.
        c.hsales AS cut_sales, c.hid AS cut_id${readings.assumed ? sql`, ${CATALOGUE_VERSION}` : sql``}
      FROM page p
      LEFT JOIN (SELECT h.hsales, h.hid FROM head h ORDER BY h.hsales ASC NULLS FIRST, h.hid DESC LIMIT 1) c ON true
    ) AS "found"`;
    const found = await gigsWithSeller(deps.db, {
      rank: sql<string>`"found"."hrank"::text`,
      headSize: sql<number>`"found"."head_size"`,
      cutSales: sql<number | null>`"found"."cut_sales"`,
      cutId: sql<string | null>`"found"."cut_id"`,
      ...(readings.assumed && {
        catalogueSeq: sql<string | number | null>`"found"."catalogue_seq"`,
        catalogueNewest: sql<string | null>`"found"."catalogue_newest"`,
      }),
    })
      .innerJoin(head, sql`"found"."hid" = ${gigs.id}`)
      .orderBy(sql`"found"."hrank" DESC NULLS LAST`, sql`"found"."hsales" DESC NULLS LAST`, sql`"found"."hid"`);
    const first = found[0];
    if (!confirmsVersion(readings, first)) return UNCONFIRMED;
    if (!after && first && Number(first.headSize) >= RELEVANCE_HEAD && first.cutId !== null)
      cut = { sales: Number(first.cutSales), id: first.cutId };
    for (const {
      rank,
      headSize: _size,
      cutSales: _sales,
      cutId: _id,
      catalogueSeq: _s,
      catalogueNewest: _n,
      ...gig
    } of found)
      rows.push({ ...gig, tail: false, rank });
  }

  if (rows.length <= limit) {
    const notHead = cut
      ? sql`NOT (coalesce(${headMatch}, false) AND (${gigs.sales} > ${cut.sales} OR (${gigs.sales} = ${cut.sales} AND ${gigs.id} <= ${cut.id})))`
      : sql`NOT coalesce(${headMatch}, false)`;
    const tailKeys = [intKey(gigs.sales, 'desc'), idKey(gigs.id)];
    const tail = await gigsWithSeller(deps.db)
      .where(
        and(
          base,
          sql`${gigs.searchVector} @@ ${query}`,
          notHead,
          after?.tail ? keysetAfter(tailKeys, [String(after.sales), after.id]) : undefined,
        ),
      )
      .orderBy(...keysetOrder(tailKeys))
      .limit(limit + 1 - rows.length);
    for (const gig of tail) rows.push({ ...gig, tail: true, rank: '0' });
  }
  const keyed = rows.map(({ tail, rank, ...gig }) => ({
    ...gig,
    cursorKeys: relevanceKeysOf({ reading, tail, rank, sales: gig.sales, id: gig.id, cut }),
  }));
  return pageOf(keyed, limit, 'relevance');
}

/** The top-rated score (docs/product-rules.md "Top-rated score"): ranked by the weighted score kept in rating_score; unrated gigs score 0 and so pad the list. */
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
 * Writes rating_score from the gig's current totals with the shared top-rated formula. Call it inside the
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
