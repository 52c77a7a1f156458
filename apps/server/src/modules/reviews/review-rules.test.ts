import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG } from '@gigbazaar/shared/messages';
import type { App } from '../../app';
import { gigs, reviews, users } from '../../platform/db/schema';
import { createTestApp } from '../../test/test-app';
import { as, createGig, createUser } from '../../test/factories';

/**
 * docs/product-rules.md "Reviews": the server checks in the form's order (signed in, not the owner, not reviewed yet,
 * a text, a rating), with the same sentences; a rating is a number (a form's "4" too), never another type; and a gig
 * that has left the pages (its seller suspended) takes no reviews and lists none, as it answers 404 itself.
 */
let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

const starsOf = async (id: string) =>
  (await app.deps.db.select({ n: gigs.starNumber, t: gigs.totalStars }).from(gigs).where(eq(gigs.id, id)))[0];

describe('POST /api/reviews checks in the product rules’ order', () => {
  it('tells the owner it is their own gig (403) before judging the text or the rating', async () => {
    const owner = await createUser(app, { isSeller: true });
    const gig = await createGig(app, { userId: owner.user.id });
    for (const payload of [
      { gigId: gig.id, desc: '   ', star: 5 },
      { gigId: gig.id, desc: 'Great', star: 0 },
      { gigId: gig.id },
      { gigId: gig.id, desc: 'Call me on 9876543210', star: 5 },
    ]) {
      const res = await as(app, owner.cookie).post('/api/reviews', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(403);
      expect(res.json()).toEqual({ code: 'forbidden', message: MSG.reviewOwnGig });
    }
  });

  it('tells a second review it is one (409) before judging the text, the rating or the moderator', async () => {
    const gig = await createGig(app);
    const { cookie } = await createUser(app);
    expect((await as(app, cookie).post('/api/reviews', { gigId: gig.id, desc: 'Good', star: 4 })).statusCode).toBe(201);
    for (const payload of [
      { gigId: gig.id, desc: '', star: 5 },
      { gigId: gig.id, desc: 'Again', star: 9 },
      { gigId: gig.id, desc: 'Mail me at priya@gmail.com', star: 5 },
    ]) {
      const res = await as(app, cookie).post('/api/reviews', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(409);
      expect(res.json()).toEqual({ code: 'conflict', message: MSG.reviewDuplicate });
    }
    expect(await starsOf(gig.id)).toEqual({ n: 1, t: 4 });
  });

  it('still answers an unknown gig 404 and a visitor 401 first', async () => {
    const { cookie } = await createUser(app);
    expect((await as(app, cookie).post('/api/reviews', { gigId: 'no-such-gig', desc: '' })).statusCode).toBe(404);
    expect((await as(app, cookie).post('/api/reviews', {})).statusCode).toBe(400);
    expect((await as(app).post('/api/reviews', { gigId: 'no-such-gig' })).statusCode).toBe(401);
  });
});

describe('POST /api/reviews: the rating’s type', () => {
  it('refuses a rating that is not a number (true, a list, null, an object) with 400, storing nothing', async () => {
    const gig = await createGig(app);
    const { cookie } = await createUser(app);
    for (const star of [true, [5], null, { n: 5 }, '', ' ']) {
      const res = await as(app, cookie).post('/api/reviews', { gigId: gig.id, desc: 'Fine work', star });
      expect(res.statusCode, JSON.stringify(star)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation', message: MSG.reviewRating });
    }
    expect(await starsOf(gig.id)).toEqual({ n: 0, t: 0 });
  });

  it('takes a rating sent as the text of a number, as a form sends it', async () => {
    const gig = await createGig(app);
    const { cookie } = await createUser(app);
    const res = await as(app, cookie).post('/api/reviews', { gigId: gig.id, desc: 'Fine work', star: '4' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().star).toBe(4);
  });
});

describe('a suspended seller’s gig, gone from the pages, has no reviews to read or write', () => {
  it('answers 404 to a review and to its list (an admin still reads the list)', async () => {
    const seller = await createUser(app, { isSeller: true });
    const gig = await createGig(app, { userId: seller.user.id });
    const { cookie } = await createUser(app);
    expect((await as(app, cookie).post('/api/reviews', { gigId: gig.id, desc: 'Before', star: 5 })).statusCode).toBe(
      201,
    );
    await app.deps.db
      .update(users)
      .set({ suspendedUntil: new Date(Date.now() + 7 * 86_400_000) })
      .where(eq(users.id, seller.user.id));
    expect((await as(app).get(`/api/gigs/single/${gig.id}`)).statusCode).toBe(404);

    const other = await createUser(app);
    const posted = await as(app, other.cookie).post('/api/reviews', { gigId: gig.id, desc: 'After', star: 1 });
    expect(posted.statusCode).toBe(404);
    expect(posted.json().message).toBe(MSG.gigNotFound);
    expect(await app.deps.db.select().from(reviews).where(eq(reviews.gigId, gig.id))).toHaveLength(1);

    expect((await as(app).get(`/api/reviews/${gig.id}`)).statusCode).toBe(404);
    const admin = await createUser(app, { isAdmin: true });
    expect((await as(app, admin.cookie).get(`/api/reviews/${gig.id}`)).json()).toMatchObject([{ desc: 'Before' }]);
  });
});
