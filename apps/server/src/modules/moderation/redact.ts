import { TLDS } from './at-dot.js';
import { moderateText, type ModerationRule } from './moderator.js';
import { normaliseText } from './normalise.js';
import { digitRuns } from './numbers.js';
import { FILE_EXTENSIONS } from './word-lists.js';

/** What a removed piece reads as in a mail. */
export const REDACTED = '[removed]';

/** 9 or more digits (any script) joined by at most three spaces, dashes, dots, slashes or brackets. */
const DIGIT_RUN = /\+?\p{Nd}(?:[\s()./-]{0,3}\p{Nd}){8,}/gu;
/** A word that is a host name: labels of letters, digits and dashes joined by dots, maybe with a path or port. */
const HOST = /^[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+(?:[/?#:]\S*)?$/u;
/** `[at]`, `(dot)`, `{at}` …: the bracketed spellings that hide an address between its neighbours. */
const BRACKETED_AT_DOT = /[[({]\s*(?:at|dot)\s*[\])}]/i;
const PUNCTUATION = /^[\p{P}\p{S}]$/u;

/** The rules that find a detail someone could use (not a request or an invitation to move, which hold none). */
const DETAIL_RULES = new Set<ModerationRule>([
  'phone',
  'email',
  'link',
  'social-handle',
  'upi',
  'aadhaar',
  'pan',
  'bank-account',
  'address',
]);

/** The word without the punctuation around it (`(studio.in).` → `studio.in`), by a walk from each end. */
function trimPunctuation(word: string): string {
  const chars = [...word];
  let start = 0;
  let end = chars.length;
  while (start < end && PUNCTUATION.test(chars[start]!)) start++;
  while (end > start && PUNCTUATION.test(chars[end - 1]!)) end--;
  return chars.slice(start, end).join('');
}

function isLinkOrAddress(word: string): boolean {
  if (word.includes('@') || word.includes('://')) return true;
  const bare = trimPunctuation(word);
  const lower = bare.toLowerCase();
  if (lower.startsWith('www.') || lower.startsWith('hxxp')) return true;
  if (!HOST.test(bare)) return false;
  const host = lower.split(/[/?#:]/, 1)[0]!;
  const tld = host.slice(host.lastIndexOf('.') + 1);
  return TLDS.has(tld) && !FILE_EXTENSIONS.has(tld);
}

/** Step 1: whatever is shaped like a link, an address or a long number goes, word by word. */
function redactShapes(text: string): string {
  const folded = text.normalize('NFKC').replace(DIGIT_RUN, REDACTED);
  const parts = folded.split(/(\s+)/);
  const drop = new Set<number>();
  for (let i = 0; i < parts.length; i += 2) {
    const word = parts[i]!;
    if (!word || word === REDACTED) continue;
    if (BRACKETED_AT_DOT.test(word)) {
      // `name [at] gmail [dot] com`: the spelling and the words on either side of it go.
      for (const j of [i - 2, i, i + 2]) if (j >= 0 && j < parts.length) drop.add(j);
    } else if (isLinkOrAddress(word)) {
      drop.add(i);
    }
  }
  for (const i of drop) parts[i] = REDACTED;
  return parts.join('');
}

const holdsDetail = (text: string): boolean => {
  const verdict = moderateText(text);
  return !verdict.ok && DETAIL_RULES.has(verdict.rule);
};

/**
 * Sentences and lines, each with the white space after it (joining the pieces gives the text back). A sentence
 * ends at a line break or at . ! ? followed by white space, so "priya.designs" stays whole. One walk.
 */
function pieces(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  let i = 0;
  while (i < text.length) {
    const char = text[i]!;
    const ends = char === '\n' || ('.!?'.includes(char) && /\s/.test(text[i + 1] ?? ''));
    i++;
    if (!ends) continue;
    while (i < text.length && /\s/.test(text[i]!)) i++;
    out.push(text.slice(start, i));
    start = i;
  }
  if (start < text.length) out.push(text.slice(start));
  return out;
}

/**
 * The text with every contact detail and link a user wrote replaced by "[removed]", for a GigBazaar mail that
 * quotes it: (1) anything shaped like a link, an e-mail or UPI address or a long number, word by word; (2) every
 * sentence or line in which the moderator still finds a detail (a number spelled in words, a handle, a disguised
 * address), whole; (3) if the moderator still finds one across sentences (a number split in two), every sentence
 * holding digits or number words, and failing that the whole text. Requests without a detail ("call me") stay:
 * they carry nothing to call. Each step is a linear pass, and step 2 judges each sentence once.
 */
export function redactContactDetails(text: string): string {
  const shaped = redactShapes(text);
  if (!holdsDetail(shaped)) return shaped;
  const sentences = pieces(shaped);
  const bySentence = sentences.map((piece) => (holdsDetail(piece) ? redactPiece(piece) : piece));
  const joined = bySentence.join('');
  if (!holdsDetail(joined)) return joined;
  const numberless = bySentence.map((piece) => (hasNumber(piece) ? redactPiece(piece) : piece));
  const result = numberless.join('');
  return holdsDetail(result) ? REDACTED : result;
}

/** Whether a sentence holds three or more digits in a row, in figures or words, in any script. */
const hasNumber = (piece: string): boolean => digitRuns(normaliseText(piece, Infinity).toLowerCase()).length > 0;

/** A sentence replaced, keeping the white space after it so the text keeps its lines. */
function redactPiece(piece: string): string {
  let end = piece.length;
  while (end > 0 && /\s/.test(piece[end - 1]!)) end--;
  return REDACTED + piece.slice(end);
}
