import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { topRatedScore } from '@gigbazaar/shared/rules/top-rated';
import { LIMITS } from '@gigbazaar/shared/constants';
import type { TGig } from '@gigbazaar/shared/schemas/gigs';
import type { App } from '../../app';
import { gigs } from '../../platform/db/schema';
import { createTestApp } from '../../test/test-app';
import { as, createGig, createUser } from '../../test/factories';
import { refreshRatingScore } from './gig-service';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const get = (url: string) => as(app).get(url);
const list = async (url: string): Promise<TGig[]> => {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const ids = (gs: Array<{ _id: string }>) => gs.map((g) => g._id);
const seller = async () => (await createUser(app, { isSeller: true })).user;

/** Inserts many gigs in one statement (so they share one created_at, a tie the paging must survive). */
async function insertGigs(userId: string, count: number, make: (i: number) => Partial<typeof gigs.$inferInsert>) {
  const img = (i: number, k: number) => `/uploads/test/bulk-${i}-${k}.webp`;
  return app.deps.db
    .insert(gigs)
    .values(
      Array.from({ length: count }, (_, i) => ({
        userId,
        title: `I will help with task number ${i}`,
        cat: 'business',
        cover: img(i, 0),
        images: [img(i, 1), img(i, 2), img(i, 3), img(i, 4)],
        desc: 'Careful work.',
        shortTitle: 'Basic',
        shortDesc: 'The basic package.',
        deliveryTime: 2,
        revisionNumber: 1,
        features: ['One revision'],
        pricePaise: 100_000,
        ...make(i),
      })),
    )
    .returning();
}

/** Follows X-Next-Cursor to the end, checking every page's size. */
async function allPages(url: string, limit: number) {
  const seen: TGig[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 50; page++) {
    const res = await get(`${url}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as TGig[];
    cursor = res.headers['x-next-cursor'] as string | undefined;
    seen.push(...body);
    if (!cursor) {
      expect(body.length).toBeLessThanOrEqual(limit);
      return seen;
    }
    expect(body).toHaveLength(limit);
  }
  throw new Error('paging never ended');
}

describe('GET /api/gigs: the Gig shape', () => {
  it('embeds the seller (public fields only) and gives the price in rupees', async () => {
    const { user } = await createUser(app, {
      isSeller: true,
      img: '/uploads/x/face.webp',
      phone: '+919876543210',
      dateOfBirth: '1990-01-01',
    });
    const gig = await createGig(app, { userId: user.id, pricePaise: 149_950, features: ['A', 'B'] });
    const [card] = await list(`/api/gigs?userId=${user.id}`);
    expect(card).toEqual({
      _id: gig.id,
      userId: user.id,
      title: gig.title,
      cat: 'web',
      cover: gig.cover,
      images: gig.images,
      desc: gig.desc,
      shortTitle: gig.shortTitle,
      shortDesc: gig.shortDesc,
      deliveryTime: 3,
      revisionNumber: 1,
      features: ['A', 'B'],
      price: 1499.5,
      totalStars: 0,
      starNumber: 0,
      sales: 0,
      createdAt: gig.createdAt.toISOString(),
      seller: { _id: user.id, username: user.username, img: '/uploads/x/face.webp', country: 'India' },
    });
    expect(JSON.stringify(card)).not.toMatch(/email|phone|dateOfBirth|password|argon2|search_?vector|ratingScore/i);
  });
});

describe('GET /api/gigs: filters and sorts', () => {
  let owner: string;
  let other: string;
  let byKey: Record<string, string>;
  beforeAll(async () => {
    owner = (await seller()).id;
    other = (await seller()).id;
    const made = {
      cheapDesign: await createGig(app, { userId: owner, cat: 'design', price: 500, sales: 7 }),
      midDesign: await createGig(app, { userId: owner, cat: 'design', price: 1500, sales: 30 }),
      dearWeb: await createGig(app, { userId: owner, cat: 'web', price: 25_000, sales: 2 }),
      midMusic: await createGig(app, { userId: owner, cat: 'music', price: 1500.5, sales: 12 }),
      othersDesign: await createGig(app, { userId: other, cat: 'design', price: 800, sales: 99 }),
    };
    byKey = Object.fromEntries(Object.entries(made).map(([k, g]) => [k, g.id]));
    // Distinct, known creation times (oldest first in this order).
    const order = ['midMusic', 'dearWeb', 'cheapDesign', 'midDesign', 'othersDesign'];
    for (const [i, key] of order.entries()) {
      await app.deps.db
        .update(gigs)
        .set({ createdAt: new Date(Date.UTC(2025, 0, 1 + i)) })
        .where(eq(gigs.id, byKey[key]));
    }
  });
  const named = (gs: TGig[]) => gs.map((g) => Object.keys(byKey).find((k) => byKey[k] === g._id));

  it('filters by seller and sorts by sales (the default), best selling first', async () => {
    expect(named(await list(`/api/gigs?userId=${owner}`))).toEqual(['midDesign', 'midMusic', 'cheapDesign', 'dearWeb']);
    expect(named(await list(`/api/gigs?userId=${owner}&sort=sales`))).toEqual([
      'midDesign',
      'midMusic',
      'cheapDesign',
      'dearWeb',
    ]);
  });

  it('sorts by createdAt (newest first) and by price (cheapest first)', async () => {
    expect(named(await list(`/api/gigs?userId=${owner}&sort=createdAt`))).toEqual([
      'midDesign',
      'cheapDesign',
      'dearWeb',
      'midMusic',
    ]);
    expect(named(await list(`/api/gigs?userId=${owner}&sort=price`))).toEqual([
      'cheapDesign',
      'midDesign',
      'midMusic',
      'dearWeb',
    ]);
  });

  it('filters by category', async () => {
    expect(named(await list(`/api/gigs?cat=design&userId=${owner}`))).toEqual(['midDesign', 'cheapDesign']);
    const allDesign = await list('/api/gigs?cat=design&limit=100');
    expect(allDesign.every((g) => g.cat === 'design')).toBe(true);
    expect(ids(allDesign)).toEqual(expect.arrayContaining([byKey.othersDesign, byKey.midDesign]));
    expect(named(await list(`/api/gigs?cat=&userId=${owner}`))).toHaveLength(4);
  });

  it('bounds the price in rupees (inclusive), min and max alone or together', async () => {
    expect(named(await list(`/api/gigs?userId=${owner}&min=1500`))).toEqual(['midDesign', 'midMusic', 'dearWeb']);
    expect(named(await list(`/api/gigs?userId=${owner}&max=1500`))).toEqual(['midDesign', 'cheapDesign']);
    expect(named(await list(`/api/gigs?userId=${owner}&min=1000&max=1500.5&sort=price`))).toEqual([
      'midDesign',
      'midMusic',
    ]);
    expect(await list(`/api/gigs?userId=${owner}&min=2000&max=1000`)).toEqual([]);
    // Far beyond the largest price: no bound rather than an error.
    expect(await list(`/api/gigs?userId=${owner}&min=99999999999999999999`)).toEqual([]);
    expect(await list(`/api/gigs?userId=${owner}&max=99999999999999999999`)).toHaveLength(4);
    // The budget fields are numeric with no bounds (docs/product-rules.md "Search"): blank is "not set", negatives are numbers.
    expect(await list(`/api/gigs?userId=${owner}&min=-5&max=%20`)).toHaveLength(4);
    expect(await list(`/api/gigs?userId=${owner}&max=-5`)).toEqual([]);
  });

  it('rejects a non-numeric budget, an unknown category, sort or limit with 400', async () => {
    for (const q of ['min=abc', 'max=12abc', 'min=1e3', 'max=5-']) {
      const res = await get(`/api/gigs?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'validation',
        message: 'Budget must be a number.',
        fields: { [q.slice(0, 3)]: 'Budget must be a number.' },
      });
    }
    const cat = await get('/api/gigs?cat=cooking');
    expect(cat.statusCode).toBe(400);
    expect(cat.json().message).toBe('Please choose a category from the list.');
    expect((await get('/api/gigs?sort=rating')).statusCode).toBe(400);
    expect((await get('/api/gigs?limit=0')).statusCode).toBe(400);
    expect((await get('/api/gigs?limit=101')).statusCode).toBe(400);
  });

  it('refuses a search longer than the search box allows with a sentence that says the limit', async () => {
    const words = (n: number) => Array.from({ length: n }, () => 'logo').join(' ');
    // 99 characters, padded with spaces the trim removes: a search.
    expect((await get(`/api/gigs?search=${encodeURIComponent(`   ${words(20)}   `)}`)).statusCode).toBe(200);
    // 104 characters after the trim, and 1,000 before it: both say the same limit.
    for (const search of [words(21), `${words(20)} ${'x'.repeat(900)}`]) {
      const res = await get(`/api/gigs?search=${encodeURIComponent(search)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'validation',
        message: `A search can be at most ${LIMITS.searchMaxLength} characters.`,
        fields: { search: `A search can be at most ${LIMITS.searchMaxLength} characters.` },
      });
    }
  });

  it('returns an empty list for an unknown seller', async () => {
    expect(await list('/api/gigs?userId=nobody')).toEqual([]);
  });
});

describe('GET /api/gigs: search', () => {
  it('ranks a title match above a short-description match above a description-only match', async () => {
    const owner = (await seller()).id;
    const inDesc = await createGig(app, {
      userId: owner,
      title: 'I will paint a mural for your cafe',
      desc: 'Traditional kalamkari motifs, kalamkari borders and kalamkari colours, hand painted.',
      sales: 500,
    });
    const inTitle = await createGig(app, { userId: owner, title: 'I will draw kalamkari art', sales: 1 });
    const inShort = await createGig(app, {
      userId: owner,
      title: 'I will design textile prints',
      shortDesc: 'Kalamkari inspired prints',
      sales: 50,
    });
    expect(ids(await list('/api/gigs?search=kalamkari'))).toEqual([inTitle.id, inShort.id, inDesc.id]);
    // An explicit sort overrides relevance; the match stays the filter.
    expect(ids(await list('/api/gigs?search=Kalamkari&sort=sales'))).toEqual([inDesc.id, inShort.id, inTitle.id]);
  });

  it('finds a "logo design" gig despite one typo per word ("logoo desing"), and every word must match', async () => {
    const logo = await createGig(app, {
      title: 'I will do modern minimalist logo design',
      cat: 'design',
      desc: 'Vector files included.',
    });
    const poster = await createGig(app, { title: 'I will design a concert poster', cat: 'design' });
    const found = ids(await list('/api/gigs?search=logoo%20desing'));
    expect(found).toContain(logo.id);
    expect(found).not.toContain(poster.id);
    expect(ids(await list('/api/gigs?search=LOGO+Design!'))).toContain(logo.id);
    // Stemming: plural and -ing forms match the stored words.
    expect(ids(await list('/api/gigs?search=logos'))).toContain(logo.id);
    expect(ids(await list('/api/gigs?search=designing%20logos'))).toContain(logo.id);
  });

  it('keeps a word that matches as typed (another form of a known word) instead of "correcting" it', async () => {
    const cooking = await createGig(app, { title: 'I will teach you home cooking' });
    const cookie = await createGig(app, { title: 'I will bake cookie boxes' });
    // "cooked" is not in the vocabulary; its nearest vocabulary word is "cookie", but its stem matches "cooking".
    const found = ids(await list('/api/gigs?search=cooked'));
    expect(found).toContain(cooking.id);
    expect(found).not.toContain(cookie.id);
  });

  it('searches short titles, short descriptions and features too', async () => {
    const gig = await createGig(app, {
      title: 'I will help you',
      shortTitle: 'Zanzibarite package',
      shortDesc: 'Includes quokkaful extras',
      features: ['Wombatish delivery'],
    });
    for (const word of ['zanzibarite', 'quokkaful', 'wombatish']) {
      expect(ids(await list(`/api/gigs?search=${word}`))).toEqual([gig.id]);
    }
  });

  it('combines the search with filters, and treats stop words and punctuation as no search', async () => {
    const owner = (await seller()).id;
    const cheap = await createGig(app, { userId: owner, title: 'I will write a haiku', cat: 'writing', price: 200 });
    await createGig(app, { userId: owner, title: 'I will write an epic haiku', cat: 'writing', price: 9000 });
    await createGig(app, { userId: owner, title: 'I will sing a haiku', cat: 'music', price: 150 });
    expect(ids(await list(`/api/gigs?search=haiku&cat=writing&max=500`))).toEqual([cheap.id]);
    expect(await list(`/api/gigs?search=haiku&userId=${owner}&cat=design`)).toEqual([]);
    // "the" is a stop word: it neither filters nor empties the list.
    expect(ids(await list(`/api/gigs?search=the&userId=${owner}`))).toHaveLength(3);
    expect(ids(await list(`/api/gigs?search=%21%21%20%3F&userId=${owner}`))).toHaveLength(3);
    // A stop word next to a real word is skipped, the real word still filters.
    expect(ids(await list(`/api/gigs?search=the%20haiku&userId=${owner}&cat=writing`))).toHaveLength(2);
    expect(await list('/api/gigs?search=xqzvvjkwp')).toEqual([]);
  });
});

describe('GET /api/gigs: cursor paging', () => {
  let owner: string;
  beforeAll(async () => {
    owner = (await seller()).id;
    // 36 gigs in one statement: one shared created_at, many sales and price ties, and "pixel" in the
    // title of some, the short description of others and the description of the rest (rank ties too).
    const made = await insertGigs(owner, 36, (i) => ({
      title: i % 3 === 0 ? `I will make pixel art number ${i}` : `I will make sprite sheet ${i}`,
      shortDesc: i % 3 === 1 ? 'Retro pixel look' : 'Retro look',
      desc: i % 3 === 2 ? 'Every pixel placed by hand.' : 'Placed by hand.',
      sales: i % 5,
      pricePaise: (i % 4) * 50_000 + 10_000,
    }));
    // A few differ from the shared time only by microseconds, which a JS Date cannot carry.
    for (const [k, g] of made.slice(0, 6).entries()) {
      await app.deps.db
        .update(gigs)
        .set({ createdAt: sql`${gigs.createdAt} + ${(k % 3) + 1} * interval '1 microsecond'` })
        .where(eq(gigs.id, g.id));
    }
  });

  for (const query of ['sort=sales', 'sort=createdAt', 'sort=price', 'search=pixel', 'search=pixel&sort=price']) {
    it(`pages ${query} with limit 7 without duplicates or gaps`, async () => {
      const base = `/api/gigs?userId=${owner}&${query}`;
      const whole = await list(`${base}&limit=100`);
      expect(whole.length).toBeGreaterThanOrEqual(query.includes('pixel') ? 24 : 36);
      const paged = await allPages(base, 7);
      expect(ids(paged)).toEqual(ids(whole));
      expect(new Set(ids(paged)).size).toBe(paged.length);
    });
  }

  it('omits X-Next-Cursor on the last page and when everything fits', async () => {
    const res = await get(`/api/gigs?userId=${owner}&limit=100`);
    expect(res.headers['x-next-cursor']).toBeUndefined();
    const first = await get(`/api/gigs?userId=${owner}&limit=36`);
    expect(first.headers['x-next-cursor']).toBeUndefined();
    const short = await get(`/api/gigs?userId=${owner}&limit=35`);
    expect(short.headers['x-next-cursor']).toEqual(expect.any(String));
  });

  it('defaults to 24 per page', async () => {
    const res = await get(`/api/gigs?userId=${owner}`);
    expect(res.json()).toHaveLength(24);
    expect(res.headers['x-next-cursor']).toEqual(expect.any(String));
  });

  it('rejects a malformed, tampered or other-sort cursor with 400', async () => {
    const salesCursor = (await get(`/api/gigs?userId=${owner}&limit=5`)).headers['x-next-cursor'] as string;
    const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
    const bad = [
      'garbage!!',
      'e30',
      b64({ o: 'sales', k: ['1'] }),
      b64({ o: 'sales', k: ["1'; drop table gigs; --", 'x'] }),
      b64({ o: 'sales', k: ['99999999999', 'abc'] }),
      b64({ o: 'createdAt', k: ['2025-02-30T00:00:00.000000Z', 'abc'] }),
      b64({ o: 'createdAt', k: ['yesterday', 'abc'] }),
    ];
    for (const cursor of bad) {
      const res = await get(`/api/gigs?userId=${owner}&cursor=${encodeURIComponent(cursor)}`);
      expect(res.statusCode, cursor).toBe(400);
      expect(res.json().code).toBe('validation');
    }
    // A cursor belongs to its sort.
    expect((await get(`/api/gigs?userId=${owner}&sort=price&cursor=${salesCursor}`)).statusCode).toBe(400);
    expect((await get(`/api/gigs?userId=${owner}&cursor=${salesCursor}`)).statusCode).toBe(200);
  });

  it('keeps the relevance cursor’s wire form (cursors already handed out go on working) and refuses tampering', async () => {
    const base = `/api/gigs?userId=${owner}&search=pixel&limit=7`;
    const wire = (cursor: string) => JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
    const first = await get(base);
    const head = wire(first.headers['x-next-cursor'] as string);
    // reading, part (0 head), rank, sales, id, and no cut (the head is not full).
    expect(head).toEqual({
      o: 'relevance',
      k: [
        '0',
        '0',
        expect.stringMatching(/^\d+(?:\.\d+)?$/),
        expect.stringMatching(/^\d+$/),
        ids(first.json())[6],
        '-',
        '-',
      ],
    });
    // The same fields written by hand continue the list exactly where the server's own cursor does.
    const next = await get(`${base}&cursor=${first.headers['x-next-cursor']}`);
    expect(ids((await get(`${base}&cursor=${b64(head)}`)).json())).toEqual(ids(next.json()));

    // Further on, the description-only matches are the tail (part 1, rank 0).
    let cursor = next.headers['x-next-cursor'] as string;
    while (wire(cursor).k[1] === '0')
      cursor = (await get(`${base}&cursor=${cursor}`)).headers['x-next-cursor'] as string;
    expect(wire(cursor).k.slice(0, 3)).toEqual(['0', '1', '0']);

    const tampered = [
      { ...head, k: ['9', ...head.k.slice(1)] },
      { ...head, k: ['0', '2', ...head.k.slice(2)] },
      { ...head, k: ['0', '0', 'high', ...head.k.slice(3)] },
      { ...head, k: [...head.k.slice(0, 5), 'x', '-'] },
      { ...head, k: head.k.slice(0, 5) },
    ];
    for (const t of tampered) {
      const res = await get(`${base}&cursor=${b64(t)}`);
      expect(res.statusCode, JSON.stringify(t)).toBe(400);
      expect(res.json().code).toBe('validation');
    }
  });
});

describe('deleted gigs and closed accounts', () => {
  it('are absent from lists, search, top-rated and the gig page', async () => {
    const owner = (await seller()).id;
    const gone = await createGig(app, { userId: owner, title: 'I will juggle flamingoes', sales: 10_000 });
    const kept = await createGig(app, { userId: owner, title: 'I will juggle oranges' });
    await app.deps.db.update(gigs).set({ deletedAt: new Date() }).where(eq(gigs.id, gone.id));
    expect(ids(await list(`/api/gigs?userId=${owner}`))).toEqual([kept.id]);
    expect(ids(await list('/api/gigs?search=juggle'))).toEqual([kept.id]);
    expect(ids(await list('/api/gigs/top-rated?limit=24'))).not.toContain(gone.id);
    expect((await get(`/api/gigs/single/${gone.id}`)).statusCode).toBe(404);

    const closing = await createUser(app, { isSeller: true });
    const orphan = await createGig(app, { userId: closing.user.id, title: 'I will juggle pineapples' });
    expect((await as(app, closing.cookie).del(`/api/users/${closing.user.id}`)).statusCode).toBe(204);
    expect(await list(`/api/gigs?userId=${closing.user.id}`)).toEqual([]);
    expect((await get(`/api/gigs/single/${orphan.id}`)).statusCode).toBe(404);
  });
});

describe('GET /api/gigs/single/:id', () => {
  it('answers the gig with its seller, or 404 with a sentence', async () => {
    const gig = await createGig(app, { title: 'I will tune your sitar' });
    const res = await get(`/api/gigs/single/${gig.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: gig.id, title: 'I will tune your sitar', price: 1500 });
    expect(Object.keys(res.json().seller).sort()).toEqual(['_id', 'country', 'img', 'username']);
    const missing = await get('/api/gigs/single/no-such-gig');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'not_found', message: 'This gig does not exist or was removed.' });
  });
});

describe('GET /api/gigs/top-rated', () => {
  // Top-rated ranks every gig, so it gets a database of its own.
  let topApp: App;
  beforeAll(async () => {
    topApp = await createTestApp();
  });
  afterAll(async () => {
    await topApp.close();
  });
  const top = async (q = '') => {
    const res = await as(topApp).get(`/api/gigs/top-rated${q}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TGig[];
  };
  const review = async (gigId: string, star: number) => {
    const { cookie } = await createUser(topApp);
    const res = await as(topApp, cookie).post('/api/reviews', { gigId, desc: 'Solid work.', star });
    expect(res.statusCode, res.body).toBe(201);
  };

  it('pads with unrated gigs (best selling first) when fewer than 3 are rated', async () => {
    const unratedBig = await createGig(topApp, { sales: 40 });
    const unratedSmall = await createGig(topApp, { sales: 3 });
    const rated = await createGig(topApp, { sales: 0 });
    await review(rated.id, 4);
    expect(ids(await top())).toEqual([rated.id, unratedBig.id, unratedSmall.id]);
    expect(ids(await top('?limit=2'))).toEqual([rated.id, unratedBig.id]);
  });

  it('orders by the top-rated score, including the +1 bonus above 50 ratings', async () => {
    const a = await createGig(topApp);
    const b = await createGig(topApp);
    await review(a.id, 5);
    await review(a.id, 4);
    await review(b.id, 5);
    // 51 and 50 ratings, set directly and scored through the same code path the review service uses.
    const fiftyOne = await createGig(topApp);
    const fifty = await createGig(topApp);
    await topApp.deps.db.update(gigs).set({ totalStars: 230, starNumber: 51 }).where(eq(gigs.id, fiftyOne.id));
    await topApp.deps.db.update(gigs).set({ totalStars: 250, starNumber: 50 }).where(eq(gigs.id, fifty.id));
    await refreshRatingScore(topApp.deps.db, fiftyOne.id);
    await refreshRatingScore(topApp.deps.db, fifty.id);

    const rows = await topApp.deps.db
      .select({ id: gigs.id, total: gigs.totalStars, n: gigs.starNumber, score: gigs.ratingScore, sales: gigs.sales })
      .from(gigs);
    for (const r of rows) expect(r.score).toBe(topRatedScore(r.total, r.n));
    // A 4.5 average over 51 ratings beats a perfect 5.0 over 50 only thanks to the bonus.
    const s51 = topRatedScore(230, 51);
    const s50 = topRatedScore(250, 50);
    expect(s51).toBeGreaterThan(s50);
    expect(s51 - 1).toBeLessThan(s50);

    const expected = [...rows]
      .sort((x, y) => y.score - x.score || y.sales - x.sales || (x.id < y.id ? -1 : 1))
      .map((r) => r.id);
    const got = await top('?limit=24');
    expect(got.slice(0, 2).map((g) => g._id)).toEqual([fiftyOne.id, fifty.id]);
    // Same order as sorting by score in JS (ties among unrated gigs broken by sales; ids compared per engine).
    expect(got.slice(0, 5).map((g) => g._id)).toEqual(expected.slice(0, 5));
    expect(got[0]).toMatchObject({ totalStars: 230, starNumber: 51 });
    expect(await top()).toHaveLength(3);
  });

  it('rejects a bad limit', async () => {
    expect((await as(topApp).get('/api/gigs/top-rated?limit=abc')).statusCode).toBe(400);
    expect((await as(topApp).get('/api/gigs/top-rated?limit=0')).statusCode).toBe(400);
  });
});

describe('search vocabulary', () => {
  it('is filled by the trigger from all gig text', async () => {
    await createGig(app, { title: 'I will brew chai', desc: 'Masala cardamom blend' });
    const { rows } = await app.deps.db.execute<{ word: string }>(
      sql`SELECT word FROM search_words WHERE word IN ('chai', 'cardamom', 'masala') ORDER BY word`,
    );
    expect(rows.map((r) => r.word)).toEqual(['cardamom', 'chai', 'masala']);
  });
});
