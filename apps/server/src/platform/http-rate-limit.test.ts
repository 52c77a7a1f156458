import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../app';
import { createTestApp } from '../test/test-app';

let app: App;
beforeAll(async () => {
  app = await createTestApp({ httpRateLimit: true, httpRateLimitPerMinute: 5 });
});
afterAll(async () => {
  await app.close();
});

it('answers 429 with Retry-After once a client passes the per-minute API ceiling', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) statuses.push((await app.inject({ method: 'GET', url: '/api/users' })).statusCode);
  expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
  expect(statuses[5]).toBe(429);
  const res = await app.inject({ method: 'GET', url: '/api/users' });
  expect(res.json()).toMatchObject({ code: 'rate_limited' });
  expect(res.headers['retry-after']).toBeDefined();
});

it('does not count requests outside the API', async () => {
  const fresh = await createTestApp({ httpRateLimit: true, httpRateLimitPerMinute: 2 });
  for (let i = 0; i < 5; i++) expect((await fresh.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  await fresh.close();
});
