/**
 * Digit runs as a person reading the message would hear them: digits in any script (already folded by
 * normaliseText), digits written as English or transliterated Hindi words ("nau aath saat"), "double"/"triple",
 * tens ("ninety eight"), O/l/I typed for 0/1 inside a run, with spaces, punctuation and a few filler words
 * ("and then", "aur") between the groups. Dates, times, versions, decimals, comma-grouped prices and amounts
 * after a currency sign are read as what they are and break a run. The words themselves are in number-words.ts.
 */

import {
  readBetweenDigits,
  readNumberWord,
  readTens,
  REPEAT,
  splitGlued,
  splitGluedDevanagari,
  TENS,
  unleet,
} from './number-words.js';

/** Words that may sit between the parts of one number without ending it. */
const FILLERS = new Set([
  'and',
  'then',
  'aur',
  'phir',
  'fir',
  'n',
  'also',
  'tab',
  'a',
  'finally',
  'lastly',
  'plus',
  'और',
  'फिर',
  'तब',
]);

const HUNDREDS = new Set(['hundred', 'hundered', 'hunderd', 'hundrd', 'sau']);

const CURRENCY_WORDS = new Set(['rs', 'inr', 'rupees', 'rupee', 'rupay', 'rupaye', 'usd', 'eur']);

export interface DigitRun {
  /** The digit groups in order, as read. */
  groups: string[];
  /** For each group after the first, whether the gap before it held a comma or a line break (a list?). */
  weakBefore: boolean[];
  /** Whether a '+' came right before the first digit of the group. */
  plusBefore: boolean[];
  /**
   * Whether the last group is one ordinary word that may be a digit ("98765 for the start", "98765, oh and …"):
   * a number split across a sentence is also tried without it.
   */
  weakTail?: boolean;
}

/** Dates, times, versions, decimals (digits joined by one kind of . / : -) of at most 8 digits read as one thing. */
function neutraliseChain(chain: string): string {
  const separators = new Set(chain.replace(/\d/g, ''));
  if (separators.size !== 1) return chain;
  const [sep] = separators;
  const parts = chain.split(sep);
  const digits = parts.join('').length;
  // A reference led by a year: invoice 2024/11/0457, INV-2025-00042.
  if ((sep === '/' || sep === '-') && parts.length >= 3 && /^(?:19|20)\d\d$/.test(parts[0])) return ' § ';
  // A marketplace order number in its 3-7-7 groups (402-7788123-5566778).
  if (sep === '-' && parts.length === 3 && parts[0].length === 3 && parts[1].length === 7 && parts[2].length === 7) {
    return ' § ';
  }
  // A book's ISBN-13 in its hyphenated groups (978-93-5300-123-4): no phone number is written 978-… or 979-….
  if (sep === '-' && digits === 13 && parts.length >= 4 && /^97[89]$/.test(parts[0])) return ' § ';
  if (digits > 8) return chain;
  if (sep === '-') {
    const lengths = parts.map((part) => part.length);
    const isDate =
      parts.length === 3 &&
      ((lengths[0] === 4 && lengths[1] <= 2 && lengths[2] <= 2) ||
        (lengths[0] <= 2 && lengths[1] <= 2 && (lengths[2] === 2 || lengths[2] === 4)));
    return isDate ? ' § ' : chain;
  }
  return parts.length <= 3 ? ' § ' : chain;
}

/** Marks the spans that only look like digit runs (see the module comment) with '§', which ends a run. */
export function neutraliseNumbers(lower: string): string {
  return (
    lower
      // Hex colours: #0f766e, #fff.
      .replace(/#[0-9a-f]{3,8}(?![0-9a-z])/g, ' § ')
      // Indian and Western digit grouping in prices: 1,49,999 and 12,500 (at most 9 digits).
      .replace(/\d{1,3}(?:,\d{2,3})+(?!\d)/g, (m) => (m.replace(/,/g, '').length <= 9 ? ' § ' : m))
      .replace(/(?<!\d)\d+(?:[./:-]\d+)+/g, neutraliseChain)
      // Sizes: 390x844, 1280 × 720 (a phone number is not written as a product of short numbers).
      .replace(/(?<![\p{L}\d])\d{2,4} ?[x×] ?\d{2,4}(?![\p{L}\d])/gu, ' § ')
      // An amount after a currency sign or word (ten digits after a ₹ are a phone number in disguise).
      .replace(/(?:[$₹€]|\b(?:rs|inr|usd)\b\.?) ?\d{1,9}(?!\d)/g, ' § ')
  );
}

// Letters with their combining marks: the vowel signs of Indian scripts are marks, not letters.
const TOKEN = /[\p{L}\p{M}]+|\d+|\s+|[^\p{L}\p{M}\d\s]/gu;

/**
 * Number words in leetspeak ("n1ne", "z3r0", "thr33") written as letters again, short ones ("3k") staying, and
 * number words glued together ("nineeightseven…") written apart.
 */
const DIGIT_NAMES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

/** "n9ne", "8ight", "th3ee": a number word with one letter written as the digit it spells. */
function digitInWord(word: string): string | null {
  const match = /^(\p{L}*)(\d)(\p{L}*)$/u.exec(word);
  if (!match) return null;
  const stripped = match[1] + match[3];
  const name = DIGIT_NAMES[Number(match[2])];
  if (stripped.length < 2 || stripped.length !== name.length - 1) return null;
  for (let k = 0; k < name.length; k++) {
    if (name.slice(0, k) + name.slice(k + 1) === stripped) return match[2];
  }
  return null;
}

function unleetNumbers(lower: string): string {
  return (
    lower
      // Devanagari number words glued together ("नौआठसात…"), vowel signs and all: written apart.
      .replace(/[\u0900-\u097F]{4,}/g, (word) => splitGluedDevanagari(word) ?? word)
      // A number word cut by a hyphen or a dot ("zee-ro", "sev.en"): written whole.
      .replace(/(?<![\p{L}\d])(\p{L}{1,5})[-.](\p{L}{1,5})(?![\p{L}\d])/gu, (m, a: string, b: string) =>
        readNumberWord(a) === null && readNumberWord(b) === null && readNumberWord(a + b)?.weak === false ? a + b : m,
      )
      .replace(/(?<![\p{L}\d@$])[\p{L}\d@$]+/gu, (word) => {
        if (/^\d+$/.test(word)) return word;
        const spelt = digitInWord(word);
        if (spelt !== null) return spelt;
        if (/^\p{L}+$/u.test(word)) return splitGlued(word) ?? word;
        for (const one of ['i', 'l']) {
          const plain = unleet(word, one);
          if (plain && plain.length >= 3 && readNumberWord(plain)?.weak === false) return plain;
        }
        return word;
      })
  );
}

/** The index of the next letters-or-digits token after `i`, skipping one gap of space or punctuation. */
function nextWord(tokens: string[], i: number): string {
  const next = tokens[i + 1] ?? '';
  if (/^[\p{L}\p{M}\d]/u.test(next)) return next;
  return tokens[i + 2] ?? '';
}

const isNumberToken = (token: string): boolean =>
  /^\d/.test(token) || readNumberWord(token)?.weak === false || TENS[token] !== undefined;

/** A word that may be a digit (not digits themselves: "nine to 5" is a range, not nine-two-five). */
const isSpelledDigit = (token: string): boolean => /^[\p{L}\p{M}]/u.test(token) && readNumberWord(token) !== null;

/** Digits, or a word that may be one (weakly too: "ate", "for", "sebhen"). */
const mayBeNumber = (token: string): boolean =>
  /^\d/.test(token) || readNumberWord(token) !== null || readTens(token) !== undefined;

/** The n-th letters-or-digits token after `i`, skipping up to three tokens of space or punctuation each time. */
function wordAfter(tokens: string[], i: number, n: number): string {
  let at = i;
  for (let k = 0; k < n; k++) {
    at++;
    for (let gap = 0; gap < 3 && at < tokens.length && !/^[\p{L}\p{M}\d]/u.test(tokens[at]); gap++) at++;
  }
  return tokens[at] ?? '';
}

/** A weak reading opens a run before a sure digit, or before two more words that may be digits ("nayn eyght sevn"). */
const opensRun = (tokens: string[], i: number): boolean =>
  isNumberToken(nextWord(tokens, i)) || (mayBeNumber(wordAfter(tokens, i, 1)) && mayBeNumber(wordAfter(tokens, i, 2)));

/** Two numbers of the same length (three digits or more) less than 100 apart: neighbours in a list. */
const isNeighbour = (a: string, b: string): boolean =>
  a.length === b.length && a.length >= 3 && Math.abs(Number(a) - Number(b)) < 100;

/** The digit runs of a lower-cased, normalised message. Linear in its length. */
export function digitRuns(lower: string): DigitRun[] {
  const tokens = neutraliseNumbers(unleetNumbers(lower)).match(TOKEN) ?? [];
  const runs: DigitRun[] = [];
  let run: DigitRun | null = null;
  // Whether the last token gave digits with nothing in between (then the next digits extend the same group).
  let touching = false;
  let gapChars = 0;
  let gapFillers = 0;
  let gapWeak = false;
  let plus = false;
  let repeat = 1;
  let tensPending = false;
  // "nine hundred": the last group ends in the hundred's two zeros, which a tens word or a unit fills in.
  let hundredPending = false;
  // Whether the last group came from number words: ten digits spelled as words are no list, commas or not.
  let lastFromWords = false;

  const flush = () => {
    if (run && run.groups.join('').length >= 3) runs.push(run);
    run = null;
    touching = false;
    tensPending = false;
    hundredPending = false;
    repeat = 1;
  };
  const resetGap = () => {
    gapChars = 0;
    gapFillers = 0;
    gapWeak = false;
    plus = false;
  };
  const push = (digits: string, attach: boolean, fromWords = false, ordinary = false) => {
    const text = digits.repeat(repeat);
    repeat = 1;
    if (run && (touching || attach)) {
      run.groups[run.groups.length - 1] += text;
      run.weakTail = false;
    } else if (run && gapFillers > 0 && !fromWords && !lastFromWords && isNeighbour(run.groups.at(-1) ?? '', text)) {
      // "tickets 98765 and 98766": two references in a list, not the halves of one number.
      flush();
      run = { groups: [text], weakBefore: [false], plusBefore: [plus] };
    } else if (run) {
      run.groups.push(text);
      run.weakBefore.push(gapWeak && !(lastFromWords && fromWords));
      run.plusBefore.push(plus);
      run.weakTail = ordinary && !lastFromWords;
    } else {
      run = { groups: [text], weakBefore: [false], plusBefore: [plus] };
    }
    touching = true;
    lastFromWords = fromWords;
    resetGap();
  };

  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (/^\d/.test(token)) {
      tensPending = false;
      hundredPending = false;
      push(token, false);
      continue;
    }
    if (/^[\p{L}\p{M}]/u.test(token)) {
      const word = readNumberWord(token);
      // An ordinary word that is also a digit ("ate", "too", "for") only counts among other digits.
      // "no" opening a run is the abbreviation of number ("receipt no 000123456"), not a nine.
      const abbreviation = token === 'no' && run === null;
      const unit =
        word && !abbreviation && (!word.weak || run !== null || opensRun(tokens, i)) ? word.digits : undefined;
      // A tens word spelled by ear ("ninty", "fivety") is weak like any such spelling.
      const heardTens = unit === undefined ? readTens(token) : undefined;
      const tens = heardTens && (!heardTens.heard || run !== null || opensRun(tokens, i)) ? heardTens.digit : undefined;
      const previous = tokens[i - 1] ?? '';
      const next = tokens[i + 1] ?? '';
      if (run && hundredPending && (unit?.length === 1 || tens !== undefined)) {
        // "nine hundred eighty seven", "nine hundred and five": fill the hundred's zeros.
        const groups: string[] = (run as DigitRun).groups;
        const last = groups[groups.length - 1];
        groups[groups.length - 1] = tens !== undefined ? `${last.slice(0, -2)}${tens}0` : last.slice(0, -1) + unit;
        hundredPending = false;
        tensPending = tens !== undefined;
        touching = true;
        resetGap();
        continue;
      }
      if (!FILLERS.has(token)) hundredPending = false;
      if (HUNDREDS.has(token) && run && lastFromWords && /[1-9]$/.test((run as DigitRun).groups.at(-1) ?? '')) {
        (run as DigitRun).groups[(run as DigitRun).groups.length - 1] += '00';
        hundredPending = true;
        tensPending = false;
        touching = true;
        resetGap();
        continue;
      }
      if (unit !== undefined) {
        if (tensPending && unit.length === 1 && unit !== '0' && run) {
          // "ninety eight": replace the tens word's 0.
          const groups: string[] = (run as DigitRun).groups;
          groups[groups.length - 1] = groups[groups.length - 1].slice(0, -1) + unit;
          tensPending = false;
          touching = true;
          resetGap();
          continue;
        }
        tensPending = false;
        push(unit, false, true, word?.weak === true || token === 'oh' || token === 'o');
        continue;
      }
      if (tens !== undefined) {
        push(`${tens}0`, false, true);
        tensPending = true;
        continue;
      }
      // Between two spelled digits, a word that sounds like one is one ("… fave foor tee too …").
      const between =
        unit === undefined && tens === undefined && run !== null && lastFromWords && isSpelledDigit(nextWord(tokens, i))
          ? readBetweenDigits(token)
          : null;
      if (between !== null) {
        push(between, false, true);
        continue;
      }
      if (REPEAT[token] !== undefined) {
        repeat = REPEAT[token];
        continue;
      }
      // O, l and I typed for 0 and 1 right against digits: 98765432l0, 9OO1122334.
      if (/^[oli]+$/.test(token) && (/^\d/.test(previous) || /^\d/.test(next))) {
        push(token.replace(/o/g, '0').replace(/[li]/g, '1'), touching);
        continue;
      }
      if (run && FILLERS.has(token) && gapFillers < 2) {
        gapFillers++;
        touching = false;
        continue;
      }
      if (CURRENCY_WORDS.has(token) && run) {
        flush();
        resetGap();
        continue;
      }
      flush();
      resetGap();
      continue;
    }
    // Whitespace or a symbol.
    touching = false;
    if (token === '§' || token === '%' || token === '₹' || token === '@') {
      flush();
      resetGap();
      continue;
    }
    if (token === '+') {
      plus = true;
      continue;
    }
    gapChars += token.length;
    if (token === ',') gapWeak = true;
    if (gapChars > 8) {
      flush();
      resetGap();
    }
  }
  flush();
  return runs;
}

export interface DigitCandidate {
  digits: string;
  plus: boolean;
  /** Spans a comma or a line break: only counted when the message speaks of contact details. */
  weak: boolean;
  /** Made of more than one group. */
  joined: boolean;
  /** Made of digit runs that words stand between ("first half 98765 … the rest 43210"). */
  split?: boolean;
}

/**
 * Four or more short groups, each larger than the one before: sizes, steps or years in a list ("icon sizes 72 96
 * 128 144 152"), not a number read out (a phone read in pairs or threes does not keep rising).
 */
function isRisingList(groups: string[], from: number, to: number): boolean {
  if (to - from < 3) return false;
  for (let k = from; k <= to; k++) {
    const group = groups[k];
    if (group.length > 3 || group.startsWith('0')) return false;
    if (k > from && Number(group) <= Number(groups[k - 1])) return false;
  }
  return true;
}

/** The joins of a run's last groups, shortest first, while they hold at most ten digits. */
function tails(run: DigitRun): string[] {
  const out: string[] = [];
  // An ordinary word closing the run after digits ("98765 for the start") is tried without it too.
  const ends =
    run.weakTail && run.groups.length > 1 ? [run.groups.length - 1, run.groups.length - 2] : [run.groups.length - 1];
  for (const end of ends) {
    let digits = '';
    for (let k = end; k >= 0; k--) {
      digits = run.groups[k] + digits;
      if (digits.length > 10) break;
      if (digits.length >= 3) out.push(digits);
    }
  }
  return out;
}

/**
 * Every concatenation of consecutive groups of a run holding 9 to 18 digits (a run's groups meet at boundaries
 * only). With `context` (the message speaks of numbers or calls), also two or three runs of 3+ digits anywhere
 * in the message that together make 10 digits: a number split by words ("first part 98765 … second part 43210").
 */
export function* digitCandidates(lower: string, context = false): Generator<DigitCandidate> {
  // Each distinct string once: a run of repeated digits would otherwise give the same candidates many times.
  const seen = new Set<string>();
  const runs = digitRuns(lower);
  if (context) {
    const parts = runs.map((run) => run.groups.join(''));
    for (let i = 0; i < parts.length; i++) {
      let digits = '';
      for (let j = i; j < parts.length && j < i + 3; j++) {
        digits += parts[j];
        if (j > i && digits.length === 10 && !seen.has(`w${digits}`)) {
          seen.add(`w${digits}`);
          yield { digits, plus: false, weak: true, joined: true, split: true };
        }
      }
    }
    // A label's number word can join the digits after it ("first five: 98765" reads 5 98765): the last groups of
    // two or three neighbouring runs, up to ten digits each, are tried too ("first 3: 987, next 3: 654, last 4:
    // 3210"), and two in the other order when the message says which part ends it ("ends with 43210 and starts
    // with 98765").
    const endAt = lower.search(/\b(?:ends?|last)\b/);
    const reversed =
      (endAt >= 0 && /\b(?:starts?|begins?|first)\b/.test(lower.slice(endAt))) ||
      // "add 43210 after 98765".
      (/\bafter\b/.test(lower) && /\b(?:add|put|append|write|jodo|lagao|likho)\b/.test(lower));
    const tried = function* (digits: string) {
      if (digits.length !== 10 || seen.has(`w${digits}`)) return;
      seen.add(`w${digits}`);
      yield { digits, plus: false, weak: true, joined: true, split: true };
    };
    for (let i = 0; i + 1 < runs.length; i++) {
      const next = tails(runs[i + 1]);
      const third = i + 2 < runs.length ? tails(runs[i + 2]) : [];
      for (const head of tails(runs[i])) {
        for (const rest of next) {
          yield* tried(head + rest);
          if (reversed) yield* tried(rest + head);
          for (const last of third) yield* tried(head + rest + last);
        }
      }
    }
  }
  for (const run of runs) {
    for (let i = 0; i < run.groups.length; i++) {
      let digits = '';
      let weak = false;
      for (let j = i; j < run.groups.length; j++) {
        if (j > i && run.weakBefore[j]) weak = true;
        digits += run.groups[j];
        if (digits.length > 18) break;
        if (digits.length < 9) continue;
        if (isRisingList(run.groups, i, j)) continue;
        const key = `${run.plusBefore[i] ? '+' : ''}${weak ? 'w' : ''}${digits}`;
        if (seen.has(key)) continue;
        seen.add(key);
        yield { digits, plus: run.plusBefore[i], weak, joined: j > i };
      }
    }
  }
}
