import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@gigbazaar/shared/messages';
import { registerSessionAuth, restrictRoutes } from './auth';
import type { Deps } from './deps';
import { registerErrorHandling } from './errors';

/**
 * The guard's mechanism on a bare Fastify: visitors carry no session cookie, so the session lookup never reaches
 * the database and no deps are needed. The whole app's route table is checked in route-access.test.ts.
 */
let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  registerErrorHandling(app);
  await app.register(cookie);
  registerSessionAuth(app, {} as Deps);
  await app.register(
    async (api) => {
      api.get('/open', async () => ({ ok: true }));
      // A route that forgot its declaration and still reads the caller.
      api.get('/forgot', async (request) => ({ id: request.me.id }));
      await api.register(async (group) => {
        restrictRoutes(group, 'user', 'Sign in to see your things.');
        group.get('/mine', async (request) => ({ id: request.me.id }));
        group.get('/mine/public', { config: { access: 'public' } }, async () => ({ ok: true }));
      });
      await api.register(async (group) => {
        restrictRoutes(group, 'admin');
        group.get('/admin/things', async () => []);
      });
    },
    { prefix: '/api' },
  );
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

const get = (url: string) => app.inject({ method: 'GET', url });

describe('the signed-in guard', () => {
  it('leaves undeclared routes open and cacheable', async () => {
    const res = await get('/api/open');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBeUndefined();
  });

  it('fails closed when a handler reads the caller on a route that declared no access', async () => {
    const res = await get('/api/forgot');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'unauthenticated', message: MSG.loginRequired });
  });

  it("gives a plugin's routes its access and sentence, unless a route states its own", async () => {
    const mine = await get('/api/mine');
    expect(mine.statusCode).toBe(401);
    expect(mine.json().message).toBe('Sign in to see your things.');
    expect(mine.headers['cache-control']).toBe('no-store');
    expect((await get('/api/mine/public')).statusCode).toBe(200);
  });

  it('answers non-admins on admin routes with a 404, kept by no cache', async () => {
    const res = await get('/api/admin/things');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
