import { createRequire } from 'node:module';

/** What a removed piece reads as in the mail. */
export const REDACTED = '[removed]';

// The IANA list of top-level domains (the `tlds` package), to tell `studio.in` (a site) from `v2.final` (not one).
const TLDS = new Set<string>(createRequire(import.meta.url)('tlds') as string[]);
/** Top-level domains that are also file names' extensions in work talk (`logo.ai`, `cut.mov`): kept. */
const FILE_EXTENSIONS = new Set(['ai', 'py', 'sh', 'md', 'pl', 'rs', 'zip', 'mov', 'ps', 'cc', 'so', 'sc', 'st']);

/** 9 or more digits (any script) joined by at most three spaces, dashes, dots, slashes or brackets: a phone, an account, an Aadhaar. */
const DIGIT_RUN = /\+?\p{Nd}(?:[\s()./-]{0,3}\p{Nd}){8,}/gu;
/** A word that is a host name: labels of letters, digits and dashes joined by dots, maybe with a path or port. */
const HOST = /^[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+(?:[/?#:]\S*)?$/u;
/** `[at]`, `(dot)`, `{at}` …: the bracketed spellings that hide an address between its neighbours. */
const BRACKETED_AT_DOT = /[[({]\s*(?:at|dot)\s*[\])}]/i;
const PUNCTUATION = /^[\p{P}\p{S}]$/u;

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

/**
 * A user's text as a GigBazaar mail may quote it (decision 014). It has already passed the moderator; this is the
 * second, blunter line: anything shaped like a link, an e-mail address or a phone number is replaced with
 * "[removed]", so a mail in GigBazaar's name never carries a way off the platform a user slipped past the
 * moderator. Every step is one linear pass (words split on white space, one global digit-run pattern).
 */
export function redactForMail(text: string): string {
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
