import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { topRatedScore } from '@gigbazaar/shared/rules/top-rated';
import type { TReview } from '@gigbazaar/shared/schemas/reviews';
import type { App } from '../../app';
import { gigs, reviews } from '../../platform/db/schema';
import { createTestApp } from '../../test/test-app';
import { as, createGig, createOrder, createUser } from '../../test/factories';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const gigRow = async (id: string) => (await app.deps.db.select().from(gigs).where(eq(gigs.id, id)))[0];

describe('POST /api/reviews', () => {
  it('creates a review and updates the gig totals and top-rated score', async () => {
    const gig = await createGig(app);
    const { user, cookie } = await createUser(app, { img: '/uploads/x/me.webp' });
    const res = await as(app, cookie).post('/api/reviews', {
      gigId: gig.id,
      desc: '  Lovely work, on time.  ',
      star: 4,
      userId: 'someone-else',
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      _id: expect.any(String),
      gigId: gig.id,
      userId: user.id,
      desc: 'Lovely work, on time.',
      star: 4,
      createdAt: expect.any(String),
      verifiedPurchase: false,
      user: { _id: user.id, username: user.username, img: '/uploads/x/me.webp', country: 'India' },
    });
    const row = await gigRow(gig.id);
    expect(row).toMatchObject({ totalStars: 4, starNumber: 1, ratingScore: topRatedScore(4, 1) });
    const single = (await as(app).get(`/api/gigs/single/${gig.id}`)).json();
    expect(single).toMatchObject({ totalStars: 4, starNumber: 1 });
  });

  it('asks a visitor to log in first, whatever the body', async () => {
    const gig = await createGig(app);
    for (const payload of [{ gigId: gig.id, desc: 'Nice', star: 5 }, {}]) {
      const res = await as(app).post('/api/reviews', payload);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'unauthenticated', message: 'Please login to leave a review' });
    }
  });

  it('answers 404 for an unknown or deleted gig', async () => {
    const { cookie } = await createUser(app);
    const unknown = await as(app, cookie).post('/api/reviews', { gigId: 'no-such-gig', desc: 'Nice', star: 5 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This gig does not exist or was removed.');
    const gig = await createGig(app);
    await app.deps.db.update(gigs).set({ deletedAt: new Date() }).where(eq(gigs.id, gig.id));
    expect((await as(app, cookie).post('/api/reviews', { gigId: gig.id, desc: 'Nice', star: 5 })).statusCode).toBe(404);
  });

  it('refuses a review of your own gig (403) and a second review (409)', async () => {
    const { user: owner, cookie: ownerCookie } = await createUser(app, { isSeller: true });
    const gig = await createGig(app, { userId: owner.id });
    const own = await as(app, ownerCookie).post('/api/reviews', { gigId: gig.id, desc: 'I am great', star: 5 });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ code: 'forbidden', message: 'You cannot review your own gig' });

    const { cookie } = await createUser(app);
    expect((await as(app, cookie).post('/api/reviews', { gigId: gig.id, desc: 'Good', star: 5 })).statusCode).toBe(201);
    const again = await as(app, cookie).post('/api/reviews', { gigId: gig.id, desc: 'Still good', star: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'conflict', message: 'You have already reviewed this gig' });
    expect(await gigRow(gig.id)).toMatchObject({ totalStars: 5, starNumber: 1 });
  });

  it('needs a text and a rating from 1 to 5', async () => {
    const gig = await createGig(app);
    const { cookie } = await createUser(app);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ gigId: gig.id, desc: '   ', star: 5 }, 'Please write a review'],
      [{ gigId: gig.id, star: 5 }, 'Please write a review'],
      [{ gigId: gig.id, desc: 'Fine', star: 0 }, 'Please select a rating'],
      [{ gigId: gig.id, desc: 'Fine', star: 6 }, 'Please select a rating'],
      [{ gigId: gig.id, desc: 'Fine', star: 3.5 }, 'Please select a rating'],
      [{ gigId: gig.id, desc: 'Fine', star: 'five' }, 'Please select a rating'],
      [{ gigId: gig.id, desc: 'Fine' }, 'Please select a rating'],
    ];
    for (const [payload, message] of cases) {
      const res = await as(app, cookie).post('/api/reviews', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation', message });
    }
    expect(await gigRow(gig.id)).toMatchObject({ totalStars: 0, starNumber: 0, ratingScore: 0 });
  });

  it('keeps totals and score consistent under 20 concurrent reviews of one gig', async () => {
    const gig = await createGig(app);
    const reviewers = await Promise.all(Array.from({ length: 20 }, () => createUser(app)));
    const stars = reviewers.map((_, i) => (i % 5) + 1);
    const results = await Promise.all(
      reviewers.map(({ cookie }, i) =>
        as(app, cookie).post('/api/reviews', { gigId: gig.id, desc: `Review ${i}`, star: stars[i] }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const total = stars.reduce((a, b) => a + b, 0);
    expect(await gigRow(gig.id)).toMatchObject({
      totalStars: total,
      starNumber: 20,
      ratingScore: topRatedScore(total, 20),
    });
  });

  it('lets only one of two simultaneous reviews by the same user through', async () => {
    const gig = await createGig(app);
    const { cookie } = await createUser(app);
    const results = await Promise.all(
      [5, 1].map((star) => as(app, cookie).post('/api/reviews', { gigId: gig.id, desc: 'Twice', star })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect((await gigRow(gig.id)).starNumber).toBe(1);
  });
});

describe('GET /api/reviews/:gigId', () => {
  it('lists newest first with the author card and a verified-purchase flag only for buyers', async () => {
    const gig = await createGig(app);
    const otherGig = await createGig(app);
    const buyer = await createUser(app, { img: '/uploads/x/buyer.webp' });
    const browser = await createUser(app);
    const elsewhere = await createUser(app);
    const leaver = await createUser(app);
    await createOrder(app, gig.id, buyer.user.id);
    // An order of another gig does not verify this one.
    await createOrder(app, otherGig.id, elsewhere.user.id);

    const post = async (cookie: string, desc: string, star: number) => {
      const res = await as(app, cookie).post('/api/reviews', { gigId: gig.id, desc, star });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as TReview;
    };
    const first = await post(buyer.cookie, 'Bought it, loved it', 5);
    const second = await post(browser.cookie, 'Looks nice', 4);
    const third = await post(elsewhere.cookie, 'Meh', 2);
    const fourth = await post(leaver.cookie, 'Bye', 3);
    expect((await as(app, leaver.cookie).del(`/api/users/${leaver.user.id}`)).statusCode).toBe(204);

    const res = await as(app).get(`/api/reviews/${gig.id}`);
    expect(res.statusCode).toBe(200);
    const list = res.json() as TReview[];
    expect(list.map((r) => r._id)).toEqual([fourth._id, third._id, second._id, first._id]);
    expect(list.map((r) => r.verifiedPurchase)).toEqual([false, false, false, true]);
    expect(list[3]).toEqual({
      _id: first._id,
      gigId: gig.id,
      userId: buyer.user.id,
      desc: 'Bought it, loved it',
      star: 5,
      createdAt: first.createdAt,
      verifiedPurchase: true,
      user: { _id: buyer.user.id, username: buyer.user.username, img: '/uploads/x/buyer.webp', country: 'India' },
    });
    // A closed account stays as its tombstone; the review is kept.
    expect(list[0].user).toEqual({ _id: leaver.user.id, username: 'Deleted user', img: null, country: 'India' });
    for (const r of list) {
      expect(Object.keys(r.user).sort()).toEqual(['_id', 'country', 'img', 'username']);
      expect(JSON.stringify(r)).not.toMatch(/email|phone|password|argon2/i);
    }
    expect(new Date(list[0].createdAt).getTime()).toBeGreaterThanOrEqual(new Date(list[3].createdAt).getTime());
  });

  it('does not mark a review verified for an order that was cancelled and refunded in full', async () => {
    const gig = await createGig(app);
    const refunded = await createUser(app);
    const kept = await createUser(app);
    // Both bought; one cancelled (e.g. by 48 hours of the seller's silence) and got every rupee back.
    await createOrder(app, gig.id, refunded.user.id, { status: 'cancelled', isCompleted: true });
    await createOrder(app, gig.id, kept.user.id);
    for (const who of [refunded, kept]) {
      const res = await as(app, who.cookie).post('/api/reviews', { gigId: gig.id, desc: 'My honest view', star: 1 });
      expect(res.statusCode, res.body).toBe(201);
    }
    const list = (await as(app).get(`/api/reviews/${gig.id}`)).json() as TReview[];
    const verified = Object.fromEntries(list.map((r) => [r.userId, r.verifiedPurchase]));
    expect(verified).toEqual({ [refunded.user.id]: false, [kept.user.id]: true });
  });

  it('pages with limit and X-Next-Cursor, and answers [] for a gig without reviews', async () => {
    const gig = await createGig(app);
    for (let i = 0; i < 5; i++) {
      const { cookie } = await createUser(app);
      await as(app, cookie).post('/api/reviews', { gigId: gig.id, desc: `R${i}`, star: 5 });
    }
    const whole = (await as(app).get(`/api/reviews/${gig.id}`)).json() as TReview[];
    expect(whole.map((r) => r.desc)).toEqual(['R4', 'R3', 'R2', 'R1', 'R0']);
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const res = await as(app).get(`/api/reviews/${gig.id}?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode).toBe(200);
      seen.push(...(res.json() as TReview[]).map((r) => r.desc));
      cursor = res.headers['x-next-cursor'] as string | undefined;
    } while (cursor);
    expect(seen).toEqual(['R4', 'R3', 'R2', 'R1', 'R0']);
    expect((await as(app).get(`/api/reviews/${gig.id}?cursor=nonsense`)).statusCode).toBe(400);

    expect((await as(app).get(`/api/reviews/${(await createGig(app)).id}`)).json()).toEqual([]);
  });

  it('answers 404 for an unknown gig', async () => {
    const res = await as(app).get('/api/reviews/no-such-gig');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('This gig does not exist or was removed.');
  });

  it('never stores a review twice for one user and gig', async () => {
    const rows = await app.deps.db.select({ gigId: reviews.gigId, userId: reviews.userId }).from(reviews);
    const keys = rows.map((r) => `${r.gigId}/${r.userId}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
