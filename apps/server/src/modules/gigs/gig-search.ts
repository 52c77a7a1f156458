import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { maxEditsFor, searchWordsOf, spellingVariants } from '@gigbazaar/shared/rules/search-words';
import type { Db } from '../../platform/db/client';
import { gigs } from '../../platform/db/schema';
import { loadedVocabulary, vocabularyOf, type Vocabulary } from './search-vocabulary';

export { SEARCH_WORDS_MAX, searchWordsOf } from '@gigbazaar/shared/rules/search-words';

/** Parts of a split word ("chatbot" → "chat bot") are at least this long, so "another" is never "an other". */
const SPLIT_PART_MIN = 3;
/** The last word is completed as a prefix ("flutter ap" → "app") from this many letters. */
const PREFIX_MIN = 2;

/** What the database says about each typed word, and how current the vocabulary is. */
interface WordFacts {
  word: string;
  /** False for stop words ("the", "for"): full-text search ignores them. */
  meaningful: boolean;
  /** In the vocabulary as typed. */
  known: boolean;
  /** Matches some gig as typed, as another form of a known word ("cooked" when gigs say "cooking"). */
  matches: boolean;
}

/**
 * Per database, what the last reads of word facts settled: each word's facts that can no longer change (a word in
 * the vocabulary stays in it, and whether full-text search ignores a word depends on the word alone; `matches` is
 * read only for unknown words), and the catalogue version of the latest read. Lets a search of such words build its
 * readings before any statement, provided the statement that lists it confirms the version (`settledReadings`).
 */
const settled = new WeakMap<Db, { meaningful: Map<string, boolean>; seq: number; newest: string }>();
const SETTLED_WORDS = 20_000;

async function factsOf(db: Db, words: string[]): Promise<{ facts: WordFacts[]; seq: number; newest: string }> {
  const read = await readFacts(db, words);
  let known = settled.get(db);
  if (!known) settled.set(db, (known = { meaningful: new Map(), seq: 0, newest: '' }));
  for (const f of read.facts) {
    if (f.known || !f.meaningful) {
      if (known.meaningful.size >= SETTLED_WORDS) known.meaningful.delete(known.meaningful.keys().next().value!);
      known.meaningful.set(f.word, f.meaningful);
    }
  }
  known.seq = read.seq;
  known.newest = read.newest;
  return read;
}

async function readFacts(db: Db, words: string[]): Promise<{ facts: WordFacts[]; seq: number; newest: string }> {
  const typed = sql.join(
    words.map((w, i) => sql`(${i}::integer, ${w}::text)`),
    sql`, `,
  );
  const { rows } = await db.execute<{
    ord: number;
    nodes: number;
    known: boolean;
    matches: boolean | null;
    seq: string | number;
    newest: string | null;
  }>(sql`
    SELECT t.ord, numnode(plainto_tsquery('english', t.w)) AS nodes, k.known,
      CASE WHEN NOT k.known AND numnode(plainto_tsquery('english', t.w)) > 0 THEN
        EXISTS (SELECT 1 FROM gigs g WHERE g.search_vector @@ plainto_tsquery('english', t.w))
      END AS matches,
      (SELECT coalesce(max(seq), 0) FROM search_words) AS seq,
      (SELECT max(created_at)::text FROM gigs) AS newest
    FROM (VALUES ${typed}) AS t(ord, w)
    CROSS JOIN LATERAL (SELECT EXISTS (SELECT 1 FROM search_words s WHERE s.word = t.w) AS known) k
    ORDER BY t.ord`);
  return {
    seq: Number(rows[0]?.seq ?? 0),
    newest: rows[0]?.newest ?? '',
    facts: rows.map((r) => ({
      word: words[Number(r.ord)],
      meaningful: Number(r.nodes) > 0,
      known: Boolean(r.known),
      matches: Boolean(r.matches),
    })),
  };
}

/**
 * What one typed word may mean, as full-text alternatives: the word itself, its other spellings
 * (colour/color), the nearest vocabulary words when it is unknown (Damerau–Levenshtein within
 * `maxEditsFor`), the two known words it splits into ("chatbot" → "chat bot"), and for an unknown last
 * word, the words it begins ("ap" → "app").
 */
export interface WordMeaning {
  typed: string;
  /** Whole words, stemmed as gig text is. */
  words: string[];
  /** Two-word phrases ("chat bot"). */
  phrases: Array<[string, string]>;
  /** Prefixes of stored stems, as typed ("anim" → "animation"). */
  prefixes: string[];
  /** Prefixes stemmed first ("scrapping" → stem "scrap" → "scrape"). */
  stemPrefixes: string[];
}

/**
 * How hard to read the words. Narrow: a word that matches gigs as typed is taken as meant (another form
 * of a known word: "cooked" when gigs say "cooking"; correcting it could pick "booked"). Wide, when the
 * narrow reading finds nothing: every unknown word is also corrected, and its stem read as the start of a
 * word. Never more edits than `maxEditsFor` allows: at 100,000 gigs a mashed "hgfdsa" is two edits from
 * some shop name, and a nonsense word must find nothing.
 */
export type Reading = 'narrow' | 'wide';

/** Pure: the meanings of the typed words, given the database's facts and the vocabulary. */
export function meaningsOf(facts: WordFacts[], vocabulary: Vocabulary, reading: Reading): Array<WordMeaning | null> {
  return facts.map((f, i) => {
    if (!f.meaningful) return null;
    const m: WordMeaning = {
      typed: f.word,
      words: [f.word, ...spellingVariants(f.word)],
      phrases: [],
      prefixes: [],
      stemPrefixes: [],
    };
    const known = f.known || m.words.slice(1).some((w) => vocabulary.has(w));
    const last = i === facts.length - 1;
    if (!known && (reading === 'wide' || !f.matches)) {
      m.words.push(...vocabulary.nearest(f.word, maxEditsFor(f.word)));
    }
    if (!known && !/\d/.test(f.word) && f.word.length >= PREFIX_MIN && (last || reading === 'wide')) {
      m.prefixes.push(f.word);
      m.words.push(...vocabulary.withPrefix(f.word));
    }
    if (!known && reading === 'wide' && f.word.length >= 5) m.stemPrefixes.push(f.word);
    for (let at = SPLIT_PART_MIN; at <= f.word.length - SPLIT_PART_MIN; at++) {
      const [a, b] = [f.word.slice(0, at), f.word.slice(at)];
      if (vocabulary.has(a) && vocabulary.has(b)) m.phrases.push([a, b]);
    }
    m.words = [...new Set(m.words)];
    m.phrases = m.phrases.slice(0, 2);
    return m;
  });
}

/** One word's alternatives as a tsquery. Words are [a-z0-9]+ (searchWordsOf), so they are safe tsquery text. */
function meaningQuery(m: WordMeaning): SQL {
  const english = [
    ...m.words,
    ...m.phrases.map(([a, b]) => `(${a} <-> ${b})`),
    ...m.stemPrefixes.map((p) => `${p}:*`),
  ].join(' | ');
  const q = sql`to_tsquery('english', ${english})`;
  // Prefixes as typed match stored stems unstemmed ("anim" must not become another stem).
  if (!m.prefixes.length) return q;
  return sql`(${q} || to_tsquery('simple', ${m.prefixes.map((p) => `${p}:*`).join(' | ')}))`;
}

/** AND of the words; two typed words that are one known word together ("chat bot") may match as it. */
function allOf(words: string[], meanings: Array<WordMeaning | null>, vocabulary: Vocabulary): SQL[] {
  const groups = meanings.map((m) => (m ? meaningQuery(m) : null));
  const parts: SQL[] = [];
  for (let i = 0; i < words.length; i++) {
    const joined = i + 1 < words.length ? words[i] + words[i + 1] : '';
    if (joined && vocabulary.has(joined)) {
      const both = [groups[i], groups[i + 1]].filter((g): g is SQL => g !== null);
      const alone = sql`to_tsquery('english', ${joined})`;
      parts.push(both.length ? sql`((${sql.join(both, sql` && `)}) || ${alone})` : alone);
      i++;
    } else if (groups[i]) parts.push(groups[i]!);
  }
  return parts;
}

/** OR readings and the parts each of which must find a gig for the reading to be used. */
const onlyIfEach = new WeakMap<SQL, SQL[]>();

/** The readings of a search, and what the answers about them may be cached under. */
export interface SearchReadings {
  /**
   * Set when the readings were built from settled facts without reading the database (`settledReadings`): the
   * catalogue version they assume, which the statement that lists the search must confirm (`CATALOGUE_VERSION`), or
   * the search is read again.
   */
  assumed?: { seq: number; newest: string };
  /** The readings in the order they are tried. */
  queries: SQL[];
  /** The words and their meanings: equal keys are equal readings. */
  key: string;
  /**
   * How current the catalogue is (the vocabulary's last word, the newest gig): an answer about these readings
   * cached under another version is not used.
   */
  version: string;
}

/**
 * The readings of a search in the order they are tried, or null when it has no usable word (empty,
 * punctuation, only stop words): the list then behaves as if there were no search. The first reading
 * that finds a listed gig wins: every word as typed or corrected (narrow); every word with all its
 * corrections (wide); and when each word finds gigs but never together ("wedding video" where wedding
 * films say "film"), any of them, ranked by how much they match. A word that finds nothing alone
 * (nonsense) is never dropped, so it finds nothing.
 */
export async function searchReadingsOf(db: Db, search: string | undefined): Promise<SearchReadings | null> {
  const words = searchWordsOf(search);
  if (!words.length) return null;
  const { facts, seq, newest } = await factsOf(db, words);
  return readingsOf(words, facts, await vocabularyOf(db, seq), seq, newest);
}

/**
 * The readings `searchReadingsOf` would build, without its statement, when every word's facts are settled (known,
 * or ignored by full-text search) and the vocabulary is loaded up to the latest version read: `undefined`
 * otherwise. The answer assumes that version (`assumed`); the caller confirms it in the statement that lists the
 * search, in that statement's snapshot, and reads the search again if it moved. With the same version the
 * vocabulary and every word's facts are the same, so the readings are too: the word-facts round trip is saved,
 * never an answer changed.
 */
export function settledReadings(db: Db, search: string | undefined): SearchReadings | null | undefined {
  const words = searchWordsOf(search);
  if (!words.length) return null;
  const known = settled.get(db);
  const vocabulary = loadedVocabulary(db);
  if (!known || !vocabulary || vocabulary.seq !== known.seq) return undefined;
  const facts: WordFacts[] = [];
  for (const word of words) {
    const meaningful = known.meaningful.get(word);
    if (meaningful === undefined) return undefined;
    facts.push({ word, meaningful, known: true, matches: false });
  }
  const readings = readingsOf(words, facts, vocabulary, known.seq, known.newest);
  // No usable word is decided by the words alone: no version to confirm.
  return readings && { ...readings, assumed: { seq: known.seq, newest: known.newest } };
}

/** SQL: the catalogue version as `factsOf` reads it, for a statement that confirms `SearchReadings.assumed`. */
export const CATALOGUE_VERSION = sql`(SELECT coalesce(max(seq), 0) FROM search_words) AS catalogue_seq,
  (SELECT max(created_at)::text FROM gigs) AS catalogue_newest`;

/** Whether a row with CATALOGUE_VERSION's columns confirms the version the readings assumed. */
export function confirmsVersion(
  readings: SearchReadings,
  row: { catalogueSeq?: string | number | null; catalogueNewest?: string | null } | undefined,
): boolean {
  if (!readings.assumed) return true;
  return (
    row !== undefined &&
    Number(row.catalogueSeq ?? 0) === readings.assumed.seq &&
    (row.catalogueNewest ?? '') === readings.assumed.newest
  );
}

function readingsOf(
  words: string[],
  facts: WordFacts[],
  vocabulary: Vocabulary,
  seq: number,
  newest: string,
): SearchReadings | null {
  const narrow = meaningsOf(facts, vocabulary, 'narrow');
  if (!narrow.some(Boolean)) return null;
  const wide = meaningsOf(facts, vocabulary, 'wide');

  const readings: Array<{ key: string; query: SQL }> = [];
  const add = (key: string, query: SQL) => {
    if (!readings.some((r) => r.key === key)) readings.push({ key, query });
  };
  const and = (parts: SQL[]) => sql`(${sql.join(parts, sql` && `)})`;
  add(`and:${JSON.stringify(narrow)}`, and(allOf(words, narrow, vocabulary)));
  const wideParts = allOf(words, wide, vocabulary);
  add(`and:${JSON.stringify(wide)}`, and(wideParts));
  if (wideParts.length > 1) {
    const any = sql`(${sql.join(wideParts, sql` || `)})`;
    onlyIfEach.set(any, wideParts);
    add('or', any);
  }
  return {
    queries: readings.map((r) => r.query),
    key: JSON.stringify([words, readings.map((r) => r.key)]),
    version: `${seq}/${newest}`,
  };
}

/**
 * SQL: the first `count` gigs by sales that are not deleted (and pass `where`, on the table's own columns), as a
 * subquery named "gigs" with the columns the list's conditions read. An index-only walk of the covering index
 * whatever the filters: they are applied outside, so a narrow category or budget cannot turn the walk into a
 * sort of every gig that passes them (the planner's choice when it guesses they leave fewer than `count`).
 */
export const walkOf = (where: SQL, count: number) => sql`(
  SELECT ${gigs.id} AS id, ${gigs.sales} AS sales, ${gigs.headVector} AS head_vector, ${gigs.cat} AS cat,
    ${gigs.pricePaise} AS price_paise, ${gigs.userId} AS user_id,
    -- Every walked gig is listed (the walk reads the index of listed gigs); the column is for the list's conditions.
    NULL::timestamptz AS deleted_at
  FROM ${gigs} WHERE ${gigs.deletedAt} IS NULL AND ${where}
  ORDER BY ${gigs.sales} DESC NULLS LAST, ${gigs.id} LIMIT ${count}
) AS "gigs"`;

/** How many best-selling gigs a probe reads in order (head text, from the covering index) before it asks GIN. */
export const PROBE_WALK = 1_500;

/** Gigs that are not deleted; the bare condition the covering index of the head is built on. */
const NOT_DELETED = sql`"gigs"."deleted_at" IS NULL`;

/**
 * SQL: whether a gig passing `where` (conditions on "gigs") matches `q`, with bounded work. First among the
 * PROBE_WALK best sellers, by head text (an index-only walk: a broad word is found in its first few gigs, and a
 * head match is a match), then anywhere through the GIN index of the gig text (the entries of the typed words:
 * a word that matches nothing costs a lookup, not a walk of the catalogue).
 */
function finds(q: SQL, where: SQL = NOT_DELETED): SQL {
  return sql`(EXISTS (SELECT 1 FROM ${walkOf(sql`true`, PROBE_WALK)} WHERE ${where} AND "gigs".head_vector @@ ${q})
    OR EXISTS (SELECT 1 FROM "gigs" WHERE ${where} AND "gigs"."search_vector" @@ ${q}))`;
}

/** SQL: whether some listed gig matches the reading (for an OR reading: each of its parts does). */
function readingFinds(query: SQL): SQL {
  const parts = onlyIfEach.get(query);
  return parts
    ? sql`(${sql.join(
        parts.map((p) => finds(p)),
        sql` AND `,
      )})`
    : finds(query);
}

/** The condition under which a reading may be used at all (an OR reading: each word finds gigs alone). */
export function readingGuard(query: SQL): SQL | undefined {
  return onlyIfEach.has(query) ? readingFinds(query) : undefined;
}

/**
 * Answers of `firstReadingThatLists` per database, positive and negative alike: searches repeat (paging, Load
 * more, the same popular word, the same nonsense word from a bot). An answer is used only under the catalogue
 * version it was found in (no new vocabulary word, no new gig since) and for at most CACHE_MS, which bounds how
 * long an edit of an existing gig's text in known words goes unseen by a search that found nothing before.
 */
const dialect = new PgDialect();
const answers = new WeakMap<Db, Map<string, { pick: number; version: string; at: number }>>();
const CACHE_SIZE = 2_000;
const CACHE_MS = 30_000;

/**
 * How a probe may read gigs: never a table scan or an index scan that visits table rows in order. A walk stops
 * at its first match, so the planner prefers it whenever it guesses a word common; when the words match nothing
 * together ("logo kubernetes"), or the guess is wrong, it reads every gig: 100,000 wide rows for one request.
 * What is left: the capped index-only walk of `finds` (PROBE_WALK entries at most) and bitmaps of the GIN index,
 * whose work is the index entries of the typed words, whether they match or not. No JIT: the disabled plans'
 * penalty costs would push the statement over `jit_above_cost`, and compiling it took 1.5–4 s.
 */
const BITMAPS_ONLY = sql`SELECT set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true),
  set_config('jit', 'off', true)`;

/**
 * The index of the first reading that lists a gig (`-1` when none does), in one statement (CASE evaluates its
 * conditions lazily, in order), each condition a bounded existence probe (`finds`, BITMAPS_ONLY), answers
 * cached. `where`: the list's filters, for relevance, which uses the first reading that lists a gig within them;
 * without it, the reading that finds a listed gig anywhere (the other sorts, whose pages pick it that way).
 */
export async function firstReadingThatLists(db: Db, readings: SearchReadings, where?: SQL): Promise<number> {
  let cache = answers.get(db);
  if (!cache) answers.set(db, (cache = new Map()));
  const key = `${readings.key}|${where ? JSON.stringify(dialect.sqlToQuery(where)) : '*'}`;
  const known = cache.get(key);
  if (known && known.version === readings.version && Date.now() - known.at < CACHE_MS) return known.pick;

  const probe = (q: SQL) => (where ? sql`(${readingGuard(q) ?? sql`true`} AND ${finds(q, where)})` : readingFinds(q));
  const pick = await db.transaction(async (tx) => {
    await tx.execute(BITMAPS_ONLY);
    const { rows } = await tx.execute<{ pick: number }>(sql`
      SELECT CASE ${sql.join(
        readings.queries.map((q, i) => sql`WHEN ${probe(q)} THEN ${i}`),
        sql` `,
      )} ELSE -1 END AS pick`);
    return Number(rows[0]?.pick ?? -1);
  });
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(key, { pick, version: readings.version, at: Date.now() });
  return pick;
}
