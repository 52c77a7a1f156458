import { trimEndChars } from '@gigbazaar/shared/rules/text';
import type { ModerationRule } from './rules.js';
import { MAIL_PROVIDERS, PAY_APPS, PLATFORMS, STOPWORDS, UPI_HANDLES } from './word-lists.js';

/**
 * The word rules: handles, moving the chat off the platform, payment outside it, an address without its @, link
 * shorteners named as words, and asking for details. A word list with small windows (no regex with unbounded
 * gaps) over the message's words, each rule one walk over them.
 */
const WORD = /[\p{L}\p{M}\d_.#:@-]+|[?!]/gu;

/** The words of a message; a trailing ':' becomes a word of its own ("gmail: x"), a lone '-' or ':' stays. */
export function words(lower: string): string[] {
  const out: string[] = [];
  // Dashes of every length are one separator: "telegram – priya".
  for (const word of lower.replace(/[–—]/g, ' - ').match(WORD) ?? []) {
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
/** Words between a platform and its handle that do not name it: "snapchat ka id …", "yt channel: …". */
const SOCIAL_GAP = new Set([
  'ka',
  'ki',
  'ke',
  'wala',
  'wali',
  'mera',
  'meri',
  'channel',
  'account',
  'acc',
  'i',
  'm',
  'im',
  'am',
  'search',
  'under',
  'follow',
  'find',
  // "on discord i go by priyaart".
  'go',
  'goes',
  'by',
  // "portfolio on behance slash priyaart99".
  'slash',
]);
/** Where a move to another channel is named by the channel alone: "let's move this to email", "zoom pe". */
const MOVE_TARGETS = new Set(['email', 'e-mail', 'mail', 'gmail', 'sms']);
const LET_WORDS = new Set(['me', 'mujhe', 'let', 'lets', 'we', 'hum', 'karte', 'karenge']);
const LINK_WORDS = new Set(['is', 'hai', ':', '-', '=', 'as', 'pe', 'par', '@']);
const PREPOSITIONS = new Set(['on', 'via', 'over', 'through', 'thru', 'in', 'pe', 'par', 'per', 'mein', 'me', 'at']);
const MOVE_VERBS = new Set([
  'hit',
  'hmu',
  'catch',
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
  // "priya_art_99 ← that is my insta", "x_y — yeh meri insta hai".
  'that',
  'thats',
  "that's",
  'this',
  'ye',
  'yeh',
  'wo',
  'woh',
]);
/** Handle-shaped words that are work: files, versions, sizes, times, hashtags ("logo_v2.png on instagram"). */
const NOT_A_HANDLE =
  /^(?:[\d#]|v\d)|\.(?:png|jpe?g|gif|webp|svg|pdf|mp[34]|mov|avi|mkv|psd|ai|eps|zip|rar|docx?|xlsx?|pptx?|txt|csv|fig|xd|indd|tiff?|wav|html?|css|js|ts|py)$/;

/** A property or a method in code talk ("z.string", "m.handle", "user.email"), not a handle. */
const CODE_TAIL =
  /\.(?:string|number|boolean|object|array|optional|nullable|unknown|any|email|uuid|min|max|length|map|filter|value|id|log|get|set|push|json|then|catch|find|handle|username|name|user|userid|data|body|params|query)$/;

function isHandleToken(token: string): boolean {
  if (token.length < 3 || STOPWORDS.has(token) || CODE_TAIL.test(token)) return false;
  return /[\d_.#:]/.test(token) && /\p{L}/u.test(token);
}

/**
 * Words after an @ in code talk: CSS at-rules, decorators and annotations, template directives ("the @media
 * query", "@Injectable()", "@click handler", "@foreach"). Compared with the part before the first dot.
 */
const CODE_AT_WORDS = new Set([
  'media',
  'import',
  'keyframes',
  'font',
  'apply',
  'tailwind',
  'layer',
  'container',
  'supports',
  'mixin',
  'include',
  'use',
  'forward',
  'extend',
  'each',
  'if',
  'else',
  'return',
  'function',
  'charset',
  'page',
  'property',
  'injectable',
  'component',
  'input',
  'output',
  'override',
  'autowired',
  'restcontroller',
  'controller',
  'service',
  'entity',
  'test',
  'param',
  'returns',
  'throws',
  'deprecated',
  'click',
  'submit',
  'change',
  'keyup',
  'keydown',
  'input',
  'csrf',
  'foreach',
  'extends',
  'section',
  'yield',
  'endsection',
  'endif',
  'php',
  'echo',
  'app',
  'staticmethod',
  'classmethod',
  'dataclass',
  'pytest',
  'bean',
  'getmapping',
  'postmapping',
  'requestmapping',
  'springbootapplication',
  'data',
  'valid',
  'transactional',
  'viewchild',
  'hostlistener',
  'ngmodule',
  'directive',
  'pipe',
  'prop',
  'props',
  'watch',
  'computed',
  'action',
  'observable',
  'types',
  'angular',
  'nestjs',
  'babel',
  'mui',
  'emotion',
  'vue',
  'react',
  'testing',
  'tanstack',
  'reduxjs',
  'prisma',
  'supabase',
  'vercel',
  'aws',
  'google',
  'router',
  'api',
  'route',
  'get',
  'post',
  'put',
  'delete',
  'patch',
  'override',
  'suppresswarnings',
  'functionalinterface',
  'jsonproperty',
  'column',
  'table',
  'id',
  'generatedvalue',
  'before',
  'after',
  'beforeeach',
  'aftereach',
  'mock',
  'inject',
  'module',
  'global',
  'theme',
  'tailwindcss',
  'layout',
  'content',
  'container',
  'keyframe',
  'counter',
  'namespace',
  'viewport',
  'document',
  'debug',
  'warn',
  'error',
  'at',
  'root',
  'self',
  'latest',
  'next',
  'vite',
  'types',
  'todo',
  'author',
  'version',
  'since',
  'see',
  'link',
  'example',
  'returns',
  'type',
  'typedef',
  'callback',
  'async',
  'await',
  'task',
  'dag',
  'job',
  'slot',
  'model',
  'bind',
  'on',
  'ref',
  'key',
  'show',
  'for',
  'while',
  'switch',
  'case',
  'defer',
  'let',
  'const',
  'var',
  'mention',
  'everyone',
  'here',
  'channel',
  'all',
  'admin',
  'team',
  'username',
  'name',
  'handle',
  'yourname',
  'tag',
  'user',
]);

/** @handle on its own (an e-mail has letters before the @): @priya.designs, not meet @ 5 or logo@2x. */
export function findAtHandle(lower: string): boolean {
  // "follow @ priya.designs": a space after the @ when the handle has a dot, an underscore or a digit.
  if (/(?<![\p{L}\d._@-])@ [\p{L}\d_]{2,}[._\d][\p{L}\d_.]*/u.test(lower)) return true;
  for (const match of lower.matchAll(/(?<![\p{L}\d._@-])@([\p{L}\d_][\p{L}\d_.]{2,29})/gu)) {
    const handle = match[1];
    if (!/\p{L}/u.test(handle) || /^\d+x$/.test(handle)) continue;
    // An npm scope ("@types/react"), a decorator called ("@Injectable()"), a directive with a value ("@click=").
    const after = lower[match.index + match[0].length] ?? '';
    if (after === '/' || after === '(' || after === '=' || after === '-') continue;
    const head = handle.split('.')[0];
    if (CODE_AT_WORDS.has(head)) continue;
    // A mail domain ("block signups from @mailinator.com") names a domain, not an account.
    if (/\.(?:com|net|org|in|co|io)$/.test(handle) && handle.split('.').length === 2) continue;
    return true;
  }
  return false;
}

/** Verbs that also take a thing ("follow trends", "add stickers", "find references"): moves only with a person. */
const OBJECT_VERBS = new Set(['follow', 'add', 'find', 'join', 'catch']);
const PERSON_AFTER_VERB = new Set([
  'me',
  'us',
  'mujhe',
  'hamein',
  'humein',
  'on',
  'via',
  'in',
  'pe',
  'par',
  'there',
  'back',
  'my',
  'me,',
]);
/** Whether span[k] is a verb of moving the talk (for verbs that take things, only when a person follows it). */
function movesTalk(span: string[], k: number): boolean {
  const word = span[k];
  if (!MOVE_VERBS.has(word)) return false;
  return !OBJECT_VERBS.has(word) || k + 1 >= span.length || PERSON_AFTER_VERB.has(span[k + 1]);
}
/** What is on a platform rather than a way to reach someone: "insta pe reels ka format". */
export const PLATFORM_CONTENT = new Set([
  'post',
  'posts',
  'reel',
  'reels',
  'story',
  'stories',
  'ads',
  'ad',
  'likes',
  'followers',
  'views',
  'video',
  'videos',
  'trend',
  'trends',
  'trending',
  'content',
  'page',
  'pages',
  'feed',
  'highlights',
  'bio',
  'grid',
  'carousel',
  'shorts',
  'thumbnail',
  'engagement',
  'reach',
]);

/** "I post as priyaart on instagram", "known as priyaart on ig". */
const AS_NAMED = new Set(['post', 'posting', 'posts', 'known', 'me', 'am', 'im', 'go', 'goes', 'called', 'named']);

/** Verbs before a name that is looked up on a platform. */
const FIND_VERBS = new Set([
  'search',
  'find',
  'follow',
  'add',
  'dm',
  'message',
  'msg',
  'ping',
  'lookup',
  'dhundo',
  'search:',
]);
/** Words that may follow a handle at the end of a message. */
const NAME_ENDERS = new Set(['pe', 'par', 'hai', 'on', 'only', 'here', 'please', 'pls', 'thanks', 'bhai', 'sir', 'ji']);
/** Ordinary words that follow "Instagram:" in work talk: a status or a topic, not a name. */
const NOT_NAMES = new Set([
  'update',
  'mockup',
  'draft',
  'preview',
  'wireframe',
  'prototype',
  'feedback',
  'revision',
  'invoice',
  'screenshot',
  'received',
  'scheduled',
  'done',
  'pending',
  'ready',
  'later',
  'soon',
  'next',
  'connected',
  'linked',
  'active',
  'added',
  'sent',
  'fixed',
  'working',
  'yes',
  'both',
  'none',
  'optional',
  'required',
  'mandatory',
  'included',
  'extra',
  'free',
  'paid',
  'same',
  'above',
  'below',
  'handle',
  'square',
  'portrait',
  'landscape',
  'vertical',
  'horizontal',
  'approved',
  'rejected',
  'posted',
  'scheduled',
  'live',
  'completed',
  'complete',
  'remaining',
  'yet',
  'tbd',
  'soon',
  'today',
  'tomorrow',
  'weekly',
  'daily',
  'monthly',
  'thumbnail',
  'thumbnails',
  'cover',
  'covers',
  'carousel',
  'stickers',
  'sticker',
  'goes',
  'go',
  'should',
  'will',
  'needs',
  'must',
  'can',
  'here',
  'there',
  'under',
  'over',
  'text',
  'font',
  'placement',
  'position',
  'size',
  'colour',
  'color',
  'shows',
  'appears',
  'looks',
  'format',
  'style',
  'design',
  'only',
]);

/** One word that may be someone's name on a platform: letters (and digits, _ or .), not a common word. */
export function isBareName(token: string): boolean {
  // A plural of a topic ("bots", "stickers") is no name either.
  const singular = token.endsWith('s') ? token.slice(0, -1) : token;
  return (
    !STOPWORDS.has(singular) &&
    !NOT_NAMES.has(singular) &&
    /^[\p{L}\d_.]{4,30}$/u.test(token) &&
    /\p{L}/u.test(token) &&
    !STOPWORDS.has(token) &&
    !NOT_NAMES.has(token) &&
    !PLATFORMS.has(token) &&
    !NOT_A_HANDLE.test(token)
  );
}

/** A word shaped like a handle: letters joined to letters or digits by _ or a dot ("priya_art_99", "priya.art"). */
const HANDLE_SHAPE = /^\p{L}[\p{L}\d]*(?:[._][\p{L}\d]+)+$/u;

/** Words between "my username" and the handle that say where it is used. */
const HANDLE_GAP = new Set([
  'everywhere',
  'always',
  'usually',
  'also',
  'too',
  'all',
  'on',
  'every',
  'each',
  'across',
  'app',
  'apps',
  'platforms',
  'socials',
  'there',
]);

/** "my handle is priya_designs", "priya_art_99 is me", "I am priya.art everywhere": a handle without its platform. */
function findOwnHandle(list: string[]): boolean {
  for (let i = 0; i < list.length; i++) {
    const token = list[i];
    // "find me everywhere as priyaart99", "search me as x_y".
    if (
      list[i - 1] === 'as' &&
      isHandleToken(token) &&
      !NOT_A_HANDLE.test(token) &&
      list.slice(Math.max(0, i - 5), i).some((w) => ['find', 'search', 'look'].includes(w))
    )
      return true;
    if (!HANDLE_SHAPE.test(token) || NOT_A_HANDLE.test(token) || STOPWORDS.has(token)) continue;
    if (list[i + 1] === 'is' && list[i + 2] === 'me') return true;
    if ((list[i - 1] === 'am' && list[i - 2] === 'i') || list[i - 1] === 'im') {
      if (i === list.length - 1 || ['everywhere', 'on', 'pe', 'par'].includes(list[i + 1])) return true;
    }
    if (list[i + 1] === 'everywhere') return true;
    // "priya_art_99 on every platform", "x_y on all apps".
    if (list[i + 1] === 'on' && ['every', 'all', 'each'].includes(list[i + 2] ?? '')) return true;
  }
  // "I'm priyaart99 on most apps", "follow priyaart99 for my other work, then dm".
  for (let i = 1; i < list.length; i++) {
    const token = list[i];
    if (!isHandleToken(token) || NOT_A_HANDLE.test(token) || !/\d/.test(token) || /^\d/.test(token)) continue;
    const iAm =
      (list[i - 1] === 'm' && list[i - 2] === 'i') ||
      list[i - 1] === 'im' ||
      list[i - 1] === 'am' ||
      (list[i - 1] === 'by' && ['go', 'goes'].includes(list[i - 2] ?? ''));
    const where = ['most', 'all', 'every', 'each', 'many', 'other'].includes(list[i + 2] ?? '') ? i + 3 : i + 2;
    if (
      iAm &&
      list[i + 1] === 'on' &&
      (['apps', 'app', 'platforms', 'socials', 'social', 'sites', 'networks'].includes(list[where] ?? '') ||
        PLATFORMS.has(list[where] ?? ''))
    )
      return true;
    if (
      ['follow', 'search', 'find'].includes(list[i - 1]) &&
      token.replace(/\P{L}/gu, '').length >= 5 &&
      list.slice(i + 1, i + 9).some((w) => ['dm', 'msg', 'message', 'ping', 'text'].includes(w) || PLATFORMS.has(w))
    )
      return true;
  }
  // "same username as here, on insta": the name used here, found on a platform.
  for (let i = 0; i < list.length; i++) {
    if (!SAME_WORDS.has(list[i])) continue;
    const named = list
      .slice(i + 1, i + 3)
      .some((w) => ['username', 'handle', 'id', 'naam', 'name', 'user'].includes(w));
    if (
      named &&
      list.slice(i + 1, i + 6).some((w) => ['here', 'yahan', 'gigbazaar'].includes(w)) &&
      list.slice(i + 1, i + 9).some((w) => PLATFORMS.has(w))
    )
      return true;
  }
  // "priyaart99 everywhere — ig, tg, snap": a name everywhere, with the platforms named.
  for (let i = 0; i + 1 < list.length; i++) {
    if (
      list[i + 1] === 'everywhere' &&
      isHandleToken(list[i]) &&
      !NOT_A_HANDLE.test(list[i]) &&
      list.slice(i + 2, i + 6).some((w) => PLATFORMS.has(w))
    )
      return true;
  }
  for (let i = 0; i < list.length; i++) {
    if (!['handle', 'username', 'userid', 'id', 'socials', 'tag', 'profile'].includes(list[i])) continue;
    let j = i + 1;
    // "my username everywhere is x_y", "my handle on all apps: x_y".
    while (
      j < list.length &&
      j <= i + 4 &&
      (LINK_WORDS.has(list[j]) || SOCIAL_GAP.has(list[j]) || HANDLE_GAP.has(list[j]))
    )
      j++;
    const token = list[j]?.replace(/^@/, '') ?? '';
    if (!isHandleToken(token) || NOT_A_HANDLE.test(token)) continue;
    // "my handle is x_y", or "handle — x_y" opening the message.
    const marked = list.slice(i + 1, j).some((w) => w === ':' || w === '-' || w === '=');
    if (['my', 'mera', 'meri', 'our'].includes(list[i - 1] ?? '') || (i === 0 && marked)) return true;
  }
  return false;
}

export function findSocial(lower: string, list: string[]): ModerationRule | null {
  if (findAtHandle(lower)) return 'social-handle';
  if (findOwnHandle(list)) return 'social-handle';
  const abbreviated = findAbbreviatedPlatform(list);
  if (abbreviated) return abbreviated;
  // "p.r.i.y.a.a.r.t on ig", "priyaart pe insta": a short message that is one name and its platform.
  if (list.length <= 4) {
    for (let i = 1; i + 1 < list.length; i++) {
      const name = list[i - 1];
      if (
        ['on', 'pe', 'par', 'at'].includes(list[i]) &&
        PLATFORMS.has(list[i + 1]) &&
        i + 2 >= list.length - 1 &&
        isBareName(name) &&
        !PLATFORM_CONTENT.has(name) &&
        !/(?:s|ing|ed)$/.test(name) &&
        (i === 1 || ['me', 'im', 'am', 'as'].includes(list[i - 2]))
      )
        return 'social-handle';
    }
  }
  // A LinkedIn profile path without its domain: "linkedin: /in/priya-designs"; a Reddit user: "u/priyaart".
  if (/(?<![\p{L}\d])\/in\/[\p{L}\d_-]{3,}|(?<![\p{L}\d/.])u\/[\p{L}\d_-]{3,}/u.test(lower)) return 'social-handle';
  // "instagram com slash priyaart", "discord gg/priyaart": a platform's address with its dot left out, and a path.
  for (const match of lower.matchAll(
    /(?<![\p{L}\d])(\p{L}{1,12}) (?:com|gg|me|net|org|co|ly|io)(?: ?\/ ?| slash )([\p{L}\d_.-]{3,30})/gu,
  )) {
    if ((PLATFORMS.has(match[1]) || match[1] === 't') && isBareName(match[2])) return 'social-handle';
  }
  // "insta/priyaart", "ig / priya.art": a profile path without its domain.
  for (const match of lower.matchAll(/(?<![\p{L}\d/])(\p{L}{1,12}) ?\/ ?([\p{L}\d_.]{3,30})(?![\p{L}\d/])/gu)) {
    if (PLATFORMS.has(match[1]) && isBareName(match[2]) && !PLATFORMS.has(match[2])) return 'social-handle';
  }
  // "priyaart (telegram)", "🔵 priya_art (fb)": a name with its platform in brackets, in a short message or shaped
  // like a handle ("reels (instagram)" in a brief is a topic).
  for (const match of lower.matchAll(/(?<![\p{L}\d_.])([\p{L}\d_.]{3,30}) ?\((\p{L}{2,12})\)/gu)) {
    if (PLATFORMS.has(match[2]) && isBareName(match[1]) && list.length <= 5) {
      return 'social-handle';
    }
  }
  for (let i = 0; i < list.length; i++) {
    const word = list[i];
    const isPlatform = PLATFORMS.has(word) || (word === 'x' && /^[:@]/.test(list[i + 1] ?? ':'));
    if (!isPlatform) continue;
    // "insta id is priyadesigns", "snap id: rahul_snaps22", "discord rahul#1234", "find me on insta as priya.designs".
    let j = i + 1;
    let named = false;
    while (
      j < list.length &&
      j <= i + 4 &&
      (HANDLE_WORDS.has(list[j]) || LINK_WORDS.has(list[j]) || SOCIAL_GAP.has(list[j]))
    ) {
      if (HANDLE_WORDS.has(list[j])) named = true;
      j++;
    }
    const token = list[j]?.replace(/^@/, '') ?? '';
    if (
      token &&
      (isHandleToken(token) || (named && token.length >= 3 && !STOPWORDS.has(token) && !NOT_NAMES.has(token)))
    ) {
      return 'social-handle';
    }
    // "my insta? priyaart": a question mark, then one name that ends the message.
    if (list[i + 1] === '?' && i + 2 === list.length - 1 && isBareName(list[i + 2])) return 'social-handle';
    // "on ig i am priyaartstudio": a name after "I am" that ends the message.
    if (
      list.slice(i + 1, j).some((w) => w === 'am' || w === 'im' || (w === 'by' && list[j - 2] !== undefined)) &&
      isBareName(token) &&
      !/(?:ing|ed|ly)$/.test(token) &&
      (j === list.length - 1 || NAME_ENDERS.has(list[j + 1]))
    ) {
      return 'social-handle';
    }
    // A LinkedIn slug: "linkedin priya-designs".
    if (word === 'linkedin' && /^[\p{L}\d]+-[\p{L}\d-]{2,}$/u.test(token)) return 'social-handle';
    // "telegram: priyaart", "insta – priya": a colon or a dash after the platform and one name that ends the message.
    if (
      list.slice(i + 1, j).some((w) => w === ':' || w === '-' || w === '=') &&
      isBareName(token) &&
      (j === list.length - 1 || /^[?!]$/.test(list[j + 1]) || NAME_ENDERS.has(list[j + 1]))
    ) {
      return 'social-handle';
    }
    // "insta: priya dot designs": a handle with its dot spelled out.
    if (
      j > i + 1 &&
      token.length >= 2 &&
      (list[j + 1] === 'dot' || list[j + 1] === '.') &&
      /^[\p{L}\d_]{2,}$/u.test(list[j + 2] ?? '')
    ) {
      return 'social-handle';
    }
    // The handle first: "priya.designs on insta", "priya_designs99 is my telegram", "priya.designs (ig)".
    let k = i - 1;
    while (k >= 0 && k >= i - 4 && BEFORE_PLATFORM.has(list[k])) k--;
    if (k >= 0 && isHandleToken(list[k]) && !NOT_A_HANDLE.test(list[k])) return 'social-handle';
    // "search priyaartstudio on insta", "follow priyaart on ig": a name after a verb of finding, before the platform.
    const finder =
      (list[k - 1] === 'up' && list[k - 2] === 'look') ||
      (list[k - 1] === 'for' && FIND_VERBS.has(list[k - 2] ?? '')) ||
      (list[k - 1] === 'as' && AS_NAMED.has(list[k - 2] ?? ''))
        ? 'lookup'
        : list[k - 1];
    if (k >= 1 && k < i - 1 && FIND_VERBS.has(finder) && isBareName(list[k]) && !list[k].endsWith('s')) {
      return 'social-handle';
    }
    // "ping me on telegram", "lets continue on whatsapp", "whatsapp karo", "telegram pe baat karte hain".
    // "DM me on the gram": the article is skipped.
    const at = list[i - 1] === 'the' ? i - 1 : i;
    const before = list[at - 1] ?? '';
    if (PREPOSITIONS.has(before) && list.slice(Math.max(0, at - 5), at - 1).some((w, k, span) => movesTalk(span, k))) {
      return 'off-platform';
    }
    if (before === 'to' && list.slice(Math.max(0, i - 5), i - 1).some((w) => MOVE_TO_VERBS.has(w)))
      return 'off-platform';
    // "slide into my dms on insta", "my inbox on ig is open".
    if (
      PREPOSITIONS.has(before) &&
      list
        .slice(Math.max(0, at - 5), at - 1)
        .some((w, n, span) => ['dms', 'dm', 'inbox'].includes(w) && ['my', 'mere', 'meri'].includes(span[n - 1] ?? ''))
    )
      return 'off-platform';
    // "signal app pe aao": the word app may stand between. "insta pe reels ka format" speaks of the platform's content.
    const after = list[i + 1] === 'app' ? i + 2 : i + 1;
    // "behance pe jo case study hai": the one on the platform, a topic.
    if (
      before === 'same' ||
      (AFTER_PLATFORM.has(list[after] ?? '') &&
        !PLATFORM_CONTENT.has(list[after + 1] ?? '') &&
        !RELATIVES.has(list[after + 1] ?? '') &&
        // "WhatsApp pe share karne wala button": a part of a design that acts on the platform.
        !list
          .slice(after + 1, after + 6)
          .some(
            (w, n, span) =>
              RELATIVES.has(w) && (STOPWORDS.has(span[n + 1] ?? '') || DESIGN_NOUNS.has(span[n + 1] ?? '')),
          ))
    )
      return 'off-platform';
    // "insta dm karo", "instagram dm kholo", "whatsapp call kar lo": talk on the platform, asked for.
    if (
      ['dm', 'msg', 'message', 'call', 'chat', 'text', 'ping', 'vc'].includes(list[after] ?? '') &&
      ['karo', 'kar', 'kardo', 'kholo', 'karna', 'karein', 'kariye', 'kijiye', 'me', 'mujhe'].includes(
        list[after + 1] ?? '',
      ) &&
      !NEGATIONS.has(list[after + 2] ?? '')
    )
      return 'off-platform';
    // 'search "priya art studio" on fb and message me': found there, then reached.
    if (
      PREPOSITIONS.has(before) &&
      isBareName(list[i - 2] ?? '') &&
      !list[i - 2].endsWith('s') &&
      list.slice(Math.max(0, i - 6), i - 1).some((w) => FIND_VERBS.has(w)) &&
      list.slice(i + 1, i + 5).some((w, n, span) => REACH_THERE.has(w) && ['me', 'mujhe', 'us'].includes(span[n + 1]))
    )
      return 'off-platform';
    // "watsapp pr msg kr": "pr" is "par" in chat shorthand (and a PR too, so only before a move).
    if (
      list[after] === 'pr' &&
      ['msg', 'kr', 'karo', 'kro', 'aao', 'aa', 'baat', 'milo', 'message', 'ping', 'call'].includes(
        list[after + 1] ?? '',
      )
    )
      return 'off-platform';
    // "I am also on the app with the bird, same name", "my wa is same as my username".
    if (
      list.slice(i + 1, i + 4).includes('same') &&
      list.slice(i + 1, i + 6).some((w) => ['name', 'username', 'id', 'handle', 'number', 'naam'].includes(w))
    ) {
      return 'off-platform';
    }
    if (['my', 'mera', 'meri'].includes(before) && list.slice(i + 1, i + 4).includes('same')) return 'off-platform';
    // "whatsapp no. wahi hai jo profile pe hai": the number there is the one shown elsewhere.
    if (
      ['no', 'num', 'number', 'id'].includes(list[after] ?? '') &&
      list.slice(after + 1, after + 4).some((w) => SAME_WORDS.has(w))
    ) {
      return 'off-platform';
    }
    // "my discord is priyaart", "meri insta hai priyaart": one name after my platform that ends the message.
    if (
      ['my', 'mera', 'meri'].includes(before) &&
      LINK_WORDS.has(list[i + 1] ?? '') &&
      list[i + 1] !== 'pe' &&
      list[i + 1] !== 'par' &&
      isBareName(list[i + 2] ?? '') &&
      !STATES.has(list[i + 2] ?? '') &&
      !/(?:ing|ed|ly|ive|ful|less|able|ate)$/.test(list[i + 2] ?? '') &&
      (i + 3 === list.length || NAME_ENDERS.has(list[i + 3]) || /^[?!]$/.test(list[i + 3]))
    ) {
      return 'social-handle';
    }
    // "yt channel: priyaartstudio, comment karo wahan", "behance pe x naam se hoon, wahan msg karo", "hire me there".
    if (talkedThere(list, i)) return 'off-platform';
    if (word === 'whatsapp' && list[i + 1] === 'me') return 'off-platform';
    // "join my zoom", "add my insta", "come to my upwork profile".
    if (before === 'my' && MOVE_VERBS.has(list[i - 2] ?? '')) return 'off-platform';
    if (
      before === 'my' &&
      ['to', 'on'].includes(list[i - 2] ?? '') &&
      (MOVE_VERBS.has(list[i - 3] ?? '') || MOVE_TO_VERBS.has(list[i - 3] ?? ''))
    )
      return 'off-platform';
  }
  return findMoveTo(list);
}

/** "the one on …": "insta pe jo post hai", "fb pe wala page". */
const RELATIVES = new Set(['jo', 'wala', 'wali', 'wale', 'vala', 'vali', 'vale']);
/**
 * Short names of platforms that are ordinary abbreviations too (sc for a scene, dc for a motor, li for a list
 * item): a platform only before a handle ("sc: priya.art99", "disc username priyaart") or a move ("wts pe msg").
 */
const WEAK_PLATFORMS = new Set(['sc', 'dc', 'disc', 'twt', 'wts', 'wsp', 'li', 'tw', 'scp', 'tele', 'ph']);
const WEAK_MOVES = new Set(['add', 'msg', 'message', 'ping', 'dm', 'baat', 'aao', 'aa', 'milo', 'call', 'text']);
function findAbbreviatedPlatform(list: string[]): ModerationRule | null {
  for (let i = 0; i < list.length; i++) {
    if (!WEAK_PLATFORMS.has(list[i])) continue;
    const next = list[i + 1] ?? '';
    if (['pe', 'par', 'pr'].includes(next) && list.slice(i + 2, i + 4).some((w) => WEAK_MOVES.has(w))) {
      return 'off-platform';
    }
    let j = i + 1;
    let named = false;
    while (j < list.length && j <= i + 3 && (HANDLE_WORDS.has(list[j]) || [':', '-', '='].includes(list[j]))) {
      if (HANDLE_WORDS.has(list[j])) named = true;
      j++;
    }
    // The name ends the message: "sc: scene2 cut" goes on about the work.
    if (j === i + 1 || !(j === list.length - 1 || NAME_ENDERS.has(list[j + 1]) || /^[?!]$/.test(list[j + 1]))) {
      continue;
    }
    const token = list[j]?.replace(/^@/, '') ?? '';
    if (isHandleToken(token) && !NOT_A_HANDLE.test(token) && !/^\d/.test(token)) return 'social-handle';
    if (named && token.length >= 4 && isBareName(token)) return 'social-handle';
    // "li profile: priya-sharma-designs": a slug.
    if (named && /^\p{L}[\p{L}\d]*(?:-[\p{L}\d]+){2,}$/u.test(token)) return 'social-handle';
  }
  return null;
}
/** "the same", in English and Hindi: "my wa is the same", "whatsapp no. wahi hai". */
const SAME_WORDS = new Set(['same', 'wahi', 'vahi', 'wohi', 'vohi']);
/** What a platform account is, not its name: "my insta is private", "my discord is down". */
const STATES = new Set([
  'private',
  'public',
  'dead',
  'down',
  'new',
  'old',
  'small',
  'big',
  'empty',
  'blocked',
  'banned',
  'hacked',
  'verified',
  'inactive',
  'active',
  'locked',
  'suspended',
  'deleted',
  'paused',
  'closed',
  'open',
  'slow',
  'full',
  'better',
  'bigger',
  'growing',
  'business',
  'personal',
]);
/** "there, on the order page": the place pointed at is the site. */
const SITE_WORDS_HERE = new Set(['gigbazaar', 'order', 'page', 'checkout', 'here', 'site', 'platform']);
const THERE_WORDS = new Set(['there', 'wahan', 'wahin', 'vahan', 'vahin', 'udhar', 'wahaan']);
/** Verbs of reaching or paying someone, which "there" after a platform sends elsewhere. */
const REACH_THERE = new Set([
  'msg',
  'message',
  'dm',
  'ping',
  'text',
  'contact',
  'reach',
  'call',
  'baat',
  'talk',
  'hire',
  'pay',
  'comment',
  'reply',
  'order',
]);
/**
 * A platform named, then someone reached there within a few words: "yt channel: x, comment karo wahan", "behance
 * pe x naam se hoon, wahan msg karo", "come to my upwork profile and hire me there". Not "post there" or "the chat
 * opens there".
 */
function talkedThere(list: string[], i: number): boolean {
  // "the WhatsApp button …", "the telegram icon …": a part of a design, not a place ("yt channel: x" names one).
  if (
    STOPWORDS.has(list[i + 1] ?? '') &&
    !['is', 'me', 'my', 'pe', 'par', 'on'].includes(list[i + 1]) &&
    list[i + 2] !== ':'
  )
    return false;
  for (let k = i + 1; k < list.length && k <= i + 10; k++) {
    if (!THERE_WORDS.has(list[k])) continue;
    const from = Math.max(i + 1, k - 3);
    // A verb, not a noun after an article ("the message there is prefilled").
    const reached = list
      .slice(from, k + 3)
      .some((w, n) => REACH_THERE.has(w) && !ARTICLES_BEFORE.has(list[from + n - 1] ?? ''));
    if (reached && !list.slice(k + 1, k + 4).some((w) => SITE_WORDS_HERE.has(w))) return true;
  }
  return false;
}
const ARTICLES_BEFORE = new Set(['the', 'a', 'an', 'this', 'that', 'your', 'its', 'each', 'every']);

/** "let's move this to email", "continue over mail", "mail kar dena": moving the talk to mail or texts. */
function findMoveTo(list: string[]): ModerationRule | null {
  for (let i = 1; i < list.length; i++) {
    if (!MOVE_TARGETS.has(list[i])) continue;
    const before = list[i - 1];
    const verbs = list.slice(Math.max(0, i - 5), i - 1);
    const moving =
      ((PREPOSITIONS.has(before) || before === 'over') && verbs.some((w) => MOVE_VERBS.has(w))) ||
      (before === 'to' && verbs.some((w) => MOVE_TO_VERBS.has(w)));
    if (!moving) continue;
    // Someone asks to move ("let's", "me", an order at the start), not "contact us via email" in a page's copy.
    const first = list.slice(0, i).findIndex((w) => MOVE_VERBS.has(w) || MOVE_TO_VERBS.has(w));
    if (first === 0 || list.slice(Math.max(0, i - 6), i + 4).some((w) => LET_WORDS.has(w))) return 'off-platform';
  }
  return null;
}

/** Who pays when the payment is a client's business, not this order: "customers pay via GPay at your shop". */
const THIRD_PAYERS = new Set(['customers', 'customer', 'users', 'buyers', 'clients', 'visitors', 'guests', 'people']);
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
export function findMailId(list: string[]): boolean {
  for (let i = 0; i < list.length; i++) {
    // "📧 priya99 gmail", "priya_d yahoo pe": a handle-shaped name and its mail provider, the @ left out.
    if (
      MAIL_PROVIDERS.has(list[i]) &&
      i > 0 &&
      isHandleToken(list[i - 1]) &&
      !NOT_A_HANDLE.test(list[i - 1]) &&
      (i === list.length - 1 || ['id', 'pe', 'par', 'hai', 'account', '?', '!'].includes(list[i + 1]))
    ) {
      return true;
    }
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
    // "mera gmail priya99 hai": the provider owned, then an address-shaped name.
    if (j === i + 1 && ['my', 'mera', 'meri', 'mere'].includes(list[i - 1] ?? '') && isHandleToken(token)) {
      if (!NOT_A_HANDLE.test(token) && !/^\d/.test(token)) return true;
    }
    if (!linked || token.length < 4 || STOPWORDS.has(token)) continue;
    // "my gmail is full" says how the account is, not its name.
    if (STATES.has(token) || NOT_NAMES.has(token)) continue;
    if (isHandleToken(token) || (list[i] !== 'email' && list[i] !== 'mail' && /^[\p{L}\d._]+$/u.test(token)))
      return true;
  }
  return false;
}

/** Link shorteners and link pages named as words ("bit ly / 3abcD", "tinyurl priyawork", "my linktree: x"). */
const SHORTENERS = new Set([
  'bitly',
  'tinyurl',
  'linktree',
  'cuttly',
  'rbgy',
  'isgd',
  'shorturl',
  'rebrandly',
  'googl',
  'lnkdin',
]);
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
  'component',
  'components',
  'clone',
  'like',
  'template',
  'design',
  'ui',
  'layout',
  'button',
  'buttons',
  'alternative',
  'plan',
  'pro',
]);

export function findShortener(list: string[]): boolean {
  for (let i = 0; i < list.length; i++) {
    if (!SHORTENERS.has(list[i])) continue;
    let j = i + 1;
    while (
      j < list.length &&
      j <= i + 6 &&
      (LINK_WORDS.has(list[j]) || ['link', 'slash', 'url', 'in', 'my', 'bio', 'profile'].includes(list[j]))
    ) {
      j++;
    }
    const token = list[j] ?? '';
    if (token.length >= 3 && !STOPWORDS.has(token) && !SHORTENER_TOPICS.has(token) && !/^[?!]$/.test(token)) {
      return true;
    }
  }
  return false;
}

/** UPI handles no ordinary word is: a name before one is a UPI id written apart ("vpa: priya99 okaxis"). */
const PSP_ONLY = /^(?:ok[a-z]+|ybl|ibl|axl|apl|yapl|ptyes|ptaxis|pthdfc|ptsbi|waicici|waaxis|wahdfcbank|wasbi|ikwik)$/;
const UPI_WORDS = new Set(['upi', 'vpa', 'gpay', 'googlepay', 'phonepe', 'paytm', 'bhim']);

/** "google pay" and "phone pe" arrive joined (canonicalNames). */
export function findPaymentApps(list: string[]): boolean {
  const upiTalk = list.some((w) => UPI_WORDS.has(w));
  for (let i = 1; i < list.length; i++) {
    // "priya99 ok icici": the handle written apart.
    const handle = list[i] === 'ok' ? `ok${list[i + 1] ?? ''}` : list[i];
    if (!PSP_ONLY.test(handle) || !UPI_HANDLES.has(handle)) continue;
    const name = list[i - 1];
    if (name.length >= 3 && !STOPWORDS.has(name) && (upiTalk || isHandleToken(name))) return true;
  }
  for (let i = 0; i < list.length; i++) {
    if (!PAY_APPS.has(list[i])) continue;
    const next = list[i + 1] ?? '';
    // "GPay and PhonePe logos" is a topic; "my gpay and I start" is not.
    if (PAY_TOPICS.has(next) && (next !== 'and' || PAY_APPS.has(list[i + 2] ?? ''))) continue;
    const window = list.slice(Math.max(0, i - 5), i);
    const before = list[i - 1] ?? '';
    if (['my', 'mera', 'mere', 'meri', 'apne'].includes(before)) return true;
    // "GPay me the advance", "PhonePe me", "G-Pay the balance to me", "Gpay/PhonePe both work for me, send there".
    if (['me', 'mujhe', 'us'].includes(next)) return true;
    const ahead = list.slice(i + 1, i + 6);
    if (ahead.includes('me') || ahead.includes('mujhe')) return true;
    // "gpay upi: priya99", "UPI → priya.designs".
    if (LINK_WORDS.has(next)) {
      let j = i + 1;
      while (j < list.length && j <= i + 3 && LINK_WORDS.has(list[j])) j++;
      if (isHandleToken(list[j] ?? '') && !/^\d+$/.test(list[j] ?? '')) return true;
    }
    // "send the advance by phonepe" (not "customers pay by GPay at your shop": someone else's buyers pay).
    if (
      window.some((w) => PAY_VERBS.has(w)) &&
      !window.some((w) => THIRD_PAYERS.has(w)) &&
      (PREPOSITIONS.has(before) || before === 'to' || (before === 'by' && window.some((w) => SENT_MONEY.has(w))))
    )
      return true;
    if (['karo', 'kar', 'kardo', 'pe', 'par', 'bhej', 'bhejo', 'bhejdo'].includes(next)) return true;
    // "wise transfer karo", "paypal se bhejo", "usdt me bhej do".
    if (
      ['transfer', 'payment', 'pay', 'se', 'me', 'mein', 'via'].includes(next) &&
      ['karo', 'kar', 'kardo', 'bhej', 'bhejo', 'bhejdo', 'dedo', 'de'].includes(list[i + 2] ?? '')
    ) {
      return true;
    }
    // "bhim upi priya99", "gpay upi id priya.art": the app, the word UPI, then the id.
    if (UPI_WORDS.has(next)) {
      let j = i + 1;
      while (j < list.length && j <= i + 3 && (UPI_WORDS.has(list[j]) || LINK_WORDS.has(list[j]))) j++;
      if (isHandleToken(list[j] ?? '') && !/^\d+$/.test(list[j] ?? '')) return true;
    }
    // "upi id: priya99", "gpay number 98…", not "the UPI id in test mode".
    if (['number', 'no', 'id'].includes(next)) {
      const after = list[i + 2];
      if (after === undefined || LINK_WORDS.has(after) || isHandleToken(after) || /^\d/.test(after)) return true;
    }
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

export function findContactRequest(list: string[]): boolean {
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
    // "call karo", "call kijiye", "mail kar dena": asking for a phone call or a mail.
    if (['call', 'mail', 'email'].includes(word) && ['karo', 'karna', 'kijiye', 'karein', 'kar'].includes(next)) {
      // "kar do", "kar dena" ask; "mail kar diya" tells what was done.
      if (next !== 'kar' || ['do', 'dena', 'dijiye', 'dijiyega', 'lena'].includes(list[i + 2] ?? '')) return true;
    }
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

/** Money moving: paying, transferring, the amount itself, and the payment apps used as verbs. */
const MONEY_WORD_LIST = [
  'pay',
  'paying',
  'paid',
  'payment',
  'transfer',
  'paisa',
  'paise',
  'money',
  'amount',
  'neft',
  'imps',
  'rtgs',
  'advance',
  'balance',
  'deal',
  'settle',
  'gpay',
  'googlepay',
  'phonepe',
  'paytm',
  'upi',
];
const MONEY_WORDS = new Set(MONEY_WORD_LIST);
/** Moving the conversation: "message me somewhere else", "connect off GigBazaar". */
const TALK_WORDS = new Set([
  'message',
  'msg',
  'contact',
  'connect',
  'talk',
  'chat',
  'baat',
  'continue',
  'conversation',
  'dm',
  'text',
  'call',
  'ping',
  'reach',
  'meet',
  'milte',
  'milo',
  'deal',
]);
/** Who is paid, or the order given: a deal with the writer ("pay me", "mujhe bhejo", "transfer karo"). */
const ME_WORDS = new Set([
  'me',
  'mujhe',
  'mujhko',
  'mere',
  'mera',
  'meri',
  'my',
  'us',
  'hamein',
  'karo',
  'kar',
  'kardo',
  'karein',
  'kijiye',
  'bhejo',
  'bhej',
  'bhejdo',
  'dedo',
]);
const DIRECT_WORDS = new Set(['directly', 'direct', 'seedha', 'seedhe', 'sidha', 'sidhe', 'personally', 'straight']);
/** Where the deal should not happen: the site, the app, GigBazaar. */
const PLACE_WORDS = new Set([
  'site',
  'platform',
  'app',
  'gigbazaar',
  'website',
  'here',
  'portal',
  'marketplace',
  'chat',
]);
/** After a place word, what makes it a part of a design: "outside the chat bubble", "outside the site container". */
const DESIGN_NOUNS = new Set([
  'container',
  'bubble',
  'box',
  'window',
  'area',
  'header',
  'footer',
  'frame',
  'border',
  'margin',
  'section',
  'screen',
  'page',
  'button',
  'icon',
  'logo',
  'banner',
  'layout',
  'theme',
]);
/** A lower price for doing it round the platform: "for less", "sasta", "no commission". */
const CHEAPER_WORDS = new Set(['cheap', 'cheaply', 'cheaper', 'lower', 'sasta', 'saste', 'sasti', 'commission']);
/** A lower price near word i: a cheaper word, or "for less" ("less work" is no price). */
function cheaperNear(list: string[], i: number, span: number): boolean {
  for (let k = Math.max(0, i - span); k <= i + span && k < list.length; k++) {
    if (CHEAPER_WORDS.has(list[k]) || (list[k] === 'less' && list[k - 1] === 'for')) return true;
  }
  return false;
}
/** Work that stays on the platform: "a cheaper add-on here", "yahin GigBazaar pe" ("yahan" also says where not to order). */
const ON_SITE = new Set(['here', 'yahin', 'package', 'add-on', 'addon', 'milestone']);
/** What is done outside as a deal ("the next orders outside"); "work outside" is often where one sits. */
const OUTSIDE_DEALS = new Set([
  'orders',
  'order',
  'projects',
  'project',
  'deal',
  'deals',
  'business',
  'kaam',
  'cheaper',
  'sasta',
]);
/** After "cash", what makes it a design: "the cash de dena option in the POS app". */
const CASH_DESIGNS = new Set(['option', 'options', 'button', 'feature', 'screen', 'flow', 'label', 'text', 'toggle']);
/** The site or app a deal is kept from. */
const SITE_WORDS = new Set(['site', 'website', 'gigbazaar', 'platform', 'app']);
const PAY_TO_ME = new Set(['pay', 'paid', 'paying', 'transfer', 'send', 'bhejo', 'bhej', 'dena', 'dedo', 'de']);

/** "my number", "meri email" within `span` words of i: the writer's own contact detail is spoken of. */
function ownContactNear(list: string[], i: number, span: number): boolean {
  for (let k = Math.max(1, i - span); k <= i + span && k < list.length; k++) {
    if (CONTACT_NOUNS.has(list[k]) && ['my', 'mera', 'meri', 'mere'].includes(list[k - 1])) return true;
  }
  return false;
}

/** Where a sent thing stays on the platform: "send the files directly to me here in the chat". */
const HERE_WORDS = new Set(['here', 'chat', 'yahan', 'yahin', 'inbox']);
/** What may stand between a send verb and "directly" when money is sent: "send it to me direct". */
const SENT_MONEY = new Set([
  'it',
  'that',
  'this',
  'the',
  'rest',
  'balance',
  'to',
  'me',
  'mujhe',
  'just',
  'all',
  'everything',
  'amount',
  'money',
  'payment',
  'advance',
  'paisa',
  'paise',
]);
/** What a personal e-mail or number is in design talk: "my personal email signature". */
const CONTACT_DESIGNS = new Set([
  'signature',
  'template',
  'design',
  'layout',
  'field',
  'icon',
  'format',
  'card',
  'header',
  'footer',
  'section',
  'validation',
]);
/** The platform as the one who takes a cut, or the site that is skipped. */
const PLATFORM_CUT = new Set([
  'gigbazaar',
  'platform',
  'commission',
  'fee',
  'fees',
  'charges',
  'cut',
  'middleman',
  'escrow',
]);
const SEND_VERBS = new Set(['send', 'pay', 'transfer', 'bhej', 'bhejo', 'bhejdo', 'dedo', 'daal', 'dal']);
const SHARE_VERBS = new Set([
  'send',
  'share',
  'give',
  'drop',
  'text',
  'de',
  'dunga',
  'dungi',
  'bhej',
  'bhejunga',
  'bhejta',
]);
const CONTACT_NOUNS = new Set(['number', 'no', 'mobile', 'phone', 'email', 'mail', 'whatsapp', 'contact', 'cell']);

/** What goes round the platform when someone works outside it: money, invoices, the work itself. */
const DEAL_WORDS = new Set([
  ...MONEY_WORD_LIST,
  'invoice',
  'bill',
  'cash',
  'cheaper',
  'sasta',
  'discount',
  'rate',
  'work',
  'kaam',
  'deal',
  'business',
  'commission',
  'fee',
  'fees',
  'cut',
  'price',
  'cost',
  'costs',
  'charges',
  ...CHEAPER_WORDS,
]);
/** Going round the platform: "no need for the gigbazaar order", "platform ke bina", "keep gigbazaar out of this". */
const BYPASS_WORDS = new Set(['skip', 'without', 'bina', 'avoid', 'bypass', 'need']);
const BYPASSED = new Set([
  'cut',
  'charges',
  'middleman',
  'middlemen',
  'gigbazaar',
  'platform',
  'site',
  'order',
  'escrow',
  'app',
  'website',
  'fees',
  'fee',
  'commission',
]);
const NEGATIONS = new Set(['never', 'not', 'no', "don't", 'dont', 'mat', 'nahi', 'na']);
/** After a money word, what makes it a topic: "direct payment integration", "payment gateway". */
const MONEY_TOPICS = new Set([
  'integration',
  'gateway',
  'page',
  'screen',
  'flow',
  'button',
  'option',
  'options',
  'api',
  'sdk',
  'module',
  'feature',
  'form',
  'section',
  'system',
  'method',
  'methods',
]);

const WARNING_VERBS = new Set(['take', 'make', 'accept', 'do', 'send', 'any', 'a', 'the', 'go']);
const ENGLISH_NEGATIONS = new Set(['never', 'not', 'no', 'dont', "don't", 'cannot']);

function isWarning(list: string[], i: number): boolean {
  let k = i - 1;
  while (k >= 0 && k >= i - 2 && (MONEY_WORDS.has(list[k]) || TALK_WORDS.has(list[k]) || WARNING_VERBS.has(list[k])))
    k--;
  const word = list[k] ?? '';
  // "why not pay outside?" proposes it.
  if (ENGLISH_NEGATIONS.has(word)) return list[k - 1] !== 'why';
  // "don't", "won't", "can't" arrive as two words.
  return word === 't' && ['don', 'won', 'can', 'didn', 'shouldn'].includes(list[k - 1] ?? '');
}

const near = (list: string[], i: number, span: number, set: Set<string>): boolean =>
  list.slice(Math.max(0, i - span), i + span + 1).some((w) => set.has(w));

/**
 * Paying or talking outside the platform without naming an app: "pay me directly", "payment outside the site",
 * "deal off the platform", "take this offline", "message me somewhere else", "bahar se payment kar do",
 * "not through this website". One walk over the words with small windows.
 */
export function findOffPlatformDeal(list: string[]): ModerationRule | null {
  for (let i = 0; i < list.length; i++) {
    const word = list[i];
    const next = list[i + 1] ?? '';
    const negated = NEGATIONS.has(list[i - 1] ?? '');
    // "please don't pay outside GigBazaar", "we never deal off the platform", "I will not take payment outside":
    // a warning, not a deal. The negation governs the verb right before (Hindi's "nahi", "mat" follow it).
    const warned = isWarning(list, i);
    if (DIRECT_WORDS.has(word)) {
      // The money word next to "direct" and a person paid or an order given: not "customers pay directly on your site".
      for (let k = Math.max(0, i - 4); k <= i + 4 && k < list.length; k++) {
        if (k === i || !MONEY_WORDS.has(list[k]) || MONEY_TOPICS.has(list[k + 1] ?? '')) continue;
        if (near(list, i, 4, ME_WORDS)) return 'off-platform';
      }
    }
    // "GigBazaar takes 20%, just send it to me direct": money sent to the writer, the platform's cut named.
    if (DIRECT_WORDS.has(word) && !warned && near(list, i, 4, ME_WORDS) && near(list, i, 10, PLATFORM_CUT)) {
      const verb = list.slice(Math.max(0, i - 5), i).findLastIndex((w) => SEND_VERBS.has(w));
      const sent = verb < 0 ? [] : list.slice(Math.max(0, i - 5) + verb + 1, i);
      if (
        verb >= 0 &&
        sent.every((w) => SENT_MONEY.has(w) || MONEY_WORDS.has(w)) &&
        !list.slice(i + 1, i + 6).some((w) => HERE_WORDS.has(w))
      ) {
        return 'off-platform';
      }
    }
    // "main alag se kar dunga sasta", "I'll do it separately, cheaper": the work for less round the order.
    if (
      (word === 'separately' || ((word === 'alag' || word === 'alog') && next === 'se')) &&
      !warned &&
      cheaperNear(list, i, 8) &&
      !near(list, i, 10, ON_SITE)
    ) {
      return 'off-platform';
    }
    // "I'll send you my personal number", "meri personal email le lo".
    if (
      ['personal', 'private', 'own'].includes(word) &&
      ['my', 'mera', 'meri', 'mere'].includes(list[i - 1] ?? '') &&
      CONTACT_NOUNS.has(next) &&
      !CONTACT_DESIGNS.has(list[i + 2] ?? '') &&
      !DESIGN_NOUNS.has(list[i + 2] ?? '') &&
      !warned &&
      !NEGATIONS.has(list[i - 2] ?? '') &&
      list.slice(Math.max(0, i - 5), i).some((w) => SHARE_VERBS.has(w))
    ) {
      return 'off-platform';
    }
    // "skip the middleman".
    if (
      ['skip', 'avoid', 'bypass', 'cut'].includes(word) &&
      list.slice(i + 1, i + 3).some((w) => w.startsWith('middlem'))
    ) {
      return 'off-platform';
    }
    // "direct karte hain", "direct deal", "direct kar lete hain".
    if (word === 'direct' && ['karte', 'karenge', 'deal', 'dealing', 'contact'].includes(next)) return 'off-platform';
    // "GigBazaar ka commission bachao, direct karo": direct, with the platform's cut named.
    if (
      DIRECT_WORDS.has(word) &&
      ['karo', 'kardo', 'karein', 'kijiye', 'bhejo', 'bhejdo'].includes(next) &&
      near(list, i, 8, PLATFORM_CUT) &&
      !warned
    )
      return 'off-platform';
    if (
      DIRECT_WORDS.has(word) &&
      next === 'kar' &&
      ['lete', 'lenge', 'lo', 'lijiye', 'lena'].includes(list[i + 2] ?? '') &&
      !warned
    ) {
      return 'off-platform';
    }
    // "next time order mat karna, seedha mujhe bol dena", "don't order, pay me directly": no order, and direct.
    if (
      (word === 'order' || word === 'orders') &&
      (next === 'mat' || next === 'na' || (NEGATIONS.has(list[i - 1] ?? '') && list[i - 2] !== 'why')) &&
      near(list, i, 8, DIRECT_WORDS) &&
      (near(list, i, 8, MONEY_WORDS) ||
        list.slice(i + 1, i + 10).some((w) => ['me', 'mujhe', 'mujhse', 'mere'].includes(w)))
    ) {
      return 'off-platform';
    }
    // "we work directly", "deal directly" after "my number" was offered.
    if (
      DIRECT_WORDS.has(word) &&
      ['work', 'deal', 'talk', 'connect', 'baat', 'contact'].includes(list[i - 1] ?? '') &&
      ownContactNear(list, i, 14)
    ) {
      return 'off-platform';
    }
    // "pay the balance by bank transfer to me".
    if (
      word === 'transfer' &&
      ['bank', 'neft', 'imps', 'rtgs', 'wire', 'direct'].includes(list[i - 1] ?? '') &&
      list.slice(i + 1, i + 4).some((w) => w === 'me' || w === 'mujhe') &&
      !warned &&
      // "bank transfer to me is not allowed" (but "to me, not the order" proposes it).
      !list
        .slice(i + 1, i + 8)
        .some(
          (w, k, span) =>
            (NEGATIONS.has(w) || ENGLISH_NEGATIONS.has(w)) &&
            (['is', 'are', 'was', 'be'].includes(span[k - 1] ?? '') ||
              ['allowed', 'permitted', 'possible', 'safe', 'hoga', 'hota', 'chalega'].includes(span[k + 1] ?? '')),
        )
    ) {
      return 'off-platform';
    }
    // "you pay me there", "wahan pay kar dena": paid somewhere else.
    if (
      ['there', 'wahan', 'wahin', 'wahi'].includes(word) &&
      list.slice(Math.max(0, i - 3), i).some((w) => PAY_TO_ME.has(w)) &&
      // "pay me there, on the order page" points at the site.
      !list
        .slice(i + 1, i + 5)
        .some((w) => SITE_WORDS.has(w) || ON_SITE.has(w) || ['order', 'page', 'checkout'].includes(w)) &&
      list.slice(Math.max(0, i - 3), i + 2).some((w) => w === 'me' || w === 'mujhe') &&
      !warned
    ) {
      return 'off-platform';
    }
    // "my number is in my bio", "meri email profile mein hai": the writer's contact pointed at elsewhere.
    if (
      ['bio', 'dp', 'description'].includes(word) &&
      ((['in', 'on'].includes(list[i - 2] ?? '') && ['my', 'the'].includes(list[i - 1] ?? '')) ||
        ['mein', 'me', 'pe', 'par'].includes(next)) &&
      !DESIGN_NOUNS.has(next) &&
      !CONTACT_DESIGNS.has(next) &&
      !['form', 'field', 'section', 'template', 'text'].includes(next) &&
      ownContactNear(list, i, 6) &&
      !warned
    ) {
      return 'off-platform';
    }
    // "pay me by bank", "send it to me via NEFT": paid to the writer by a way round the order.
    if (
      ['by', 'via', 'through', 'thru'].includes(word) &&
      ['bank', 'neft', 'imps', 'rtgs', 'cheque', 'check', 'wire'].includes(next) &&
      !MONEY_TOPICS.has(list[i + 2] ?? '') &&
      list.slice(Math.max(0, i - 4), i + 5).some((w) => w === 'me' || w === 'mujhe') &&
      list.slice(Math.max(0, i - 5), i).some((w) => PAY_TO_ME.has(w)) &&
      !warned &&
      !list.slice(Math.max(0, i - 6), i).some((w) => ENGLISH_NEGATIONS.has(w) || NEGATIONS.has(w))
    ) {
      return 'off-platform';
    }
    // "pay 50% here and the other 50% to me directly": a part paid to the writer round the order.
    if (
      DIRECT_WORDS.has(word) &&
      (list[i - 1] === 'me' || list[i - 1] === 'mujhe') &&
      list[i - 2] === 'to' &&
      list.slice(Math.max(0, i - 10), i - 2).some((w) => ['pay', 'paid', 'paying', 'transfer'].includes(w)) &&
      !list.slice(i + 1, i + 5).some((w) => HERE_WORDS.has(w) || SITE_WORDS.has(w)) &&
      !warned
    ) {
      return 'off-platform';
    }
    // "refund le lo, main waise hi kar dunga, paise baad mein dena", "close the order, I will still finish it, just
    // pay me after": the order ended and the writer paid anyway.
    if (CANCEL_WORDS.has(word) && !warned && !negated) {
      const rest = list.slice(i + 1, i + 14);
      const paidToMe = rest.some(
        (w, n) =>
          (['pay', 'transfer'].includes(w) && ['me', 'mujhe'].includes(rest[n + 1] ?? '')) ||
          (['paise', 'paisa', 'payment', 'amount'].includes(w) &&
            rest
              .slice(n + 1, n + 5)
              .some((v) => ['dena', 'dedo', 'de', 'bhejo', 'bhej', 'bhejna', 'transfer'].includes(v))),
      );
      if (
        paidToMe &&
        !rest.some((w) => SITE_WORDS.has(w) || ON_SITE.has(w) || NEGATIONS.has(w) || ['refunds', 'nothing'].includes(w))
      )
        return 'off-platform';
      // "order close karo, baaki main dekh lunga, seedha": the order closed, the rest done straight.
      if (
        (list[i - 1] === 'order' || next === 'order' || list[i + 2] === 'order') &&
        rest.some((w) => DIRECT_WORDS.has(w)) &&
        rest.some((w) => ['main', 'mai', 'i'].includes(w)) &&
        !rest.some((w) => HERE_WORDS.has(w) || SITE_WORDS.has(w))
      )
        return 'off-platform';
    }
    // "is there another way to pay? I can share my account": a way round the checkout, with the writer's account.
    if (
      word === 'way' &&
      ['another', 'other', 'alternate', 'different', 'dusra', 'doosra'].includes(list[i - 1] ?? '') &&
      list.slice(i + 1, i + 3).some((w) => ['pay', 'payment', 'paying'].includes(w)) &&
      list
        .slice(i + 1, i + 12)
        .some(
          (w, n, span) =>
            ['my', 'mera', 'meri'].includes(w) &&
            ['account', 'bank', 'upi', 'number', 'details', 'qr', 'id'].includes(span[n + 1] ?? ''),
        )
    ) {
      return 'off-platform';
    }
    // "send half via any app you like": money sent by whatever app, not the order.
    if (
      ['via', 'through', 'on', 'by'].includes(word) &&
      next === 'any' &&
      ['app', 'upi', 'wallet', 'method'].includes(list[i + 2] ?? '') &&
      list.slice(Math.max(0, i - 4), i).some((w) => SEND_VERBS.has(w)) &&
      list
        .slice(Math.max(0, i - 4), i)
        .some((w) => MONEY_WORDS.has(w) || ['half', 'rest', 'baaki', 'amount', 'money'].includes(w))
    ) {
      return 'off-platform';
    }
    // "half amount bank me daal do".
    if (['bank', 'account', 'khata'].includes(word) && list.slice(i + 1, i + 4).some((w) => DEPOSIT_WORDS.has(w))) {
      return 'off-platform';
    }
    // "go direct", "deal direct": round the platform, whoever is paid.
    if (DIRECT_WORDS.has(word) && ['go', 'going', 'deal', 'dealing'].includes(list[i - 1] ?? '')) {
      if (next !== 'to' || ME_WORDS.has(list[i + 2] ?? '')) return 'off-platform';
    }
    // "ping me privately", "message me in private", "cancel the order, I will do it for you privately".
    if (
      (word === 'privately' || (word === 'private' && list[i - 1] === 'in')) &&
      (near(list, i, 4, TALK_WORDS) || near(list, i, 8, DEAL_WORDS) || near(list, i, 12, CANCEL_WORDS))
    ) {
      return 'off-platform';
    }
    // "settle between us", "aapas mein settle karte hain": money kept between the two, not on the order.
    if (
      (word === 'aapas' || word === 'apas' || (word === 'between' && ['us', 'ourselves'].includes(next))) &&
      (near(list, i, 6, DEAL_WORDS) || (list[i + 2] !== 'and' && near(list, i, 8, SITE_WORDS)))
    ) {
      return 'off-platform';
    }
    // "my cousin will collect the payment", "I will collect the money in person".
    if (
      ['collect', 'collects', 'collecting'].includes(word) &&
      list.slice(i + 1, i + 4).some((w) => MONEY_WORDS.has(w) || w === 'cash') &&
      list.slice(Math.max(0, i - 5), i).some((w) => ['my', 'mera', 'meri', 'i', 'main', 'hum', 'we'].includes(w)) &&
      !near(list, i, 6, PLACE_WORDS)
    ) {
      return 'off-platform';
    }
    // "can we talk on another app?", "let's use a different app": a move without naming the app.
    if (
      ['another', 'different', 'alag', 'dusre', 'doosre', 'dusra', 'doosra'].includes(word) &&
      ['app', 'platform', 'site', 'number', 'account'].includes(next) &&
      !DESIGN_NOUNS.has(list[i + 2] ?? '') &&
      !APP_PARTS.has(list[i + 2] ?? '') &&
      (near(list, i, 4, TALK_WORDS_AND_MOVES) || near(list, i, 3, USE_WORDS))
    ) {
      return 'off-platform';
    }
    // "advance cash mein dena", "cash de dena": handed over in cash.
    if (
      word === 'cash' &&
      !warned &&
      !CASH_TOPICS.has(next) &&
      list.slice(i + 1, i + 4).some((w) => ['dena', 'dedo', 'dijiye', 'dijiyega', 'denge', 'doge'].includes(w)) &&
      !list.slice(i + 1, i + 6).some((w) => CASH_DESIGNS.has(w) || APP_PARTS.has(w))
    ) {
      return 'off-platform';
    }
    // "pay me in cash", "mujhe cash mein de dena".
    if (
      word === 'cash' &&
      !warned &&
      !CASH_TOPICS.has(next) &&
      list.slice(Math.max(0, i - 4), i).some((w) => ['pay', 'paid', 'give', 'de', 'dedo', 'dena'].includes(w)) &&
      list.slice(Math.max(0, i - 4), i + 4).some((w) => ['me', 'mujhe', 'mujhko'].includes(w))
    ) {
      return 'off-platform';
    }
    // "pay the rest cash when we meet", "cash haath mein de dena".
    if (
      word === 'cash' &&
      !CASH_TOPICS.has(next) &&
      near(list, i, 6, MEET_WORDS) &&
      (near(list, i, 4, MONEY_WORDS) || near(list, i, 4, CASH_GIVE))
    ) {
      return 'off-platform';
    }
    // "scan and pay", "scan karke pay", "my QR", "QR bhej raha hoon".
    // A "Scan to pay" sticker or standee is a design brief.
    if (
      word === 'scan' &&
      list.slice(i + 1, i + 4).some((w) => w === 'pay' || w === 'payment') &&
      !list.slice(i + 2, i + 6).some((w) => SCAN_DESIGNS.has(w))
    ) {
      return 'off-platform';
    }
    if (word === 'qr' && (['my', 'mera', 'apna'].includes(list[i - 1] ?? '') || SEND_NOW.has(next)))
      return 'off-platform';
    // "IMPS kar do", "neft karo".
    if (['neft', 'imps', 'rtgs'].includes(word) && ['kar', 'karo', 'kardo', 'karna', 'karein', 'me'].includes(next)) {
      return 'off-platform';
    }
    if (BYPASS_WORDS.has(word) && (word !== 'need' || list[i - 1] === 'no')) {
      const span = list.slice(i + 1, i + 4);
      if (span.some((w) => BYPASSED.has(w)) && near(list, i, 8, DEAL_WORDS)) return 'off-platform';
      // "then we skip the site", after the writer's number or e-mail was offered.
      // The site is what is skipped, not a part of it ("skip the site header").
      const found = span.findIndex((w) => PLATFORM_CUT.has(w) || w === 'site' || w === 'website');
      const siteAt = found < 0 ? -1 : i + 1 + found;
      const after = list[siteAt + 1] ?? '';
      if (
        word === 'skip' &&
        siteAt > 0 &&
        !DESIGN_NOUNS.has(after) &&
        !APP_PARTS.has(after) &&
        !CONTACT_DESIGNS.has(after) &&
        !['map', 'header', 'footer', 'menu', 'intro', 'animation', 'page', 'pages', 'tour', 'builder'].includes(
          after,
        ) &&
        near(list, i, 14, CONTACT_NOUNS)
      ) {
        return 'off-platform';
      }
    }
    // "platform ke bina", "keep gigbazaar out of this".
    if (word === 'bina' && BYPASSED.has(list[i - 2] ?? '') && near(list, i, 6, DEAL_WORDS)) return 'off-platform';
    if (word === 'out' && next === 'of' && list[i - 1] === 'gigbazaar') return 'off-platform';
    // "leave the platform out of this", "site ko beech mein mat lao": the platform kept out of the deal.
    if (
      word === 'out' &&
      next === 'of' &&
      SITE_WORDS.has(list[i - 1] ?? '') &&
      list.slice(Math.max(0, i - 4), i - 1).some((w) => ['keep', 'leave', 'rakho', 'take'].includes(w))
    ) {
      return 'off-platform';
    }
    if (
      ['beech', 'bich', 'beach', 'middle'].includes(word) &&
      list.slice(Math.max(0, i - 3), i).some((w) => SITE_WORDS.has(w)) &&
      list.slice(i + 1, i + 4).some((w) => NEGATIONS.has(w))
    ) {
      return 'off-platform';
    }
    // "bhai site ko chhodo, mujhe seedha bolo": the site dropped, and straight to the writer.
    if (
      ['chhodo', 'chodo', 'chhod', 'chod'].includes(word) &&
      list.slice(Math.max(0, i - 3), i).some((w) => SITE_WORDS.has(w)) &&
      near(list, i, 8, DIRECT_WORDS)
    ) {
      return 'off-platform';
    }
    // "instead of ordering, just transfer the amount to me".
    if (
      word === 'instead' &&
      list.slice(i + 1, i + 4).some((w) => w === 'ordering' || w === 'order') &&
      near(list, i, 10, MONEY_WORDS) &&
      list.slice(i + 1, i + 12).some((w) => w === 'me' || w === 'mujhe')
    ) {
      return 'off-platform';
    }
    // "hmu on the other app", "ping me on my other account".
    if (['on', 'via', 'in', 'pe', 'par'].includes(word) && list.slice(i + 1, i + 3).includes('other')) {
      const k = list.indexOf('other', i + 1);
      if (
        ['app', 'account', 'number', 'id', 'platform', 'site'].includes(list[k + 1] ?? '') &&
        (near(list, i, 4, TALK_WORDS_AND_MOVES) || list.slice(k + 2, k + 6).some(isHandleToken))
      ) {
        return 'off-platform';
      }
    }
    // "contact me on my personal number instead".
    if (['on', 'at', 'via'].includes(word) && ['my', 'mere', 'meri'].includes(next)) {
      const thing = ['personal', 'own', 'private', 'other'].includes(list[i + 2] ?? '') ? list[i + 3] : list[i + 2];
      if (['number', 'no', 'mobile', 'phone', 'email', 'mail', 'id', 'whatsapp', 'cell'].includes(thing ?? '')) {
        if (near(list, i, 4, TALK_WORDS)) return 'off-platform';
      }
    }
    if ((word === 'outside' || word === 'bahar' || word === 'baahar') && !warned) {
      const placeAt = [i + 1, i + 2, i + 3].find((k) => PLACE_WORDS.has(list[k] ?? ''));
      const placed =
        (placeAt !== undefined && !DESIGN_NOUNS.has(list[placeAt + 1] ?? '')) ||
        ['se', 'ke', 'payment', 'pay'].includes(next) ||
        // "bahar contact karo", "outside chat karte hain".
        (TALK_WORDS.has(next) && !DESIGN_NOUNS.has(list[i + 2] ?? '') && !APP_PARTS.has(list[i + 2] ?? '')) ||
        // "is app ke bahar".
        PLACE_WORDS.has(list[i - 2] ?? '') ||
        // "payment is made to me outside".
        (ME_WORDS.has(list[i - 1] ?? '') && near(list, i, 6, MONEY_WORDS)) ||
        MONEY_WORDS.has(list[i - 1] ?? '');
      // "let's do the next orders outside, …": outside as an adverb after the work or the money.
      if (
        (MONEY_WORDS.has(list[i - 1] ?? '') || OUTSIDE_DEALS.has(list[i - 1] ?? '')) &&
        !['the', 'of', 'a', 'an', 'this', 'that', 'my', 'your', 'our', 'india', 'office', 'hours'].includes(next) &&
        !['in', 'at', 'on', 'during', 'for', 'with'].includes(next)
      ) {
        return 'off-platform';
      }
      if (placed && (near(list, i, 6, DEAL_WORDS) || near(list, i, 6, TALK_WORDS))) return 'off-platform';
      // "agla order site ke bahar karte hain": the work itself taken outside the site.
      if (
        (placeAt !== undefined || PLACE_WORDS.has(list[i - 2] ?? '')) &&
        near(list, i, 5, OUTSIDE_DEALS) &&
        list.slice(i + 1, i + 4).some((w) => ['karte', 'karenge', 'karo', 'kar', 'do', 'lete', 'lenge'].includes(w))
      )
        return 'off-platform';
      // "let's talk outside", "the fee here is too high, let's do it outside": the last word, after talk or money.
      if (i === list.length - 1 && (near(list, i, 3, TALK_WORDS) || near(list, i, 10, DEAL_WORDS))) {
        return 'off-platform';
      }
    }
    if ((word === 'off-site' || word === 'offsite' || word === 'off-platform') && !warned) {
      if (near(list, i, 6, MONEY_WORDS) || near(list, i, 6, TALK_WORDS)) return 'off-platform';
    }
    if (
      !warned &&
      word === 'off' &&
      (PLACE_WORDS.has(next) || (next === 'the' && PLACE_WORDS.has(list[i + 2] ?? '')))
    ) {
      if (near(list, i, 6, DEAL_WORDS) || near(list, i, 6, TALK_WORDS)) return 'off-platform';
    }
    // "take this offline", "let's go offline", not "the offline version".
    if (
      word === 'offline' &&
      ['this', 'it', 'take', 'go', 'chat', 'conversation', 'baat', 'deal'].includes(list[i - 1] ?? '')
    ) {
      return 'off-platform';
    }
    // "continue elsewhere", not "elsewhere in the file".
    const inDocument = ['in', 'on'].includes(next) && ['the', 'this', 'that', 'my', 'your'].includes(list[i + 2] ?? '');
    if ((word === 'somewhere' || word === 'elsewhere') && !inDocument && near(list, i, 5, TALK_WORDS)) {
      if (word === 'elsewhere' || ['else', 'private', 'outside'].includes(next)) return 'off-platform';
    }
    // "pay me via bank transfer, not through this website".
    if (word === 'through' && negated) {
      const place = list[i + 1] === 'this' || list[i + 1] === 'the' ? list[i + 2] : list[i + 1];
      if (PLACE_WORDS.has(place ?? '') || place === 'order') return 'off-platform';
    }
  }
  return null;
}

const TALK_WORDS_AND_MOVES = new Set([...TALK_WORDS, ...MOVE_VERBS]);
const CASH_TOPICS = new Set(['flow', 'on', 'back', 'prize', 'register', 'counter', 'memo', 'book', 'discount', 'app']);
const CASH_GIVE = new Set(['rest', 'baaki', 'de', 'dena', 'dedo', 'dunga', 'dungi', 'give', 'hand']);
/** What "a different app …" may be about in a brief: "different app icons", "another app screen". */
const APP_PARTS = new Set([
  'icon',
  'icons',
  'logo',
  'logos',
  'screen',
  'screens',
  'design',
  'designs',
  'ui',
  'ux',
  'mockup',
  'mockups',
  'store',
  'version',
  'versions',
  'build',
  'builds',
  'name',
  'names',
  'idea',
  'ideas',
  'flow',
  'theme',
  'colour',
  'color',
  'colours',
  'colors',
]);
const USE_WORDS = new Set(['use', 'using', 'try', 'switch', 'shift', 'move', 'chalo', 'karte']);
const CANCEL_WORDS = new Set(['cancel', 'cancelled', 'canceled', 'refund', 'close', 'closed']);
const MEET_WORDS = new Set(['meet', 'meeting', 'milte', 'milenge', 'milo', 'haath', 'hand', 'person']);
const SCAN_DESIGNS = new Set([
  'sticker',
  'stickers',
  'standee',
  'poster',
  'design',
  'template',
  'banner',
  'card',
  'label',
  'mockup',
  'mock-up',
  'signage',
  'board',
  'stand',
  'display',
  'screen',
  'button',
  'feature',
  'flow',
  'page',
]);
const DEPOSIT_WORDS = new Set(['daal', 'dal', 'dalo', 'daalo', 'jama', 'deposit']);
const SEND_NOW = new Set(['bhej', 'bhejo', 'bhejta', 'bhejti', 'bhejdo', 'send', 'sending', 'share', 'sharing']);
const SEND_WORDS = new Set([
  'send',
  'transfer',
  'bhejo',
  'bhej',
  'bhejdo',
  'daal',
  'dalo',
  'daalo',
  'jama',
  'deposit',
  'pay',
]);
/** What may end "to my account" when money goes there: "directly", "mein", the end of the message. */
const ACCOUNT_ENDERS = new Set([
  'directly',
  'direct',
  'mein',
  'me',
  'pe',
  'par',
  'please',
  'pls',
  'only',
  'instead',
  'and',
  'then',
  'first',
  'now',
  'today',
  'asap',
  'balance',
]);

/**
 * "my bank details", "mera account number": giving the details a transfer needs; "send to my account directly":
 * money sent to the writer (not "send the files to my account manager").
 */
export function findBankDetails(list: string[]): boolean {
  for (let i = 0; i + 1 < list.length; i++) {
    if (!['my', 'mera', 'meri', 'mere'].includes(list[i])) continue;
    if (!['bank', 'account', 'a/c', 'acc', 'acct'].includes(list[i + 1])) continue;
    const after = list[i + 2];
    if (['details', 'detail', 'number', 'no', 'info'].includes(after ?? '')) return true;
    if (
      (after === undefined || ACCOUNT_ENDERS.has(after)) &&
      list.slice(Math.max(0, i - 4), i).some((w) => SEND_WORDS.has(w))
    ) {
      return true;
    }
    // "pay the balance to my bank account, not here".
    const account = list[i + 1] === 'bank' && ['account', 'a/c', 'acc'].includes(after ?? '') ? i + 3 : i + 2;
    if (
      list[i - 1] === 'to' &&
      list.slice(Math.max(0, i - 5), i).some((w) => SEND_WORDS.has(w)) &&
      (list[account] === undefined || ACCOUNT_ENDERS.has(list[account]) || NEGATIONS.has(list[account]))
    ) {
      return true;
    }
  }
  return false;
}
