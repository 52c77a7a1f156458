import { unleet } from './number-words.js';

/**
 * Words disguised letter by letter: spelled out with a separator ("t.e.l.e.g.r.a.m", "g m a i l"), in leetspeak
 * ("t3l3gr4m", "wh@tsapp"), split ("insta gram"), or misspelt by one letter ("teligram", "whtsapp").
 */

/** Three-letter words worth joining: top-level domains and the digits a number is spelled out in. */
const SHORT_WORDS = new Set(['com', 'net', 'org', 'one', 'two', 'six', 'ten']);

const SPELL_SEPARATORS = new Set([' ', '.', '-', '_', '*', '~', '|', '•', '·', '/', '+']);
const SPELL_TOKEN = /[\p{L}\p{M}\d]+|[^\p{L}\p{M}\d]/gu;

/**
 * Single letters and digits joined by one and the same separator, at least four of them and one a letter, written
 * as one word (three when they spell com, net or org): "p.r.i.y.a" → "priya", "T E L E G R A M" → "TELEGRAM", "A B C P E 1 2 3 4 F" → "ABCPE1234F".
 * Digits alone are left to the digit reader (a version "1.2.3" must stay a version). One pass over the tokens.
 */
export function joinSpelledOut(text: string): string {
  const tokens = text.match(SPELL_TOKEN) ?? [];
  let out = '';
  let i = 0;
  // One letter or digit (a letter outside the first plane is two UTF-16 units).
  const single = (t: string | undefined) =>
    t !== undefined && (t.length === 1 || (t.length === 2 && t.codePointAt(0)! > 0xffff)) && /^[\p{L}\d]/u.test(t);
  while (i < tokens.length) {
    const sep = tokens[i + 1];
    if (single(tokens[i]) && sep !== undefined && SPELL_SEPARATORS.has(sep) && single(tokens[i + 2])) {
      let j = i;
      let letters = '';
      while (single(tokens[j])) {
        letters += tokens[j];
        if (tokens[j + 1] !== sep || !single(tokens[j + 2])) break;
        j += 2;
      }
      const tld = letters.length === 3 && SHORT_WORDS.has(letters.toLowerCase());
      if ((letters.length >= 4 && /\p{L}/u.test(letters)) || tld) {
        out += letters;
        i = j + 1;
        continue;
      }
      // Too short to be a disguise: copy what was read as it was.
      out += tokens.slice(i, j + 1).join('');
      i = j + 1;
      continue;
    }
    out += tokens[i];
    i++;
  }
  return out;
}

/** Spellings of the platforms people move a chat to, and the name the word lists know them by. */
const VARIANTS: Record<string, string> = {
  whatsapp: 'whatsapp',
  whatsaap: 'whatsapp',
  whatsap: 'whatsapp',
  watsapp: 'whatsapp',
  watsap: 'whatsapp',
  whtsapp: 'whatsapp',
  whtsap: 'whatsapp',
  whatapp: 'whatsapp',
  vatsapp: 'whatsapp',
  vatsap: 'whatsapp',
  wattsapp: 'whatsapp',
  wassap: 'whatsapp',
  wtsapp: 'whatsapp',
  wapp: 'whatsapp',
  whatsupp: 'whatsapp',
  wotsapp: 'whatsapp',
  wotsap: 'whatsapp',
  whatzapp: 'whatsapp',
  whatzap: 'whatsapp',
  telly: 'telegram',
  wtsap: 'whatsapp',
  whatsup: 'whatsapp',
  watsup: 'whatsapp',
  wa: 'wa',
  tg: 'tg',
  fb: 'fb',
  wtsp: 'whatsapp',
  whtsp: 'whatsapp',
  telegram: 'telegram',
  telegrm: 'telegram',
  tgram: 'telegram',
  tlgrm: 'telegram',
  teli: 'telegram',
  instagram: 'instagram',
  insta: 'insta',
  instaa: 'insta',
  insata: 'insta',
  snapchat: 'snapchat',
  snap: 'snap',
  snp: 'snap',
  linkedin: 'linkedin',
  linkdin: 'linkedin',
  linkedn: 'linkedin',
  linkdn: 'linkedin',
  lnkedin: 'linkedin',
  linkedln: 'linkedin',
  behance: 'behance',
  dribbble: 'dribbble',
  dribble: 'dribbble',
  fiverr: 'fiverr',
  upwork: 'upwork',
  discord: 'discord',
  discrd: 'discord',
  dscord: 'discord',
  dicord: 'discord',
  discod: 'discord',
  disord: 'discord',
  dicsord: 'discord',
  discort: 'discord',
  skype: 'skype',
  twitter: 'twitter',
  youtube: 'youtube',
  signal: 'signal',
  zoom: 'zoom',
  gmeet: 'gmeet',
  googlemeet: 'gmeet',
  ig: 'ig',
  facebook: 'facebook',
  gpay: 'gpay',
  googlepay: 'googlepay',
  phonepe: 'phonepe',
  fonepe: 'phonepe',
  paytm: 'paytm',
  petm: 'paytm',
  linktree: 'linktree',
  bitly: 'bitly',
  tinyurl: 'tinyurl',
  googl: 'googl',
  lnkdin: 'lnkdin',
  rebrandly: 'rebrandly',
  cuttly: 'cuttly',
  shorturl: 'shorturl',
};

/** Long names a one-letter slip still names (shorter ones would meet ordinary words). */
const FUZZY_TARGETS = ['telegram', 'whatsapp', 'instagram', 'snapchat', 'linkedin', 'facebook'];

/** Whether `a` and `b` differ by at most one insertion, deletion, substitution or swap of neighbours. */
function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (i === a.length && i === b.length) return true;
  const rest = (x: number, y: number) => a.slice(x) === b.slice(y);
  if (a.length === b.length) {
    return rest(i + 1, i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && rest(i + 2, i + 2));
  }
  return a.length > b.length ? rest(i + 1, i) : rest(i, i + 1);
}

function platformName(word: string): string | undefined {
  if (word.length < 2 || word.length > 14) return undefined;
  const bare = /[._*+|-]/.test(word) ? word.replace(/[._*+|-]/g, '') : word;
  const forms = [word, bare];
  if (/[0-9@$]/.test(bare)) forms.push(unleet(bare) ?? '', unleet(bare, 'l') ?? '');
  // "8" said as "at" or "ate": "wh8sapp".
  if (bare.includes('8')) forms.push(bare.replace(/8/g, 'at'));
  // "rn" drawn for "m" and "vv" for "w" (telegrarn, vvhatsapp), "q" for "g" (teleqram).
  if (/rn|vv|q/.test(bare)) forms.push(bare.replace(/rn/g, 'm').replace(/vv/g, 'w').replace(/q/g, 'g'));
  // Letters held down: "instagrammm", "teleegram".
  if (/(\p{L})\1/u.test(bare)) forms.push(bare.replace(/(\p{L})\1+/gu, '$1'));
  // A star for a letter: "disc*rd", "wh*tsapp".
  if (/\*/.test(word)) for (const vowel of 'aeiou') forms.push(word.replace(/\*/g, vowel));
  // Written backwards ("margelet", "ppastahw"): only the long names, which no ordinary word reverses to.
  if (bare.length >= 7) forms.push([...bare].reverse().join(''));
  for (const form of forms) {
    if (VARIANTS[form] !== undefined) return VARIANTS[form];
    if (form.length >= 7 && form.length <= 10) {
      const target = FUZZY_TARGETS.find((name) => withinOneEdit(form, name));
      if (target) return target;
    }
  }
  return undefined;
}

/** Currency signs that look like letters. */
const CURRENCY_LETTERS: Record<string, string> = {
  '€': 'e',
  '£': 'l',
  '¢': 'c',
  '¥': 'y',
  '®': 'r',
  '©': 'c',
  '†': 't',
  // Triangles and lambdas drawn for an a: "wh∆tsapp", "whΛtsapp".
  '∆': 'a',
  Δ: 'a',
  Λ: 'a',
};

const HALVES = new Set(['tele', 'insta', 'whats', 'gram', 'app', 'aap', 'snap', 'chat', 'face', 'book', 'tiny', 'url']);

/** Two halves written apart: "insta gram", "tele gram", "g pay", "fone pe", "bit ly", "tiny url". */
const SPLIT_NAMES =
  /\b(?:tele|insta|snap|whats|whatz|what's|watts|wats|vhats|whts|face|fone|phone|pay|pe|g|google|bit|tiny|link|linked|goo|rebrand|cutt|short|lnkd|dis|drib|be|sig) ?(?:gramm|gram|chat|app|aap|book|pe|tm|pay|ly|url|tree|tr\.ee|meet|gl|in|cord|bble|ble|hance|nal)\b/g;

/** Long names that chunks of a word may spell ("wha ts app", "in sta gram"). */
const CHUNKED_NAMES = new Set(['telegram', 'whatsapp', 'instagram', 'snapchat']);
const CHUNK_SEPARATORS = new Set([' ', '.', '-', '_']);

/**
 * A platform name cut into two to four pieces of at most five letters ("wha ts app", "in sta gram", "te le gram"),
 * written whole. One pass over the tokens; each position tries at most three windows.
 */
function joinChunkedNames(lower: string): string {
  const tokens = lower.match(/\p{L}+|\P{L}+/gu) ?? [];
  let out = '';
  let i = 0;
  while (i < tokens.length) {
    let joined: string | undefined;
    let end = i;
    if (/^\p{L}{1,5}$/u.test(tokens[i])) {
      let word = tokens[i];
      for (let n = 1; n <= 3; n++) {
        const sep = tokens[i + 2 * n - 1];
        const piece = tokens[i + 2 * n];
        if (sep === undefined || !CHUNK_SEPARATORS.has(sep) || piece === undefined || !/^\p{L}{1,5}$/u.test(piece))
          break;
        word += piece;
        const name = word.length >= 6 ? platformName(word) : undefined;
        if (name !== undefined && CHUNKED_NAMES.has(name)) {
          joined = name;
          end = i + 2 * n;
          break;
        }
      }
    }
    if (joined !== undefined) {
      out += joined;
      i = end + 1;
    } else {
      out += tokens[i];
      i++;
    }
  }
  return out;
}

/**
 * The lower-cased text with every disguised platform, payment-app or shortener name written the one way the word
 * lists know. Other words are untouched. Linear: one pattern for split names, then one look-up per word.
 */
export function canonicalNames(lower: string): string {
  // Each distinct word is looked up once: hostile texts repeat one word a thousand times.
  const seen = new Map<string, string>();
  return (
    joinChunkedNames(lower)
      // "!nsta", "|nsta": marks drawn for i.
      .replace(/(?<![\p{L}\d])[!|](?=nsta|g\b)/gu, 'i')
      // "d!scord", "sn@p!chat": an exclamation mark inside a word is an i.
      .replace(/(?<=\p{L})!(?=\p{L})/gu, 'i')
      // "insta-id priya", "tg-handle": the platform and the word for a handle written as one.
      .replace(
        /(?<![\p{L}\d])(\p{L}{2,12})-(id|handle|username|user)(?![\p{L}\d])/gu,
        (m, name: string, what: string) => (platformName(name) !== undefined ? `${name} ${what}` : m),
      )
      // Currency signs drawn for letters inside a word: "t€l€gram", "sk¥pe", "wh@t$app" (a price has no letter after).
      .replace(
        /(?<=\p{L})[€£¢¥®©†∆ΔΛ](?=\p{L})|(?<![\p{L}\d])[€£¢¥®©†](?=\p{L}{3})/gu,
        (sign) => CURRENCY_LETTERS[sign] ?? sign,
      )
      // Halves in leetspeak ("t3l3 gr4m", "wh4ts 4pp") written as letters, so the split names below find them.
      .replace(/(?<![\p{L}\d@$])[\p{L}\d@$]*[\d@$][\p{L}\d@$]*/gu, (word) => {
        const plain = /\p{L}/u.test(word) && word.length <= 6 ? unleet(word) : null;
        return plain !== null && HALVES.has(plain) ? plain : word;
      })
      // Shorteners written in Devanagari: "बिट डॉट ली स्लैश प्रिया", "टाइनी यूआरएल".
      .replace(/बिट ?(?:डॉट|डोट|\.) ?ली(?![\u0900-\u097f])/g, 'bitly')
      .replace(/टाइनी ?यूआरएल/g, 'tinyurl')
      .replace(/(?<= )स्लैश(?= )/g, 'slash')
      // "w/a pe": WhatsApp's two letters with a slash, before a word of moving the talk.
      .replace(/(?<![\p{L}\d/])w\/a(?= (?:pe|par|pr|karo|kar|on|me)\b)/gu, 'wa')
      // Twitter by its bird: "the app with the bird".
      .replace(/\b(?:the )?app with the (?:blue )?bird\b|\bbird app\b/g, 'twitter')
      // WhatsApp by its colour: "the green app", "the app with the green logo".
      .replace(/\bgreen (?:logo |chat )?app\b|\bapp with the green (?:logo|icon)\b/g, 'whatsapp')
      // Telegram by its logo: "the paper plane app", "the app with the paper plane".
      .replace(/\bpaper ?plane(?: app)?\b|\bapp with the (?:blue )?paper ?plane\b/g, 'telegram')
      // URL said aloud: "tiny you are el".
      .replace(/\b(?:you|u) ?(?:are|r) ?el\b/g, 'url')
      .replace(/\bwestern ?union\b/g, 'westernunion')
      .replace(/\bmoney ?gram\b/g, 'moneygram')
      .replace(SPLIT_NAMES, (pair) => {
        const joined = pair.replace(/[ ']/g, '').replace('tr.ee', 'tree');
        return platformName(joined) ?? pair;
      })
      // A pipe inside a name is a drawn l or i ("te|egram"): the fuzzy match reads the name without it.
      .replace(/[\p{L}\d@$]+(?:[._*+|-][\p{L}\d@$]+)*/gu, (word) => {
        if (word.length > 24 || /^\d+$/.test(word) || !/\p{L}/u.test(word)) return word;
        let name = seen.get(word);
        if (name === undefined) {
          name = platformName(word) ?? word;
          seen.set(word, name);
        }
        return name;
      })
  );
}
