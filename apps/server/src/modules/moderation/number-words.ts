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
    'jero',
    'jeero',
    'zeroh',
    'shuny',
    'shoonye',
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
    'सुन्न',
    'सुन्ना',
    'शुन्न',
    'सून्य',
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
    'ଶୂନ',
    'ସୁନ',
    'زیرو',
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
    'ekk',
    'eik',
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
    'doh',
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
    'theen',
    'tiin',
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
    'chhey',
    'chhae',
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
    'naw',
    'noy',
    'nyn',
    'nein',
    'नाइन',
    'नइन',
    'नाईन',
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
  // "ओ" read as the English "oh"; "nil" and "nought" said for zero.
  ['ओ', 'ओह', 'nil', 'nought', 'naught'],
  // English number words in Devanagari that are also Hindi words or "at"/"to": वन (forest), एट, टू.
  ['won', 'wan', 'इक', 'वन', 'ಒನ್', 'ವನ್', 'వన్', 'ஒன்', 'ওয়ান', 'વન', 'വൺ'],
  ['too', 'tu', 'be', 'don', 'टू', 'ಟೂ', 'టూ', 'டூ', 'টু', 'ટુ', 'ടു'],
  ['tree', 'tri'],
  ['for', 'fore'],
  ['fife'],
  ['छ'],
  ['edu', 'elu', 'saath'],
  ['ate', 'ait', 'एट', 'अठ'],
  // "नो" is नौ without its vowel sign, and also the English "no" written in Devanagari.
  ['नो'],
]);

/**
 * Hindi's own words for 11–99 ("अट्ठानवे" 98, "sattasi" 87): a number read out in pairs. In Devanagari they are
 * only ever numbers; written in Latin letters some are words too ("bees", "tees", "assi"), so those count only
 * among other digits, like the weak words above. Looked up with letters typed twice squeezed.
 */
const HINDI_PAIRS: Record<string, string> = {
  दस: '10',
  ग्यारह: '11',
  बारह: '12',
  तेरह: '13',
  चौदह: '14',
  पंद्रह: '15',
  सोलह: '16',
  सत्रह: '17',
  अठारह: '18',
  उन्नीस: '19',
  बीस: '20',
  इक्कीस: '21',
  बाईस: '22',
  तेईस: '23',
  चौबीस: '24',
  पच्चीस: '25',
  छब्बीस: '26',
  सत्ताईस: '27',
  अट्ठाईस: '28',
  उनतीस: '29',
  तीस: '30',
  इकतीस: '31',
  बत्तीस: '32',
  तैंतीस: '33',
  चौंतीस: '34',
  पैंतीस: '35',
  छत्तीस: '36',
  सैंतीस: '37',
  अड़तीस: '38',
  उनतालीस: '39',
  चालीस: '40',
  इकतालीस: '41',
  बयालीस: '42',
  तैंतालीस: '43',
  चवालीस: '44',
  चौवालीस: '44',
  चव्वालीस: '44',
  पैंतालीस: '45',
  छियालीस: '46',
  सैंतालीस: '47',
  अड़तालीस: '48',
  उनचास: '49',
  पचास: '50',
  इक्यावन: '51',
  बावन: '52',
  तिरेपन: '53',
  चौवन: '54',
  पचपन: '55',
  छप्पन: '56',
  सत्तावन: '57',
  अट्ठावन: '58',
  उनसठ: '59',
  साठ: '60',
  इकसठ: '61',
  बासठ: '62',
  तिरसठ: '63',
  चौंसठ: '64',
  पैंसठ: '65',
  छियासठ: '66',
  सड़सठ: '67',
  अड़सठ: '68',
  उनहत्तर: '69',
  सत्तर: '70',
  इकहत्तर: '71',
  बहत्तर: '72',
  तिहत्तर: '73',
  चौहत्तर: '74',
  पचहत्तर: '75',
  छिहत्तर: '76',
  सतहत्तर: '77',
  अठहत्तर: '78',
  उन्यासी: '79',
  अस्सी: '80',
  इक्यासी: '81',
  बयासी: '82',
  तिरासी: '83',
  चौरासी: '84',
  पचासी: '85',
  छियासी: '86',
  सत्तासी: '87',
  अट्ठासी: '88',
  नवासी: '89',
  नब्बे: '90',
  इक्यानवे: '91',
  बानवे: '92',
  तिरानवे: '93',
  चौरानवे: '94',
  पचानवे: '95',
  छियानवे: '96',
  सत्तानवे: '97',
  अट्ठानवे: '98',
  निन्यानवे: '99',
};
/**
 * Devanagari looked up without what people type or leave out: nasal marks and the nukta (अडतालीस, पैतालीस), the
 * first half of a doubled consonant (अठानवे for अट्ठानवे, चवन for चव्वन) and the au sign (चवन for चौवन).
 */
const unmarked = (word: string): string =>
  word.replace(/[\u0901\u0902\u093C]|[\u0915-\u0939]\u094D/g, '').replace(/\u094C/g, '');
const HINDI_PAIRS_UNMARKED: Record<string, string> = Object.fromEntries(
  Object.entries(HINDI_PAIRS).map(([word, digits]) => [unmarked(word), digits]),
);

const HINDI_PAIRS_LATIN: Record<string, string> = {
  gyarah: '11',
  gyara: '11',
  giyarah: '11',
  barah: '12',
  baara: '12',
  terah: '13',
  tera: '13',
  chaudah: '14',
  chauda: '14',
  chodah: '14',
  pandrah: '15',
  pandra: '15',
  solah: '16',
  sola: '16',
  satrah: '17',
  satra: '17',
  atharah: '18',
  athara: '18',
  attharah: '18',
  unnis: '19',
  unnees: '19',
  unees: '19',
  bees: '20',
  bis: '20',
  ikkis: '21',
  ikkees: '21',
  bais: '22',
  baees: '22',
  baais: '22',
  teis: '23',
  teees: '23',
  chaubis: '24',
  chaubees: '24',
  chobis: '24',
  pachchis: '25',
  pachis: '25',
  pachees: '25',
  chhabbis: '26',
  chabbis: '26',
  chhabees: '26',
  sattais: '27',
  satais: '27',
  sattaees: '27',
  atthais: '28',
  athais: '28',
  atthaees: '28',
  untis: '29',
  untees: '29',
  tees: '30',
  tis: '30',
  iktis: '31',
  iktees: '31',
  battis: '32',
  batis: '32',
  battees: '32',
  taintis: '33',
  tentis: '33',
  taintees: '33',
  chauntis: '34',
  chontis: '34',
  chauntees: '34',
  paintis: '35',
  pentis: '35',
  paintees: '35',
  chhattis: '36',
  chattis: '36',
  chhattees: '36',
  saintis: '37',
  sentis: '37',
  saintees: '37',
  adtis: '38',
  artis: '38',
  adtees: '38',
  untalis: '39',
  untalees: '39',
  chalis: '40',
  chalees: '40',
  chaalis: '40',
  iktalis: '41',
  iktalees: '41',
  bayalis: '42',
  bayalees: '42',
  taintalis: '43',
  tentalis: '43',
  chavalis: '44',
  chawalis: '44',
  paintalis: '45',
  pentalis: '45',
  chhiyalis: '46',
  chiyalis: '46',
  saintalis: '47',
  sentalis: '47',
  adtalis: '48',
  artalis: '48',
  unchas: '49',
  unchaas: '49',
  pachas: '50',
  pachaas: '50',
  ikyavan: '51',
  ikyawan: '51',
  bavan: '52',
  bawan: '52',
  tirepan: '53',
  tirpan: '53',
  chauvan: '54',
  chauwan: '54',
  chovan: '54',
  pachpan: '55',
  chhappan: '56',
  chappan: '56',
  sattavan: '57',
  sattawan: '57',
  atthavan: '58',
  athawan: '58',
  atthawan: '58',
  unsath: '59',
  iksath: '61',
  basath: '62',
  baasath: '62',
  tirsath: '63',
  tirasath: '63',
  chaunsath: '64',
  chausath: '64',
  chonsath: '64',
  painsath: '65',
  pensath: '65',
  painsat: '65',
  chhiyasath: '66',
  chiyasath: '66',
  sadsath: '67',
  sarsath: '67',
  adsath: '68',
  arsath: '68',
  unhattar: '69',
  sattar: '70',
  satar: '70',
  ikhattar: '71',
  ikahattar: '71',
  bahattar: '72',
  bahtar: '72',
  tihattar: '73',
  chauhattar: '74',
  chohattar: '74',
  pachhattar: '75',
  pachattar: '75',
  chhihattar: '76',
  chihattar: '76',
  sathattar: '77',
  satattar: '77',
  athhattar: '78',
  athattar: '78',
  unyasi: '79',
  unasi: '79',
  assi: '80',
  ikyasi: '81',
  bayasi: '82',
  tirasi: '83',
  chaurasi: '84',
  chorasi: '84',
  pachasi: '85',
  chhiyasi: '86',
  chiyasi: '86',
  sattasi: '87',
  satasi: '87',
  atthasi: '88',
  athasi: '88',
  navasi: '89',
  nabbe: '90',
  nabe: '90',
  ikyanve: '91',
  ikyanave: '91',
  banve: '92',
  baanave: '92',
  tiranve: '93',
  tiranave: '93',
  chauranve: '94',
  choranve: '94',
  pachanve: '95',
  pachaanve: '95',
  chhiyanve: '96',
  chiyanve: '96',
  sattanve: '97',
  sataanve: '97',
  atthanve: '98',
  athanve: '98',
  atthanave: '98',
  ninyanve: '99',
  ninyaanve: '99',
};
const HINDI_PAIRS_SQUEEZED: Record<string, string> = Object.fromEntries(
  Object.entries(HINDI_PAIRS_LATIN).map(([word, digits]) => [word.replace(/([a-z])\1+/g, '$1'), digits]),
);

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
  const direct =
    STRONG[word] ??
    TEENS[word] ??
    HINDI_PAIRS[word] ??
    (/[\u0900-\u097F]/.test(word) ? HINDI_PAIRS_UNMARKED[unmarked(word)] : undefined);
  if (direct !== undefined) return { digits: direct, weak: false };
  if (WEAK[word] !== undefined) return { digits: WEAK[word], weak: true };
  const pair = HINDI_PAIRS_LATIN[word] ?? HINDI_PAIRS_SQUEEZED[squeeze(word)];
  if (pair !== undefined) return { digits: pair, weak: true };
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
  if (slip !== null) return { digits: slip, weak: true };
  // A spelling by ear ("noine", "sebhen", "phive", "sikx", "eyght"): only ever a digit among digits.
  const heard = soundsLike(word);
  return heard === null ? null : { digits: heard, weak: true };
}

/**
 * A word's consonants as heard: "ph" is f, "x" is ks, c and q are k, "gh" is silent, the h of "th", "bh", "wh",
 * "kh" and "dh" is dropped, letters typed twice count once, vowels (and a y after the first letter) go; a word
 * that opens with a vowel is marked "_". "sebhen" → "sbn", "phour" → "fr", "ieght" → "_t".
 */
function consonantKey(word: string): string {
  const plain = word
    .replace(/^x/, 'z')
    .replace(/(?<=[aeiou])h$/, '')
    .replace(/ph/g, 'f')
    .replace(/gh/g, '')
    .replace(/([tbwkd])h/g, '$1')
    .replace(/x/g, 'ks')
    .replace(/[cq]/g, 'k')
    .replace(/([a-z])\1+/g, '$1');
  const lead = /^[aeiou]/.test(plain) ? '_' : '';
  return lead + plain.slice(0, 1).replace(/[aeiou]/, '') + plain.slice(1).replace(/[aeiouy]/g, '');
}

/** The consonants of each English digit word in the spellings people hear it in. */
const SOUND_KEYS: Record<string, string> = {
  zr: '0',
  _n: '1',
  wn: '1',
  vn: '1',
  t: '2',
  tw: '2',
  tv: '2',
  tr: '3',
  thr: '3',
  fr: '4',
  fwr: '4',
  fvr: '4',
  fv: '5',
  sks: '6',
  svn: '7',
  sbn: '7',
  svm: '7',
  swn: '7',
  _t: '8',
  _gt: '8',
  nn: '9',
};

/** Ordinary words (English and Hinglish) that sound like a digit word: never read as one. */
const NOT_SOUNDS = new Set([
  'the',
  'tea',
  'tie',
  'toe',
  'tee',
  'toy',
  'they',
  'thee',
  'thy',
  'two',
  'tau',
  'try',
  'true',
  'tear',
  'tier',
  'tire',
  'tore',
  'tour',
  'there',
  'their',
  'tyre',
  'tray',
  'thru',
  'tera',
  'teri',
  'tere',
  'tar',
  'tor',
  'tara',
  'tree',
  'far',
  'fir',
  'fur',
  'fair',
  'fear',
  'fire',
  'free',
  'fry',
  'fare',
  'fury',
  'phir',
  'fer',
  'fav',
  'fave',
  'sax',
  'sacks',
  'socks',
  'sucks',
  'seeks',
  'sikhs',
  'soaks',
  'eat',
  'out',
  'oat',
  'ought',
  'auto',
  'aught',
  'aata',
  'aate',
  'aati',
  'ata',
  'ati',
  'oath',
  'none',
  'noon',
  'nun',
  'nan',
  'nana',
  'naan',
  'nani',
  'nina',
  'neon',
  'nano',
  'nanny',
  'ninja',
  'win',
  'wine',
  'when',
  'vine',
  'vain',
  'vein',
  'wean',
  'wane',
  'wen',
  'wanna',
  'vaan',
  'own',
  'zara',
  'zero',
]);

/** The digit an English digit word spelled by ear stands for ("noine", "sebhen", "phive", "tehre"), or null. */
function soundsLike(word: string, loose = false): string | null {
  if (word.length < 3 || word.length > 8 || !/^[a-z]+$/.test(word) || (!loose && NOT_SOUNDS.has(word))) return null;
  // "eighty" is a tens word, not "eight" by ear.
  if (readTens(word) !== undefined) return null;
  const key = consonantKey(word);
  // "one" by ear opens with an o ("oen", "onee"), not any vowel ("anu", "inn", "aana" are words).
  if (key === '_n' && !word.startsWith('o')) return null;
  return SOUND_KEYS[key] ?? null;
}

/** Words that sound like a digit but between two spelled digits are still prose ("nine the seven" is no nine-2). */
const NEVER_BETWEEN = new Set([
  'the',
  'they',
  'thee',
  'thy',
  'their',
  'there',
  'out',
  'own',
  'when',
  'win',
  'none',
  'try',
  'true',
]);

/**
 * A word read as a digit only where it stands between two spelled-out digits in a run ("… fave foor tee too
 * …", "fiive fore thri to one"): ordinary words that sound like a digit word, and "to" for two.
 */
export function readBetweenDigits(word: string): string | null {
  if (word === 'to') return '2';
  if (NEVER_BETWEEN.has(word)) return null;
  // "foh", "faw": four with its r unsaid.
  if (/^f[aeiouwh]{1,3}$/.test(word)) return '4';
  return soundsLike(word, true);
}

/** The consonants of the stem of each tens word ("ninty", "sevnty", "fivety", "thurty", "twenti"). */
const TENS_STEM_KEYS: Record<string, string> = {
  twn: '2',
  tvn: '2',
  tn: '2',
  tr: '3',
  thr: '3',
  fr: '4',
  fwr: '4',
  ff: '5',
  fv: '5',
  sks: '6',
  svn: '7',
  sbn: '7',
  _: '8',
  _g: '8',
  nn: '9',
  n: '9',
};

/** The tens digit of a tens word in any spelling by ear ("ninty" → 9, "fivety" → 5), or undefined. */
export function readTens(word: string): { digit: string; heard: boolean } | undefined {
  if (TENS[word] !== undefined) return { digit: TENS[word], heard: false };
  if (word.length < 5 || word.length > 9 || !/^[a-z]+$/.test(word)) return undefined;
  const stem = /^([a-z]{2,6}?)(?:ty|tey|tee|ti|thy)$/.exec(word)?.[1];
  if (stem === undefined) return undefined;
  const digit = TENS_STEM_KEYS[consonantKey(stem)];
  return digit === undefined ? undefined : { digit, heard: true };
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
const GLUE_WORDS = [...Object.keys(STRONG), ...Object.keys(TENS), ...Object.keys(TEENS)].filter((word) =>
  /^[a-z]{2,}$/.test(word),
);
const GLUE_MAX = 120;

/**
 * A word made of three or more number words written together ("nineeightsevensix…") as those words with spaces,
 * or null. Dynamic programming over the word's positions: linear in its length (at most 120 letters are tried).
 */
export function splitGlued(word: string): string | null {
  if (word.length < 9 || word.length > GLUE_MAX || !/^[a-z]+$/.test(word)) return null;
  return splitInto(word, GLUE_WORDS, 3);
}

/** Devanagari number words (with their vowel signs) of two letters or more, for reading glued words. */
const GLUE_WORDS_DEVANAGARI = [...Object.keys(STRONG), ...Object.keys(HINDI_PAIRS)].filter((word) =>
  /^[\u0900-\u097F]{2,}$/.test(word),
);

/**
 * A Devanagari word made of two or more number words written together ("नौआठसात…", "छहपांच") as those words
 * with spaces, or null. Only whole number words are taken, so "दोनों" or "एकदम" stay words.
 */
export function splitGluedDevanagari(word: string): string | null {
  if (word.length < 4 || word.length > GLUE_MAX || !/^[\u0900-\u097F]+$/.test(word)) return null;
  return splitInto(word, GLUE_WORDS_DEVANAGARI, 2);
}

function splitInto(word: string, glueWords: readonly string[], minPerWord: number): string | null {
  // best[i]: the fewest words that spell word.slice(0, i) exactly, and the last one's length.
  const parts = new Array<number>(word.length + 1).fill(Infinity);
  const last = new Array<number>(word.length + 1).fill(0);
  parts[0] = 0;
  for (let i = 0; i < word.length; i++) {
    if (parts[i] === Infinity) continue;
    for (const glue of glueWords) {
      if (parts[i] + 1 < parts[i + glue.length] && word.startsWith(glue, i)) {
        parts[i + glue.length] = parts[i] + 1;
        last[i + glue.length] = glue.length;
      }
    }
  }
  if (parts[word.length] === Infinity || parts[word.length] < 2) return null;
  const out: string[] = [];
  for (let i = word.length; i > 0; i -= last[i]) out.unshift(word.slice(i - last[i], i));
  // Two Latin words only as tens and a unit ("ninetyeight"): two units glued are often a word of their own.
  if (out.length === 2 && TENS[out[0]] === undefined && minPerWord >= 3) return null;
  // Two-letter words ("do", "ek", "oh") glue into ordinary words easily: only among long ones ("…teendoekshunya").
  if (word.length < out.length * minPerWord) return null;
  return out.join(' ');
}
