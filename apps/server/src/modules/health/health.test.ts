import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../test/test-app';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

it('answers liveness on /healthz and /api/healthz', async () => {
  for (const url of ['/healthz', '/api/healthz']) {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
  }
});

it('reports readiness of the database (and Redis when configured)', async () => {
  const res = await app.inject({ method: 'GET', url: '/api/readyz' });
  expect(res.statusCode).toBe(200);
  expect(res.json().checks.database).toBe('ok');
  if (process.env.REDIS_URL) expect(res.json().checks.redis).toBe('ok');
});

it('reports not ready once the database is gone', async () => {
  const other = await createTestApp();
  await other.deps.database.close();
  const res = await other.inject({ method: 'GET', url: '/api/readyz' });
  expect(res.statusCode).toBe(503);
  expect(res.json().checks.database).toBe('down');
});
