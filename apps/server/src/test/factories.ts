import { randomBytes } from 'node:crypto';
import type { App } from '../app';
import { eq } from 'drizzle-orm';
import { gigs, orders, users } from '../platform/db/schema';
import { hashPassword } from '../platform/crypto';
import { JSON_HEADERS, sessionCookie } from './test-app';

export const TEST_PASSWORD = 'secret123';
let passwordHash: Promise<string> | undefined;

type UserInsert = typeof users.$inferInsert;
type GigInsert = typeof gigs.$inferInsert;
type OrderInsert = typeof orders.$inferInsert;

/** Inserts a user directly (skipping the e-mail code) and logs them in through the API. */
export async function createUser(app: App, overrides: Partial<UserInsert> = {}) {
  const suffix = randomBytes(3).toString('hex');
  const [user] = await app.deps.db
    .insert(users)
    .values({
      username: `user_${suffix}`,
      email: `user_${suffix}@example.in`,
      passwordHash: await (passwordHash ??= hashPassword(TEST_PASSWORD)),
      ...overrides,
    })
    .returning();
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: JSON_HEADERS,
    payload: { username: user.username, password: TEST_PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return { user, cookie: sessionCookie(res) };
}

/** An API caller bound to one session cookie (or none). */
export function as(app: App, cookie?: string) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: { ...JSON_HEADERS, ...(cookie ? { cookie } : {}) },
      ...(payload !== undefined
        ? { payload: payload as object }
        : method === 'GET' || method === 'DELETE'
          ? {}
          : { payload: {} }),
    });
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload?: unknown) => call('POST', url, payload),
    put: (url: string, payload?: unknown) => call('PUT', url, payload),
    del: (url: string) => call('DELETE', url),
  };
}

/**
 * Inserts a gig directly (the search trigger still fills its vector and the vocabulary). Without a `userId`
 * it builds a seller first. `price` is in rupees, as the API speaks; `pricePaise` wins when both are given.
 */
export async function createGig(app: App, overrides: Partial<GigInsert> & { price?: number } = {}) {
  const { price, ...rest } = overrides;
  const userId = rest.userId ?? (await createUser(app, { isSeller: true })).user.id;
  const n = randomBytes(3).toString('hex');
  const img = (i: number) => `/uploads/test/${n}-${i}.webp`;
  const [gig] = await app.deps.db
    .insert(gigs)
    .values({
      title: 'I will build your website',
      cat: 'web',
      cover: img(0),
      images: [img(1), img(2), img(3), img(4)],
      desc: 'A complete website, delivered on time.',
      shortTitle: 'Basic website',
      shortDesc: 'One page, responsive.',
      deliveryTime: 3,
      revisionNumber: 1,
      features: ['Responsive layout'],
      pricePaise: Math.round((price ?? 1500) * 100),
      ...rest,
      userId,
    })
    .returning();
  return gig;
}

/** A paid order of a gig by a buyer, with the gig's seller, title, image and price copied as checkout does. */
/** The body of POST /api/gigs or PUT /api/gigs/:id that restates a stored gig, for tests that change one field. */
export function gigBody(gig: typeof gigs.$inferSelect) {
  return {
    title: gig.title,
    cat: gig.cat,
    cover: gig.cover,
    images: gig.images,
    shortTitle: gig.shortTitle,
    shortDesc: gig.shortDesc,
    deliveryTime: gig.deliveryTime,
    revisionNumber: gig.revisionNumber,
    desc: gig.desc,
    features: gig.features,
    price: gig.pricePaise / 100,
  };
}

export async function createOrder(app: App, gigId: string, buyerId: string, overrides: Partial<OrderInsert> = {}) {
  const [gig] = await app.deps.db.select().from(gigs).where(eq(gigs.id, gigId));
  if (!gig) throw new Error(`no gig ${gigId}`);
  const [order] = await app.deps.db
    .insert(orders)
    .values({
      gigId,
      buyerId,
      sellerId: gig.userId,
      title: gig.title,
      img: gig.cover,
      pricePaise: gig.pricePaise,
      paymentIntent: `pay_test_${randomBytes(8).toString('hex')}`,
      ...overrides,
    })
    .returning();
  return order;
}

/** A multipart/form-data body, as a browser's FormData would send it. */
export function multipart(
  parts: Array<{ name: string; value: string } | { name: string; filename: string; type: string; data: Buffer }>,
) {
  const boundary = `----gigbazaar${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'data' in part
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n`;
    chunks.push(Buffer.from(head), 'data' in part ? part.data : Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POST /api/uploads as the given session; `name`/`type` are what the browser claims, the server checks the bytes. */
export function upload(
  app: App,
  cookie: string | undefined,
  data: Buffer,
  { visibility, name = 'picture.jpg', type = 'image/jpeg' }: { visibility?: string; name?: string; type?: string } = {},
) {
  const body = multipart([
    ...(visibility ? [{ name: 'visibility', value: visibility }] : []),
    { name: 'file', filename: name, type, data },
  ]);
  return app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { 'x-requested-with': 'fetch', 'content-type': body.contentType, ...(cookie ? { cookie } : {}) },
    payload: body.payload,
  });
}

/** A buyer who opened a conversation with a seller through the API, and a third user who is in neither. */
export async function createConversation(app: App) {
  const seller = await createUser(app, { isSeller: true });
  const buyer = await createUser(app);
  const third = await createUser(app);
  const res = await as(app, buyer.cookie).post('/api/conversations', { to: seller.user.id });
  if (res.statusCode !== 201) throw new Error(`conversation not created (${res.statusCode}): ${res.body}`);
  return {
    seller: { ...seller, api: as(app, seller.cookie) },
    buyer: { ...buyer, api: as(app, buyer.cookie) },
    third: { ...third, api: as(app, third.cookie) },
    id: res.json().id as string,
  };
}
