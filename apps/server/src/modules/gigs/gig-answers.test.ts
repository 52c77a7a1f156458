import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZGig } from '@gigbazaar/shared/schemas/gigs';
import type { App } from '../../app';
import { createTestApp } from '../../test/test-app';
import { as, createGig, createUser } from '../../test/factories';

/**
 * The gig read routes write presentGig's gigs as they are instead of through zod's encode (routes.ts). Each answer
 * must be exactly what the shared schema allows (no field more or less, `strict`) and byte for byte what the
 * app's zod serializer writes for the same gigs, so a client sees no difference.
 */
let app: App;
let gigId: string;

beforeAll(async () => {
  app = await createTestApp();
  const { user } = await createUser(app, { isSeller: true, img: null });
  const { user: other } = await createUser(app, { isSeller: true, img: '/uploads/test/face.webp' });
  const made = await createGig(app, { userId: user.id, title: 'I will design a logo for your café', price: 1499 });
  await createGig(app, {
    userId: other.id,
    title: 'I will design a "modern" logo\\brand kit',
    cat: 'design',
    price: 800,
    features: ['Source files', 'Unicode: लोगो ✓'],
    shortDesc: 'Line one\nline two\ttabbed',
  });
  await createGig(app, { userId: other.id, title: 'I will edit your wedding video', cat: 'video', price: 2500 });
  gigId = made.id;
});
afterAll(async () => {
  await app?.close();
});

const zodWrites = (schema: z.ZodType, data: unknown) =>
  serializerCompiler({ schema, method: 'GET', url: '/test' } as Parameters<typeof serializerCompiler>[0])(data);

async function answer(url: string) {
  const res = await as(app).get(url);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  return res.body;
}

describe('gig answers written without zod', () => {
  it.each([
    '/api/gigs',
    '/api/gigs?search=logo',
    '/api/gigs?search=logo&sort=price',
    '/api/gigs?search=logoo%20desing',
    '/api/gigs?cat=design&min=100&max=5000',
    '/api/gigs?search=tiktok',
    '/api/gigs/top-rated',
  ])('%s is a list of gigs exactly as the shared schema and zod write it', async (url) => {
    const body = await answer(url);
    const parsed = z.array(ZGig.strict().extend({ seller: ZGig.shape.seller.strict() })).parse(JSON.parse(body));
    if (url !== '/api/gigs?search=tiktok') expect(parsed.length).toBeGreaterThan(0);
    expect(body).toBe(JSON.stringify(parsed));
    expect(body).toBe(zodWrites(z.array(ZGig), JSON.parse(body)));
  });

  it('a single gig is one gig exactly as the shared schema and zod write it', async () => {
    const body = await answer(`/api/gigs/single/${gigId}`);
    const parsed = ZGig.strict().extend({ seller: ZGig.shape.seller.strict() }).parse(JSON.parse(body));
    expect(parsed._id).toBe(gigId);
    expect(parsed.price).toBe(1499);
    expect(parsed.seller.img).toBeNull();
    expect(body).toBe(JSON.stringify(parsed));
    expect(body).toBe(zodWrites(ZGig, JSON.parse(body)));
  });

  it('an unknown gig is still a 404 with the error body', async () => {
    const res = await as(app).get('/api/gigs/single/00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found' });
  });
});
