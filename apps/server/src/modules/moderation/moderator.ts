import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { TLDS, undoAtDot, undoBareAt } from './at-dot.js';
import { canonicalNames, joinSpelledOut } from './letters.js';
import { isAadhaarNumber, MODERATION_TEXT_MAX, normaliseText } from './normalise.js';
import { type DigitCandidate, digitCandidates } from './numbers.js';
import { RULE_LABELS, type ModerationRule, type ModerationVerdict } from './rules.js';
import {
  FILE_EXTENSIONS,
  MAIL_PROVIDERS,
  PLACEHOLDER_DOMAINS,
  PLATFORM_SITES,
  PLATFORMS,
  TECH_NAMES,
  UPI_HANDLES,
} from './word-lists.js';
import {
  findAtHandle,
  findBankDetails,
  findContactRequest,
  findOffPlatformDeal,
  findMailId,
  findPaymentApps,
  findShortener,
  findSocial,
  isBareName,
  PLATFORM_CONTENT,
  words,
} from './word-rules.js';

export { RULE_LABELS, type ModerationRule, type ModerationVerdict } from './rules.js';

/** Words that tell the digits are meant as contact details (allows a number split by commas or lines). */
const CONTACT_CONTEXT =
  /\b(?:number|numbr|nmbr|num|no|mob|mobile|phone|ph|cell|call|contact|whats\s?app|wa|dial|ring|reach|msg|message|part|starts?|ends?|ping|sms|note|likh(?:o|na|lo|iye)?|save|half|rest|remaining|digits?|prefix|suffix|begins?|finish(?:es)?|middle|baa?ki|hissa|pehle|aage|peeche|upar|neeche|taraf|jodo|join|joined|combine|together|append|left|right|top|bottom|first|next|parts|followed|pieces|beginning|beginnings|complete|completes|completing|remainder|closing|opening|initial|final|lastly|second|third|then)\b|नंबर|नम्बर|फ\u093C?ोन|कॉल|मोबाइल|बाक\u093C?ी|पहले|आख\u093C?िरी|अंक/;
/** Naming the Aadhaar: then any 12 digits opening with 2–9 are one, whether or not their check digit is right. */
const AADHAAR_CONTEXT = /\b(?:aadhaa?r|adhaa?r|uidai|uid)\b|आधार|ஆதார்|ఆధార్|ಆಧಾರ್|আধার|આધાર/;
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

/** "the @ sign", "an at symbol": an article glued to a spelled-out @ is no address. */
const ARTICLES = new Set(['the', 'a', 'an', 'this', 'that', 'is', 'in', 'on', 'of', 'and', 'or', 'to']);

/** `user@host` in code talk ("ssh root@server", the gateway's test id success@razorpay): neither mail nor UPI. */
const HOST_WORDS = new Set([
  'server',
  'localhost',
  'host',
  'machine',
  'remote',
  'github',
  'gitlab',
  'bitbucket',
  'vps',
  'prod',
  'staging',
  'dev',
  'db',
  'razorpay',
  'stripe',
  'cashfree',
  'laptop',
  'pc',
  'desktop',
  'macbook',
  'mac',
  'raspberrypi',
]);
const CODE_LOCALS = new Set([
  'root',
  'admin',
  'ubuntu',
  'git',
  'postgres',
  'pi',
  'ec2-user',
  'success',
  'failure',
  'dev',
]);
/** Words before a bare "at" that make it the preposition: "look at gmail", "I work at Zoho". */
const AT_PROSE = new Set([
  'look',
  'looking',
  'work',
  'works',
  'worked',
  'working',
  'job',
  'intern',
  'interned',
  'interning',
  'employed',
  'hired',
  'me',
  'us',
  'him',
  'her',
  'them',
  'it',
  'is',
  'am',
  'are',
  'was',
  'were',
  'be',
  'been',
  'team',
  'office',
  'logo',
  'check',
  'see',
  'even',
  'also',
  'like',
  'used',
  'only',
  'there',
  'here',
  'that',
  'this',
  'someone',
  'people',
  'engineers',
  'designers',
]);

/**
 * UPI handles that are also companies people work at or bank with ("I interned at Paytm", "worked at ICICI"):
 * read from a bare "at" only when the text speaks of paying or the name looks like a handle.
 */
const COMPANY_HANDLES = new Set([
  'paytm',
  'icici',
  'sbi',
  'airtel',
  'jio',
  'kotak',
  'hdfcbank',
  'axisbank',
  'federal',
  'citi',
  'hsbc',
  'indus',
  'pnb',
  'boi',
  'dbs',
  'freecharge',
  'yesbank',
  'unionbank',
  'postbank',
  'rbl',
  'upi',
]);
const PAY_CONTEXT =
  /\b(?:upi|vpa|pay|paid|payment|gpay|phonepe|send|transfer|bhej\w*|paisa|paise|money|amount|advance|id)\b/i;

/** With `strict`, only an e-mail with a known domain, a mail provider or a known UPI handle counts. */
function findAtSigns(text: string, strict = false): ModerationRule | null {
  for (const match of text.matchAll(/(?<![\p{L}\d._%+-])([\p{L}\d._%+-]+)@([\p{L}\d-]+(?:\.[\p{L}\d-]+)*)/gu)) {
    const local = match[1].toLowerCase();
    const domain = match[2].toLowerCase();
    const labels = domain.split('.');
    const tld = labels[labels.length - 1];
    if (isPlaceholderAddress(local, labels[0]) || ARTICLES.has(local)) continue;
    if (strict && AT_PROSE.has(local)) continue;
    if (labels.length >= 2 && TLDS.has(tld)) return 'email';
    if (labels.length === 1) {
      if (MAIL_PROVIDERS.has(domain)) return 'email';
      if (strict && COMPANY_HANDLES.has(domain) && !/[\d._]/.test(local) && !PAY_CONTEXT.test(text)) continue;
      if (UPI_HANDLES.has(domain)) return 'upi';
      if (HOST_WORDS.has(domain) || CODE_LOCALS.has(local)) continue;
      if (!strict && /^\p{L}{2,}$/u.test(domain) && local.length >= 2 && !PLACEHOLDER_DOMAINS.has(domain)) {
        return 'upi';
      }
    }
  }
  return null;
}

/** Objects whose properties code talk names like domains: user.email, order.id, req.body, app.run(). */
const CODE_OBJECTS = new Set([
  'user',
  'users',
  'order',
  'item',
  'product',
  'req',
  'res',
  'request',
  'response',
  'app',
  'router',
  'this',
  'self',
  'config',
  'process',
  'window',
  'document',
  'form',
  'props',
  'state',
  'event',
  'data',
  'model',
  'customer',
  'buyer',
  'seller',
  'profile',
  'account',
  'settings',
  'env',
  'db',
  'schema',
  'session',
]);

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
    // A property in code talk ("user.email", "order.id", "app.run()"), not a domain.
    if (CODE_OBJECTS.has(labels[0].toLowerCase()) || text[match.index + domain.length] === '(') continue;
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
// Identity and bank numbers, addresses.

// The fourth letter of a PAN says who holds it (P person, C company …); after the word PAN any letter will do.
// Not a size: "image 1920 x 1080".
const PAN = /(?<![\p{L}\d])[a-z]{3}[abcfghljpt][a-z][\s./-]?\d{4}[\s./-]?[a-z](?![\p{L}\d]| \d)/iu;
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

/**
 * A number right after the name of a reference ("order id 5478123690", "payment id 8765432101", "PO number
 * 4500123456") is that reference, however phone-like; so are the gateways' published test card numbers.
 */
const REFERENCE =
  /\b(?:order|invoice|txn|transaction|ref|reference|utr|ticket|po|awb|tracking|sku|receipt|booking|pnr|payment|shipment|consignment)(?: ?(?:id|no|number|num))?[ .:#-]{0,3}(\d{9,18})(?!\d)/g;
const TEST_CARDS = /\b(?:4111(?:[ -]?1111){3}|4242(?:[ -]?4242){3}|5555(?:[ -]?5555){2}[ -]?4444)\b/g;

function referenceNumbers(lower: string): Set<string> {
  const out = new Set<string>();
  for (const match of lower.matchAll(REFERENCE)) out.add(match[1]);
  return out;
}

/** Distinct long digit strings parsed per 2,000 characters (one message) before the text counts as digit soup. */
const PHONE_PARSE_BUDGET = 400;

function findNumbers(lower: string): ModerationRule | null {
  // Grows with the text, to at most five messages' worth: no work talk holds thousands of long digit strings.
  const budget = PHONE_PARSE_BUDGET * Math.min(5, Math.max(1, Math.ceil(lower.length / MODERATION_TEXT_MAX)));
  const context = CONTACT_CONTEXT.test(lower);
  const bank = BANK_CONTEXT.test(lower);
  const aadhaar = AADHAAR_CONTEXT.test(lower);
  let count = 0;
  const references = referenceNumbers(lower);
  for (const candidate of digitCandidates(lower.replace(TEST_CARDS, ' '), context)) {
    if (candidate.weak && !context) continue;
    if (references.has(candidate.digits)) continue;
    // Hundreds of different long digit strings in one message is digit soup, not work talk: stop parsing
    // (bounds the time on adversarial input) and treat it as hiding a number.
    if (++count > budget) return 'phone';
    // Runs far apart only make a number when they make a mobile: two figures in prose often add up to ten digits.
    if (candidate.split && !/^[6-9]/.test(candidate.digits)) continue;
    if (isPhone(candidate, context)) return 'phone';
    if (!candidate.weak && isAadhaarNumber(candidate.digits)) return 'aadhaar';
    if (aadhaar && /^[2-9]\d{11}$/.test(candidate.digits)) return 'aadhaar';
    if (bank && !candidate.weak && candidate.digits.length >= 9) return 'bank-account';
  }
  return null;
}

/** Emoji words that stand for a way of contact (emoji.ts), and platform names. */
const EMOJI_CONTACTS = new Set(['ph', 'mail', 'call']);
/**
 * "🐤 priyaart", "📲 priyaart": a message that is only an emoji standing for a platform and one name. Only when
 * the emoji opens it: "Instagram growth" written out is a topic.
 */
function findEmojiName(text: string, list: string[]): boolean {
  if (list.length < 2 || list.length > 3 || !/^\p{Extended_Pictographic}/u.test(text.trimStart())) return false;
  // The emoji became a word (normaliseText); a name follows, with a colon between or not. Not a plural, a verb
  // form or a platform's content ("📸 photos", "📞 calling", "🐦 posts").
  const [first, second, third] = list;
  if (!PLATFORMS.has(first) && !EMOJI_CONTACTS.has(first)) return false;
  const name = third === undefined ? second : second === ':' ? third : '';
  return isBareName(name) && !/(?:s|ing|ed)$/.test(name) && !PLATFORM_CONTENT.has(name);
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
  const social =
    findSocial(lower, list) ??
    (findAtHandle(atDot.toLowerCase()) || findEmojiName(text, list) ? 'social-handle' : null);
  if (social) return reject(social);
  if (IFSC.test(lower)) return reject('bank-account');
  if (findPan(normal)) return reject('pan');
  const number = findNumbers(lower);
  if (number) return reject(number);
  if (findAddress(lower)) return reject('address');
  if (findBankDetails(list)) return reject('bank-account');
  const deal = findOffPlatformDeal(list);
  if (deal) return reject(deal);
  if (findContactRequest(list)) return reject('contact-request');
  return { ok: true };
}
