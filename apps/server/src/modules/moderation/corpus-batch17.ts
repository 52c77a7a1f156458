import type { CorpusGroup } from './corpus.js';

/**
 * The seventeenth tuning batch, written after batch 16 passed and before any rule was changed for it: once more
 * fresh disguises of the kinds the frozen set's fifth measurement still showed short (misspelt number words mixed
 * with Hindi, digits inside words, at/dot glued or in full-width letters, emoji pointing at a handle, platform
 * names one slip off, PAN in pieces), and work talk near them. First-run figures in the README and its commit.
 */
export const batch17Personal: CorpusGroup[] = [
  {
    kind: 'batch 17: number words',
    messages: [
      'nyne ait sevan six fyv foar thri tu wun zeero, call after 6',
      'mera no. nien aith sevan chhe faiv for tin two ek zero',
      'nineh eightt sevenn sixe fivve fourr threee twooo onne zerooo',
      'nien-eihgt-sveen-sxi-fvie-fuor-trhee-tow-oen-zreo',
      'ninE, eigHt, sevEn, siX, fivE, fouR, threE, twO, onE, zerO',
      'nine8seven6five4three2one0',
      '9ine 8ight 7even 6ix 5ive 4our 3hree 2wo 1ne 0ero',
      'naine, eyet, sevan, siks, faiv, foor, tri, tuu, wan, ziro',
      'nau aath saat chhe paanch — baaki chaar teen do ek zero',
      'नौ आठ 7 छह पाँच 4 तीन दो 1 शून्य',
    ],
  },
  {
    kind: 'batch 17: at and dot',
    messages: [
      'प्रिया99 एट जीमेल डॉट कॉम',
      'priya99 @ gmail [dot] c0m',
      'priya99 at gmail d0t com',
      'priya99 aat gmail dot com',
      'priya99 atgmail dotcom',
      'priya99@gmaildotcom',
      'priya99 AT the RATE gmail DOT com',
      'priya99 ＠ｇｍａｉｌ．ｃｏｍ',
      'priya99 at gmail [.] com',
      'write to priya99, at gmail, dot com',
    ],
  },
  {
    kind: 'batch 17: platforms, emoji and handles',
    messages: [
      '📧 priya99 gmail',
      '💬 priyaart (telegram)',
      '✈️ → priyaart',
      '📷 → priya.art',
      '🟢 pe aao',
      'Ⓦⓐ pe aao',
      'whatzapp pe aao',
      'whatsaapp pe aao',
      'wahtsapp pe aao',
      'teelegram pe aao',
      'instagrammm: priyaart',
      'sn@p: priyaart',
      '1G: priyaart',
      'add me on snap, priyaart',
      'follow priyaart on ig for updates',
      'i post as priyaart on instagram',
      'my insta? priyaart',
      'IG handle priyaart, DM there',
    ],
  },
  {
    kind: 'batch 17: PAN in pieces',
    messages: ['pan: ABCPE-1234-F', 'my pan is a b c p e 1 2 3 4 f', 'P A N: ABCPE 1234 F', 'pan no. abcpe1234f'],
  },
];

export const batch17Clean: CorpusGroup[] = [
  {
    kind: 'batch 17: work talk',
    messages: [
      'call after 6, I mean the review call on the order page? no, just reply here after 6',
      'nine ate... sorry, typo: the 9 pages are done',
      'the 8ight logo: a figure eight made of rope',
      'the pan-India campaign banners, 6 states',
      'pan the camera left at 0:04',
      'write to the editor, at the end of the doc, a dot point summary',
      'the email goes at the top, the phone at the bottom, of the visiting card layout',
      '📧 icon for the newsletter section',
      '💬 bubble icon in the chat mockup, 24 px',
      '✈️ travel agency logo, 3 concepts',
      '📷 camera icon for the upload button',
      '🟢 online status dot in the header',
      'my insta posts need a consistent filter',
      'follow the grid on ig: 3 columns',
      'add me as a collaborator? no need, I will upload the PSD here',
      'snap lines in Figma keep jumping, I will fix the frames',
      'IG reel covers 1080 x 1920, 4 of them',
      'I post my work on Behance too, but the files are here',
      'the WhatsApp chat export you uploaded has the old logo',
      'aath din mein 12 designs, teen revisions ke saath',
    ],
  },
];
