import type { CorpusGroup } from './corpus.js';

/**
 * The twenty-second tuning batch, written after batch 21 passed and before any rule was changed for it: mostly
 * work talk aimed at the rules batches 18–21 added ("one to two days", "my tag", "pay me there, on the order
 * page", "I work outside, in cafes", file names with a platform in brackets, "order mat karo abhi", पहले in Hindi
 * briefs with prices), with a smaller set of fresh disguises. First-run figures in the README and its commit.
 */
export const batch22Personal: CorpusGroup[] = [
  {
    kind: 'batch 22: fresh disguises of every short kind',
    messages: [
      'te1egr4m pe aa jaana',
      'wattsapp pe ping',
      'priya99 @ g m a i l . c o m',
      'priya99 at-gmail-dot-com',
      'pay me outside of gigbazaar please, i give discount',
      'let us skip gigbazaar, I will share my number',
      'my insta handle is priya dot art',
      'nain eight sevan six faiv for three two one ziro',
      'ninee eightt sevenn sixx fivee fourr threee twoo onee zeroo',
      '📲 priyaart',
      'नौ आठ सात छह पांच चार तीन दो एक शून्य वाला नंबर',
      'बिट डॉट ली स्लैश प्रिया',
      'priya99 ok icici',
      'first five: 98765; last five: 43210',
      'nine eight seven 65 four three 2 one zero',
      'gmail: priya dot 99',
      'sig nal pe aao',
      'bahar payment karo, fee bachegi',
      'tele gram: priyaart99',
      'mail me: priya99 at gmail',
    ],
  },
];

export const batch22Clean: CorpusGroup[] = [
  {
    kind: 'batch 22: work talk near the new rules',
    messages: [
      'one to two days for the logo, two to three for the brand book',
      'scale from one to nine, then nine to one for the reverse animation',
      'my id is not verified yet, support said two days',
      'my tag is v2.1, the release notes are in the zip',
      'my profile is 80% complete, adding the portfolio today',
      'you can pay me there, on the order page, once you accept',
      'bank transfer to me is not allowed, GigBazaar handles the payment',
      'instead of ordering again, message me here and I will add it to this order',
      'I usually work outside, in cafes, but deadlines are always met',
      'post_01 (instagram), post_02 (facebook) and post_03 (linkedin) are ready',
      'order mat karo abhi, seedha final file dekh lo pehle',
      'पहले 7500 वाला पैकेज था, अब 2499 और 999 वाले भी हैं',
      'पहले 3 डिज़ाइन, फिर 2 रिविज़न, बाकी 5 दिन में',
      'नो प्रॉब्लम, कल तक हो जाएगा',
      'पत्रिका के अंक 12 का कवर, 3 विकल्प',
      '5000 plus 4000 plus 1000 words across the three blog posts',
      'the cash de dena option in the POS app, for the shop owner',
      'between us and the site launch there are 3 days',
      'insta|fb|x icons in the footer, 24 px each',
      'the phone number field in the form needs +91 as a prefix',
      'search me as the admin? no, log in as the test buyer',
      'find the logo as logo_v3.png in the zip',
      'my socials plan has 12 posts and 4 reels',
      'delivery in nine to ten days, revisions one to two days each',
      'the cheaper plan is lower in quality, I suggest the standard one here',
      'keep the platform logo out of the banner',
      'bitly link in the newsletter? no, use the full url',
      'the tiny url-style slug for the blog: /p/abc',
      'please do not pay outside GigBazaar, it is not safe',
      'direct kar do the export to the shared folder',
      'page 120 and 121 have the same image',
      'the icons are 120 a piece, 150 for the animated ones',
      'my own number system for the mockups: M1, M2, M3',
      'the first half of the banner is blue, the rest is white',
      'nine eight seven... the countdown on the launch page starts at ten',
      'chhe aath das baarah - sizes for the kids kurta size chart',
      'the rate is lower if you pick the basic package here on GigBazaar',
      'you will get the files here, no need for email',
      'I charge 500 per page, 20 pages, so 10000 in total',
      'send the logo to me in the chat, I will vectorise it',
    ],
  },
];
