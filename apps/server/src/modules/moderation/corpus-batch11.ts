import type { CorpusGroup } from './corpus.js';

/**
 * The eleventh tuning batch, written after the frozen set's third measurement (only its counts per kind were read:
 * misspelt English number words, leetspeak and emoji platform names, moving off-platform, split numbers, "at"/"dot"
 * spellings and handles among the misses) without opening the frozen set, and run once before any rule was changed
 * for it (its first-run figures in the README). Then tuned on like the rest.
 */
export const batch11Personal: CorpusGroup[] = [
  {
    kind: 'batch 11: misspelt English number words',
    messages: [
      'nien eihgt sveen sxi fvie fuor tehre tow oen zreo',
      'ninr eoght sevem siz fivr foue thref twi onr zeri',
      'niine eiight seveen sixs fivve fourr threee twwo onne zerro',
      'nine eigth sevne six fiev four thee two one zer',
      'nine eight seven six fiv for three too one zero',
      'NYNE AYTE SEVN SIXX FYVE FOR THREE TOO WON ZERO',
    ],
  },
  {
    kind: 'batch 11: leetspeak and emoji platform names',
    messages: [
      'l1nked1n: priya-designs',
      'd1sc0rd: priya_d',
      '5kype: live:priya.d',
      'tw1tt3r @priya_d',
      '|nsta: priya.designs',
      '!nsta: priya.designs',
      't3l3 gr4m: priya_d',
      'wh4ts 4pp: 98765 43210',
      '📘 priya.designs',
      '💼 priya-designs (the blue job site)',
      '🎮 priya_d#0420',
      '✆ 98765 43210',
      '☏ 98765 43210',
      '🇼🇦 98765 43210',
      '🅸🅽🆂🆃🅰 priya.designs',
      '🄸🄽🅂🅃🄰: priya.designs',
    ],
  },
  {
    kind: 'batch 11: moving off the platform',
    messages: [
      "let's move this to email",
      'continue over mail, easier for files',
      'mail kar dena details, wahan baat karenge',
      'gmeet pe aao kal, link bhejta hoon',
      'join my zoom and we settle it there',
      'teams pe milte hain',
      'hmu on the other app',
      'ping me on my other account',
      'I am also on the app with the bird, same name',
      "let's talk outside",
    ],
  },
  {
    kind: 'batch 11: split numbers, at/dot and handles',
    messages: [
      'in two parts: 98765 and after that 43210',
      'the parts: 98765 / 43210',
      '98765 followed by 43210',
      'pehla hissa 98765, doosra 43210, mila ke likho',
      'priya "at" gmail "dot" com',
      'priya at gmail ● com',
      'priya at gmail ⋅ com',
      'priya at gmail dot-com',
      'priya at gmail dot. com',
      'priya `at` gmail `dot` com',
      'follow @ priya.designs',
      "on insta I'm priya.designs",
      'find me on insta under priya.designs',
      'on insta, search priya_designs',
    ],
  },
];

export const batch11Clean: CorpusGroup[] = [
  {
    kind: 'batch 11: work talk',
    messages: [
      'there are three more revisions left',
      'the line spacing is fine, the five icons need work',
      'your hour estimate was right',
      'nine lines of text on the first slide, even spacing',
      'order no. 402-7788123-5566778 for the props',
      'order #7788123456 arrived damaged, I re-ordered',
      'Swiggy order 153245678901 had our flyer inside',
      'the tracking id 98765432101 from the courier',
      'the LinkedIn banner and the Twitter header, same style',
      'use the Discord blurple for the buttons',
      'the 📘 icon for the Facebook link in the footer mock-up',
      'a 💼 emoji on the careers slide',
      'email template for the welcome mail, 600px wide',
      "let's continue on the email newsletter design tomorrow",
      'Zoom background with our logo, 1920x1080',
      'teams photo for the about page',
      'the Google Meet invite image for the webinar',
      'I am at home today, send the feedback here',
      'meet at 4 on this chat to review',
      'the bird logo should look like it is flying',
      'dot grid at 8 px, dots at 30% opacity',
      'at the end of the video, show the website name in bold',
      'the "at" sign in the logo should be bigger',
      'two parts of the design: header and footer',
      'followed by the pricing table, then the FAQ',
      'the first half of the video is done, the rest by Monday',
      'my other account on GigBazaar has the older reviews',
      'I moved this conversation from the old order to this one',
      'mail merge for 500 certificates, names in Excel',
      'priced at 4999, delivered at 10 am',
    ],
  },
];
