import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG } from '@gigbazaar/shared/messages';
import type { App } from '../../app';
import { createTestApp } from '../../test/test-app';
import { as, createGig, createOrder, createUser, gigBody } from '../../test/factories';
import { gigs, mailOutbox, moderationEvents, orders, reviews, users } from '../../platform/db/schema';

/**
 * Every text one user sends another through GigBazaar passes one moderation step. Each channel refuses
 * personal information with 422 and the moderation sentence, stores nothing, and records the rule and the channel.
 */
let app: App;
beforeAll(async () => {
  app = await createTestApp({}, { jobWorker: false });
});
afterAll(async () => {
  await app.close();
});

const PHONE = 'Call me on 98765 43210 for a discount';
const UPI = 'Pay me directly at rahul99@okaxis and skip the fee';
const LINK = 'Please log in at https://gigbazaar-verify.example.com/login to see the files';

const eventsOf = async (userId: string) =>
  (await app.deps.db.select().from(moderationEvents).where(eq(moderationEvents.userId, userId))).map((e) => ({
    channel: e.channel,
    rule: e.rule,
    conversationId: e.conversationId,
  }));

const expectRejected = (
  res: { statusCode: number; json: () => unknown },
  message: string = MSG.personalInformation,
) => {
  expect(res.statusCode).toBe(422);
  expect(res.json()).toMatchObject({ code: 'moderation_rejected', message });
};

describe('the completion (delivery) note', () => {
  it('refuses a phone number, a UPI id and a phishing link: the order stays as it was and no mail is written', async () => {
    const seller = await createUser(app, { isSeller: true });
    const buyer = await createUser(app);
    const gig = await createGig(app, { userId: seller.user.id });
    const order = await createOrder(app, gig.id, buyer.user.id);
    for (const sellerMessage of [PHONE, UPI, LINK, `${PHONE}. ${UPI}. ${LINK}`]) {
      const res = await as(app, seller.cookie).put(`/api/orders/complete/${order.id}`, { sellerMessage });
      expectRejected(res);
    }
    const [after] = await app.deps.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after).toMatchObject({ status: 'paid', isCompleted: false, completedAt: null });
    expect(await app.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, buyer.user.email))).toEqual([]);
    const events = await eventsOf(seller.user.id);
    expect(events).toHaveLength(4);
    expect(events.every((e) => e.channel === 'delivery_note' && e.conversationId === null)).toBe(true);
    expect(new Set(events.map((e) => e.rule))).toEqual(new Set(['phone', 'upi', 'link']));

    // Only the order's seller reaches the moderator; a clean note completes it and is quoted in the buyer's mail.
    const other = await createUser(app, { isSeller: true });
    expect(
      (await as(app, other.cookie).put(`/api/orders/complete/${order.id}`, { sellerMessage: PHONE })).statusCode,
    ).toBe(403);
    expect(await eventsOf(other.user.id)).toEqual([]);
    const ok = await as(app, seller.cookie).put(`/api/orders/complete/${order.id}`, {
      sellerMessage: 'Final logo files are attached. Thank you!',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const [mail] = await app.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, buyer.user.email));
    expect(mail!.text).toContain('Final logo files are attached. Thank you!');
    // Completed now: a second note is the lifecycle's 409, judged before the moderator is asked.
    expect(
      (await as(app, seller.cookie).put(`/api/orders/complete/${order.id}`, { sellerMessage: PHONE })).statusCode,
    ).toBe(409);
    expect(await eventsOf(seller.user.id)).toHaveLength(4);
  });
});

describe('reviews', () => {
  it('refuses contact details in a review: nothing stored, the gig’s stars unchanged', async () => {
    const gig = await createGig(app);
    const buyer = await createUser(app);
    const res = await as(app, buyer.cookie).post('/api/reviews', {
      gigId: gig.id,
      desc: `Great work! ${PHONE}`,
      star: 5,
    });
    expectRejected(res);
    expect(await app.deps.db.select().from(reviews).where(eq(reviews.gigId, gig.id))).toEqual([]);
    const [after] = await app.deps.db.select().from(gigs).where(eq(gigs.id, gig.id));
    expect(after).toMatchObject({ totalStars: 0, starNumber: 0 });
    expect(await eventsOf(buyer.user.id)).toEqual([{ channel: 'review', rule: 'phone', conversationId: null }]);
    const ok = await as(app, buyer.cookie).post('/api/reviews', {
      gigId: gig.id,
      desc: 'Great work, on time.',
      star: 5,
    });
    expect(ok.statusCode, ok.body).toBe(201);
  });
});

describe('gig texts', () => {
  it('refuses contact details in any text of a new gig, naming the field, and creates nothing', async () => {
    const seller = await createUser(app, { isSeller: true });
    const base = { ...gigBody(await createGig(app, { userId: seller.user.id })) };
    const cases: Array<[string, object, string]> = [
      ['title', { title: 'I will design your logo, whatsapp 9876543210' }, 'the title'],
      ['shortTitle', { shortTitle: 'insta @priya.designs' }, 'the short title'],
      ['shortDesc', { shortDesc: UPI }, 'the short description'],
      ['desc', { desc: `${'A complete brand kit with every file you need. '.repeat(60)}${LINK}` }, 'the description'],
      ['features', { features: ['Two concepts', 'Email me at priya.designs@gmail.com'] }, 'the features'],
    ];
    const before = await app.deps.db.$count(gigs, eq(gigs.userId, seller.user.id));
    for (const [field, change, label] of cases) {
      const res = await as(app, seller.cookie).post('/api/gigs', { ...base, ...change });
      expectRejected(res, MSG.personalInformationIn(label));
      expect(res.json().fields, field).toEqual({ [field]: MSG.personalInformation });
    }
    expect(await app.deps.db.$count(gigs, eq(gigs.userId, seller.user.id))).toBe(before);
    const events = await eventsOf(seller.user.id);
    expect(events).toHaveLength(cases.length);
    expect(events.every((e) => e.channel === 'gig')).toBe(true);
  });

  it('refuses them on edit too, a number deep in a description longer than one moderator window included', async () => {
    const seller = await createUser(app, { isSeller: true });
    const gig = await createGig(app, { userId: seller.user.id });
    const long = `${'Every file is delivered in print and web sizes, with a short style guide. '.repeat(40)}`;
    expect(long.length).toBeGreaterThan(2_500);
    const res = await as(app, seller.cookie).put(`/api/gigs/${gig.id}`, { ...gigBody(gig), desc: `${long} ${PHONE}` });
    expectRejected(res, MSG.personalInformationIn('the description'));
    const [after] = await app.deps.db.select().from(gigs).where(eq(gigs.id, gig.id));
    expect(after!.desc).toBe(gig.desc);
    expect(await eventsOf(seller.user.id)).toEqual([{ channel: 'gig', rule: 'phone', conversationId: null }]);

    const ok = await as(app, seller.cookie).put(`/api/gigs/${gig.id}`, { ...gigBody(gig), desc: long.trim() });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

describe('the profile bio and skills', () => {
  it('refuses contact details in the bio and in skills, and keeps the old ones', async () => {
    const me = await createUser(app, { desc: 'Logo designer from Pune.', skills: ['Logo design'] });
    expectRejected(await as(app, me.cookie).put('/api/users/update-bio', { bio: `Logo designer. ${UPI}` }));
    expectRejected(
      await as(app, me.cookie).put('/api/users/skills/add', { skills: ['Branding', 'telegram @priyadesigns'] }),
    );
    const [after] = await app.deps.db.select().from(users).where(eq(users.id, me.user.id));
    expect(after).toMatchObject({ desc: 'Logo designer from Pune.', skills: ['Logo design'] });
    expect((await eventsOf(me.user.id)).map((e) => e.channel)).toEqual(['bio', 'skills']);

    const ok = await as(app, me.cookie).put('/api/users/update-bio', { bio: 'Logo designer from Pune, 8 years.' });
    expect(ok.statusCode).toBe(200);
    const skills = await as(app, me.cookie).put('/api/users/skills/add', { skills: ['Branding'] });
    expect(skills.json()).toEqual({ skills: ['Logo design', 'Branding'] });
  });

  it('judges skills added in separate calls together, as the profile shows them side by side', async () => {
    const me = await createUser(app, { skills: ['Logo design'] });
    const first = await as(app, me.cookie).put('/api/users/skills/add', { skills: ['98765'] });
    expect(first.json()).toEqual({ skills: ['Logo design', '98765'] });
    expectRejected(await as(app, me.cookie).put('/api/users/skills/add', { skills: ['43210'] }));
    const [after] = await app.deps.db.select().from(users).where(eq(users.id, me.user.id));
    expect(after!.skills).toEqual(['Logo design', '98765']);
    expect(await eventsOf(me.user.id)).toEqual([{ channel: 'skills', rule: 'phone', conversationId: null }]);
  });

  it('refuses contact details in the first language, shown on the public profile, and keeps the old one', async () => {
    const me = await createUser(app, { firstLanguage: 'Marathi' });
    for (const firstLanguage of ['wa 98765 43210', 'priya99@okaxis']) {
      expectRejected(await as(app, me.cookie).put('/api/users/first-language', { firstLanguage }));
    }
    const [after] = await app.deps.db.select().from(users).where(eq(users.id, me.user.id));
    expect(after!.firstLanguage).toBe('Marathi');
    expect((await eventsOf(me.user.id)).map((e) => e.channel)).toEqual(['first_language', 'first_language']);
    const ok = await as(app, me.cookie).put('/api/users/first-language', { firstLanguage: 'Hindi' });
    expect(ok.json().firstLanguage).toBe('Hindi');
  });

  it('refuses a sign-up whose bio holds contact details (no account yet, so no event row)', async () => {
    const email = `bio.${Date.now()}@example.in`;
    const res = await as(app).post('/api/auth/register', {
      username: `bio_${Date.now().toString(36)}`,
      email,
      password: 'secret123',
      confirmPassword: 'secret123',
      country: 'India',
      desc: `Designer. ${PHONE}`,
    });
    expectRejected(res);
    expect(await app.deps.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });
});
