import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { App } from '../app';
import { users } from './db/schema';
import { createTestApp, JSON_HEADERS } from '../test/test-app';
import { as, createUser, TEST_PASSWORD } from '../test/factories';
import { isLoopback, mailboxEnabled } from '../modules/dev/mailbox-routes';
import Fastify from 'fastify';
import { isApiRequest } from './request-guards';

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

describe('dev mailbox', () => {
  const read = (remoteAddress: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: '/dev/mailbox.json', remoteAddress, headers });

  it('answers the machine itself (IPv4, IPv6 and IPv4-mapped loopback)', async () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      expect((await read(address)).statusCode, address).toBe(200);
    }
  });

  it('is a 404 for anyone else, whatever X-Forwarded-For claims', async () => {
    for (const address of ['203.0.113.9', '10.0.0.4', '::ffff:192.168.1.2', '2001:db8::1']) {
      expect((await read(address)).statusCode, address).toBe(404);
      expect((await read(address, { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(404);
    }
    expect((await app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress: '203.0.113.9' })).statusCode).toBe(
      404,
    );
  });

  it('exists only while mail is not sent, and not in production against DATABASE_URL', () => {
    const deps = (kind: 'outbox' | 'smtp', env: 'production' | 'development' | 'test', databaseUrl?: string) =>
      ({ mailer: { kind }, config: { env, databaseUrl } }) as unknown as Parameters<typeof mailboxEnabled>[0];
    expect(mailboxEnabled(deps('outbox', 'production'))).toBe(true); // embedded install (npm start, e2e)
    expect(mailboxEnabled(deps('outbox', 'development', 'postgres://db/x'))).toBe(true);
    expect(mailboxEnabled(deps('outbox', 'production', 'postgres://db/x'))).toBe(false);
    expect(mailboxEnabled(deps('smtp', 'development'))).toBe(false);
  });

  it('is not registered for a production app on a database server', async () => {
    const prod = await createTestApp({ env: 'production' });
    try {
      expect((await prod.inject({ method: 'GET', url: '/dev/mailbox.json' })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });

  it('knows loopback addresses', () => {
    expect(isLoopback('127.0.0.1')).toBe(true);
    expect(isLoopback('::1')).toBe(true);
    expect(isLoopback('::ffff:127.0.0.1')).toBe(true);
    expect(isLoopback('128.0.0.1')).toBe(false);
    expect(isLoopback('::ffff:10.0.0.1')).toBe(false);
    expect(isLoopback('127.0.0.1.evil')).toBe(false);
    expect(isLoopback(undefined)).toBe(false);
  });
});
