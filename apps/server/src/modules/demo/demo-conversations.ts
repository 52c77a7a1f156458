import { conversationId } from '@gigbazaar/shared/rules/conversation-id';
import { firstName } from './demo-plan';

/**
 * The demo's conversations: every open demo order comes with the chat its buyer and seller would have had, so a
 * newcomer who signs in as a demo buyer or seller finds Messages and the dashboard's Latest Message card lived in.
 * Pure (the seed inserts what this returns); the texts pass the moderator like any user's (seed.test.ts checks).
 */

export interface DemoOrderForChat {
  buyerId: string;
  sellerId: string;
  buyerName: string;
  sellerName: string;
  /** The gig's short title, as buyers name what they bought ("a logo for my café"). */
  gigTitle: string;
  status: 'paid' | 'completed';
  createdAt: Date;
  completedAt?: Date | null;
}

export interface DemoConversation {
  id: string;
  sellerId: string;
  buyerId: string;
  readBySeller: boolean;
  readByBuyer: boolean;
  lastMessage: string;
  lastMessageTime: Date;
  createdAt: Date;
  updatedAt: Date;
  messages: Array<{ userId: string; desc: string; createdAt: Date }>;
}

type Line = (who: { buyer: string; seller: string; gig: string }) => string;
/** `b`: the buyer speaks; `s`: the seller. */
type Script = Array<['b' | 's', Line]>;

/** Chats about an order the seller is still working on. */
const IN_PROGRESS: Script[] = [
  [
    ['b', ({ seller }) => `Hi ${seller}, I just placed the order. Is there anything you need from me to get started?`],
    [
      's',
      ({ buyer }) =>
        `Thanks ${buyer}! Could you share two or three references you like, and tell me who the work is for? I will start today.`,
    ],
    [
      'b',
      () => 'Sure, I have attached a short brief in the order notes. Our audience is mostly working women, 25 to 40.',
    ],
    ['s', () => 'Got it, the brief is clear. You will see a first version well before the delivery date.'],
  ],
  [
    ['b', ({ gig }) => `Hello! Ordered "${gig}". How long before I can see a first draft?`],
    ['s', () => 'Namaste! First draft in three days, then we refine it together. Which colours should I avoid?'],
    ['b', () => 'Please avoid red, our competitor uses it everywhere. Green and cream would be lovely.'],
    ['s', () => 'Noted: green and cream, no red. Working on it now.'],
    ['s', () => 'Quick update: the first direction is coming along nicely. Sharing it tomorrow evening.'],
    ['b', () => 'Lovely, can’t wait to see it!'],
  ],
  [
    ['s', ({ buyer }) => `Hi ${buyer}, thank you for the order! One question before I begin: is the deadline fixed?`],
    ['b', () => 'We launch on the 15th, so anything before the 12th works for us.'],
    ['s', () => 'Perfect, that gives us room for a revision round too. I will keep you posted here.'],
  ],
  [
    ['b', ({ seller }) => `Hey ${seller}, small change of plan: can we make it bilingual, English and Hindi?`],
    [
      's',
      () => 'Yes, happy to. Hindi adds a day to the schedule, and the price stays the same since it is a small part.',
    ],
    ['b', () => 'Thank you so much, that is very fair.'],
  ],
];

/** Chats about an order the seller has delivered and the buyer has yet to approve. */
const DELIVERED: Script[] = [
  [
    ['b', ({ seller }) => `Hi ${seller}, looking forward to this one. Any questions for me?`],
    ['s', () => 'All clear from the brief. I will deliver in the order page as soon as it is ready.'],
    ['s', ({ buyer }) => `Delivered, ${buyer}! Please have a look and tell me if anything needs a change.`],
    ['b', () => 'Just opened it. This looks great, give me a day to show my team.'],
  ],
  [
    ['b', () => 'Hello, just checking how the work is going?'],
    ['s', () => 'Almost done, final checks today.'],
    ['s', () => 'I have marked the order complete with the final files. Thank you for your patience!'],
  ],
  [
    ['s', ({ buyer }) => `Hi ${buyer}, the work is done and marked complete. I added a short note on how to use it.`],
    ['b', () => 'Thank you! One small thing: can the heading be a little bigger on mobile?'],
    ['s', () => 'Of course, that is a two-minute fix. Sending the updated version within the hour.'],
    ['s', () => 'Updated version is in the order now. Let me know how it looks.'],
    ['b', () => 'Perfect, that is exactly it. I will approve the order tonight.'],
  ],
];

const MINUTE_MS = 60_000;

/**
 * One conversation per buyer–seller pair (the pair's id is the conversation's, as everywhere): the chats of all their
 * open orders in order, messages spaced through the order's life. In every other conversation the last message is
 * still unread by its receiver, so demo buyers and sellers both meet the unread marker.
 */
export function planDemoConversations(orders: DemoOrderForChat[], now: Date): DemoConversation[] {
  const byPair = new Map<string, DemoConversation>();
  orders.forEach((o, index) => {
    const scripts = o.status === 'paid' ? IN_PROGRESS : DELIVERED;
    const script = scripts[index % scripts.length]!;
    const who = { buyer: firstName(o.buyerName), seller: firstName(o.sellerName), gig: o.gigTitle };
    const start = o.createdAt.getTime() + 5 * MINUTE_MS;
    const end = Math.min(now.getTime() - 20 * MINUTE_MS, (o.completedAt ?? now).getTime() + 3 * 60 * MINUTE_MS);
    const gap = Math.max(MINUTE_MS, Math.floor((end - start) / script.length));
    const id = conversationId(o.buyerId, o.sellerId);
    const convo =
      byPair.get(id) ??
      ({
        id,
        sellerId: o.sellerId,
        buyerId: o.buyerId,
        readBySeller: true,
        readByBuyer: true,
        lastMessage: '',
        lastMessageTime: new Date(start),
        createdAt: new Date(start),
        updatedAt: new Date(start),
        messages: [],
      } satisfies DemoConversation);
    script.forEach(([speaker, line], i) => {
      convo.messages.push({
        userId: speaker === 'b' ? o.buyerId : o.sellerId,
        desc: line(who),
        createdAt: new Date(start + i * gap),
      });
    });
    byPair.set(id, convo);
  });
  // Counted apart for each sender, so both demo buyers and demo sellers have something unread.
  const seen = { buyer: 0, seller: 0 };
  return [...byPair.values()].map((c) => {
    c.messages.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    const last = c.messages[c.messages.length - 1]!;
    const fromSeller = last.userId === c.sellerId;
    const unread = seen[fromSeller ? 'seller' : 'buyer']++ % 2 === 0;
    return {
      ...c,
      lastMessage: last.desc,
      lastMessageTime: last.createdAt,
      updatedAt: last.createdAt,
      readBySeller: fromSeller || !unread,
      readByBuyer: !fromSeller || !unread,
    };
  });
}
