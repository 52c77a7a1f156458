import type { CorpusGroup } from './corpus.js';

/**
 * The sixth tuning batch, written after batch 5's fixes and run once before any rule was changed for it (its
 * first-run figures in the README). Then tuned on like the rest.
 */
export const batch6Personal: CorpusGroup[] = [
  {
    kind: 'batch 6: numbers',
    messages: [
      'plus nine one nine eight seven six five four three two one zero',
      '+ninety one 98765 43210',
      '⁹⁸⁷⁶⁵⁴³²¹⁰',
      '9/8/7/6/5/4/3/2/1/0',
      'nau-aath-saat-chhe-paanch / char-teen-do-ek-shunya',
      'ek baar likh lo: 98765, aur 43210 baad mein',
      'नौ आठ सात छह पांच\nचार तीन दो एक शून्य',
      '98765 (first) 43210 (second) - my cell',
      'nine8seven6five4three2one0 is my whatsapp',
      'ninety-eight seventy-six fifty-four thirty-two ten',
      'call 98 765 432 10',
      'Nine Eight Seven Six Five Four Three Two One Zero (mobile)',
    ],
  },
  {
    kind: 'batch 6: e-mail and at/dot',
    messages: [
      'priya एट gmail डॉट com',
      'priya at g mail dot com',
      'priya at gee mail dot com',
      'priya.designs at the rate g-mail.com',
      'priyadesigns at gmail, dot, com',
      'mail id: priya dot designs 99 at yahoo dot co dot in',
      'PRIYA AT OUTLOOK DOT COM',
      'priya (at) gmail (.) com',
      'priya「at」gmail「dot」com',
      'priya at gmail point com',
    ],
  },
  {
    kind: 'batch 6: links and domains',
    messages: [
      'https ://priyadesigns.in',
      'h-t-t-p-s://priyadesigns.in',
      'www dot priyadesigns dot in',
      'priyadesigns DOT in SLASH work',
      'my site: priya designs . in',
      'visit priyadesigns[.]com/rates',
      'priyadesigns ∙ com',
      'goo.gl/abc123',
      'linktr ee slash priya',
      'priyadesigns dotcom',
    ],
  },
  {
    kind: 'batch 6: handles and platforms',
    messages: [
      'priya.designs on insta',
      'priya_designs99 is my telegram',
      'find me at priya.designs (ig)',
      'my gram: priya.designs',
      'tele: @priya_designs',
      'insta (at)priya.designs',
      'add me - rahul_k99 - on snap',
      'Telegram ➜ priya_designs',
      '📱 wa: 9876543210',
      'let us continue on WhatsApp instead, here is my no. 98765 43210',
    ],
  },
  {
    kind: 'batch 6: UPI, Aadhaar, PAN',
    messages: [
      'upi id - priya.designs',
      'priya @ ybl',
      'priya at the rate okaxis',
      'pay to 98765 43210 @ paytm',
      'gpay: nine eight seven six five four three two one zero',
      'aadhaar 2345 6789 0124 for KYC',
      'आधार नंबर ४५६७ ८९०१ २३४१',
      'my pan ABCPE1234F',
      'p a n - A B C P E 1 2 3 4 F',
      'PAN: ABCPE/1234/F',
    ],
  },
];

export const batch6Clean: CorpusGroup[] = [
  {
    kind: 'batch 6: work talk',
    messages: [
      'post logo_v2.png on instagram tomorrow',
      'upload final_reel.mp4 on the telegram channel for your team',
      'the reel for insta is ready, 30 seconds',
      'plus one revision for free',
      'nine out of ten clients pick the blue',
      '500 gram pack design, front and back',
      'the tele-sales script, two pages',
      'My mother tongue is Tamil, I can write Tamil captions',
      'नौ बजे तक डिलीवरी',
      'we use gmail for the team, the signature goes there',
      'the link in bio section of your page',
      'I will post it on your Instagram once you approve',
      'hindi font: Mukta, size 18 pt',
      'the price is ₹4,500 plus GST',
      'order 2 of 3 delivered, third one by 25/11',
      'the https version of your site has a certificate error',
      'the domain renewal is due next week, GoDaddy sent a mail',
      'use www in the footer text? or just the brand name',
      'ninety percent done, the rest by evening',
      'your pan-India campaign needs 12 creatives',
    ],
  },
];
