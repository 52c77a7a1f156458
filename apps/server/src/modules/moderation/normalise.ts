import { emojiWord } from './emoji.js';

/** Messages are at most 2000 characters (docs/product-rules.md "Messages and read flags"); the moderator never reads further, so its cost is bounded. */
export const MODERATION_TEXT_MAX = 2000;

/** The zero of each Indian (and Arabic-Indic) digit block: NFKC leaves these digits as they are. */
const DIGIT_ZEROS = [
  0x0660, 0x06f0, 0x0966, 0x09e6, 0x0a66, 0x0ae6, 0x0b66, 0x0be6, 0x0c66, 0x0ce6, 0x0d66, 0x0de6, 0x0e50, 0x0ed0,
  0x1040,
];

/** Dingbat and enclosed digits that NFKC does not fold: ❶…❿, ➀…➉, ➊…➓, ⓵…⓾, ⓿. */
const ENCLOSED_RUNS: [start: number, first: number][] = [
  [0x2776, 1],
  [0x2780, 1],
  [0x278a, 1],
  [0x24f5, 1],
];

/** Letters of other alphabets that look like Latin ones, used to dodge word lists (Cyrillic, Greek). */
const LOOKALIKES: Record<string, string> = {
  а: 'a',
  е: 'e',
  о: 'o',
  р: 'p',
  с: 'c',
  у: 'y',
  х: 'x',
  і: 'i',
  ѕ: 's',
  ј: 'j',
  т: 't',
  м: 'm',
  к: 'k',
  н: 'h',
  в: 'b',
  А: 'A',
  В: 'B',
  Е: 'E',
  К: 'K',
  М: 'M',
  Н: 'H',
  О: 'O',
  Р: 'P',
  С: 'C',
  Т: 'T',
  Х: 'X',
  У: 'Y',
  І: 'I',
  Ѕ: 'S',
  Ј: 'J',
  Α: 'A',
  Β: 'B',
  Ε: 'E',
  Ζ: 'Z',
  Η: 'H',
  Ι: 'I',
  Κ: 'K',
  Μ: 'M',
  Ν: 'N',
  Ο: 'O',
  Ρ: 'P',
  Τ: 'T',
  Υ: 'Y',
  Χ: 'X',
  ο: 'o',
  α: 'a',
  ε: 'e',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ρ: 'p',
  τ: 't',
  ԝ: 'w',
  ԁ: 'd',
  һ: 'h',
  ӏ: 'l',
  ԛ: 'q',
  ɡ: 'g',
  ɑ: 'a',
};

/** Small capitals (ᴛᴇʟᴇɢʀᴀᴍ), which NFKC leaves alone, as the letters they stand for. */
const SMALL_CAPITALS: Record<string, string> = {
  ᴀ: 'a',
  ʙ: 'b',
  ᴄ: 'c',
  ᴅ: 'd',
  ᴇ: 'e',
  ꜰ: 'f',
  ɢ: 'g',
  ʜ: 'h',
  ɪ: 'i',
  ᴊ: 'j',
  ᴋ: 'k',
  ʟ: 'l',
  ᴍ: 'm',
  ɴ: 'n',
  ᴏ: 'o',
  ᴘ: 'p',
  ǫ: 'q',
  ʀ: 'r',
  ꜱ: 's',
  ᴛ: 't',
  ᴜ: 'u',
  ᴠ: 'v',
  ᴡ: 'w',
  ʏ: 'y',
  ᴢ: 'z',
};

/** Latin letters with a stroke or a hook, which have no decomposition: "tełegram", "Ŧelegram", "ɡmail". */
const STROKED: Record<string, string> = {
  ø: 'o',
  Ø: 'O',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ħ: 'h',
  Ħ: 'H',
  ŧ: 't',
  Ŧ: 'T',
  ı: 'i',
  ƀ: 'b',
  ɨ: 'i',
  ɇ: 'e',
  ɍ: 'r',
  ƶ: 'z',
  ɉ: 'j',
  ɡ: 'g',
  ɑ: 'a',
  ɩ: 'i',
  ƚ: 'l',
};

function foldChar(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  for (const zero of DIGIT_ZEROS) {
    if (code >= zero && code <= zero + 9) return String(code - zero);
  }
  if (code === 0x24ff) return '0';
  for (const [start, first] of ENCLOSED_RUNS) {
    if (code >= start && code <= start + 9) return String(first + code - start);
  }
  // Regional-indicator, squared, negative circled and negative squared letters (🇼🇦, 🄰, 🅘, 🅸), which NFKC leaves alone.
  for (const start of [0x1f1e6, 0x1f130, 0x1f150, 0x1f170]) {
    if (code >= start && code < start + 26) return String.fromCharCode(0x61 + code - start);
  }
  const plain = LOOKALIKES[char] ?? SMALL_CAPITALS[char] ?? emojiWord(char);
  if (plain !== undefined) return plain;
  // Latin letters with accents ("Tēlēgrām") as plain ones; the marks of Indian scripts are kept.
  if ((code >= 0xc0 && code <= 0x24f) || (code >= 0x1e00 && code <= 0x1eff)) {
    const plain = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    return STROKED[plain] ?? plain;
  }
  return char;
}

/**
 * The message as the moderator reads it: cut at 2000 characters, NFKC-folded (full-width and mathematical
 * letters and digits, circled digits, ligatures), emoji keycaps and zero-width characters dropped, digits of
 * Indian scripts and dingbat digits turned into 0–9, look-alike Cyrillic and Greek letters into Latin ones.
 * Case is kept (a bare domain's capitalisation is a clue); callers lower-case what they need.
 */
export function normaliseText(text: string, max: number = MODERATION_TEXT_MAX): string {
  const folded = (text.length > max ? text.slice(0, max) : text).normalize('NFKC');
  let out = '';
  for (const char of folded) {
    const code = char.codePointAt(0) ?? 0;
    // Keycap (U+20E3), variation selectors, zero-width characters, soft hyphen, bidi marks, embeddings and
    // isolates, and invisible operators carry nothing: "priya\u2066@gmail.com" shows as an address.
    if (
      code === 0x20e3 ||
      (code >= 0xfe00 && code <= 0xfe0f) ||
      (code >= 0x200b && code <= 0x200f) ||
      (code >= 0x202a && code <= 0x202e) ||
      (code >= 0x2060 && code <= 0x2069) ||
      code === 0x00ad ||
      code === 0x180e ||
      code === 0xfeff ||
      // Hangul fillers are letters that draw nothing: "9\u31648765" shows as 98765.
      code === 0x115f ||
      code === 0x1160 ||
      code === 0x3164 ||
      code === 0xffa0 ||
      // Combining marks NFKC could not fold into a letter: strike-through and underline drawn over a name
      // ("t̶e̶l̶e̶g̶r̶a̶m̶", "w̲h̲a̲t̲s̲a̲p̲p̲"); the marks of Indian scripts lie elsewhere.
      (code >= 0x0300 && code <= 0x036f) ||
      (code >= 0x20d0 && code <= 0x20dc)
    ) {
      continue;
    }
    out += code < 0x80 ? char : foldChar(char);
  }
  return out;
}

// Verhoeff's dihedral-group tables, as UIDAI uses for the Aadhaar check digit.
const D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];
const INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];

/** True when a string of digits ends in a correct Verhoeff check digit. */
export function verhoeffValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let c = 0;
  for (let i = 0; i < digits.length; i++) {
    c = D[c][P[i % 8][Number(digits[digits.length - 1 - i])]];
  }
  return c === 0;
}

/** The Verhoeff check digit for a string of digits (used by tests to write valid Aadhaar-shaped numbers). */
export function verhoeffCheckDigit(digits: string): string {
  let c = 0;
  for (let i = 0; i < digits.length; i++) {
    c = D[c][P[(i + 1) % 8][Number(digits[digits.length - 1 - i])]];
  }
  return String(INV[c]);
}

/** An Aadhaar number: 12 digits, not starting with 0 or 1, with a valid Verhoeff check digit. */
export const isAadhaarNumber = (digits: string): boolean => /^[2-9]\d{11}$/.test(digits) && verhoeffValid(digits);
