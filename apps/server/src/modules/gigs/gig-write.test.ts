import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { MSG } from '@gigbazaar/shared/messages';
import type { TGig } from '@gigbazaar/shared/schemas/gigs';
import type { App } from '../../app';
import { gigs, reviews } from '../../platform/db/schema';
import { createTestApp } from '../../test/test-app';
import { as, createGig, createUser, upload } from '../../test/factories';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

let shade = 0;
const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: shade++ % 256, g: 90, b: 140 } } })
    .png()
    .toBuffer();

async function uploadAs(cookie: string, visibility: 'public' | 'private' = 'public') {
  const res = await upload(app, cookie, await png(), { visibility, name: 'pic.png', type: 'image/png' });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { url: string }).url;
}

/** A seller with five public pictures uploaded, and a complete gig body using them. */
async function seller(title = 'I will design a minimalist logo for your bakery') {
  const { user, cookie } = await createUser(app, { isSeller: true });
  const [cover, ...images] = await Promise.all([0, 1, 2, 3, 4].map(() => uploadAs(cookie)));
  const body = {
    title,
    cat: 'design',
    cover,
    images,
    shortTitle: 'Logo package',
    shortDesc: 'Two concepts and the final files.',
    deliveryTime: 3,
    revisionNumber: 2,
    desc: 'A clean logo made for your brand, with source files.',
    features: ['Two concepts', 'Vector files'],
    price: 1499,
  };
  return { user, cookie, body, api: as(app, cookie) };
}

const create = async (s: Awaited<ReturnType<typeof seller>>, body: object = s.body) => {
  const res = await s.api.post('/api/gigs', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as TGig;
};

describe('POST /api/gigs', () => {
  it('creates a gig for a seller: price in rupees, the seller embedded, found on the gig page', async () => {
    const s = await seller();
    const res = await s.api.post('/api/gigs', { ...s.body, userId: 'someone-else', sales: 999, price: '2499.50' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const gig = res.json() as TGig;
    expect(gig).toMatchObject({
      userId: s.user.id,
      title: s.body.title,
      price: 2499.5,
      sales: 0,
      images: s.body.images,
      seller: { _id: s.user.id, username: s.user.username },
    });
    const [row] = await app.deps.db.select().from(gigs).where(eq(gigs.id, gig._id));
    expect(row.pricePaise).toBe(249_950);
    expect((await as(app).get(`/api/gigs/single/${gig._id}`)).json()).toMatchObject({ _id: gig._id });
  });

  it('refuses a visitor (401) and a buyer (403 with the sentence), even with an incomplete body', async () => {
    const s = await seller();
    expect((await as(app).post('/api/gigs', s.body)).statusCode).toBe(401);
    const buyer = await createUser(app);
    for (const body of [s.body, {}]) {
      const res = await as(app, buyer.cookie).post('/api/gigs', body);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'forbidden', message: 'Only sellers can create a gig.' });
    }
  });

  it('applies the gig rules with their sentences', async () => {
    const s = await seller();
    const cases: Array<[object, string]> = [
      [{ images: s.body.images.slice(0, 3) }, 'Please select exactly 4 additional images'],
      [{ images: [...s.body.images, s.body.cover] }, 'Please select exactly 4 additional images'],
      [{ features: ['a', 'b', 'c', 'd', 'e'] }, 'You can only add up to 4 features.'],
      [{ features: [] }, 'Please add at least one feature.'],
      [{ price: 0 }, 'Please set a price.'],
      [{ price: 1_000_001 }, MSG.gigPriceMax],
      [{ deliveryTime: 0 }, 'Please fill in all service details.'],
      [{ revisionNumber: -1 }, 'Please fill in all service details.'],
      [{ cover: '' }, 'Please select a cover image'],
      [{ title: '   ' }, 'Please enter title and select category.'],
      [{ cat: undefined }, 'Please enter title and select category.'],
      [{ cat: 'cooking' }, 'Please choose a category from the list.'],
      [{ shortTitle: '' }, 'Please fill in all service details.'],
      [{ desc: '' }, 'Please add a detailed description.'],
      [{ price: 'lots' }, 'Please set a price.'],
      [{ title: 'x'.repeat(121) }, 'The title can be at most 120 characters.'],
    ];
    for (const [patch, message] of cases) {
      const res = await s.api.post('/api/gigs', { ...s.body, ...patch });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.json().message, JSON.stringify(patch)).toBe(message);
    }
    // Revisions may be 0 and the price exactly ₹1 or ₹10,00,000.
    await create(s, { ...s.body, revisionNumber: 0, price: 1 });
    await create(s, { ...s.body, price: 1_000_000 });
  });

  it('refuses pictures that are not the seller’s own public uploads', async () => {
    const s = await seller();
    const other = await createUser(app, { isSeller: true });
    const othersPicture = await uploadAs(other.cookie);
    const ownPrivate = await uploadAs(s.cookie, 'private');
    for (const url of [othersPicture, ownPrivate, 'https://evil.example/logo.png', '/uploads/public/u/nope.webp']) {
      for (const patch of [{ cover: url }, { images: [url, ...s.body.images.slice(1)] }]) {
        const res = await s.api.post('/api/gigs', { ...s.body, ...patch });
        expect(res.statusCode, url).toBe(400);
        expect(res.json().message).toBe(MSG.gigImageNotOwn);
      }
    }
  });

  it('is found by search at once, by a new word and by a typo of it, and on the seller’s list', async () => {
    const s = await seller('I will paint a zanzibarique mural for your cafe');
    const gig = await create(s);
    const search = async (q: string) =>
      ((await as(app).get(`/api/gigs?search=${encodeURIComponent(q)}`)).json() as TGig[]).map((g) => g._id);
    expect(await search('zanzibarique')).toContain(gig._id);
    expect(await search('zanzibariqe')).toContain(gig._id);
    const mine = (await as(app).get(`/api/gigs?userId=${s.user.id}`)).json() as TGig[];
    expect(mine.map((g) => g._id)).toEqual([gig._id]);
  });
});

describe('PUT /api/gigs/{id}', () => {
  it('lets the owner change every field; the new words are searchable at once', async () => {
    const s = await seller();
    const gig = await create(s);
    const res = await s.api.put(`/api/gigs/${gig._id}`, {
      ...gig,
      title: 'I will draw a quetzalcoatlish mascot',
      price: 2999,
      features: ['One', 'Two', 'Three', 'Four'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ _id: gig._id, price: 2999, title: 'I will draw a quetzalcoatlish mascot' });
    const found = (await as(app).get('/api/gigs?search=quetzalcoatlish')).json() as TGig[];
    expect(found.map((g) => g._id)).toContain(gig._id);
  });

  it('keeps the gig’s current pictures valid (demo gigs predate uploads) and checks new ones', async () => {
    const { user, cookie } = await createUser(app, { isSeller: true });
    const demo = await createGig(app, { userId: user.id });
    const api = as(app, cookie);
    const current = (await api.get(`/api/gigs/single/${demo.id}`)).json() as TGig;
    const keep = await api.put(`/api/gigs/${demo.id}`, { ...current, price: 700 });
    expect(keep.statusCode, keep.body).toBe(200);
    const outside = await api.put(`/api/gigs/${demo.id}`, { ...current, cover: 'https://evil.example/x.png' });
    expect(outside.statusCode).toBe(400);
    const fresh = await Promise.all([0, 1, 2, 3].map(() => uploadAs(cookie)));
    const replaced = await api.put(`/api/gigs/${demo.id}`, { ...current, images: fresh });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().images).toEqual(fresh);
    const three = await api.put(`/api/gigs/${demo.id}`, { ...current, images: fresh.slice(0, 3) });
    expect(three.json().message).toBe('Please select exactly 4 additional images');
  });

  it('refuses another seller (403), an admin (403), a visitor (401) and an unknown gig (404)', async () => {
    const s = await seller();
    const gig = await create(s);
    const other = await createUser(app, { isSeller: true });
    const res = await as(app, other.cookie).put(`/api/gigs/${gig._id}`, { ...s.body, price: 1 });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('forbidden');
    const admin = await createUser(app, { isAdmin: true, isSeller: true });
    expect((await as(app, admin.cookie).put(`/api/gigs/${gig._id}`, s.body)).statusCode).toBe(403);
    expect((await as(app).put(`/api/gigs/${gig._id}`, s.body)).statusCode).toBe(401);
    expect((await s.api.put('/api/gigs/no-such-gig', s.body)).statusCode).toBe(404);
    expect((await as(app).get(`/api/gigs/single/${gig._id}`)).json().price).toBe(1499);
  });
});

describe('DELETE /api/gigs/{id}', () => {
  it('refuses another seller (403) and a visitor (401); the gig stays', async () => {
    const s = await seller();
    const gig = await create(s);
    const other = await createUser(app, { isSeller: true });
    const res = await as(app, other.cookie).del(`/api/gigs/${gig._id}`);
    expect(res.statusCode).toBe(403);
    expect((await as(app).del(`/api/gigs/${gig._id}`)).statusCode).toBe(401);
    expect((await as(app).get(`/api/gigs/single/${gig._id}`)).statusCode).toBe(200);
  });

  it('hides the owner’s deleted gig everywhere but keeps the row, and its reviews for an admin', async () => {
    const s = await seller('I will compose a xylophonic jingle for your brand');
    const gig = await create(s);
    const reviewer = await createUser(app);
    const review = await as(app, reviewer.cookie).post('/api/reviews', { gigId: gig._id, desc: 'Lovely', star: 5 });
    expect(review.statusCode, review.body).toBe(201);

    const del = await s.api.del(`/api/gigs/${gig._id}`);
    expect(del.statusCode).toBe(204);

    const anon = as(app);
    const idsOf = async (url: string) => ((await anon.get(url)).json() as TGig[]).map((g) => g._id);
    expect(await idsOf('/api/gigs?limit=100&sort=createdAt')).not.toContain(gig._id);
    expect(await idsOf('/api/gigs?search=xylophonic')).not.toContain(gig._id);
    expect(await idsOf(`/api/gigs?userId=${s.user.id}`)).toEqual([]);
    expect(await idsOf('/api/gigs/top-rated?limit=24')).not.toContain(gig._id);
    expect((await anon.get(`/api/gigs/single/${gig._id}`)).statusCode).toBe(404);
    expect((await anon.get(`/api/reviews/${gig._id}`)).statusCode).toBe(404);
    expect((await s.api.put(`/api/gigs/${gig._id}`, s.body)).statusCode).toBe(404);
    expect((await s.api.del(`/api/gigs/${gig._id}`)).statusCode).toBe(404);

    const [row] = await app.deps.db.select().from(gigs).where(eq(gigs.id, gig._id));
    expect(row.deletedAt).toBeInstanceOf(Date);
    expect(await app.deps.db.select().from(reviews).where(eq(reviews.gigId, gig._id))).toHaveLength(1);

    const admin = await createUser(app, { isAdmin: true });
    const forAdmin = await as(app, admin.cookie).get(`/api/reviews/${gig._id}`);
    expect(forAdmin.statusCode).toBe(200);
    expect(forAdmin.headers['cache-control']).toBe('no-store');
    expect(forAdmin.json()).toMatchObject([{ desc: 'Lovely', star: 5 }]);
  });

  it('lets an admin take someone’s gig down', async () => {
    const s = await seller();
    const gig = await create(s);
    const admin = await createUser(app, { isAdmin: true });
    expect((await as(app, admin.cookie).del(`/api/gigs/${gig._id}`)).statusCode).toBe(204);
    expect((await as(app).get(`/api/gigs/single/${gig._id}`)).statusCode).toBe(404);
  });
});

describe('POST /api/gigs: abuse', () => {
  it('stops a seller after 20 new gigs in an hour with 429', async () => {
    const s = await seller();
    for (let i = 0; i < 20; i++) await create(s);
    const res = await s.api.post('/api/gigs', s.body);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(MSG.gigsTooMany);
    expect(res.headers['retry-after']).toBeDefined();
  });
});
