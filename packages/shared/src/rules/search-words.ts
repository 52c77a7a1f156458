/**
 * Pure rules of gig search: how a search is cut into words, how far a typed word may be from the word a
 * buyer meant, and which other spellings of a word count as the same word. The server applies them to
 * the vocabulary of gig words (apps/server/src/modules/gigs/gig-search.ts).
 */

/** More words than this add nothing a buyer meant; the rest of a long query is ignored. */
export const SEARCH_WORDS_MAX = 8;

/** The words of a search: lowercase runs of a-z and 0-9 (accents dropped: "café" is "cafe"), at most 8, no repeats. */
export function searchWordsOf(search: string | undefined): string[] {
  const plain = (search ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  const words = plain.match(/[a-z0-9]+/g) ?? [];
  return [...new Set(words)].slice(0, SEARCH_WORDS_MAX);
}

/**
 * How many letters of a typed word may be wrong (swapped, missing, extra or different) for it to still
 * mean a vocabulary word: none below 4 letters ("gst", "seo", "app" have too many neighbours), one for
 * 4 to 7 letters ("pich", "desgin", "retrun"), two from 8 ("photografy", "developmnt"). Words with digits
 * ("2d", "mp4") are names, never corrected.
 */
export function maxEditsFor(word: string): number {
  if (/\d/.test(word) || word.length < 4) return 0;
  return word.length < 8 ? 1 : 2;
}

/**
 * Damerau–Levenshtein distance in its optimal-string-alignment form (insertions, deletions, substitutions
 * and swaps of two neighbouring letters each cost 1), computed only as far as `max`: anything farther is
 * reported as `max + 1`. The bound is what makes scanning a large vocabulary cheap (rows stop early, and
 * words whose lengths differ by more than `max` cost nothing), which general-purpose libraries lack.
 */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  const n = b.length;
  // Three rows: the one before last (for swaps), the last, and the current.
  let before = new Array<number>(n + 1).fill(0);
  let last = Array.from({ length: n + 1 }, (_, j) => j);
  let row = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let best = i;
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(last[j] + 1, row[j - 1] + 1, last[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2] + 1);
      row[j] = d;
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
    [before, last, row] = [last, row, before];
  }
  return Math.min(last[n], max + 1);
}

/**
 * The set of letters and digits of a word as bits. One edit changes this set by at most two members
 * (a substitution removes one letter and adds another), so words whose sets differ by more than
 * 2 × max edits are skipped without computing the distance.
 */
export function letterMask(word: string): number {
  let mask = 0;
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i);
    if (c >= 97 && c <= 122) mask |= 1 << (c - 97);
    else if (c >= 48 && c <= 57) mask |= 1 << 26;
  }
  return mask;
}

/** Bits set in a 32-bit number. */
export function bitCount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/**
 * British and American spellings: each pair is a British ending and its American form. A pair also
 * turns words that have no other spelling into non-words ("seller" → "seler"); that is harmless, as a
 * spelling is only ever an extra alternative a gig may match, and a non-word matches no gig.
 */
const ENDINGS: Array<[british: string, american: string]> = [
  ['isation', 'ization'],
  ['isations', 'izations'],
  ['ise', 'ize'],
  ['ises', 'izes'],
  ['ised', 'ized'],
  ['ising', 'izing'],
  ['iser', 'izer'],
  ['isers', 'izers'],
  ['yse', 'yze'],
  ['ysed', 'yzed'],
  ['ysing', 'yzing'],
  ['ogue', 'og'],
  ['ogues', 'ogs'],
  ['elled', 'eled'],
  ['elling', 'eling'],
  ['eller', 'eler'],
  ['ellers', 'elers'],
  ['tre', 'ter'],
  ['tres', 'ters'],
  ['ence', 'ense'],
  ['ences', 'enses'],
  ['mme', 'm'],
  ['mmes', 'ms'],
];
/** "colour" ↔ "color" and their forms; "our" inside a word ("colourful", "favourite", "behaviours"). */
const OUR_STEMS = ['colour', 'flavour', 'favour', 'behaviour', 'honour', 'labour', 'neighbour', 'humour', 'harbour'];
/** Whole words whose pairs follow no ending rule. */
const WHOLE: Array<[british: string, american: string]> = [
  ['grey', 'gray'],
  ['jewellery', 'jewelry'],
  ['cheque', 'check'],
  ['tyre', 'tire'],
  ['enrol', 'enroll'],
  ['enrolment', 'enrollment'],
  ['ageing', 'aging'],
  ['aluminium', 'aluminum'],
  ['mould', 'mold'],
  ['plough', 'plow'],
  ['manoeuvre', 'maneuver'],
  ['practise', 'practice'],
];

/**
 * Other spellings of the same word, British ↔ American: "colour" → "color", "optimise" → "optimize",
 * "analyze" → "analyse", "centre" → "center", "catalogue" → "catalog", "travelling" → "traveling".
 * The word itself is not included; an empty list when the word has no other spelling.
 */
export function spellingVariants(word: string): string[] {
  // Two rounds, as a word can differ in two places ("colorize" → "colourise").
  const out = new Set(variantsOnce(word));
  for (const v of [...out]) for (const w of variantsOnce(v)) out.add(w);
  out.delete(word);
  return [...out];
}

function variantsOnce(word: string): string[] {
  const out = new Set<string>();
  for (const [gb, us] of WHOLE) {
    if (word === gb) out.add(us);
    if (word === us) out.add(gb);
  }
  for (const stem of OUR_STEMS) {
    const us = stem.replace(/our$/, 'or');
    if (word.startsWith(stem)) out.add(us + word.slice(stem.length));
    else if (word.startsWith(us) && word.length - us.length <= 5) out.add(stem + word.slice(us.length));
  }
  for (const [gb, us] of ENDINGS) {
    for (const [from, to] of [
      [gb, us],
      [us, gb],
    ]) {
      if (!word.endsWith(from)) continue;
      const stem = word.slice(0, -from.length);
      // Short stems are other words ("rise", "size"); "-mme" is British only in "programme" ("team" is no "teamme").
      if (stem.length < 3) continue;
      if (/^m/.test(gb) && stem !== 'progra') continue;
      out.add(stem + to);
    }
  }
  return [...out];
}
