import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { LIMITS } from '@gigbazaar/shared/constants';
import { MSG } from '@gigbazaar/shared/messages';
import type { App } from '../../app';
import { createTestApp } from '../../test/test-app';
import { as, createConversation, createGig, createOrder, createUser, gigBody } from '../../test/factories';
import { gigs, messages, moderationEvents, orders, rateLimitCounters, reviews, users } from '../../platform/db/schema';

/**
 * docs/product-rules.md "Moderation": a user who has had LIMITS.moderationRefusalsPerUser texts refused in the window
 * gets 429 for every further text in every moderated channel, before the moderator reads it, so the moderator cannot
 * be probed at speed. Only refusals count.
 */
let app: App;
beforeAll(async () => {
  app = await createTestApp({}, { jobWorker: false });
});
afterAll(async () => {
  await app.close();
});

const CAP = LIMITS.moderationRefusalsPerUser;
const WINDOW_S = LIMITS.moderationRefusalWindowMinutes * 60;
const DIRTY = (i: number) => `Designer from Pune, call me on 98765 4${String(i).padStart(4, '0')}`;
const CLEAN = 'Logo designer from Pune, eight years of brand work.';
const CAPPED = { code: 'rate_limited', message: MSG.moderationRefusalsTooMany };

type Res = { statusCode: number; json: () => unknown; headers: Record<string, unknown> };
const eventCount = (userId: string) => app.deps.db.$count(moderationEvents, eq(moderationEvents.userId, userId));

function expectCapped(res: Res) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual(CAPPED);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(WINDOW_S);
}

/** Draws `n` refusals through the bio. */
async function refuseBios(cookie: string, n: number, from = 0) {
  for (let i = from; i < from + n; i++) {
    const res = await as(app, cookie).put('/api/users/update-bio', { bio: DIRTY(i) });
    expect(res.statusCode, `refusal ${i + 1}`).toBe(422);
  }
}

describe('the cap on refused texts', () => {
  it('after the cap is reached in the bio, every moderated channel answers the same 429, whatever the text, and stores nothing', async () => {
    const { buyer, seller, id } = await createConversation(app);
    const gig = await createGig(app, { userId: seller.user.id });
    const me = buyer;
    // Refusals from two channels add up: half in the bio, half in the first language.
    await refuseBios(me.cookie, CAP / 2);
    for (let i = 0; i < CAP / 2; i++) {
      const res = await me.api.put('/api/users/first-language', { firstLanguage: `wa 98765 4${1000 + i}` });
      expect(res.statusCode).toBe(422);
    }
    expect(await eventCount(me.user.id)).toBe(CAP);

    const attempts: Array<[string, () => Promise<Res>]> = [
      ['clean message', () => me.api.post('/api/messages', { conversationId: id, desc: 'Hello, is the logo ready?' })],
      ['dirty message', () => me.api.post('/api/messages', { conversationId: id, desc: DIRTY(99) })],
      ['clean review', () => me.api.post('/api/reviews', { gigId: gig.id, desc: 'Great work, on time.', star: 5 })],
      ['dirty review', () => me.api.post('/api/reviews', { gigId: gig.id, desc: DIRTY(98), star: 5 })],
      ['clean bio', () => me.api.put('/api/users/update-bio', { bio: CLEAN })],
      ['dirty bio', () => me.api.put('/api/users/update-bio', { bio: DIRTY(97) })],
      ['clean skills', () => me.api.put('/api/users/skills/add', { skills: ['Branding'] })],
      ['dirty skills', () => me.api.put('/api/users/skills/add', { skills: ['telegram @priyadesigns'] })],
      ['clean username', () => me.api.put('/api/users/username', { username: `renamed_${me.user.id.slice(0, 6)}` })],
      ['dirty username', () => me.api.put('/api/users/username', { username: 'priya9876543210' })],
    ];
    const answers = [];
    for (const [what, attempt] of attempts) {
      const res = await attempt();
      expect(res.statusCode, what).toBe(429);
      expectCapped(res);
      answers.push(res.json());
    }
    // One answer for every text: nothing tells a clean text from a refused one.
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    // The moderator never ran: no new refusal recorded, and nothing was stored.
    expect(await eventCount(me.user.id)).toBe(CAP);
    expect(await app.deps.db.$count(messages, eq(messages.conversationId, id))).toBe(0);
    expect(await app.deps.db.$count(reviews, eq(reviews.gigId, gig.id))).toBe(0);
    const [row] = await app.deps.db.select().from(users).where(eq(users.id, me.user.id));
    expect(row).toMatchObject({ username: me.user.username, desc: me.user.desc, skills: me.user.skills });

    // Calls that send no text to the moderator are not capped.
    expect((await me.api.put('/api/users/notifications', { notif: false })).statusCode).toBe(200);

    // Another user, even the other party of the same conversation, is judged as ever.
    expect((await seller.api.post('/api/messages', { conversationId: id, desc: 'Yes, tomorrow.' })).statusCode).toBe(
      201,
    );
    expect((await seller.api.post('/api/messages', { conversationId: id, desc: DIRTY(96) })).statusCode).toBe(422);

    // Once the window has passed, the user is judged again (a clean text goes, a refused one is a 422).
    await app.deps.db
      .update(rateLimitCounters)
      .set({ windowStart: sql`now() - make_interval(secs => ${WINDOW_S + 1})` })
      .where(eq(rateLimitCounters.key, `moderation-refusals:${me.user.id}`));
    expect((await me.api.post('/api/messages', { conversationId: id, desc: 'Hello again!' })).statusCode).toBe(201);
    expect((await me.api.put('/api/users/update-bio', { bio: DIRTY(95) })).statusCode).toBe(422);
  });

  it('caps a seller’s gig texts and delivery notes too', async () => {
    const seller = await createUser(app, { isSeller: true });
    const buyer = await createUser(app);
    const gig = await createGig(app, { userId: seller.user.id });
    const order = await createOrder(app, gig.id, buyer.user.id);
    await refuseBios(seller.cookie, CAP);
    const body = { ...gigBody(gig), desc: 'A complete website with a contact form, delivered on time.' };
    expectCapped(await as(app, seller.cookie).put(`/api/gigs/${gig.id}`, body));
    expectCapped(
      await as(app, seller.cookie).put(`/api/orders/complete/${order.id}`, { sellerMessage: 'Files attached.' }),
    );
    const [gigAfter] = await app.deps.db.select().from(gigs).where(eq(gigs.id, gig.id));
    expect(gigAfter!.desc).toBe(gig.desc);
    const [orderAfter] = await app.deps.db.select().from(orders).where(eq(orders.id, order.id));
    expect(orderAfter!.isCompleted).toBe(false);
  });

  it('counts only refusals: accepted texts never bring the cap nearer, and a few refusals block nothing', async () => {
    const { buyer, id } = await createConversation(app);
    await refuseBios(buyer.cookie, 3);
    // An ordinary user after a few refusals: clean texts pass.
    expect(
      (await buyer.api.post('/api/messages', { conversationId: id, desc: 'Hi! Can you do a logo?' })).statusCode,
    ).toBe(201);
    await refuseBios(buyer.cookie, CAP - 4, 3);
    for (let i = 0; i < 5; i++) {
      expect((await buyer.api.put('/api/users/update-bio', { bio: `${CLEAN} Update ${i + 1}.` })).statusCode).toBe(200);
    }
    expect((await buyer.api.post('/api/messages', { conversationId: id, desc: 'Any update?' })).statusCode).toBe(201);
    // Refusal number CAP is still judged and answered 422 …
    const last = await buyer.api.put('/api/users/update-bio', { bio: DIRTY(50) });
    expect(last.statusCode).toBe(422);
    expect(last.json()).toMatchObject({ code: 'moderation_rejected', message: MSG.personalInformation });
    // … and only then is the user capped.
    expectCapped(await buyer.api.post('/api/messages', { conversationId: id, desc: 'Hello?' }));
    expect(await eventCount(buyer.user.id)).toBe(CAP);
  });

  it('counts a chat message refused by the split check, which runs in a transaction, and caps the next one', async () => {
    const { buyer, id } = await createConversation(app);
    await refuseBios(buyer.cookie, CAP - 1);
    expect((await buyer.api.post('/api/messages', { conversationId: id, desc: 'my number is 98765' })).statusCode).toBe(
      201,
    );
    const completes = await buyer.api.post('/api/messages', { conversationId: id, desc: '43210' });
    expect(completes.statusCode).toBe(422);
    const events = await app.deps.db.select().from(moderationEvents).where(eq(moderationEvents.userId, buyer.user.id));
    expect(events).toHaveLength(CAP);
    expect(events.filter((e) => e.channel === 'message')).toEqual([
      expect.objectContaining({ conversationId: id, rule: 'phone' }),
    ]);
    expectCapped(await buyer.api.post('/api/messages', { conversationId: id, desc: 'sorry, ignore that' }));
  });

  it('answers 422 to at most the cap’s refusals however many arrive at once', async () => {
    const buyer = await createUser(app);
    await refuseBios(buyer.cookie, CAP - 2);
    const burst = await Promise.all(
      Array.from({ length: 6 }, (_, i) => as(app, buyer.cookie).put('/api/users/update-bio', { bio: DIRTY(200 + i) })),
    );
    const codes = burst.map((r) => r.statusCode).sort();
    // Whichever order the database takes them in, only two more refusals are answered; the rest get the cap.
    expect(codes.filter((c) => c === 422)).toHaveLength(2);
    expect(codes.filter((c) => c === 429)).toHaveLength(4);
    for (const r of burst.filter((b) => b.statusCode === 429)) expectCapped(r);
  });

  it('caps sign-ups by the client’s address, as no account exists yet to count against', async () => {
    const register = (desc: string, remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress,
        headers: { 'x-requested-with': 'fetch', 'content-type': 'application/json' },
        payload: {
          username: `newcomer${Math.floor(Math.random() * 1e6)}`,
          email: `newcomer${Math.floor(Math.random() * 1e6)}@example.in`,
          password: 'river42',
          confirmPassword: 'river42',
          country: 'India',
          desc,
        },
      });
    // An IPv6 client counts by its /64, so a new address in the same network is the same client.
    for (let i = 0; i < CAP; i++) {
      const res = await register(DIRTY(300 + i), `2001:db8:7:1::${(i + 1).toString(16)}`);
      expect(res.statusCode, `refusal ${i + 1}`).toBe(422);
    }
    // The next sign-up from that network is capped before the moderator reads it, clean or not.
    expectCapped(await register(CLEAN, '2001:db8:7:1::ff'));
    expectCapped(await register(DIRTY(399), '2001:db8:7:1::fe'));
    // Another client is judged as usual: refused text 422, a clean one reaches the e-mail check (not verified: 400).
    expect((await register(DIRTY(400), '2001:db8:8:1::1')).statusCode).toBe(422);
    const clean = await register(CLEAN, '2001:db8:8:1::2');
    expect(clean.statusCode, clean.body).not.toBe(429);
    expect(clean.statusCode).not.toBe(422);
  });
});
