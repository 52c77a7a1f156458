import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@gigbazaar/shared/messages';
import { ORDERS_PAGE_DEFAULT } from '@gigbazaar/shared/schemas/orders';
import type { App } from '../../app';
import { createTestApp } from '../../test/test-app';
import { as, createGig, createOrder, createUser } from '../../test/factories';
import { orders } from '../../platform/db/schema';
import { encodeCursor } from '../../platform/keyset';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

type Listed = { _id: string; status: string };

/** Every page of GET /api/orders?{query} from the first, following X-Next-Cursor; each page's ids. */
async function allPages(cookie: string, query: string) {
  const pages: string[][] = [];
  let cursor: string | undefined;
  do {
    const res = await as(app, cookie).get(
      `/api/orders?${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    pages.push(res.json<Listed[]>().map((o) => o._id));
    cursor = res.headers['x-next-cursor'] as string | undefined;
    if (pages.length > 50) throw new Error('the list never ends');
  } while (cursor);
  // Every page but the last is full, and none is longer than asked.
  const limit = Number(/limit=(\d+)/.exec(query)?.[1] ?? ORDERS_PAGE_DEFAULT);
  expect(pages.slice(0, -1).every((p) => p.length === limit)).toBe(true);
  expect(pages.at(-1)!.length).toBeLessThanOrEqual(limit);
  return pages;
}

/**
 * A seller and a buyer with `count` orders between them, newest first as the list orders them. Several orders share
 * one instant, so the id has to break ties for a page boundary to fall between them without a skip or a repeat.
 */
async function ordersBetween(count: number, statusOf: (i: number) => 'paid' | 'completed' = () => 'paid') {
  const seller = await createUser(app, { isSeller: true });
  const buyer = await createUser(app);
  const gig = await createGig(app, { userId: seller.user.id, price: 500 });
  const base = Date.parse('2026-01-01T00:00:00.000Z');
  const values = Array.from({ length: count }, (_, i) => ({
    gigId: gig.id,
    buyerId: buyer.user.id,
    sellerId: seller.user.id,
    title: gig.title,
    img: gig.cover,
    pricePaise: gig.pricePaise,
    paymentIntent: `pay_paging_${buyer.user.id}_${i}`,
    status: statusOf(i),
    // Three orders an instant, microseconds apart from the next instant (a JS Date keeps milliseconds only).
    createdAt: new Date(base + Math.floor(i / 3) * 1000),
  }));
  const rows = await app.deps.db
    .insert(orders)
    .values(values)
    .returning({ id: orders.id, createdAt: orders.createdAt });
  const newestFirst = [...rows].sort(
    (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0),
  );
  return { seller, buyer, gig, rows, newestFirst: newestFirst.map((r) => r.id) };
}

describe('GET /api/orders paging', () => {
  it('30 orders in pages of 10: each order exactly once, newest first, for the buyer and for the seller', async () => {
    const { seller, buyer, newestFirst } = await ordersBetween(30);
    for (const who of [buyer, seller]) {
      const pages = await allPages(who.cookie, 'limit=10');
      expect(pages.map((p) => p.length)).toEqual([10, 10, 10]);
      expect(pages.flat()).toEqual(newestFirst);
      // Without `limit` the same order, in one page, and no cursor: nothing more to load.
      const whole = await as(app, who.cookie).get('/api/orders');
      expect(whole.json<Listed[]>().map((o) => o._id)).toEqual(newestFirst);
      expect(whole.headers['x-next-cursor']).toBeUndefined();
      expect(whole.headers['cache-control']).toBe('no-store');
    }
    // A page boundary that falls exactly on the last order sends no cursor.
    expect((await allPages(buyer.cookie, 'limit=15')).map((p) => p.length)).toEqual([15, 15]);
  });

  it('without `limit` answers the first 100 as before, and says there are more with X-Next-Cursor', async () => {
    const { buyer, newestFirst } = await ordersBetween(ORDERS_PAGE_DEFAULT + 5);
    const first = await as(app, buyer.cookie).get('/api/orders');
    expect(first.statusCode).toBe(200);
    expect(first.json<Listed[]>().map((o) => o._id)).toEqual(newestFirst.slice(0, ORDERS_PAGE_DEFAULT));
    const cursor = first.headers['x-next-cursor'] as string;
    expect(cursor).toEqual(expect.any(String));
    const rest = await as(app, buyer.cookie).get(`/api/orders?cursor=${encodeURIComponent(cursor)}`);
    expect(rest.json<Listed[]>().map((o) => o._id)).toEqual(newestFirst.slice(ORDERS_PAGE_DEFAULT));
    expect(rest.headers['x-next-cursor']).toBeUndefined();
    expect((await allPages(buyer.cookie, 'status=active')).flat()).toEqual(newestFirst);
  });

  it('pages each status filter, and leaves out the orders the caller archived', async () => {
    // Every third order completed; the seller archived two of the completed ones.
    const { seller, buyer, newestFirst, rows } = await ordersBetween(25, (i) => (i % 3 === 0 ? 'completed' : 'paid'));
    const completed = new Set(rows.filter((_, i) => i % 3 === 0).map((r) => r.id));
    const archived = [...completed].slice(0, 2);
    for (const id of archived) expect((await as(app, seller.cookie).del(`/api/orders/${id}`)).statusCode).toBe(204);

    const active = newestFirst.filter((id) => !completed.has(id));
    const done = newestFirst.filter((id) => completed.has(id));
    expect((await allPages(buyer.cookie, 'status=active&limit=4')).flat()).toEqual(active);
    expect((await allPages(buyer.cookie, 'status=completed&limit=4')).flat()).toEqual(done);
    expect((await allPages(buyer.cookie, 'status=all&limit=4')).flat()).toEqual(newestFirst);
    expect((await allPages(seller.cookie, 'status=completed&limit=2')).flat()).toEqual(
      done.filter((id) => !archived.includes(id)),
    );
    expect((await allPages(seller.cookie, 'limit=7')).flat()).toEqual(
      newestFirst.filter((id) => !archived.includes(id)),
    );
  });

  it('another user’s cursor shows only the caller’s own orders', async () => {
    const mine = await ordersBetween(12);
    const theirs = await createUser(app);
    const other = await createUser(app);
    const gig = await createGig(app, { userId: (await createUser(app, { isSeller: true })).user.id });
    const theirOrder = await createOrder(app, gig.id, theirs.user.id, {
      createdAt: new Date('2020-01-01T00:00:00.000Z'),
    });

    const first = await as(app, mine.buyer.cookie).get('/api/orders?limit=5');
    const cursor = first.headers['x-next-cursor'] as string;
    expect(cursor).toEqual(expect.any(String));
    for (const who of [theirs, other]) {
      const res = await as(app, who.cookie).get(`/api/orders?limit=100&cursor=${encodeURIComponent(cursor)}`);
      expect(res.statusCode).toBe(200);
      const ids = res.json<Listed[]>().map((o) => o._id);
      expect(ids.some((id) => mine.newestFirst.includes(id))).toBe(false);
      expect(ids).toEqual(who === theirs ? [theirOrder.id] : []);
    }
  });

  it('`gigId` keeps to one gig’s orders, still only the caller’s, and an overlong id is a 400', async () => {
    const { buyer, seller, gig, newestFirst } = await ordersBetween(7);
    const otherGig = await createGig(app, { userId: seller.user.id });
    const elsewhere = await createOrder(app, otherGig.id, buyer.user.id);
    const stranger = await createUser(app);
    await createOrder(app, gig.id, stranger.user.id);

    expect((await allPages(buyer.cookie, `gigId=${gig.id}&limit=3`)).flat()).toEqual(newestFirst);
    expect((await allPages(buyer.cookie, `gigId=${otherGig.id}`)).flat()).toEqual([elsewhere.id]);
    // The stranger's order of the same gig is theirs alone; another's gig id shows nothing of its buyers.
    expect((await allPages(stranger.cookie, `gigId=${gig.id}`)).flat()).toHaveLength(1);
    expect((await allPages((await createUser(app)).cookie, `gigId=${gig.id}`)).flat()).toEqual([]);
    const huge = await as(app, buyer.cookie).get(`/api/orders?gigId=${'x'.repeat(200)}`);
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    // An id is a bound value, never SQL.
    const quoted = await as(app, buyer.cookie).get(`/api/orders?gigId=${encodeURIComponent("' or 1=1 --")}`);
    expect(quoted.statusCode).toBe(200);
    expect(quoted.json()).toEqual([]);
  });

  it('a garbage, tampered or other list’s cursor, or a bad limit, is a 400 in the API’s shape', async () => {
    const { buyer } = await ordersBetween(3);
    const bad = [
      'garbage',
      'x'.repeat(600),
      encodeCursor('orders', ['2026-13-45T00:00:00.000000Z', 'abc']),
      encodeCursor('orders', ['0000-01-01T00:00:00.000000Z', 'abc']),
      encodeCursor('orders', ['2026-01-01T00:00:00.000000Z', "x' or 1=1 --"]),
      encodeCursor('orders', ['2026-01-01T00:00:00.000000Z']),
      encodeCursor('earnings', ['2026-01-01T00:00:00.000000Z', 'abc']),
      Buffer.from('{"o":"orders","k":null}').toString('base64url'),
    ];
    for (const cursor of bad) {
      const res = await as(app, buyer.cookie).get(`/api/orders?cursor=${encodeURIComponent(cursor)}`);
      expect(res.statusCode, cursor).toBe(400);
      expect(res.json()).toMatchObject({ code: expect.any(String), message: MSG.cursorInvalid });
      expect(res.body).not.toMatch(/stack|at .*\.ts/);
    }
    // A NUL is refused by the shared text validator, before the cursor is read (its own message).
    const nul = await as(app, buyer.cookie).get(`/api/orders?cursor=${encodeURIComponent('abc\u0000def')}`);
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ code: 'validation', message: expect.any(String) });
    for (const limit of ['0', '101', '-1', 'abc', '1.5']) {
      const res = await as(app, buyer.cookie).get(`/api/orders?limit=${limit}`);
      expect(res.statusCode, limit).toBe(400);
      expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
  });
});
