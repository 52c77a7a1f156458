import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';

/** More words than this add nothing a buyer meant; the rest of a long query is ignored. */
export const SEARCH_WORDS_MAX = 8;
/** The vocabulary only holds words of 3+ characters (migration 0002), so shorter ones are never "corrected". */
const CORRECTABLE_MIN = 3;

/** The words of a search as the vocabulary stores them: lowercase runs of a-z and 0-9, at most 8, no repeats. */
export function searchWordsOf(search: string | undefined): string[] {
  const words = (search ?? '').toLowerCase().match(/[a-z0-9]+/g) ?? [];
  return [...new Set(words)].slice(0, SEARCH_WORDS_MAX);
}

export interface CorrectedWord {
  typed: string;
  word: string;
  /** False for stop words ("the", "for"): they would empty the whole query, so they are left out. */
  meaningful: boolean;
}

/**
 * Corrects every word against the gig vocabulary in one query: a word the vocabulary knows stays, and so
 * does another form of a known word that full-text search matches anyway ("cooked" when gigs say "cooking":
 * "correcting" it could pick "cookie"); otherwise the most similar known word by trigram similarity
 * (pg_trgm's `%`, threshold 0.3, served by the GIN index) replaces it ("logoo" → "logo", "desing" →
 * "design"); a word with no similar one stays as typed.
 */
export async function correctWords(db: Db, words: string[]): Promise<CorrectedWord[]> {
  if (!words.length) return [];
  const typed = sql.join(
    words.map((w, i) => sql`(${i}::integer, ${w}::text)`),
    sql`, `,
  );
  const { rows } = await db.execute<{ ord: number; typed: string; word: string; nodes: number }>(sql`
    SELECT c.ord, c.typed, c.word, numnode(plainto_tsquery('english', c.word)) AS nodes
    FROM (
      SELECT t.ord, t.w AS typed, coalesce(
        (SELECT s.word FROM search_words s WHERE s.word = t.w),
        CASE WHEN EXISTS (SELECT 1 FROM gigs g WHERE g.search_vector @@ plainto_tsquery('english', t.w)) THEN t.w END,
        CASE WHEN length(t.w) >= ${CORRECTABLE_MIN} THEN
          (SELECT s.word FROM search_words s WHERE s.word % t.w
           ORDER BY similarity(s.word, t.w) DESC, s.word LIMIT 1)
        END,
        t.w
      ) AS word
      FROM (VALUES ${typed}) AS t(ord, w)
    ) c
    ORDER BY c.ord`);
  return rows.map((r) => ({ typed: r.typed, word: r.word, meaningful: Number(r.nodes) > 0 }));
}

/**
 * The full-text query of a search, or null when it has no usable word (empty, punctuation, only stop
 * words): the list then behaves as if there were no search. Every corrected word must match (AND).
 */
export async function searchQueryOf(db: Db, search: string | undefined): Promise<SQL | null> {
  const corrected = await correctWords(db, searchWordsOf(search));
  const words = corrected.filter((c) => c.meaningful).map((c) => c.word);
  if (!words.length) return null;
  return sql`(${sql.join(
    words.map((w) => sql`plainto_tsquery('english', ${w}::text)`),
    sql` && `,
  )})`;
}
