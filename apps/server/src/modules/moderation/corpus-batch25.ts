import type { CorpusGroup } from './corpus.js';

/**
 * The twenty-fifth tuning batch, written after batch 24 passed and before any rule was changed for it: platform
 * abbreviations and struck-through or underlined names, e-mail and at/dot words in Indian scripts, handles given
 * with a space after the @ or as "naam se dhundo", deals that split the payment; and work talk with the same
 * abbreviations as ordinary words (sc, dc, li, <li>, DM as a feature). First-run figures in the README.
 */
export const batch25Personal: CorpusGroup[] = [
  {
    kind: 'batch 25: abbreviations and drawn platform names',
    messages: [
      'sc: priya.art99',
      'sc pe add karo priyaart',
      'dc: priyaart#0420',
      'disc username priyaart',
      'twt: priyaart99',
      't̶e̶l̶e̶g̶r̶a̶m̶ pe aao',
      'w̲h̲a̲t̲s̲a̲p̲p̲ karo',
      'wts pe msg karo',
      'w/a pe baat karte hain',
      'whatz app pe aa jao',
      'wotsapp pe ping karna',
      'ɪɴsᴛᴀɢʀᴀᴍ: priyaart',
      'IG dm me, priyaart99',
      'gram pe dm karo @ priyaart99',
      'li profile: priya-sharma-designs',
    ],
  },
  {
    kind: 'batch 25: handles',
    messages: [
      'DM @ priyaart99',
      'look for @ priyaart99 there',
      'priyaart99 naam se dhundo insta pe',
      "I'm priyaart99 on most apps",
      'p.r.i.y.a.a.r.t on ig',
      'same username as here, on insta',
      'my snap is the same as my name here',
      'follow priyaart99 for my other work, then dm',
    ],
  },
  {
    kind: 'batch 25: e-mail in Indian scripts and spaced',
    messages: [
      'priya99 ऐट जीमेल डॉट कॉम',
      'priya99 এট gmail ডট com',
      'priya99 at gee mail dot com',
      'priya99 @ g-mail . com',
      'mera gmail priya99 hai',
      'priya99 ka gmail hai, wahan bhejo',
      'drop a line: priya99 gmail',
      'p r i y a 9 9 @ g m a i l . c o m',
      'priya99 @ gmail (dot) com',
      'priya99 at googlemail',
    ],
  },
  {
    kind: 'batch 25: moves off-platform',
    messages: [
      'pay 50% here and the other 50% to me directly later',
      'refund le lo, main waise hi kar dunga, paise baad mein dena',
      'close the order, I will still finish it, just pay me after',
      'is there another way to pay? I can share my account',
      'order close karo, baaki main dekh lunga, seedha',
      'send half via any app you like, rest here',
      'I will message you outside of this chat',
      'lets talk somewhere without the fees',
    ],
  },
  {
    kind: 'batch 25: numbers, shorteners, UPI',
    messages: [
      'नाइन एट सेवन सिक्स फाइव फोर थ्री टू वन ज़ीरो',
      'nine eight seven six five, phir four three two one zero',
      'mera number: 98765 aur uske baad 43210',
      'bit(.)ly/priyaart',
      'b i t . l y / priyaart',
      'upi - priya99 at okhdfcbank',
      'my vpa priya99 ybl',
      'priya99 at ybl',
    ],
  },
];

export const batch25Clean: CorpusGroup[] = [
  {
    kind: 'batch 25: abbreviations and platforms as work talk',
    messages: [
      'sc 4: the product shot, sc 5: the logo reveal',
      'the sc folder has the source code, zip attached',
      'dc motor animation for the explainer, 20 seconds',
      'the DC comics style font for the poster',
      'each <li> in the menu needs 12 px padding',
      'li elements should not wrap on mobile',
      'the DM feature on your app needs an unread badge',
      'Instagram DM automation is out of scope for this gig',
      'IG reel cover: 1080x1920, safe zone marked',
      'the gram weight of the paper for the cards is 350',
      '500 gram pack label, the text in Hindi and English',
      'twt-style card for the blog share preview',
      'strike-through price: ₹999, new price ₹699',
      'underline the links in the footer',
      'WA icon, Telegram icon and Instagram icon in one row',
      'the same username as your shop name works best for branding',
      'my name here is my real name, Priya',
      'follow the style guide, then message me any doubts here',
      'gmail blocks large attachments, so I will upload the files here',
      'send the files via any app you like? no, only here in the order',
      'the gmail logo in the mockup should be the new one',
      'support@ and sales@ aliases are in the brief, I only design the page',
    ],
  },
  {
    kind: 'batch 25: ordinary freelance talk',
    messages: [
      'pay 50% now through the milestone and 50% at delivery, all on GigBazaar',
      'refund policy: if I miss the deadline, GigBazaar refunds you',
      'close the order only after you check all files',
      'is there another way to pay on GigBazaar? card and UPI at checkout',
      'order close karne se pehle sab files check kar lo',
      'the rest is here in the chat, scroll up',
      'नौ दिन में डिलीवरी, तीन रिविज़न',
      'कीमत 1999 रुपये, दो दिन में',
      'nine days for the full site, three for the logo',
      'five hundred words per blog, four blogs',
      'the bit depth is 24, the sample rate 48 kHz',
      'one eight zero degree rotation on hover',
      'abhi 11:30 hai, 2 baje tak bhej dunga',
      'the zip is 48 MB, 120 files',
      'thanks for the 5 stars! next order pe 10% discount, GigBazaar coupon se',
      'the hero image at 60% opacity, the text at 100%',
      'model number 8457-A in the product table',
      'flight no. AI 302 is only an example in the mockup',
      'gst 18% is added by GigBazaar at checkout',
      'price ek hazaar, delivery teen din',
    ],
  },
];
