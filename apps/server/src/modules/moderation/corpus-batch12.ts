import type { CorpusGroup } from './corpus.js';

/**
 * The twelfth tuning batch, mostly work talk written to try the rules batches 7–11 added (slips read as digits,
 * moves to mail or meetings, "outside", "same name", "at" in prose), run once before any rule was changed for it
 * (its first-run figures in the README). Then tuned on like the rest.
 */
export const batch12Personal: CorpusGroup[] = [
  {
    kind: 'batch 12: fresh disguises',
    messages: [
      'nine eihgt seven six five four three two one zero',
      'my zoom id is priya.designs99',
      "let's shift this to mail, I'll send the invoice there",
      'teams pe call karte hain, wahan payment discuss karenge',
      'on the other app I am priya_d',
      'pay outside, I will give 15% off',
      'ping me on insta, same name as here',
      'priya "@" gmail "." com',
      'send 5000 to my gpay and I start',
      'the number is 98765 then 43210, save it',
      'my mail: priya underscore d at the rate yahoo dot in',
      'ɪɴsᴛᴀɢʀᴀᴍ → priya.designs',
      '9️⃣8️⃣7️⃣6️⃣5️⃣ 4️⃣3️⃣2️⃣1️⃣0️⃣',
      'nau aath saat chhe paanch, char teen do ek shoonya',
      'DM me on Twitter @priya_d',
    ],
  },
];

export const batch12Clean: CorpusGroup[] = [
  {
    kind: 'batch 12: work talk',
    messages: [
      'five revisions, nine days, one logo',
      'there are six slides, five charts and one table',
      'the line height should be 1.5, font size 16',
      'give me two days for the first draft',
      'I will send the mail merge file in an hour',
      'the Zoom webinar banner needs a date and a speaker photo',
      'the Teams channel header, 1200 x 300',
      'the other app icon in the mock-up looks blurry',
      'the same name should appear on the card and the envelope',
      'use the same font as the Instagram post for the reel cover',
      'outside of the logo, everything is ready',
      'the pay button sits outside the card, move it in',
      'I moved the email field above the phone field',
      'continue over the weekend if you need, no rush',
      'let us talk through the moodboard here on Monday',
      'the Gmail signature: name, role, company logo',
      'my other gigs include packaging and menus',
      'at the bottom, add the social icons: Insta, YouTube, LinkedIn',
      'I am at 60% of the illustration',
      'the meeting notes are in the order description',
      'right side 40%, left side 60%',
      'top 20 px, bottom 40 px, left 16, right 16',
      'first draft 12 pages, second 14 pages',
      'nine of ten clients chose the blue version',
      'the parts list: 4 legs, 2 shelves, 12 screws',
      'followed by a 5 second logo reveal',
      'tour of the office for the video, 3 minutes',
      'give it a fine texture, mine looks flat',
      'the receipts from 2023 and 2024 are uploaded',
      'Stripe test card 4242 4242 4242 4242 for the demo',
      'our office is at Koramangala, I come in on Tuesdays',
      'the QR code at the entrance leads to the menu',
      'ek do teen char paanch slides bana do',
      'nine-slice scaling for the buttons',
      'ten, twenty, thirty percent off banners',
      'I sent the files to the print shop by mail yesterday',
      'mail kar diya maine files, check karo',
      'he is also on the team, same role as me',
      'the WhatsApp template: Hi {{name}}, your order {{id}} is ready',
      'direct mail campaign postcards, 5000 pieces',
    ],
  },
];
