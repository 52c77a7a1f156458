import type { CorpusGroup } from './corpus.js';

/**
 * The twenty-ninth tuning batch, written after batch 28 passed and before any rule was changed for it: mostly
 * ordinary work talk aimed at the rules of batches 23–28 (bios, DMs, "go by", "slash", "there", "same", cancels
 * and refunds, abbreviations, emoji openers, Calendly and portfolio sites as topics), with a few fresh disguises.
 * First-run figures in the README.
 */
export const batch29Personal: CorpusGroup[] = [
  {
    kind: 'batch 29: fresh disguises',
    messages: [
      'wa.me slash 919876543210',
      'instagram dot com slash priyaart99',
      'my dms are open on twitter',
      'calendly pe slot book karo',
      'behance: priyaart99 — msg me there',
      'link in my insta bio, dm there',
      'dc: priyaart99',
      'priya99 (at) gmail',
      'refund le lo, main baaki kaam kar dunga, payment mujhe bhej dena',
      'cancel kar ke mujhe paise transfer kar do, same kaam',
      'I am priyaart99 on all socials',
      'mere gmail pe bhejo, priya99 hai',
    ],
  },
];

export const batch29Clean: CorpusGroup[] = [
  {
    kind: 'batch 29: work talk near the rules of batches 23-28',
    messages: [
      'the bio section of your site needs 3 lines, not 6',
      'my bio here mentions Figma and Illustrator',
      'write the bio in first person? I think third person reads better',
      'your Instagram bio: I drafted 3 options, pick one',
      'DMs on Instagram are handled by your team, I only design',
      'the DM icon in the app header, 24 px',
      'my inbox here shows your files, thanks',
      'I go by the brand guide for colours',
      'the logo goes by the name "Mark A" in the files',
      'slash the price? I can do 10% off on the order here',
      'use a slash between date parts: 28/11',
      'the URL structure: /blog slash post-name, all lowercase',
      'there is a typo on the about page, fixed now',
      'upload the reel to Instagram and reply there to the comments yourself',
      'same as before, two revisions',
      'same font as here on the invoice',
      'cancel the extra revision, the first one was fine',
      'refund policy page design: 1 page, 2 sections',
      'if you cancel, the refund goes to your GigBazaar wallet',
      'the order was cancelled by mistake? GigBazaar support can reopen it',
      'sc, sc2, sc3 are the scene files in the zip',
      'dc voltage chart for the infographic',
      'li and ul styling fixed',
      '📞 icon in the contact section, no number on it',
      '📧 icon next to the footer text',
      '🎨 three palettes attached',
      '✈️ travel agency logo, 3 concepts',
      '💼 icon for the careers page',
      'Calendly-style booking screen for your clinic app',
      'the Calendly embed on your website is in the contact section',
      'Dribbble shot: 4:3, Behance cover: 808x632',
      'behance and dribbble icons in the footer, grey',
      'my portfolio is in my GigBazaar profile',
      'my number of revisions is 3 per package',
      'my email notifications from GigBazaar were late today',
      'mera gmail account full hai, isliye files yahin bhejo',
      'my gmail is full, please share the files here',
      'on every app screen the back button is top left',
      'I am on all weekdays, 10 to 7',
      'the order page has a call button, let us use that',
    ],
  },
  {
    kind: 'batch 29: ordinary freelance talk',
    messages: [
      'kal tak 5 posts, parso 5 reels',
      'the rate card: 499 per post, 999 per reel',
      'the app version is 2.10.3, released 20 Nov',
      'revision ke baad final file zip mein',
      'thank you so much, will order again',
      'the poster is A3, 300 dpi, CMYK',
      '3 hours of editing, 2 of colour grading',
      'delivery date: 30/11/2026',
      'your order #GB-88213 is in progress',
      'can we do 1499 instead of 1999?',
    ],
  },
];
