import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MSG } from '@gigbazaar/shared/messages';
import { buildApp, type App } from './app';
import { testConfig } from './platform/config';
import { createUser } from './test/factories';
import {
  describeWithTools,
  freePort,
  missingPostgresBinaries,
  missingWebBuild,
  postgresCluster,
  REQUIRE_FAULT_TOOLS,
  waitFor,
} from './test/fault-services';

/**
 * Stops its own PostgreSQL cluster for a few seconds: the API answers a calm 503 with Retry-After (never a 500,
 * never a 401 for a signed-in visitor), readiness says 503, and the same session works again afterwards.
 */
const webBuilt = missingWebBuild() === undefined;

// The pages' part needs the built web app: optional on a laptop, required where fault tools are (CI builds first).
const needs = [missingPostgresBinaries(), REQUIRE_FAULT_TOOLS ? missingWebBuild() : undefined];

describeWithTools('when PostgreSQL is down for a moment', needs, () => {
  let cluster: ReturnType<typeof postgresCluster>;
  let app: App;
  let cookie: string;
  let username: string;

  beforeAll(async () => {
    cluster = postgresCluster(await freePort());
    cluster.init();
    cluster.start();
    app = await buildApp(
      testConfig({
        databaseUrl: cluster.url,
        redisUrl: undefined,
        // Pages too, when the web app is built (CI builds it before the tests).
        serveWeb: webBuilt,
        dataDir: mkdtempSync(path.join(os.tmpdir(), 'gb-app-')),
      }),
    );
    ({
      cookie,
      user: { username },
    } = await createUser(app));
  });
  afterAll(async () => {
    await app?.close();
    cluster?.destroy();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { cookie, ...headers } });

  it('answers 503 with Retry-After and a sentence while the database is stopped, then heals', async () => {
    expect((await get('/api/auth/me')).json()).toMatchObject({ username });

    cluster.stop();
    try {
      for (const url of ['/api/gigs', '/api/auth/me', '/api/users']) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(503);
        expect(res.headers['retry-after'], url).toBe('5');
        expect(res.json(), url).toEqual({ code: 'unavailable', message: MSG.unavailable });
      }
      // Logging in meets the outage too: an answer to retry, not "wrong password".
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'x-requested-with': 'fetch', 'content-type': 'application/json' },
        payload: { username, password: 'secret123' },
      });
      expect(login.statusCode).toBe(503);
      expect(login.json().code).toBe('unavailable');
      // A browser asking for a page gets a small page that says the same and reloads itself.
      const page = await get('/some/page', { accept: 'text/html' });
      expect(page.statusCode).toBe(503);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.body).toContain(MSG.unavailable);
      // An API call is one however its path is spelt: the router decides, not the raw address.
      const spelt = await get('/%61pi/gigs', { accept: 'text/html' });
      expect(spelt.statusCode).toBe(503);
      expect(spelt.json()).toEqual({ code: 'unavailable', message: MSG.unavailable });
      // A load balancer's probe carries no cookie.
      if (webBuilt) {
        // A visitor without a session: the page's own data calls meet the outage, and the page says so.
        const home = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
        expect(home.statusCode).toBe(503);
        expect(home.headers['retry-after']).toBe('5');
        expect(home.body).toContain(MSG.unavailable);
      }
      const ready = await app.inject({ method: 'GET', url: '/api/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().checks.database).toBe('down');
    } finally {
      cluster.start();
    }

    await waitFor('the API to heal', async () => (await get('/api/gigs')).statusCode === 200);
    const me = await get('/api/auth/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ username });
    expect((await get('/api/gigs')).statusCode).toBe(200);
  });
});
