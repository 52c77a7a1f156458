import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { App } from '../app';
import { createTestApp } from '../test/test-app';
import { rateLimitCounters } from './db/schema';
import { AppError } from './errors';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const MINUTE = 60_000;
let n = 0;
const fresh = () => `rate-limit-test:${Date.now()}:${n++}`;
const count = async (key: string) =>
  (await app.deps.db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, key)))[0]?.count;
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

it('hitAll counts every limit in one call and refuses with the first limit that is passed, counting none after it', async () => {
  const [outer, inner] = [fresh(), fresh()];
  const limits = [
    { key: outer, limit: 3, windowMs: MINUTE, message: 'outer' },
    { key: inner, limit: 2, windowMs: MINUTE, message: 'inner' },
  ];
  await app.deps.limiter.hitAll(limits);
  await app.deps.limiter.hitAll(limits);
  expect([await count(outer), await count(inner)]).toEqual([2, 2]);

  const third = await refusal(app.deps.limiter.hitAll(limits));
  expect(third).toBeInstanceOf(AppError);
  expect((third as AppError).statusCode).toBe(429);
  expect((third as AppError).message).toBe('inner');
  expect([await count(outer), await count(inner)]).toEqual([3, 3]);

  // Past the first limit, the second one is not counted at all.
  const fourth = await refusal(app.deps.limiter.hitAll(limits));
  expect((fourth as AppError).message).toBe('outer');
  expect([await count(outer), await count(inner)]).toEqual([4, 3]);
});

it('starts a new window once the old one has passed, and hit is hitAll of one limit', async () => {
  const key = fresh();
  await app.deps.limiter.hit(key, 1, MINUTE);
  expect(((await refusal(app.deps.limiter.hit(key, 1, MINUTE))) as AppError).statusCode).toBe(429);
  await app.deps.db
    .update(rateLimitCounters)
    .set({ windowStart: new Date(Date.now() - 2 * MINUTE) })
    .where(eq(rateLimitCounters.key, key));
  await app.deps.limiter.hit(key, 1, MINUTE);
  expect(await count(key)).toBe(1);
});

it('refuses a list that names one key twice (one statement cannot count a row twice)', async () => {
  const key = fresh();
  await expect(
    app.deps.limiter.hitAll([
      { key, limit: 1, windowMs: MINUTE },
      { key, limit: 1, windowMs: MINUTE },
    ]),
  ).rejects.toThrow(/twice/);
});
