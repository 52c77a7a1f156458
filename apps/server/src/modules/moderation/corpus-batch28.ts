import type { CorpusGroup } from './corpus.js';

/**
 * The twenty-eighth tuning batch, written after batch 27 passed and before any rule was changed for it: handles
 * and moves off-platform in the shapes sellers use in gig texts and first messages (signatures, "reach out",
 * "portfolio on …", "DMs open"), at/dot said in other words, and work talk of the same shapes that stays on
 * GigBazaar. First-run figures in the README.
 */
export const batch28Personal: CorpusGroup[] = [
  {
    kind: 'batch 28: handles and signatures',
    messages: [
      '— Priya | IG priyaart99',
      'Regards, Priya (tg: priyaart)',
      'DMs open on insta: priyaart99',
      'portfolio on behance slash priyaart99',
      'more work: dribbble priyaart',
      'reach out on linkedin, Priya Sharma Designs, same photo as here',
      'I go by priyaart99 on every app',
      'handle 👉 priyaart99 (insta)',
      'insta handle same as my GigBazaar name + 99',
      'yt: @PriyaArtStudio',
      'threads pe bhi hoon, priyaart99',
      'kik: priyaart',
    ],
  },
  {
    kind: 'batch 28: at/dot and moves',
    messages: [
      'priya99 at gmail full stop com',
      'priya99 at gmail period com',
      'priya99 — at — gmail — dot — com',
      'priya99 @ g.mail.com',
      'priya dot ninety nine at gmail',
      'priya99 gmail pe mail karo',
      'hit me up on the gram',
      'slide into my dms on insta',
      'catch me on the bird app, same name',
      'lets take this to whatsapp',
      'we should talk on a call, my number is in my bio',
      'book a call with me on calendly, link in bio',
      'book me directly next time, skip the site fee',
      'transfer kar dena seedha, GigBazaar ko mat batana',
    ],
  },
];

export const batch28Clean: CorpusGroup[] = [
  {
    kind: 'batch 28: gig-text and first-message work talk',
    messages: [
      '— Priya | Brand designer, 6 years',
      'Regards, Priya (GigBazaar seller since 2023)',
      'DMs on this site are open, reply within 2 hours',
      'portfolio in my GigBazaar gigs, 40+ logos',
      'more work in the gallery above',
      'reach out here with your brief, I reply the same day',
      'I go by Priya, but the shop is Priya Art Studio',
      'handle the revisions here, please',
      'insta handle goes under the logo on the visiting card',
      'yt thumbnail set: 10 designs',
      'threads of the fabric texture in the mockup',
      'period style fonts for the wedding card',
      'full stop after each bullet? no, keep them without',
      'the gram stain poster for your lab, A2 size',
      'slide into the next section with a fade',
      'catch the bird flying in frame 3 and loop it',
      'lets take this to the next revision',
      'we should talk on a call here, GigBazaar has calls in the order page',
      'book a call with me here, in the order page',
      'the booking flow: pick a date, then a time slot',
      'transfer the files to the new folder, then zip',
      'at the end of the video, the logo at full size',
      'dot grid background, 8 px',
      'my bio on GigBazaar says 6 years, it is 7 now',
      'the calendly embed on your site, styled to match',
    ],
  },
];
