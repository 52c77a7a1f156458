import { canonicalNames } from './letters.js';
import { moderateText } from './moderator.js';
import { normaliseText } from './normalise.js';
import { RULE_LABELS, type ModerationRule, type ModerationVerdict } from './rules.js';
import { MAIL_PROVIDERS, PAY_APPS, PLATFORMS, UPI_HANDLES } from './word-lists.js';

/**
 * Whether a username carries a way to reach its owner off GigBazaar: a phone number, an e-mail address, a UPI id, a
 * link or a handle on another platform (docs/product-rules.md "Moderation"). A username is shown to everyone (gig
 * cards, profiles, chat), so `priya9876543210` or `ravi.gmail.com` would carry the detail past the moderator.
 *
 * A username is at most 30 characters of `a-z0-9._-` (the shared schema has checked that), a short handle, not a
 * sentence: the moderator's text rules read it with its separators as spaces, but only for the kinds above (its
 * PAN rule would refuse `sneha1990s`), and its word lists are used here without the words that are also ordinary
 * parts of a name (`live`, `snap`, `signal`, `wise`, `bhim`, banks' short names …). The moderator reads `nikhil.ca`
 * or `ishita.data` as links (every word is a top-level domain now), so a name is a link only for the few endings
 * people type as addresses (`.com`, `.in`, `.net` …). Pure and linear.
 */

/** The moderator's verdicts that name a way of contact; the others (PAN, address words …) are not read in a name. */
const CONTACT_RULES: ReadonlySet<ModerationRule> = new Set(['phone', 'email', 'link', 'upi', 'social-handle']);

/** Words of the moderator's lists that are also ordinary parts of a handle (`music.live`, `snap_studio`, `bhim.rao`). */
const ORDINARY_PARTS: ReadonlySet<string> = new Set([
  // platforms
  'gram',
  'tele',
  'signal',
  'snap',
  'threads',
  'teams',
  'zoom',
  'hike',
  'wp',
  'imo',
  'kik',
  'moj',
  'koo',
  'whats',
  'messenger',
  'hangouts',
  // mail providers
  'live',
  'proton',
  'zoho',
  // payment apps and currencies people name as an interest
  'wise',
  'bhim',
  'crypto',
  'bitcoin',
  'btc',
  'usdt',
  'binance',
  // banks and companies (a UPI handle is the bank's short name; `neha.jio` may work there)
  'sc',
  'citi',
  'federal',
  'indus',
  'jio',
  'airtel',
  'boi',
  'dbs',
  'slc',
  'kbl',
  'fbl',
  'rbl',
  'pnb',
  'hsbc',
  'axl',
  'apl',
  'sbi',
  'icici',
  'kotak',
  'cnrb',
]);

const without = (list: ReadonlySet<string>) => new Set([...list].filter((w) => !ORDINARY_PARTS.has(w)));
const PLATFORM_PARTS = without(PLATFORMS);
const PAY_PARTS = without(PAY_APPS);
const MAIL_PARTS = without(MAIL_PROVIDERS);
/** UPI handles read as the part after a name: `priya.okaxis`, `ravi_ybl`. */
const UPI_PARTS = without(UPI_HANDLES);

/** Names long and distinct enough to be found glued inside a part of the name: `priyainstagram`, `ravigmail`. */
const GLUED: ReadonlyArray<readonly [string, ModerationRule]> = [
  ...(
    [
      'instagram',
      'telegram',
      'whatsapp',
      'snapchat',
      'facebook',
      'linkedin',
      'youtube',
      'tiktok',
      'twitter',
      'discord',
      'skype',
      'sharechat',
      'behance',
      'dribbble',
      'fiverr',
      'upwork',
    ] as const
  ).map((w) => [w, 'social-handle'] as const),
  ...(['gmail', 'googlemail', 'hotmail', 'rediffmail', 'protonmail', 'zohomail', 'yahoo'] as const).map(
    (w) => [w, 'email'] as const,
  ),
  // Not `gpay` (`bigpayday`): as a part of its own it is found above.
  ...(['paytm', 'phonepe', 'googlepay', 'amazonpay', 'paypal', 'payoneer', 'mobikwik'] as const).map(
    (w) => [w, 'upi'] as const,
  ),
  ...(['bitly', 'linktree', 'linktr', 'tinyurl'] as const).map((w) => [w, 'link'] as const),
];

/** UPI handles of the `ok` family, found at the end of a part: `priyaoksbi` (but not `booksbindery`). */
const OK_HANDLES = ['okaxis', 'okicici', 'okhdfcbank', 'oksbi'] as const;

/** Endings people type as web addresses; a name ending `.design`, `.ca` or `.data` is a name. */
const WEB_ENDINGS: ReadonlySet<string> = new Set([
  'com',
  'net',
  'org',
  'in',
  'co',
  'io',
  'info',
  'biz',
  'xyz',
  'online',
  'site',
  'website',
  'store',
  'shop',
  'link',
  'ly',
  'gl',
  'tk',
  'page',
  'app',
]);

/** The digits of a name, read together: ten of them in a row starting 6–9 make an Indian mobile number. */
function carriesMobile(name: string): boolean {
  const digits = name.replace(/\D/g, '');
  return digits.length >= 10 && /[6-9]\d{9}/.test(digits);
}

const refuse = (rule: ModerationRule): ModerationVerdict => ({ ok: false, rule, label: RULE_LABELS[rule] });

function partRule(words: readonly string[]): ModerationRule | null {
  for (const [i, word] of words.entries()) {
    if (PLATFORM_PARTS.has(word)) return 'social-handle';
    if (MAIL_PARTS.has(word)) return 'email';
    if (PAY_PARTS.has(word)) return 'upi';
    // A UPI id's handle follows its name; alone at the start it is more likely a name of its own.
    if (i > 0 && UPI_PARTS.has(word)) return 'upi';
    if (word === 'www' || word === 'http' || word === 'https') return 'link';
    // `t.me/…`, `wa.me/…`: the two messengers' link domains.
    if (word === 'me' && (words[i - 1] === 't' || words[i - 1] === 'wa')) return 'link';
  }
  return null;
}

/** `{ ok: true }`, or the kind of contact detail a (lowercased, schema-valid) username carries. */
export function judgeUsername(username: string): ModerationVerdict {
  const name = username.trim().toLowerCase();
  if (carriesMobile(name)) return refuse('phone');

  const spaced = name.replace(/[._-]+/g, ' ').trim();
  // The moderator's own spelling rules: `t3l3gr4m`, `1nst4`, `g.pay`, `insta.gram` are written one way.
  const words = canonicalNames(normaliseText(spaced).toLowerCase()).split(/\s+/).filter(Boolean);
  const byPart = partRule(words);
  if (byPart) return refuse(byPart);

  for (const word of words) {
    for (const [glued, rule] of GLUED) if (word.includes(glued)) return refuse(rule);
    if (OK_HANDLES.some((handle) => word.endsWith(handle))) return refuse('upi');
  }

  // A web address: the ending after the last dot (`priya.in`, `ravi.gmail.com`), or `com` after any separator.
  const parts = name.split(/[._-]/).filter(Boolean);
  const ending = parts.at(-1) ?? '';
  if (parts.length > 1 && (ending === 'com' || (name.includes('.') && WEB_ENDINGS.has(name.split('.').at(-1)!)))) {
    return refuse('link');
  }

  // Everything else the moderator finds in the name written as words: `98765 43210`, `ravi gmail com`, `on telegram`.
  const verdict = moderateText(spaced);
  if (!verdict.ok && CONTACT_RULES.has(verdict.rule)) return verdict;
  return { ok: true };
}
