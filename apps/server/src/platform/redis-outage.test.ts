import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../app';
import { createTestApp, JSON_HEADERS, sessionCookie } from '../test/test-app';
import { createUser, TEST_PASSWORD } from '../test/factories';
import { describeWithTools, freePort, missingRedisServer, redisServer, waitFor } from '../test/fault-services';
import { connectRedis, type RedisConnection } from './redis';

/**
 * Redis is an accelerator: its own redis-server is killed mid-test, and browsing, login and an authenticated
 * call keep answering 200 (the per-IP limit falls back to in-process counts), then it returns by itself.
 */
describeWithTools('when Redis dies', [missingRedisServer()], () => {
  const LIMIT = 40;
  let redis: ReturnType<typeof redisServer>;
  let app: App;
  let probe: RedisConnection;
  const logged = { warn: [] as string[], info: [] as string[] };
  let username: string;
  let cookie: string;

  beforeAll(async () => {
    redis = redisServer(await freePort());
    await redis.start();
    app = await createTestApp({ redisUrl: redis.url, httpRateLimit: true, httpRateLimitPerMinute: LIMIT });
    // A second connection with a recording logger, to see what an operator would read in the logs.
    probe = connectRedis(redis.url, {
      warn: (msg: string) => logged.warn.push(msg),
      info: (msg: string) => logged.info.push(msg),
    } as never);
    await waitFor('Redis connections', async () => probe.isUp() && (await probe.check()) === 'ok');
    const created = await createUser(app);
    username = created.user.username;
    cookie = created.cookie;
  });
  afterAll(async () => {
    probe?.close();
    await app?.close();
    await redis?.kill();
  });

  const journey = async () => {
    const browse = await app.inject({ method: 'GET', url: '/api/gigs' });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: JSON_HEADERS,
      payload: { username, password: TEST_PASSWORD },
    });
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: sessionCookie(login) } });
    const old = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    return {
      browse: browse.statusCode,
      login: login.statusCode,
      me: me.statusCode,
      old: old.statusCode,
      user: me.json(),
    };
  };
  const counted = async () => (await probe.client.keys('gb-rl:*')).length > 0;

  it('counts the per-IP limit in Redis while it is up', async () => {
    const res = await journey();
    expect(res).toMatchObject({ browse: 200, login: 200, me: 200, old: 200, user: { username } });
    expect(await counted()).toBe(true);
    const ready = await app.inject({ method: 'GET', url: '/api/readyz' });
    expect(ready.json()).toMatchObject({ status: 'ok', checks: { database: 'ok', redis: 'ok' } });
  });

  it('keeps browsing, login and signed-in calls answering while Redis is dead, with in-process limits', async () => {
    await redis.kill();
    const started = Date.now();
    for (let i = 0; i < 3; i++) {
      expect(await journey()).toMatchObject({ browse: 200, login: 200, me: 200, old: 200, user: { username } });
    }
    // Nothing waits on the dead connection (no offline queue, no retries per request).
    expect(Date.now() - started).toBeLessThan(5_000);

    const ready = await app.inject({ method: 'GET', url: '/api/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'degraded', checks: { database: 'ok', redis: 'down' } });

    // The ceiling still holds, counted in this process: it is a fallback, not an open door.
    let status = 200;
    for (let i = 0; i < LIMIT + 1 && status === 200; i++) {
      status = (await app.inject({ method: 'GET', url: '/api/users' })).statusCode;
    }
    expect(status).toBe(429);

    // Several reconnect attempts have failed by now, yet the outage is logged once.
    await new Promise((r) => setTimeout(r, 1_000));
    expect(logged.warn).toHaveLength(1);
    expect(logged.warn[0]).toMatch(/Redis is unreachable/);
  });

  it('reconnects by itself when Redis returns, and counts there again', async () => {
    await redis.start();
    await waitFor('Redis to be reported ready', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/readyz' });
      return res.json().checks.redis === 'ok';
    });
    await waitFor('the probe to reconnect', async () => probe.isUp());
    // Readiness probes are API calls too and already count there; start from an empty Redis to see the journey's.
    await probe.client.flushall();
    expect(await counted()).toBe(false);
    expect(await journey()).toMatchObject({ browse: 200, login: 200, me: 200, old: 200, user: { username } });
    expect(await counted()).toBe(true);
    expect(logged.warn).toHaveLength(1);
    expect(logged.info.some((m) => /reachable again/.test(m))).toBe(true);
  });
});
