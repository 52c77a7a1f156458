import { sql, type SQL } from 'drizzle-orm';
import { maxEditsFor, searchWordsOf, spellingVariants } from '@gigbazaar/shared/rules/search-words';
import type { Db } from '../../platform/db/client';
import { vocabularyOf, type Vocabulary } from './search-vocabulary';

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

async function factsOf(db: Db, words: string[]): Promise<{ facts: WordFacts[]; seq: number }> {
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
  }>(sql`
    SELECT t.ord, numnode(plainto_tsquery('english', t.w)) AS nodes, k.known,
      CASE WHEN NOT k.known AND numnode(plainto_tsquery('english', t.w)) > 0 THEN
        EXISTS (SELECT 1 FROM gigs g WHERE g.search_vector @@ plainto_tsquery('english', t.w))
      END AS matches,
      (SELECT coalesce(max(seq), 0) FROM search_words) AS seq
    FROM (VALUES ${typed}) AS t(ord, w)
    CROSS JOIN LATERAL (SELECT EXISTS (SELECT 1 FROM search_words s WHERE s.word = t.w) AS known) k
    ORDER BY t.ord`);
  return {
    seq: Number(rows[0]?.seq ?? 0),
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
 * `maxEditsFor`), the two known words it splits into ("chatbot" → "chat bot"), and for the last word
 * of an unknown word, the words it begins ("ap" → "app").
 */
export interface WordMeaning {
  typed: string;
  words: string[];
  /** Two-word phrases ("chat bot"). */
  phrases: Array<[string, string]>;
  /** Matched as a prefix of any word. */
  prefix?: string;
}

/** Pure: the meanings of the typed words, given the database's facts and the vocabulary. */
export function meaningsOf(facts: WordFacts[], vocabulary: Vocabulary): Array<WordMeaning | null> {
  return facts.map((f, i) => {
    if (!f.meaningful) return null;
    const meaning: WordMeaning = { typed: f.word, words: [f.word, ...spellingVariants(f.word)], phrases: [] };
    const understood = f.known || f.matches || meaning.words.slice(1).some((w) => vocabulary.has(w));
    if (!understood) meaning.words.push(...vocabulary.nearest(f.word, maxEditsFor(f.word)));
    if (!understood && i === facts.length - 1 && f.word.length >= PREFIX_MIN && !/\d/.test(f.word)) {
      meaning.prefix = f.word;
      meaning.words.push(...vocabulary.withPrefix(f.word));
    }
    for (let at = SPLIT_PART_MIN; at <= f.word.length - SPLIT_PART_MIN; at++) {
      const [a, b] = [f.word.slice(0, at), f.word.slice(at)];
      if (vocabulary.has(a) && vocabulary.has(b)) meaning.phrases.push([a, b]);
    }
    meaning.words = [...new Set(meaning.words)];
    meaning.phrases = meaning.phrases.slice(0, 2);
    return meaning;
  });
}

/** One word's alternatives as a tsquery. Words are [a-z0-9]+ (searchWordsOf), so they are safe tsquery text. */
function meaningQuery(m: WordMeaning): SQL {
  const english = [...m.words, ...m.phrases.map(([a, b]) => `(${a} <-> ${b})`)].join(' | ');
  const q = sql`to_tsquery('english', ${english})`;
  // Prefixes match stems as stored, unstemmed ("anim" must not become another stem).
  return m.prefix ? sql`(${q} || to_tsquery('simple', ${`${m.prefix}:*`}))` : q;
}

/**
 * The full-text query of a search, or null when it has no usable word (empty, punctuation, only stop
 * words): the list then behaves as if there were no search. Every typed word must match in one of its
 * meanings (AND of ORs); two typed words that are one known word together ("chat bot", "word press")
 * may also match as that word.
 */
export async function searchQueryOf(db: Db, search: string | undefined): Promise<SQL | null> {
  const words = searchWordsOf(search);
  if (!words.length) return null;
  const { facts, seq } = await factsOf(db, words);
  const vocabulary = await vocabularyOf(db, seq);
  const meanings = meaningsOf(facts, vocabulary);
  if (!meanings.some(Boolean)) return null;

  const groups: Array<SQL | null> = meanings.map((m) => (m ? meaningQuery(m) : null));
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
  return sql`(${sql.join(parts, sql` && `)})`;
}
