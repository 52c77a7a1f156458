import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG } from '@gigbazaar/shared/messages';
import type { App } from '../../app';
import { gigs, rateLimitCounters, searchWords } from '../../platform/db/schema';
import { createTestApp } from '../../test/test-app';
import { as, createGig, createUser } from '../../test/factories';

/**
 * Edits, like new gigs, are limited per seller: each rewrites search vectors and may add vocabulary words, which
 * move the catalogue version the search caches live under, so an unbounded loop of edits kept search cold for all.
 */
/** gig-write-service.ts GIG_EDITS_PER_HOUR. */
const GIG_EDITS_PER_HOUR = 60;
let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

it(`stops a seller after ${GIG_EDITS_PER_HOUR} gig edits in an hour with 429, writing nothing`, async () => {
  const seller = await createUser(app, { isSeller: true });
  const gig = await createGig(app, { userId: seller.user.id });
  const api = as(app, seller.cookie);
  const body = (word: string) => ({
    title: `I will design a ${word} logo`,
    cat: 'design',
    cover: gig.cover,
    images: gig.images,
    shortTitle: 'Logo',
    shortDesc: 'A logo',
    deliveryTime: 2,
    revisionNumber: 1,
    desc: 'A clean logo for your brand',
    features: ['Vector files'],
    price: 500,
  });
  expect((await api.put(`/api/gigs/${gig.id}`, body('zestful'))).statusCode).toBe(200);
  // The hour nearly used up, without sixty round trips.
  await app.deps.db
    .update(rateLimitCounters)
    .set({ count: GIG_EDITS_PER_HOUR - 1 })
    .where(eq(rateLimitCounters.key, `gigs:edit:${seller.user.id}`));
  expect((await api.put(`/api/gigs/${gig.id}`, body('quirky'))).statusCode).toBe(200);

  const refused = await api.put(`/api/gigs/${gig.id}`, body('xylophonic'));
  expect(refused.statusCode).toBe(429);
  expect(refused.json()).toEqual({ code: 'rate_limited', message: MSG.gigEditsTooMany });
  expect(refused.headers['retry-after']).toBeDefined();
  const [row] = await app.deps.db.select({ title: gigs.title }).from(gigs).where(eq(gigs.id, gig.id));
  expect(row.title).toBe('I will design a quirky logo');
  expect(await app.deps.db.select().from(searchWords).where(eq(searchWords.word, 'xylophonic'))).toEqual([]);

  // Someone else's gig is still 403, whatever the caller's count.
  const other = await createGig(app);
  expect((await api.put(`/api/gigs/${other.id}`, body('plain'))).statusCode).toBe(403);
});
