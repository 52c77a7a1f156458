/**
 * The tuning corpus of the split-message check (split-messages.ts): a sender's consecutive messages in one
 * conversation, oldest first. `personal`: contact details or an off-platform move spread over the messages;
 * `clean`: ordinary work talk whose messages, read together, look like it (numbers next to numbers, platforms as
 * topics). The frozen set this check is measured on is heldout/frozen-split-set.ts, written by someone else and
 * never read while tuning.
 */
export interface SplitGroup {
  kind: string;
  sequences: string[][];
}

export const splitPersonal: SplitGroup[] = [
  {
    kind: 'phone split in digits',
    sequences: [
      ['my number is 98765', '43210'],
      ['call me on 98765', '43210 after 6'],
      ['whatsapp karo', '98765 43210'.slice(0, 5), '43210'],
      ['+91 98', '76543210'],
      ['987', '654', '3210'],
      ['first part 91234', 'baaki 56780'],
      ['number note karo: 7012', '345678'],
      ['0987654', '3210 is my mobile'],
      ['mera no 88001', '22334 pe call'],
      ['reach me at 6398', '765432'],
    ],
  },
  {
    kind: 'phone split in words',
    sequences: [
      ['my number nine eight seven six five', 'four three two one zero'],
      ['nau aath saat chhe paanch', 'chaar teen do ek shunya'],
      ['call karo 98765', 'four three two one zero'],
      ['नौ आठ सात छह पांच', 'चार तीन दो एक शून्य'],
    ],
  },
  {
    kind: 'email split',
    sequences: [
      ['mail me at priya.designs', '@gmail.com'],
      ['my id is rohan.dev99', 'at gmail dot com'],
      ['send it to kabirfilms', 'gmail', '.com'],
      ['email: meera.writes', 'at the rate yahoo dot in'],
    ],
  },
  {
    kind: 'upi split',
    sequences: [
      ['pay me directly on upi', 'priya@okaxis'.split('@')[0]!, '@okaxis'],
      ['gpay kar do', '9876543210'.slice(0, 5), '43210'],
      ['upi id is rohan', '@ybl'],
      ['phonepe pe bhej do', 'kabir.films@ibl'.replace('@ibl', ''), '@ibl'],
    ],
  },
  {
    kind: 'handle after platform',
    sequences: [
      ['insta pe follow karo', 'priya_art_studio'],
      ['find me on telegram', '@rohan_dev'],
      ['my instagram handle', 'kabir.films.official'],
      ['dm me on insta', 'meera_writes_daily'],
      ['add me on snap', 'dhruvbeats'],
    ],
  },
  {
    kind: 'link split',
    sequences: [
      ['wa.me/', '919876543210'],
      ['bit', '.ly/priya-portfolio'],
      ['my site is priyadesigns', '.in'],
      ['t.me/', 'rohan_dev'],
    ],
  },
  {
    kind: 'id document split',
    sequences: [
      ['aadhaar 2345 6789', '0124'],
      ['PAN ABCDE', '1234F'],
    ],
  },
];

export const splitClean: SplitGroup[] = [
  {
    kind: 'prices and taxes',
    sequences: [
      ['₹4500 for the logo', 'plus 18% GST'],
      ['budget is 12000', 'can go to 15000 if needed'],
      ['basic is 2500', 'standard 4999', 'premium 9999'],
      ['I paid 3500 yesterday', 'and 2000 today for the extra'],
      ['₹45,000 total', '₹15,000 now and the rest on delivery'],
    ],
  },
  {
    kind: 'quantities',
    sequences: [
      ['need 25 posts', 'and 30 reels'],
      ['1200 words per article', '8 articles a month'],
      ['10 thumbnails', '5 banners', '2 logos'],
      ['3 revisions included', '2 more for 500 each'],
    ],
  },
  {
    kind: 'dates and times',
    sequences: [
      ['delivery by 12/12', 'revision till 15th'],
      ['can we talk at 5?', 'on the GigBazaar call I mean'],
      ['2025 campaign', '2026 plan next'],
      ['started 10:30', 'done by 18:45'],
      ['on 03/01/2027', 'and 04/01/2027'],
    ],
  },
  {
    kind: 'sizes and specs',
    sequences: [
      ['1080 x 1920', '300 dpi'],
      ['export at 3840', 'by 2160 please'],
      ['A4 size', '210 x 297 mm'],
      ['font size 14', 'line height 21'],
    ],
  },
  {
    kind: 'order and invoice references',
    sequences: [
      ['order 48213', 'and 55621 are both mine'],
      ['invoice GB-2026-00123', 'paid on 5th'],
      ['ticket 88231', 'was closed'],
      ['my previous order was 3 weeks ago', 'order id ends with 7781'],
    ],
  },
  {
    kind: 'platforms as topics',
    sequences: [
      ['I manage their instagram', 'need 10 posts a month'],
      ['telegram bot for orders', 'python, 2 weeks'],
      ['youtube channel has 45000 subscribers', 'need 3 videos'],
      ['whatsapp business api integration', 'for their shop'],
      ['need an insta reel', 'priya style, bright colours'],
    ],
  },
  {
    kind: 'short replies and hinglish',
    sequences: [
      ['ok', 'done', 'thanks!'],
      ['haan bhai', 'kal tak ho jayega', '2 din max'],
      ['sure', 'at 9 then', 'see you on the call here'],
      ['shukriya', 'review de dunga'],
      ['file bhej di', 'final_v3.psd', 'aur final_v4.png'],
    ],
  },
];
