import { sql } from 'drizzle-orm';
import { bitCount, editDistance, letterMask } from '@gigbazaar/shared/rules/search-words';
import type { Db } from '../../platform/db/client';

/**
 * The words of all gig text (`search_words`, filled by the gig trigger), held in memory so a typed word
 * can be compared with every word by Damerau–Levenshtein distance in about a millisecond. Words are only
 * ever added, each with an increasing `seq`, so a copy catches up by fetching the words after the last
 * `seq` it saw; several servers on one database stay in step that way.
 */
export class Vocabulary {
  /** The highest `seq` loaded. */
  seq = 0;
  private readonly words = new Set<string>();
  /** Words by length, with their letter masks, for the bounded scan. */
  private readonly byLength = new Map<number, { words: string[]; masks: number[] }>();
  private sorted: string[] | null = null;
  /** Recent answers of `nearest` (searches repeat: paging, Load more, popular typos); emptied on every new word. */
  private readonly recent = new Map<string, string[]>();

  get size() {
    return this.words.size;
  }

  has(word: string) {
    return this.words.has(word);
  }

  add(word: string) {
    if (this.words.has(word)) return;
    this.words.add(word);
    let bucket = this.byLength.get(word.length);
    if (!bucket) this.byLength.set(word.length, (bucket = { words: [], masks: [] }));
    bucket.words.push(word);
    bucket.masks.push(letterMask(word));
    this.sorted = null;
    this.recent.clear();
  }

  /**
   * The vocabulary words nearest to `word` within `maxEdits` (all those at the smallest distance found),
   * best guesses first: same first letter (people rarely mistype the first letter), then closest length.
   */
  nearest(word: string, maxEdits: number, limit = 6): string[] {
    if (maxEdits < 1) return [];
    const key = `${maxEdits}:${limit}:${word}`;
    let found = this.recent.get(key);
    if (!found) {
      found = this.scan(word, maxEdits, limit);
      if (this.recent.size >= 1000) this.recent.delete(this.recent.keys().next().value!);
      this.recent.set(key, found);
    }
    return [...found];
  }

  private scan(word: string, maxEdits: number, limit: number): string[] {
    const mask = letterMask(word);
    let best = maxEdits + 1;
    let found: string[] = [];
    for (let len = word.length - maxEdits; len <= word.length + maxEdits; len++) {
      const bucket = this.byLength.get(len);
      if (!bucket) continue;
      for (let i = 0; i < bucket.words.length; i++) {
        if (bitCount(bucket.masks[i] ^ mask) > 2 * best) continue;
        const d = editDistance(word, bucket.words[i], best);
        if (d < best) {
          best = d;
          found = [bucket.words[i]];
        } else if (d === best && d <= maxEdits) found.push(bucket.words[i]);
      }
    }
    if (best > maxEdits) return [];
    const score = (w: string) => (w[0] === word[0] ? 0 : 10) + Math.abs(w.length - word.length);
    return found
      .filter((w) => w !== word)
      .sort((a, b) => score(a) - score(b) || (a < b ? -1 : 1))
      .slice(0, limit);
  }

  /** Up to `limit` words that start with `prefix`, shortest first (the base form before its longer forms). */
  withPrefix(prefix: string, limit = 6): string[] {
    this.sorted ??= [...this.words].sort();
    const list = this.sorted;
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (list[mid] < prefix) lo = mid + 1;
      else hi = mid;
    }
    const out: string[] = [];
    for (let i = lo; i < list.length && list[i].startsWith(prefix); i++) out.push(list[i]);
    return out.sort((a, b) => a.length - b.length || (a < b ? -1 : 1)).slice(0, limit);
  }
}

/**
 * How far back each catch-up reads: a word written by a transaction that committed after a later one
 * has a smaller `seq` than words already seen; gig text changes at human pace, so this margin covers it.
 */
const SEQ_OVERLAP = 10_000;

const copies = new WeakMap<Db, { vocabulary: Vocabulary; loading?: Promise<void> }>();

/** This database's vocabulary as loaded so far (none while it has never been loaded or is catching up). */
export function loadedVocabulary(db: Db): Vocabulary | undefined {
  const copy = copies.get(db);
  return copy && !copy.loading && copy.vocabulary.seq > 0 ? copy.vocabulary : undefined;
}

/** This database's vocabulary, caught up to `latestSeq` (the `max(seq)` the caller just read). */
export async function vocabularyOf(db: Db, latestSeq: number): Promise<Vocabulary> {
  let copy = copies.get(db);
  if (!copy) copies.set(db, (copy = { vocabulary: new Vocabulary() }));
  const state = copy;
  while (state.vocabulary.seq < latestSeq) {
    state.loading ??= (async () => {
      const from = Math.max(0, state.vocabulary.seq - SEQ_OVERLAP);
      const { rows } = await db.execute<{ word: string; seq: string | number }>(
        sql`SELECT word, seq FROM search_words WHERE seq > ${from} ORDER BY seq`,
      );
      let seq = state.vocabulary.seq;
      for (const r of rows) {
        state.vocabulary.add(r.word);
        seq = Math.max(seq, Number(r.seq));
      }
      // Never loop on a gap: what was asked for is now loaded.
      state.vocabulary.seq = Math.max(seq, latestSeq);
    })().finally(() => {
      state.loading = undefined;
    });
    await state.loading;
  }
  return state.vocabulary;
}
