import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { App } from '../app';
import { as, createUser } from '../test/factories';
import { createTestApp } from '../test/test-app';
import { SESSION_USERS, sessionLoader, type SessionUser } from './auth';
import type { NamedStatement } from './db/client';
import { users } from './db/schema';

/**
 * Requests that arrive together share one session lookup: each must still get its own caller (never a
 * neighbour's), and an unknown, revoked or suspended session in the same batch is simply "logged out".
 */
let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

it('answers a burst of signed-in requests with one session statement, each caller their own', async () => {
  const people = await Promise.all(Array.from({ length: 12 }, () => createUser(app)));
  const suspended = await createUser(app);
  await app.deps.db
    .update(users)
    .set({ suspendedUntil: new Date(Date.now() + 3_600_000) })
    .where(eq(users.id, suspended.user.id));
  const loggedOut = await createUser(app);
  expect((await as(app, loggedOut.cookie).post('/api/auth/logout')).statusCode).toBe(200);

  const run = vi.spyOn(app.deps.database, 'run');
  try {
    const callers = [
      ...people.map((p) => ({ cookie: p.cookie, expect: p.user.username })),
      { cookie: suspended.cookie, expect: null },
      { cookie: loggedOut.cookie, expect: null },
      { cookie: 'gb_session=not-a-session-token', expect: null },
      // The same session twice in one batch.
      { cookie: people[0]!.cookie, expect: people[0]!.user.username },
    ];
    const answers = await Promise.all(callers.map((c) => as(app, c.cookie).get('/api/auth/me')));
    answers.forEach((res, i) => {
      const wanted = callers[i]!.expect;
      if (wanted === null) expect(res.statusCode, `caller ${i}`).toBe(401);
      else expect([res.statusCode, res.json().username], `caller ${i}`).toEqual([200, wanted]);
    });
    const lookups = run.mock.calls.filter(([statement]) => statement.name === 'session_users');
    // One statement for the 16 requests (two if the burst straddles a turn of the event loop), not sixteen.
    expect(lookups.length).toBeGreaterThanOrEqual(1);
    expect(lookups.length).toBeLessThanOrEqual(2);
  } finally {
    run.mockRestore();
  }
});

it('sees a logout at the very next request (nothing is cached between batches)', async () => {
  const { cookie } = await createUser(app);
  expect((await as(app, cookie).get('/api/auth/me')).statusCode).toBe(200);
  expect((await as(app, cookie).post('/api/auth/logout')).statusCode).toBe(200);
  expect((await as(app, cookie).get('/api/auth/me')).statusCode).toBe(401);
});

it('batches lookups made from separate I/O callbacks of one turn of the event loop, as requests on separate sockets are', async () => {
  const statements: string[][] = [];
  const loader = sessionLoader({
    run: async <T>(_statement: NamedStatement, [hashes]: unknown[]) => {
      statements.push([...(hashes as string[])]);
      return (hashes as string[])
        .filter((h) => h !== 'unknown')
        .map((h) => ({ tokenHash: h, id: `id-${h}`, username: h })) as T[];
    },
  });
  // Each callback is its own macrotask (its microtasks and next-ticks drain before the next one runs), as each
  // socket's request is: a batch scheduled on the next tick would be one statement per callback.
  const keys = ['a', 'b', 'unknown', 'c', 'a'];
  const answers = await Promise.all(
    keys.map((key) => new Promise<SessionUser | null>((resolve) => setImmediate(() => resolve(loader.load(key))))),
  );
  expect(statements).toEqual([keys]);
  expect(answers.map((a) => a?.username ?? null)).toEqual(['a', 'b', null, 'c', 'a']);
});

it('looks each token up by the primary key, even on the generic plan a prepared statement gets', async () => {
  // Enough sessions that a scan of them costs more than lookups (a freshly built table would favour a scan anyway).
  const { user } = await createUser(app);
  await app.deps.db.execute(
    sql`insert into sessions (token_hash, user_id, expires_at)
        select 'plan-' || g, ${user.id}, now() + interval '1 hour' from generate_series(1, 1100) g`,
  );
  await app.deps.db.execute(sql`analyze sessions`);
  const text = SESSION_USERS.text;
  const plan = await app.deps.db.transaction(async (tx) => {
    await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
    await tx.execute(sql.raw(`prepare session_plan_probe as ${text}`));
    const rows = await tx.execute(sql.raw(`explain execute session_plan_probe('{plan-5}', now())`));
    await tx.execute(sql.raw('deallocate session_plan_probe'));
    return (
      (rows as unknown as { rows?: Array<Record<string, string>> }).rows ??
      (rows as unknown as Array<Record<string, string>>)
    );
  });
  const lines = plan.map((r) => Object.values(r)[0]).join('\n');
  expect(lines).toMatch(/Index Scan using sessions_pkey on sessions/);
  expect(lines).not.toMatch(/Seq Scan on sessions|sessions_expires_idx/);
});
