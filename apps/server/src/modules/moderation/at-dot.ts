import { createRequire } from 'node:module';
import { MAIL_PROVIDERS, UPI_HANDLES } from './word-lists.js';

// The IANA list of top-level domains, kept up to date by the `tlds` package (a JSON array).
export const TLDS = new Set<string>(createRequire(import.meta.url)('tlds') as string[]);

/** Domains people actually give out; the looser spellings ("point", "full stop") only count before these. */
const COMMON_TLDS = new Set(['com', 'net', 'org', 'co', 'io', 'me', 'ly', 'ee', 'gl']);

/** Words before " .com" that speak of a domain rather than spell one: "your own .in or .com domain". */
const NOT_NAMES = new Set([
  'your',
  'our',
  'my',
  'own',
  'a',
  'an',
  'the',
  'any',
  'their',
  'his',
  'her',
  'or',
  'and',
  'in',
  'on',
  'for',
  'of',
  'with',
  'no',
  'new',
  'free',
]);

/** Words before " @gmail.com" that speak of the domain: "signups from @gmail.com", "block @yahoo". */
const AT_TOPIC = new Set(['from', 'block', 'allow', 'like', 'ends', 'ending', 'with', 'use', 'only', 'not', 'is']);

const tld = (word: string): boolean => TLDS.has(word.toLowerCase());

/** Endings that are also English words ("the status dot in the header", "a dot on it"). */
const WORD_TLDS = new Set(['in', 'me', 'is', 'it', 'at', 'to', 'on', 'us', 'so', 'do', 'go', 'no', 'my', 'by', 'am']);

/** Whether a spelled-out "dot in"/"dot on"… goes on as prose: an article or a possessive follows ("in the header"). */
const proseAfter = (word: string, rest: string): boolean =>
  WORD_TLDS.has(word.toLowerCase()) &&
  /^ (?:the|a|an|this|that|these|those|my|your|our|his|her|their|its)\b/iu.test(rest);
const commonTld = (word: string): boolean => COMMON_TLDS.has(word.toLowerCase());

/**
 * "@" and "." in every spelling people use to get an address past a filter, written back as @ and '.':
 * "[at]", "(a)", "@t", "attherate", "at the rate", "at d rate", "at symbol"; "(dot)", "[.]", "dawt", "d0t",
 * "dotcom", "point com", "full stop com"; spaced domains ("gmail . com", "mysite .in", "site. com"); "slash";
 * spaced-out letters. The looser spellings only count before a real or a common top-level domain. Each pattern
 * is linear: white space is first squeezed to one space, so no pattern needs an unbounded run of it.
 */
export function undoAtDot(text: string): string {
  return (
    text
      .replace(/\s+/g, ' ')
      // "priya99 @@ gmail": a doubled at-sign between a name and a domain.
      .replace(/(?<=[\p{L}\d] ?)@{2,3}(?= ?[\p{L}\d])/gu, '@')
      // Letters spaced out one by one ("p r i y a @ g m a i l . c o m") are joined.
      .replace(/(?<=(?:^| )[\p{L}\d@.]) (?=[\p{L}\d@.](?: |$))/gu, '')
      // Dots that are not full stops (middle dot, bullet, ideographic full stop).
      .replace(/[·•∙・。●⋅◦∘‧⸱ꞏ]/g, '.')
      .replace(/\bdot\. (?=\p{L})/giu, 'dot ')
      // Doubled brackets: "((at))", "[[dot]]".
      .replace(/([([{<])\1(at|dot|@|\.)([)\]}>])\3/giu, '[$2]')
      // Brackets of every kind, as plain ones: 「at」, 【dot】, 〔at〕.
      .replace(/[「『【〔〈《]/g, '[')
      .replace(/[」』】〕〉》]/g, ']')
      // "insta (at)priya": the @ of a handle, so the space before it stays.
      .replace(/(?<= )[([{<](?:at|@)[)\]}>](?=[\p{L}\d_])/giu, '@')
      // "arroba" and "punto" (Spanish), "aet", and the Devanagari words in brackets: "(ऐट)", "[डॉट]".
      .replace(/(?<![\p{L}\d])(?:arroba|arobase|aet|a{2,3}t{1,3}|at{2,3})(?![\p{L}\d])/giu, 'at')
      // "write to priya99, at gmail, dot com": commas round the spelled-out marks.
      .replace(/ ?, (at|dot),? (?=\p{L})/giu, ' $1 ')
      .replace(/(?<=[([] ?)at ?sign(?= ?[)\]])/gi, 'at')
      .replace(/(?<=[([] ?)dot ?sign(?= ?[)\]])/gi, 'dot')
      // "at da rate", "at rate" before a name.
      .replace(/(?<=[\p{L}\d._-]) at (?:da |de |d )?rate (?=\p{L})/giu, ' at the rate ')
      .replace(/(?<![\p{L}\d])(?:punto|ponto)(?![\p{L}\d])/giu, 'dot')
      .replace(/(?<=[([{<] ?)(?:एट|ऐट|ऍट)(?= ?[)\]}>])/g, 'at')
      .replace(/(?<=[([{<] ?)(?:डॉट|डोट|डाट)(?= ?[)\]}>])/g, 'dot')
      .replace(/ ?[([{<] ?(?:at|@|at the rate|at ?d ?rate|attherate|atrate) ?[)\]}>] ?/gi, '@')
      // Hindi in Devanagari: एट (at), एट द रेट (at the rate), डॉट (dot), पॉइंट (point).
      .replace(/ (?:एट द रेट|ऍट द रेट|ऐट द रेट|एट|ऍट|ऐट) /g, ' at ')
      .replace(/ (?:डॉट|डोट|डाट) /g, ' dot ')
      // The same words in Bengali, Gujarati, Gurmukhi, Tamil, Telugu, Kannada and Malayalam script.
      .replace(/ (?:এট|অ্যাট|એટ|ਐਟ|ਏਟ|அட்|ఎట్|ಅಟ್|ಎಟ್|അറ്റ്) /gu, ' at ')
      .replace(/ (?:ডট|ડોટ|ਡਾਟ|ਡੌਟ|டாட்|డాట్|ಡಾಟ್|ഡോട്ട്) /gu, ' dot ')
      .replace(/ (?:पॉइंट|पोइंट) /g, ' point ')
      // "at" and "dot" wrapped in one and the same mark: "-at-", "_dot_", "*at*", "'dot'". The dot is read only
      // before a top-level domain (below), the bare "at" only where a mail domain or UPI handle follows.
      .replace(
        / ?([-_*'"`~|+#=/\\])(at|dot|d0t|dawt|@|\.)\1 ?(?=[\p{L}\d])/giu,
        (m, mark: string, word: string) => ` ${word} `,
      )
      // "priya99 — at — gmail — dot — com": dashes set round the words with spaces.
      .replace(/ [—–-] (at|dot) [—–-] /giu, ' $1 ')
      // "gmail dot-com".
      .replace(/\bdot-(com|net|org|in)\b/gi, 'dot $1')
      // Leetspeak endings: "gmail.c0m", "gmail dot kom".
      .replace(/(?<=\.|\bdot )(?:c0m|k0m|kom)\b/gi, 'com')
      // "priya@ axl": a space after the @ of a UPI handle or mail provider.
      .replace(/(?<=[\p{L}\d])@ (\p{L}+)/gu, (m, domain: string) =>
        UPI_HANDLES.has(domain.toLowerCase()) || MAIL_PROVIDERS.has(domain.toLowerCase()) ? `@${domain}` : m,
      )
      // Mail domains and endings written in Devanagari: "जीमेल डॉट कॉम".
      .replace(/जीमेल/g, 'gmail')
      .replace(/याहू/g, 'yahoo')
      .replace(/हॉटमेल/g, 'hotmail')
      .replace(/(?<= (?:dot|\.) ?)(?:कॉम|काम)(?![\u0900-\u097f])/g, 'com')
      // "g mail", "gee mail", "g-mail" are Gmail; "www dot x" is www.x; "linktr ee" is linktr.ee.
      .replace(/\b(?:g|gee|jee)[ -]mail\b/gi, 'gmail')
      .replace(/\bwww (?:dot|\.) /gi, 'www.')
      .replace(/\blinktr(?: dot | ?\. ?| )ee\b/gi, 'linktr.ee')
      .replace(/ ?[([{<] ?(?:dot|d0t|\.) ?[)\]}>] ?/gi, '.')
      .replace(/(?<=\.)(?:c0m|k0m|kom)\b/gi, 'com')
      // "priya(a)gmail.com": only glued to both neighbours, since "(a)" also opens a list item.
      .replace(/(?<=[\p{L}\d])\(a\)(?=[\p{L}\d])/gu, '@')
      .replace(
        /(?<=[\p{L}\d._-]) ?(?:at the rate(?: of)?(?! of\b)(?! (?:[\d₹$]|rs\b|inr\b|rupees?\b|one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|hundred|a\b|per\b))|at ?d ?rate|at-the-rate|at-the-rate-of|attherate|atthe rate|at therate|atherate|atrate|at sign|at symbol|@ ?the ?rate|@t) /giu,
        '@',
      )
      .replace(/ @ /g, '@')
      .replace(/(?<![\p{L}\d-])([\p{L}\d-]+) ?dot(com|net|org|in)\b/giu, (m, name: string, word: string) =>
        NOT_NAMES.has(name.toLowerCase()) ? m : `${name}.${word}`,
      )
      .replace(
        /(?<![\p{L}\d-])([\p{L}\d-]+)(?: (?:dot|dawt|d0t|dott|doot|dt) |[-_](?:dot|dawt|d0t)[-_])(\p{L}+)/giu,
        (m, name: string, word: string, offset: number, whole: string) =>
          tld(word) && !NOT_NAMES.has(name.toLowerCase()) && !proseAfter(word, whole.slice(offset + m.length))
            ? `${name}.${word}`
            : m,
      )
      // "priyadesigns,com": a comma for the dot, only before the commonest endings.
      .replace(/(?<=[\p{L}\d]),(com|net|org)\b/giu, '.$1')
      // UPI handles written apart: "ok sbi", "ok axis", "ok hdfc bank".
      .replace(/\bok (sbi|axis|icici|hdfc ?bank)\b/gi, (m, bank: string) => `ok${bank.replace(' ', '')}`)
      .replace(/ (?:point|period|full ?stop) (\p{L}+)/giu, (m, word: string) => (commonTld(word) ? `.${word}` : m))
      .replace(/\.co (?:dot|point|period|full ?stop) in\b/gi, '.co.in')
      .replace(/(?<=[\p{L}\d]) \. (?=\p{L})/gu, '.')
      // "mysite .in" (a space before the dot only) for any domain; "mysite. com" only for the common ones.
      .replace(/(?<![\p{L}\d-])([\p{L}\d-]+) \.(\p{L}+)(?![\p{L}\d])/gu, (m, name: string, word: string) =>
        tld(word) && !NOT_NAMES.has(name.toLowerCase()) ? `${name}.${word}` : m,
      )
      .replace(/(?<=[\p{L}\d])\. (\p{L}+)(?![\p{L}\d])/gu, (m, word: string) => (commonTld(word) ? `.${word}` : m))
      .replace(/\.co\. in\b/gi, '.co.in')
      // "priya @gmail.com", "priya @ gmail": a space before the @ of a mail provider ("from @gmail.com" is a topic).
      .replace(/(?<![\p{L}\d._-])([\p{L}\d._-]+) @ ?(\p{L}+)/gu, (m, local: string, domain: string) =>
        MAIL_PROVIDERS.has(domain.toLowerCase()) &&
        !NOT_NAMES.has(local.toLowerCase()) &&
        !AT_TOPIC.has(local.toLowerCase())
          ? `${local}@${domain}`
          : m,
      )
      // "instagram.com / priya": a path written apart after a domain's ending.
      .replace(/(?<=[\p{L}\d]\.\p{L}{2,6}) ?\/ ?(?=[\p{L}\d@_])/gu, '/')
      .replace(/ slash /gi, '/')
      .replace(/\bhxxp/gi, 'http')
  );
}

/** The same with a bare " at " or " (a) " read as @ (only used where a domain or a UPI handle follows). */
export const undoBareAt = (text: string): string =>
  text.replace(/(?<=[\p{L}\d._-])(?: (?:at|\(a\)) |[-_]at[-_])(?=[\p{L}\d])/giu, '@');
