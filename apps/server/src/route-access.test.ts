import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@gigbazaar/shared/messages';
import { ORDER_MSG } from '@gigbazaar/shared/schemas/orders';
import type { App } from './app';
import { createTestApp, JSON_HEADERS } from './test/test-app';
import { createUser } from './test/factories';

/**
 * The route table's access declarations, checked as a whole: every API route is either on the public list below or
 * declares `access` (on itself or through its plugin's `restrictRoutes`), and the one guard answers for all of them
 * before a body is read. A route added without a declaration fails here rather than shipping open.
 */
const PUBLIC = new Set([
  'GET /api/healthz',
  'GET /api/readyz',
  'POST /api/auth/send-otp',
  'POST /api/auth/verify-otp',
  'POST /api/auth/register',
  'GET /api/auth/username-available',
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'GET /api/users',
  'GET /api/users/:id',
  'GET /api/gigs',
  'GET /api/gigs/top-rated',
  'GET /api/gigs/single/:id',
  'GET /api/reviews/:gigId',
  'POST /api/payments/webhook',
  'POST /api/payments/sandbox/pay',
]);

/** The routes' options objects: the plugins' `onRoute` hooks fill in `config` on these after this one has run. */
const routes: RouteOptions[] = [];
const name = (r: RouteOptions) => `${String(r.method)} ${r.url}`;
const api = () => routes.filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD');

let app: App;
let userCookie: string;

beforeAll(async () => {
  app = await createTestApp({}, { onRoute: (route) => void routes.push(route) });
  userCookie = (await createUser(app)).cookie;
});
afterAll(async () => {
  await app?.close();
});

/** A request the route's schema would refuse (broken JSON): a 401 or 404 for it proves the guard ran first. */
const call = (r: RouteOptions, cookie?: string) =>
  app.inject({
    method: r.method as 'GET',
    url: r.url.replace(/:\w+/g, 'x1').replace('*', 'x'),
    headers: { ...JSON_HEADERS, ...(cookie ? { cookie } : {}), 'content-type': 'application/json' },
    ...(r.method === 'GET' ? {} : { payload: '{"broken":' }),
  });

describe('route access', () => {
  it('every API route is public by name or declares who may call it', () => {
    expect(api().length).toBeGreaterThan(40);
    const undeclared = api().filter((r) => !r.config?.access && !PUBLIC.has(name(r)));
    expect(undeclared.map(name)).toEqual([]);
    // And the public list names only routes that exist and stay public.
    const publicNow = api()
      .filter((r) => !r.config?.access || r.config.access === 'public')
      .map(name);
    expect(new Set(publicNow)).toEqual(PUBLIC);
  });

  it('answers a visitor 401 on every signed-in route before reading the body, never stored by a cache', async () => {
    const signedIn = api().filter((r) => r.config?.access === 'user');
    expect(signedIn.length).toBeGreaterThan(30);
    for (const r of signedIn) {
      const res = await call(r);
      expect(res.statusCode, name(r)).toBe(401);
      expect(res.json().code, name(r)).toBe('unauthenticated');
      expect(res.headers['cache-control'], name(r)).toBe('no-store');
    }
  });

  it('uses the screen’s own sign-in sentence where a route names one', async () => {
    const review = api().find((r) => name(r) === 'POST /api/reviews')!;
    expect((await call(review)).json().message).toBe(MSG.reviewLogin);
    const payment = api().find((r) => name(r) === 'POST /api/orders/create-order')!;
    expect((await call(payment)).json().message).toBe(ORDER_MSG.userNotFound);
    const plain = api().find((r) => name(r) === 'GET /api/orders')!;
    expect((await call(plain)).json().message).toBe(MSG.loginRequired);
  });

  it('answers anyone but an admin on an admin route exactly as an unknown path', async () => {
    const admin = api().filter((r) => r.config?.access === 'admin');
    expect(admin.length).toBeGreaterThan(0);
    const unknown = await app.inject({ method: 'GET', url: '/api/no-such-call', headers: { cookie: userCookie } });
    for (const r of admin) {
      for (const cookie of [undefined, userCookie]) {
        const res = await call(r, cookie);
        expect(res.statusCode, name(r)).toBe(404);
        expect(res.json(), name(r)).toEqual(unknown.json());
        expect(res.headers['cache-control'], name(r)).toBe('no-store');
      }
    }
  });
});
