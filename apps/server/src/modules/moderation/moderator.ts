import { trimEndChars } from '@gigbazaar/shared/rules/text';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { TLDS, undoAtDot, undoBareAt } from './at-dot.js';
import { canonicalNames, joinSpelledOut } from './letters.js';
import { isAadhaarNumber, MODERATION_TEXT_MAX, normaliseText } from './normalise.js';
import { type DigitCandidate, digitCandidates } from './numbers.js';

/** Which rule rejected a message: kept for the moderation team, never shown to the sender. */
export type ModerationRule =
  | 'phone'
  | 'email'
  | 'link'
  | 'social-handle'
  | 'off-platform'
  | 'upi'
  | 'aadhaar'
  | 'pan'
  | 'bank-account'
  | 'address'
  | 'contact-request';

export type ModerationVerdict = { ok: true } | { ok: false; rule: ModerationRule; label: string };

export const RULE_LABELS: Record<ModerationRule, string> = {
  phone: 'Phone number',
  email: 'E-mail address',
  link: 'Link or website',
  'social-handle': 'Social media or chat handle',
  'off-platform': 'Moving the chat off GigBazaar',
  upi: 'UPI id or payment outside GigBazaar',
  aadhaar: 'Aadhaar number',
  pan: 'PAN',
  'bank-account': 'Bank account details',
  address: 'Street address',
  'contact-request': 'Asking for contact details',
};

/** Top-level domains that are also file extensions people name in work talk (logo.ai, main.py, README.md). */
const FILE_EXTENSIONS = new Set(['ai', 'py', 'sh', 'md', 'pl', 'rs', 'zip', 'mov', 'ps', 'cc', 'so', 'sc', 'st']);
/** Technology names written like domains. */
const TECH_NAMES = new Set(['asp.net', 'ado.net', 'vb.net', 'dot.net', 'node.js', 'next.js', 'vue.js', 'socket.io']);

const UPI_HANDLES = new Set([
  'okaxis',
  'oksbi',
  'okhdfcbank',
  'okicici',
  'ybl',
  'ibl',
  'axl',
  'paytm',
  'ptyes',
  'ptaxis',
  'pthdfc',
  'ptsbi',
  'upi',
  'apl',
  'yapl',
  'axisbank',
  'sbi',
  'hdfcbank',
  'icici',
  'kotak',
  'fbl',
  'jio',
  'airtel',
  'freecharge',
  'ikwik',
  'yesbank',
  'barodampay',
  'waicici',
  'waaxis',
  'wahdfcbank',
  'wasbi',
  'idfcbank',
  'indus',
  'pnb',
  'boi',
  'cnrb',
  'unionbank',
  'federal',
  'rbl',
  'aubank',
  'dbs',
  'citi',
  'hsbc',
  'sc',
  'postbank',
  'abfspay',
  'axb',
  'naviaxis',
  'superyes',
  'tapicici',
  'slc',
  'pingpay',
  'kbl',
]);

/** Mock-up placeholders: name@example, user@domain. */
const PLACEHOLDER_DOMAINS = new Set(['example', 'domain', 'email', 'company', 'xyz', 'abc', 'test']);

/** A platform's own bare address (no path) names the platform, not a person: "an instagram.com icon". */
const PLATFORM_SITES = new Set([
  'instagram.com',
  'facebook.com',
  'youtube.com',
  'twitter.com',
  'x.com',
  'linkedin.com',
  'google.com',
  'figma.com',
  'canva.com',
  'amazon.in',
  'amazon.com',
  'flipkart.com',
  'shopify.com',
  'wordpress.com',
  'github.com',
  'behance.net',
  'dribbble.com',
  'whatsapp.com',
  'telegram.org',
]);

const MAIL_PROVIDERS = new Set([
  'gmail',
  'googlemail',
  'yahoo',
  'ymail',
  'hotmail',
  'outlook',
  'rediffmail',
  'rediff',
  'icloud',
  'protonmail',
  'proton',
  'live',
  'aol',
  'zoho',
  'zohomail',
]);

const PLATFORMS = new Set([
  'gram',
  'tele',
  'insta',
  'instagram',
  'ig',
  'telegram',
  'tg',
  'snap',
  'snapchat',
  'skype',
  'discord',
  'twitter',
  'signal',
  'facebook',
  'fb',
  'linkedin',
  'whatsapp',
  'whatsaap',
  'watsapp',
  'whatsap',
  'watsap',
  'whats',
  'wa',
  'wp',
  'wechat',
  'kik',
  'imo',
  'threads',
  'messenger',
  'hangouts',
]);

const PAY_APPS = new Set(['gpay', 'googlepay', 'phonepe', 'paytm', 'bhim', 'upi', 'mobikwik', 'amazonpay']);

const STOPWORDS = new Set([
  'is',
  'me',
  'my',
  'the',
  'a',
  'an',
  'and',
  'or',
  'for',
  'to',
  'of',
  'on',
  'in',
  'it',
  'this',
  'that',
  'our',
  'your',
  'post',
  'posts',
  'page',
  'reel',
  'reels',
  'story',
  'stories',
  'account',
  'feed',
  'content',
  'bot',
  'chat',
  'share',
  'button',
  'icon',
  'icons',
  'logo',
  'logos',
  'banner',
  'server',
  'filter',
  'channel',
  'ads',
  'ad',
  'marketing',
  'campaign',
  'widget',
  'group',
  'link',
  'integration',
  'api',
  'style',
  'strength',
  'not',
  'also',
  'best',
  'only',
  'hai',
  'par',
  'pe',
]);

/** Words that tell the digits are meant as contact details (allows a number split by commas or lines). */
const CONTACT_CONTEXT =
  /\b(?:number|numbr|nmbr|num|no|mob|mobile|phone|ph|cell|call|contact|whats\s?app|wa|dial|ring|reach|msg|message|part|starts?|ends?|ping|sms|note|likh|save|half|rest|remaining|digits?|prefix|suffix|begins?|finish(?:es)?|middle|baa?ki|hissa)\b/;
const BANK_CONTEXT = /\b(?:a\/c|acc|acct|account|ifsc|neft|imps|rtgs|bank|khata)\b/;

const reject = (rule: ModerationRule): ModerationVerdict => ({ ok: false, rule, label: RULE_LABELS[rule] });

// ---------------------------------------------------------------------------------------------------------
// E-mail addresses, UPI ids, links and domains: one pass over a copy of the text with the obfuscations undone.

/** Examples in a gig or a mock-up, not anyone's address: name@yourbrand.in, you@example.com. */
const isPlaceholderAddress = (local: string, domain: string): boolean =>
  domain === 'example' ||
  domain === 'domain' ||
  domain.startsWith('your') ||
  ['name', 'yourname', 'you', 'user', 'username', 'firstname', 'first.last'].includes(local);

/** With `strict`, only an e-mail with a known domain, a mail provider or a known UPI handle counts. */
function findAtSigns(text: string, strict = false): ModerationRule | null {
  for (const match of text.matchAll(/(?<![\p{L}\d._%+-])([\p{L}\d._%+-]+)@([\p{L}\d-]+(?:\.[\p{L}\d-]+)*)/gu)) {
    const local = match[1].toLowerCase();
    const domain = match[2].toLowerCase();
    const labels = domain.split('.');
    const tld = labels[labels.length - 1];
    if (isPlaceholderAddress(local, labels[0])) continue;
    if (labels.length >= 2 && TLDS.has(tld)) return 'email';
    if (labels.length === 1) {
      if (MAIL_PROVIDERS.has(domain)) return 'email';
      if (UPI_HANDLES.has(domain)) return 'upi';
      if (!strict && /^\p{L}{2,}$/u.test(domain) && local.length >= 2 && !PLACEHOLDER_DOMAINS.has(domain)) {
        return 'upi';
      }
    }
  }
  return null;
}

function findLinks(text: string): boolean {
  if (/\b(?:https?|ftp):\/\//i.test(text) || /\bwww\.[\p{L}\d-]/iu.test(text)) return true;
  for (const match of text.matchAll(/(?<![\p{L}\d@_.-])[\p{L}\d-]+(?:\.[\p{L}\d-]+)+/gu)) {
    const domain = match[0];
    const withPath = text[match.index + domain.length] === '/';
    const labels = domain.split('.');
    const tld = labels[labels.length - 1];
    if (!TLDS.has(tld.toLowerCase())) continue;
    if (labels.some((label) => label.length === 0 || /^\d+$/.test(label))) continue;
    if (withPath) return true;
    const lower = domain.toLowerCase();
    if (TECH_NAMES.has(lower) || PLATFORM_SITES.has(lower) || FILE_EXTENSIONS.has(tld.toLowerCase())) continue;
    // "Outlook.net", "gmail.com" with nothing before them name a product, not anyone's address or site.
    if (labels.length === 2 && (MAIL_PROVIDERS.has(labels[0].toLowerCase()) || PLATFORMS.has(labels[0].toLowerCase())))
      continue;
    // A sentence run on without a space ("Thanks.Love it") is not a domain: domains are written in one case.
    if (tld !== tld.toLowerCase() && domain !== domain.toUpperCase()) continue;
    return true;
  }
  return false;
}

// ---------------------------------------------------------------------------------------------------------
// Words: handles, moving off the platform, payment outside it, asking for details.

const WORD = /[\p{L}\d_.#:@-]+|[?!]/gu;

/** The words of a message; a trailing ':' becomes a word of its own ("gmail: x"), a lone '-' or ':' stays. */
function words(lower: string): string[] {
  const out: string[] = [];
  for (const word of lower.match(WORD) ?? []) {
    const trimmed = trimEndChars(word, '.:-');
    if (trimmed.length === 0) {
      out.push(word[0]);
      continue;
    }
    out.push(trimmed);
    if (word.endsWith(':')) out.push(':');
  }
  return out;
}

const HANDLE_WORDS = new Set(['id', 'handle', 'username', 'user', 'userid', 'naam', 'name', 'profile']);
const LINK_WORDS = new Set(['is', 'hai', ':', '-', '=', 'as', 'pe', 'par']);
const PREPOSITIONS = new Set(['on', 'via', 'over', 'through', 'thru', 'in', 'pe', 'par', 'per', 'mein', 'me', 'at']);
const MOVE_VERBS = new Set([
  'msg',
  'message',
  'text',
  'ping',
  'dm',
  'contact',
  'reach',
  'call',
  'connect',
  'add',
  'find',
  'follow',
  'talk',
  'chat',
  'baat',
  'continue',
  'move',
  'shift',
  'come',
  'aao',
  'aa',
  'join',
  'milo',
  'karte',
  'karo',
  'mujhe',
  'me',
]);
/** "move this to telegram", "shift to whatsapp". */
const MOVE_TO_VERBS = new Set(['move', 'moving', 'shift', 'switch', 'continue', 'come', 'chalo', 'go', 'take']);
const AFTER_PLATFORM = new Set(['karo', 'kar', 'kardo', 'karna', 'karein', 'kariye', 'pe', 'par', 'me', 'mujhe']);

/** Words between a handle and the platform after it. */
const BEFORE_PLATFORM = new Set([
  'on',
  'is',
  'my',
  'at',
  'pe',
  'par',
  'in',
  '-',
  ':',
  'mera',
  'meri',
  'hai',
  'via',
  'as',
  'the',
]);
/** Handle-shaped words that are work: files, versions, sizes, times, hashtags ("logo_v2.png on instagram"). */
const NOT_A_HANDLE =
  /^(?:[\d#]|v\d)|\.(?:png|jpe?g|gif|webp|svg|pdf|mp[34]|mov|avi|mkv|psd|ai|eps|zip|rar|docx?|xlsx?|pptx?|txt|csv|fig|xd|indd|tiff?|wav|html?|css|js|ts|py)$/;

function isHandleToken(token: string): boolean {
  if (token.length < 3 || STOPWORDS.has(token)) return false;
  return /[\d_.#:]/.test(token) && /\p{L}/u.test(token);
}

/** @handle on its own (an e-mail has letters before the @): @priya.designs, not meet @ 5 or logo@2x. */
function findAtHandle(lower: string): boolean {
  for (const match of lower.matchAll(/(?<![\p{L}\d._@-])@([\p{L}\d_][\p{L}\d_.]{2,29})/gu)) {
    if (/\p{L}/u.test(match[1]) && !/^\d+x$/.test(match[1])) return true;
  }
  return false;
}

function findSocial(lower: string, list: string[]): ModerationRule | null {
  if (findAtHandle(lower)) return 'social-handle';
  for (let i = 0; i < list.length; i++) {
    const word = list[i];
    const isPlatform = PLATFORMS.has(word) || (word === 'x' && /^[:@]/.test(list[i + 1] ?? ':'));
    if (!isPlatform) continue;
    // "insta id is priyadesigns", "snap id: rahul_snaps22", "discord rahul#1234", "find me on insta as priya.designs".
    let j = i + 1;
    let named = false;
    while (j < list.length && j <= i + 4 && (HANDLE_WORDS.has(list[j]) || LINK_WORDS.has(list[j]))) {
      if (HANDLE_WORDS.has(list[j])) named = true;
      j++;
    }
    const token = list[j]?.replace(/^@/, '') ?? '';
    if (token && (isHandleToken(token) || (named && token.length >= 3 && !STOPWORDS.has(token)))) {
      return 'social-handle';
    }
    // The handle first: "priya.designs on insta", "priya_designs99 is my telegram", "priya.designs (ig)".
    let k = i - 1;
    while (k >= 0 && k >= i - 4 && BEFORE_PLATFORM.has(list[k])) k--;
    if (k >= 0 && isHandleToken(list[k]) && !NOT_A_HANDLE.test(list[k])) return 'social-handle';
    // "ping me on telegram", "lets continue on whatsapp", "whatsapp karo", "telegram pe baat karte hain".
    const before = list[i - 1] ?? '';
    if (PREPOSITIONS.has(before) && list.slice(Math.max(0, i - 5), i - 1).some((w) => MOVE_VERBS.has(w))) {
      return 'off-platform';
    }
    if (before === 'to' && list.slice(Math.max(0, i - 5), i - 1).some((w) => MOVE_TO_VERBS.has(w)))
      return 'off-platform';
    if (before === 'same' || AFTER_PLATFORM.has(list[i + 1] ?? '')) return 'off-platform';
    if (word === 'whatsapp' && list[i + 1] === 'me') return 'off-platform';
  }
  return null;
}

const PAY_VERBS = new Set(['pay', 'send', 'transfer', 'bhej', 'bhejo', 'bhejdo', 'paise', 'paisa', 'money', 'amount']);
const PAY_TOPICS = new Set([
  'app',
  'integration',
  'payments',
  'payment',
  'gateway',
  'button',
  'logo',
  'logos',
  'option',
  'sdk',
  'api',
  'qr',
  'screen',
  'and',
  'flow',
]);

const MAIL_WORDS = new Set(['gmail', 'email', 'e-mail', 'mail', 'yahoo', 'ymail', 'rediffmail', 'outlook', 'hotmail']);

/** "my gmail is priyadesigns99", "email id - priya.designs": an address without its @. */
function findMailId(list: string[]): boolean {
  for (let i = 0; i < list.length; i++) {
    // "priya99 gmail com": the address with its @ and dot left out.
    const before = list[i - 1] ?? '';
    if (MAIL_PROVIDERS.has(list[i]) && ['com', 'in', 'co'].includes(list[i + 1] ?? '') && before.length >= 3) {
      if (!STOPWORDS.has(before) && !MAIL_WORDS.has(before)) return true;
    }
    if (!MAIL_WORDS.has(list[i])) continue;
    let j = i + 1;
    let linked = false;
    while (j < list.length && j <= i + 4 && (['id', 'address', 'add'].includes(list[j]) || LINK_WORDS.has(list[j]))) {
      if (LINK_WORDS.has(list[j]) || list[j] === 'id') linked = true;
      j++;
    }
    const token = list[j] ?? '';
    if (!linked || token.length < 4 || STOPWORDS.has(token)) continue;
    if (isHandleToken(token) || (list[i] !== 'email' && list[i] !== 'mail' && /^[\p{L}\d._]+$/u.test(token)))
      return true;
  }
  return false;
}

/** Link shorteners and link pages named as words ("bit ly / 3abcD", "tinyurl priyawork", "my linktree: x"). */
const SHORTENERS = new Set(['bitly', 'tinyurl', 'linktree', 'cuttly', 'rbgy', 'isgd', 'shorturl', 'rebrandly']);
const SHORTENER_TOPICS = new Set([
  'links',
  'account',
  'dashboard',
  'service',
  'services',
  'clicks',
  'analytics',
  'report',
  'style',
  'page',
  'pages',
  'alternative',
  'plan',
  'pro',
]);

function findShortener(list: string[]): boolean {
  for (let i = 0; i < list.length; i++) {
    if (!SHORTENERS.has(list[i])) continue;
    let j = i + 1;
    while (j < list.length && j <= i + 4 && (LINK_WORDS.has(list[j]) || ['link', 'slash', 'url'].includes(list[j]))) {
      j++;
    }
    const token = list[j] ?? '';
    if (token.length >= 3 && !STOPWORDS.has(token) && !SHORTENER_TOPICS.has(token) && !/^[?!]$/.test(token)) {
      return true;
    }
  }
  return false;
}

/** "google pay" and "phone pe" arrive joined (canonicalNames). */
function findPaymentApps(list: string[]): boolean {
  for (let i = 0; i < list.length; i++) {
    if (!PAY_APPS.has(list[i])) continue;
    const next = list[i + 1] ?? '';
    if (PAY_TOPICS.has(next)) continue;
    const window = list.slice(Math.max(0, i - 5), i);
    const before = list[i - 1] ?? '';
    if (['my', 'mera', 'mere', 'meri', 'apne'].includes(before)) return true;
    if (window.some((w) => PAY_VERBS.has(w)) && (PREPOSITIONS.has(before) || before === 'to')) return true;
    if (['karo', 'kar', 'kardo', 'pe', 'par', 'number', 'no', 'id'].includes(next)) return true;
  }
  return false;
}

const POSSESSIVES = new Set(['your', 'ur', 'yr', 'apna', 'apni', 'apne', 'aapka', 'aapki', 'apka', 'apki', 'tumhara']);
const ASK_NOUNS = new Set([
  'number',
  'no',
  'num',
  'nmbr',
  'numbr',
  'phone',
  'mobile',
  'mob',
  'cell',
  'contact',
  'email',
  'e-mail',
  'mail',
  'gmail',
  'id',
  'insta',
  'instagram',
  'ig',
  'whatsapp',
  'telegram',
  'snap',
  'snapchat',
  'skype',
  'discord',
  'handle',
  'upi',
  'address',
  'location',
]);
const ASK_VERBS = new Set([
  'what',
  "what's",
  'whats',
  'share',
  'send',
  'give',
  'drop',
  'tell',
  'need',
  'want',
  'get',
  'have',
  'please',
  'pls',
  'plz',
  'do',
  'de',
  'dedo',
  'dijiye',
  'bhejo',
  'bhej',
  'batao',
  'bata',
  'bataiye',
  'kya',
  'chahiye',
  'dena',
  '?',
]);
/** Words that may stand between "your" and the detail: "your personal whatsapp number". */
const ASK_MODIFIERS = new Set([
  'personal',
  'home',
  'full',
  'exact',
  'official',
  'office',
  'residential',
  'current',
  'permanent',
  'private',
  'real',
  'direct',
  'own',
  'wala',
  'ka',
  'ki',
]);
/** Words that may follow the detail asked for. */
const ASK_ENDERS = new Set([
  '?',
  '!',
  'please',
  'pls',
  'plz',
  'do',
  'de',
  'dedo',
  'dijiye',
  'bhejo',
  'bhej',
  'batao',
  'bata',
  'bataiye',
  'kya',
  'hai',
  'chahiye',
  'dena',
  'share',
  'send',
  'karo',
  'kar',
  'i',
  'so',
  'then',
  'and',
  'for',
  'to',
  'asap',
  'here',
  'bhai',
  'sir',
  'ji',
  'yaar',
  'me',
  'mujhe',
  'na',
  'too',
  'also',
  'details',
]);

function findContactRequest(list: string[]): boolean {
  for (let i = 0; i < list.length; i++) {
    const word = list[i];
    if (POSSESSIVES.has(word)) {
      // your [whatsapp|contact|home|…] number / email / insta … near an asking word.
      for (let j = i + 1; j <= i + 3 && j < list.length; j++) {
        if (!ASK_NOUNS.has(list[j])) {
          if (ASK_MODIFIERS.has(list[j])) continue;
          break;
        }
        let k = j;
        while (ASK_NOUNS.has(list[k + 1] ?? '')) k++;
        // The detail must end its phrase: "your phone photos", "your phone or camera" speak of something else.
        const after = list[k + 1];
        if (after !== undefined && !ASK_ENDERS.has(after)) break;
        const around = [...list.slice(Math.max(0, i - 4), i), ...list.slice(k + 1, k + 4)];
        if (around.some((w) => ASK_VERBS.has(w)) || k === list.length - 1) return true;
        break;
      }
    }
    const next = list[i + 1] ?? '';
    // Imperatives: email me, mail me, whatsapp me, give me a call, call me (on/at/when/…).
    if (['email', 'mail', 'e-mail', 'gmail', 'whatsapp', 'sms'].includes(word) && next === 'me') return true;
    if (word === 'call' && next === 'me') {
      const after = list[i + 2];
      if (after === undefined || /^[?!]$/.test(after)) return true;
      if (
        ['on', 'at', 'when', 'now', 'later', 'tomorrow', 'asap', 'back', 'pls', 'please', 'anytime'].includes(after)
      ) {
        return true;
      }
    }
    if (word === 'give' && next === 'me' && list[i + 2] === 'a' && list[i + 3] === 'call') return true;
    // "send address", "share contact details", "give number": the thing asked for, without a possessive.
    if (['send', 'share', 'give', 'drop'].includes(word)) {
      let j = i + 1;
      if (list[j] === 'me' || list[j] === 'the') j++;
      const thing = list[j] ?? '';
      const after = list[j + 1];
      if (['address', 'number', 'contact', 'email', 'whatsapp'].includes(thing)) {
        if (
          after === undefined ||
          /^[?!]$/.test(after) ||
          ['details', 'pls', 'please', 'plz', 'no', 'number'].includes(after)
        ) {
          return true;
        }
      }
    }
    if (word === 'where' && list[i + 1] === 'do' && list[i + 2] === 'you' && list[i + 3] === 'live') return true;
    // Hinglish: number de do, number bhejo, call karo.
    if (
      ['number', 'no', 'nmbr', 'email', 'mail'].includes(word) &&
      ['de', 'dedo', 'bhejo', 'batao', 'dijiye'].includes(next)
    ) {
      return true;
    }
  }
  return false;
}

// ---------------------------------------------------------------------------------------------------------
// Identity and bank numbers, addresses.

// The fourth letter of a PAN says who holds it (P person, C company …); after the word PAN any letter will do.
const PAN = /(?<![\p{L}\d])[a-z]{3}[abcfghljpt][a-z][\s./-]?\d{4}[\s./-]?[a-z](?![\p{L}\d])/iu;
const PAN_ANY = /(?<![\p{L}\d])[a-z]{5}[\s./-]?\d{4}[\s./-]?[a-z](?![\p{L}\d])/iu;

/** What may stand between the word PAN and the number: "PAN card no. :", "pan number is". */
const PAN_LEAD = /^(?:[\s:=#.-]|card|no|number|num|is|hai|details)*/i;

function findPan(text: string): boolean {
  if (PAN.test(text)) return true;
  for (const match of text.matchAll(/\bpan\b/gi)) {
    const after = text.slice(match.index + 3, match.index + 60);
    if (PAN_ANY.test(after)) return true;
    // Spaces anywhere in it: "PAN: ABCP E1234 F".
    const number = /^[a-z\d\s.-]{10,16}/i.exec(after.replace(PAN_LEAD, ''))?.[0] ?? '';
    if (/^[a-z]{5}\d{4}[a-z]/i.test(number.replace(/[\s.-]/g, ''))) return true;
  }
  return false;
}
const IFSC = /(?<![\p{L}\d])[a-z]{4}0[a-z\d]{6}(?![\p{L}\d])/iu;

const ADDRESS_WORDS =
  /\b(?:road|rd|street|lane|marg|nagar|colony|sector|flat|house|h\.?\s?no|plot|floor|apartments?|apt|society|chowk|layout|phase|block|near|opp|opposite|behind|cross|tower|wing|gali|mohalla|village|dist|district|west|east|north|south|main|building|bldg|city|bazaar|bazar|enclave|vihar|puram|residency|heights)\b/g;
const PIN_CODE = /(?<![\d,.₹])[1-9]\d{2}\s?\d{3}(?![\d,])/;
const HOUSE_NUMBER =
  /(?:\b(?:flat|house|h\.?\s?no|plot|door\s+no|no)\.?|#)\s*\d{1,5}(?:\/\d{1,4})?\b|\b\d{1,4}\/\d{1,4}\s+\p{L}/u;

/** "12 Park Street, Kolkata", "221B Baker Road.": a house number, a name and a street word ending the phrase. */
const STREET_NUMBER = /\b\d{1,4}[a-z]?,? \p{L}+ (?:street|road|marg|lane|nagar|colony|enclave|vihar)(?:[,.;!\n]|$)/u;

function findAddress(lower: string): boolean {
  const keywords = lower.match(ADDRESS_WORDS)?.length ?? 0;
  const pin = PIN_CODE.test(lower.replace(/(?:₹|\brs\b\.?|\binr\b)\s*\d+/g, ' '));
  if (pin && (keywords >= 1 || /\baddress\b/.test(lower))) return true;
  if (STREET_NUMBER.test(lower)) return true;
  return HOUSE_NUMBER.test(lower) && keywords >= 2;
}

// ---------------------------------------------------------------------------------------------------------
// Numbers.

function isPhone(candidate: DigitCandidate, context: boolean): boolean {
  const { digits, plus } = candidate;
  if (digits.length > 15) return false;
  const parse = (text: string) => parsePhoneNumberFromString(text, 'IN');
  if (plus && digits.length >= 8) {
    const phone = parse(`+${digits}`);
    if (phone?.isPossible()) return true;
  }
  if (digits.startsWith('00') && digits.length >= 10) {
    const phone = parse(`+${digits.slice(2)}`);
    if (phone?.isValid()) return true;
  }
  if (digits.length === 12 && digits.startsWith('91')) {
    const phone = parse(`+${digits}`);
    if (phone?.isValid() && phone.country === 'IN') return true;
  }
  if (digits.length === 11 && digits.startsWith('0')) {
    if (parse(digits)?.isValid()) return true;
  }
  if (digits.length === 10 && /^[2-9]/.test(digits)) {
    const phone = parse(digits);
    if (!phone?.isValid()) return false;
    const type = phone.getType();
    // 6–9 opens every Indian mobile number (the metadata's finer ranges lag behind new series).
    return /^[6-9]/.test(digits) || type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE' || context;
  }
  return false;
}

/** Distinct long digit strings parsed per 2,000 characters (one message) before the text counts as digit soup. */
const PHONE_PARSE_BUDGET = 400;

function findNumbers(lower: string): ModerationRule | null {
  // Grows with the text, to at most five messages' worth: no work talk holds thousands of long digit strings.
  const budget = PHONE_PARSE_BUDGET * Math.min(5, Math.max(1, Math.ceil(lower.length / MODERATION_TEXT_MAX)));
  const context = CONTACT_CONTEXT.test(lower);
  const bank = BANK_CONTEXT.test(lower);
  let count = 0;
  for (const candidate of digitCandidates(lower, context)) {
    if (candidate.weak && !context) continue;
    // Hundreds of different long digit strings in one message is digit soup, not work talk: stop parsing
    // (bounds the time on adversarial input) and treat it as hiding a number.
    if (++count > budget) return 'phone';
    // Runs far apart only make a number when they make a mobile: two figures in prose often add up to ten digits.
    if (candidate.split && !/^[6-9]/.test(candidate.digits)) continue;
    if (isPhone(candidate, context)) return 'phone';
    if (!candidate.weak && isAadhaarNumber(candidate.digits)) return 'aadhaar';
    if (bank && !candidate.weak && candidate.digits.length >= 9) return 'bank-account';
  }
  return null;
}

/**
 * Judges one message: `{ ok: true }`, or the rule that found personal or off-platform contact details in it.
 * Pure and linear in the message's length (at most 2000 characters are read).
 */
export function moderateMessage(text: string): ModerationVerdict {
  return judge(text, MODERATION_TEXT_MAX);
}

/**
 * Judges a text of any length (a gig description, a note) whole, in one pass: every step is linear in its length,
 * and the digit-candidate budget grows with it, so a long text costs what its 2,000-character pieces would.
 */
export function moderateText(text: string): ModerationVerdict {
  return judge(text, Infinity);
}

function judge(text: string, max: number): ModerationVerdict {
  const normal = joinSpelledOut(normaliseText(text, max));
  const lower = canonicalNames(normal.toLowerCase());
  const atDot = undoAtDot(normal);

  const atRule = findAtSigns(atDot) ?? findAtSigns(undoBareAt(atDot), true);
  if (atRule) return reject(atRule);
  const list = words(lower);
  if (findMailId(list)) return reject('email');
  if (findLinks(atDot) || findShortener(list)) return reject('link');
  if (findPaymentApps(list)) return reject('upi');
  const social = findSocial(lower, list) ?? (findAtHandle(atDot.toLowerCase()) ? 'social-handle' : null);
  if (social) return reject(social);
  if (IFSC.test(lower)) return reject('bank-account');
  if (findPan(normal)) return reject('pan');
  const number = findNumbers(lower);
  if (number) return reject(number);
  if (findAddress(lower)) return reject('address');
  if (findContactRequest(list)) return reject('contact-request');
  return { ok: true };
}
