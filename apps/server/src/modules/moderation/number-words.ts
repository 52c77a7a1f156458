/**
 * Digits written as words, the way people in India spell a number out to get it past a filter: English (also
 * misspelt and in leetspeak), transliterated Hindi, Tamil, Telugu, Kannada, Malayalam, Bengali, Gujarati, Marathi
 * and Punjabi, and the number words of the Devanagari, Tamil, Telugu, Bengali, Gujarati, Kannada, Malayalam,
 * Gurmukhi, Odia and Urdu scripts. Keys are NFKC-normalised and lower-case, like the text they are looked up in.
 */

const byDigit = (lists: string[][]): Record<string, string> => {
  const out: Record<string, string> = {};
  lists.forEach((words, digit) => {
    for (const word of words) out[word.normalize('NFKC')] = String(digit);
  });
  return out;
};

/** Words that are only ever digits (in these spellings) when they stand among other digits. */
const STRONG = byDigit([
  // 0
  [
    'zero',
    'oh',
    'o',
    'zeero',
    'ziro',
    'zro',
    'jiro',
    'shunya',
    'shoonya',
    'sunya',
    'shunye',
    'shuniya',
    'shunia',
    'sifar',
    'sifr',
    'shunno',
    'sunno',
    'sunna',
    'sonne',
    'poojiyam',
    'pujiyam',
    'poojyam',
    'pujyam',
    'शून्य',
    'शुन्य',
    'सिफर',
    'जीरो',
    'ज़ीरो',
    'મીંડું',
    'મીંડુ',
    'सीरो',
    'ಜೀರೋ',
    'ಝೀರೋ',
    'జీరో',
    'ஜீரோ',
    'சீரோ',
    'জিরো',
    'ઝીરો',
    'સીરો',
    'സീറോ',
    'பூஜ்ஜியம்',
    'பூஜ்யம்',
    'சைபர்',
    'சுழியம்',
    'సున్నా',
    'శూన్యం',
    'শূন্য',
    'শুন্য',
    'શૂન્ય',
    'શુન્ય',
    'ಸೊನ್ನೆ',
    'ಶೂನ್ಯ',
    'പൂജ്യം',
    'ਸਿਫ਼ਰ',
    'ਸਿਫਰ',
    'ଶୂନ୍ୟ',
    'صفر',
  ],
  // 1
  [
    'one',
    'ek',
    'aek',
    'wun',
    'onne',
    'onnu',
    'ondru',
    'onru',
    'okati',
    'okka',
    'ondu',
    'ikk',
    'ஒன்னு',
    'एक',
    'ஒன்று',
    'ஒண்ணு',
    'ఒకటి',
    'এক',
    'એક',
    'ಒಂದು',
    'ഒന്ന്',
    'ਇੱਕ',
    'ਇਕ',
    'ଏକ',
    'ایک',
  ],
  // 2
  [
    'two',
    'do',
    'doo',
    'twoo',
    'tuu',
    'tew',
    'rendu',
    'irandu',
    'randu',
    'eradu',
    'dui',
    'दो',
    'दोन',
    'இரண்டு',
    'ரெண்டு',
    'రెండు',
    'দুই',
    'બે',
    'ಎರಡು',
    'രണ്ട്',
    'ਦੋ',
    'ଦୁଇ',
    'دو',
  ],
  // 3
  [
    'three',
    'teen',
    'tin',
    'thre',
    'thri',
    'moonu',
    'munu',
    'moondru',
    'moodu',
    'mudu',
    'mooru',
    'moonnu',
    'tran',
    'tinn',
    'थ्री',
    'थ्रि',
    'ತ್ರೀ',
    'త్రీ',
    'த்ரீ',
    'থ্রি',
    'થ્રી',
    'ത്രീ',
    'तीन',
    'மூன்று',
    'மூணு',
    'మూడు',
    'তিন',
    'ત્રણ',
    'ಮೂರು',
    'മൂന്ന്',
    'ਤਿੰਨ',
    'ତିନି',
    'تین',
  ],
  // 4
  [
    'four',
    'char',
    'chaar',
    'chār',
    'foor',
    'foar',
    'fower',
    'fowr',
    'फोर',
    'फ़ोर',
    'ಫೋರ್',
    'ఫోర్',
    'ஃபோர்',
    'ফোর',
    'ફોર',
    'ഫോർ',
    'naalu',
    'nalu',
    'naangu',
    'naalugu',
    'nalugu',
    'naalku',
    'चार',
    'நான்கு',
    'நாலு',
    'నాలుగు',
    'চার',
    'ચાર',
    'ನಾಲ್ಕು',
    'നാല്',
    'ਚਾਰ',
    'ଚାରି',
    'چار',
  ],
  // 5
  [
    'five',
    'paanch',
    'panch',
    'panj',
    'paach',
    'fyve',
    'fiv',
    'faiv',
    'fyv',
    'fyf',
    'fiev',
    'फाइव',
    'फ़ाइव',
    'फाईव',
    'ಫೈವ್',
    'ఫైవ్',
    'ஃபைவ்',
    'ফাইভ',
    'ફાઈવ',
    'ફાઇવ',
    'ഫൈവ്',
    'anju',
    'ainthu',
    'aindhu',
    'aidu',
    'ayidu',
    'पांच',
    'पाँच',
    'पाच',
    'ஐந்து',
    'அஞ்சு',
    'ఐదు',
    'అయిదు',
    'পাঁচ',
    'পাচ',
    'પાંચ',
    'ಐದು',
    'അഞ്ച്',
    'ਪੰਜ',
    'ପାଞ୍ଚ',
    'پانچ',
  ],
  // 6
  [
    'six',
    'chhe',
    'che',
    'chhah',
    'chah',
    'chheh',
    'cheh',
    'chhai',
    'chey',
    'siks',
    'sicks',
    'aaru',
    'chhoy',
    'choy',
    'chha',
    'syx',
    'sixx',
    'सिक्स',
    'सिक्स़',
    'ಸಿಕ್ಸ್',
    'సిక్స్',
    'சிக்ஸ்',
    'সিক্স',
    'સિક્સ',
    'സിക്സ്',
    'छह',
    'छः',
    'छे',
    'छ',
    'सहा',
    'ஆறு',
    'ఆరు',
    'ছয়',
    'છ',
    'ಆರು',
    'ആറ്',
    'ਛੇ',
    'ଛଅ',
    'چھ',
  ],
  // 7
  [
    'seven',
    'saat',
    'sat',
    'sevn',
    'sevan',
    'seben',
    'savan',
    'saven',
    'sevun',
    'svn',
    'ezhu',
    'satt',
    'sevin',
    'sevven',
    'sevon',
    'सेवन',
    'ಸೆವೆನ್',
    'సెవెన్',
    'செவன்',
    'সেভেন',
    'સેવન',
    'സെവൻ',
    'सात',
    'ஏழு',
    'ఏడు',
    'সাত',
    'સાત',
    'ಏಳು',
    'ഏഴ്',
    'ਸੱਤ',
    'ସାତ',
    'سات',
  ],
  // 8
  [
    'eight',
    'aath',
    'ath',
    'aat',
    'eigt',
    'aet',
    'eigth',
    'eit',
    'aith',
    'ettu',
    'enimidi',
    'entu',
    'atth',
    'ayt',
    'aight',
    'eigh',
    'eyt',
    'ayte',
    'aite',
    'eiht',
    'ಎಯ್ಟ್',
    'ఎయిట్',
    'எய்ட்',
    'এইট',
    'એઈટ',
    'એઇટ',
    'എയ്റ്റ്',
    'एइट',
    'ऐट',
    'आठ',
    'எட்டு',
    'ఎనిమిది',
    'আট',
    'આઠ',
    'ಎಂಟು',
    'എട്ട്',
    'ਅੱਠ',
    'ଆଠ',
    'آٹھ',
  ],
  // 9
  [
    'nine',
    'niner',
    'nao',
    'nau',
    'no',
    'nav',
    'nyne',
    'nain',
    'nien',
    'naine',
    'onbathu',
    'onpathu',
    'ombodhu',
    'tommidi',
    'thommidi',
    'ombattu',
    'ombatthu',
    'ombathu',
    'naun',
    'noy',
    'nyn',
    'nein',
    'नाइन',
    'ನೈನ್',
    'నైన్',
    'நைன்',
    'নাইন',
    'નાઈન',
    'નાઇન',
    'നൈൻ',
    'ഒന്പത്',
    'नौ',
    'नऊ',
    'नव',
    'ஒன்பது',
    'తొమ్మిది',
    'নয়',
    'નવ',
    'ಒಂಬತ್ತು',
    'ಒಂಭತ್ತು',
    'ഒമ്പത്',
    'ഒൻപത്',
    'ਨੌਂ',
    'ਨੌ',
    'ନଅ',
    'نو',
  ],
]);

/**
 * Words that are also ordinary words ("I ate", "too", "for", "won", "to be"): digits only inside a run of other
 * digits or right before one, so prose never turns into numbers.
 */
const WEAK = byDigit([
  [],
  // English number words in Devanagari that are also Hindi words or "at"/"to": वन (forest), एट, टू.
  ['won', 'wan', 'वन', 'ಒನ್', 'ವನ್', 'వన్', 'ஒன்', 'ওয়ান', 'વન', 'വൺ'],
  ['too', 'tu', 'be', 'don', 'टू', 'ಟೂ', 'టూ', 'டூ', 'টু', 'ટુ', 'ടു'],
  ['tree', 'tri'],
  ['for', 'fore'],
  ['fife'],
  [],
  ['edu', 'elu', 'saath'],
  ['ate', 'ait', 'एट'],
  [],
]);

export const TEENS: Record<string, string> = {
  ten: '10',
  das: '10',
  eleven: '11',
  twelve: '12',
  thirteen: '13',
  fourteen: '14',
  fifteen: '15',
  sixteen: '16',
  seventeen: '17',
  eighteen: '18',
  nineteen: '19',
};

export const TENS: Record<string, string> = {
  twenty: '2',
  thirty: '3',
  forty: '4',
  fourty: '4',
  fifty: '5',
  sixty: '6',
  seventy: '7',
  eighty: '8',
  ninety: '9',
};

export const REPEAT: Record<string, number> = { double: 2, dubble: 2, triple: 3, tripple: 3 };

/** Leetspeak digits inside a word: "n1ne", "z3r0", "tw0", "thr33". */
const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's' };

/** The word with leetspeak digits read as letters, or null when it has none (or no letter at all). */
export function unleet(word: string, one = 'i'): string | null {
  if (!/\p{L}/u.test(word) || !/[0-9@$]/.test(word)) return null;
  let out = '';
  for (const char of word) out += char === '1' ? one : (LEET[char] ?? char);
  return /^\p{L}+$/u.test(out) ? out : null;
}

/** Letters typed twice or more for once ("ninee", "sevenn", "zeroo"). */
const squeeze = (word: string): string => word.replace(/(\p{L})\1+/gu, '$1');

export interface NumberWord {
  digits: string;
  /** An ordinary word too: only a digit among other digits. */
  weak: boolean;
}

/** The digits a word stands for: units and teens in every spelling above, or null. Tens are read separately. */
export function readNumberWord(word: string): NumberWord | null {
  const direct = STRONG[word] ?? TEENS[word];
  if (direct !== undefined) return { digits: direct, weak: false };
  if (WEAK[word] !== undefined) return { digits: WEAK[word], weak: true };
  // "oo", "ll" are zeros and ones typed as letters (read by the caller), not a squeezed "o".
  if (word.length > 12 || /^[oli]+$/.test(word)) return null;
  const squeezed = squeeze(word);
  if (squeezed !== word) {
    // "ninee" → "nine", but "noo" → "no" stays a weak reading (it is an ordinary "noo").
    const found = STRONG[squeezed] ?? TEENS[squeezed] ?? STRONG[squeezed.replace(/(\p{L})$/u, '$1$1')];
    if (found !== undefined) return { digits: found, weak: squeezed.length <= 3 };
    // "treee" → "tree", "tooo" → "too": still only digits among digits.
    const weak = WEAK[squeezed] ?? WEAK[squeezed.replace(/(\p{L})$/u, '$1$1')];
    if (weak !== undefined) return { digits: weak, weak: true };
  }
  // A typing slip ("nien", "eoght", "sevem", "zer"): only ever a digit among digits.
  const slip = typingSlip(word) ?? typingSlip(squeezed);
  return slip === null ? null : { digits: slip, weak: true };
}

const ENGLISH_DIGITS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

/** Keys next to each other on a QWERTY keyboard: the letter a slip of the finger types instead. */
const QWERTY_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
function neighbours(a: string, b: string): boolean {
  for (let row = 0; row < 3; row++) {
    const i = QWERTY_ROWS[row].indexOf(a);
    if (i < 0) continue;
    // Each row sits half a key to the right of the one above it.
    const around = [
      QWERTY_ROWS[row][i - 1],
      QWERTY_ROWS[row][i + 1],
      QWERTY_ROWS[row - 1]?.[i],
      QWERTY_ROWS[row - 1]?.[i + 1],
      QWERTY_ROWS[row + 1]?.[i - 1],
      QWERTY_ROWS[row + 1]?.[i],
    ];
    return around.includes(b);
  }
  return false;
}

/** Ordinary words one slip away from a number word, which would otherwise read as digits. */
const NOT_SLIPS = new Set([
  'mine',
  'neo',
  'even',
  'seen',
  'there',
  'hero',
  'aero',
  'fur',
  'nin',
  'owe',
  'ode',
  'ore',
  'sir',
  'sit',
  'sic',
  'sox',
  'right',
  'give',
  'tour',
  'dour',
  'the',
  'ive',
]);

/**
 * The digit whose English word `word` misses by one slip: two neighbouring letters swapped ("nien", "fuor"), one
 * letter typed with the key next to it ("ninr", "sevem"), one letter left out of a word of four or more ("zer",
 * "sevn"), or a plural "s" ("sixs"). Short words only; null when there is none.
 */
function typingSlip(word: string): string | null {
  if (word.length < 3 || word.length > 6 || !/^[a-z]+$/.test(word) || NOT_SLIPS.has(word)) return null;
  for (let digit = 0; digit < 10; digit++) {
    const name = ENGLISH_DIGITS[digit];
    if (word === `${name}s`) return String(digit);
    if (word.length === name.length) {
      let first = -1;
      let second = -1;
      for (let k = 0; k < name.length; k++) {
        if (word[k] === name[k]) continue;
        if (first < 0) first = k;
        else if (second < 0) second = k;
        else break;
      }
      if (first < 0) continue;
      const swapped = second === first + 1 && word[first] === name[second] && word[second] === name[first];
      const slipped = second < 0 && neighbours(name[first], word[first]);
      if (swapped && word.slice(second + 1) === name.slice(second + 1)) return String(digit);
      if (slipped) return String(digit);
    } else if (word.length === name.length - 1 && name.length >= 4) {
      for (let k = 0; k < name.length; k++) {
        if (name.slice(0, k) + name.slice(k + 1) === word) return String(digit);
      }
    }
  }
  return null;
}

/** The English and transliterated words of three letters or more, for reading glued words. */
const GLUE_WORDS = Object.keys(STRONG).filter((word) => /^[a-z]{3,}$/.test(word));
const GLUE_MAX = 120;

/**
 * A word made of three or more number words written together ("nineeightsevensix…") as those words with spaces,
 * or null. Dynamic programming over the word's positions: linear in its length (at most 120 letters are tried).
 */
export function splitGlued(word: string): string | null {
  if (word.length < 9 || word.length > GLUE_MAX || !/^[a-z]+$/.test(word)) return null;
  // best[i]: the fewest words that spell word.slice(0, i) exactly, and the last one's length.
  const parts = new Array<number>(word.length + 1).fill(Infinity);
  const last = new Array<number>(word.length + 1).fill(0);
  parts[0] = 0;
  for (let i = 0; i < word.length; i++) {
    if (parts[i] === Infinity) continue;
    for (const glue of GLUE_WORDS) {
      if (parts[i] + 1 < parts[i + glue.length] && word.startsWith(glue, i)) {
        parts[i + glue.length] = parts[i] + 1;
        last[i + glue.length] = glue.length;
      }
    }
  }
  if (parts[word.length] === Infinity || parts[word.length] < 3) return null;
  const out: string[] = [];
  for (let i = word.length; i > 0; i -= last[i]) out.unshift(word.slice(i - last[i], i));
  return out.join(' ');
}
