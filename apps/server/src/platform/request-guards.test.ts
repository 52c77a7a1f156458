import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { App } from '../app';
import { users } from './db/schema';
import { createTestApp, JSON_HEADERS } from '../test/test-app';
import { as, createUser, TEST_PASSWORD } from '../test/factories';
import Fastify from 'fastify';
import { isApiRequest } from './routed-path';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

/** Spellings of PUT /api/users/update-bio that a router which decodes paths may treat as the same route. */
const BIO_SPELLINGS = [
  '/%61pi/users/update-bio',
  '/%61%70%69/users/update-bio',
  '/%41%50%49/users/update-bio',
  '/api/%75sers/update-bio',
  '/api/users/%75pdate-bio',
  '/api/users/update%2Dbio',
  '/api/users/update%2dbio',
  '/%61pi/%75%73%65%72%73/%75%70%64%61%74%65%2d%62%69%6f',
  '/%2561pi/users/update-bio',
  '/api%2Fusers%2Fupdate-bio',
  '//api/users/update-bio',
  '/api//users/update-bio',
  '/api/users/update-bio/',
  '/api/users/update-bio?x=1',
  '/api/users/update-bio;x=1',
  '/API/users/update-bio',
];

describe('CSRF guard', () => {
  it('refuses every spelling of the bio change without X-Requested-With, and the bio stays', async () => {
    const { user, cookie } = await createUser(app);
    await app.deps.db.update(users).set({ desc: 'original bio' }).where(eq(users.id, user.id));
    for (const url of BIO_SPELLINGS) {
      const res = await app.inject({
        method: 'PUT',
        url,
        headers: { 'content-type': 'application/json', cookie },
        payload: { bio: `changed through ${url}` },
      });
      expect([403, 404], `${url} answered ${res.statusCode}`).toContain(res.statusCode);
      expect(res.statusCode).toBeLessThan(500);
    }
    const [row] = await app.deps.db.select({ desc: users.desc }).from(users).where(eq(users.id, user.id));
    expect(row.desc).toBe('original bio');
  });

  it('the encoded spellings do reach the route (so the refusals above are the guard, not a missing route)', async () => {
    const { user, cookie } = await createUser(app);
    const res = await app.inject({
      method: 'PUT',
      url: '/%61pi/users/update-bio',
      headers: { ...JSON_HEADERS, cookie },
      payload: { bio: 'through an encoded path, with the header' },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await app.deps.db.select({ desc: users.desc }).from(users).where(eq(users.id, user.id));
    expect(row.desc).toBe('through an encoded path, with the header');
  });

  it('guards mutating calls on any path, not only under /api', async () => {
    const res = await app.inject({ method: 'POST', url: '/dev/mailbox', payload: {} });
    expect(res.statusCode).toBe(403);
  });
});

describe('isApiRequest', () => {
  it('decides by the matched route, and by the decoded path under a wildcard or when nothing matched', async () => {
    const probe = Fastify();
    const seen: Record<string, boolean> = {};
    probe.addHook('onRequest', async (request) => {
      seen[request.url] = isApiRequest(request);
    });
    probe.get('/api/users', async () => 'users');
    probe.get('/*', async () => 'page');
    const urls = {
      '/api/users': true,
      '/%61pi/users': true,
      '/%61pi/unknown': true,
      '//api//unknown': true,
      '/%2561pi/users': false,
      '/apiary': false,
      '/profile/api': false,
      '/assets/app.js': false,
    };
    for (const url of Object.keys(urls)) await probe.inject({ method: 'GET', url });
    await probe.inject({ method: 'DELETE', url: '/%61pi/nowhere' });
    expect(seen).toEqual({ ...urls, '/%61pi/nowhere': true });
    await probe.close();
  });
});

describe('Cache-Control: no-store on per-user answers', () => {
  it('marks /auth/me, the login answer, your own user and your updates no-store', async () => {
    const { user, cookie } = await createUser(app);
    const me = await as(app, cookie).get('/api/auth/me');
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    const own = await as(app, cookie).get(`/api/users/${user.id}`);
    expect(own.json().email).toBe(user.email);
    expect(own.headers['cache-control']).toBe('no-store');
    const bio = await as(app, cookie).put('/api/users/update-bio', { bio: 'hello' });
    expect(bio.headers['cache-control']).toBe('no-store');
    const login = await as(app).post('/api/auth/login', { username: user.username, password: TEST_PASSWORD });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    // Also a session-dependent answer about someone else: it may differ by viewer.
    const { user: other } = await createUser(app);
    expect((await as(app, cookie).get(`/api/users/${other.id}`)).headers['cache-control']).toBe('no-store');
  });

  it('leaves anonymous public answers cacheable', async () => {
    const { user } = await createUser(app);
    const res = await as(app).get(`/api/users/${user.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control'] ?? '').not.toContain('no-store');
  });
});
