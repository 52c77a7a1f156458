import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { inject } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { buildApp, type App, type BuildOptions } from '../app';
import { testConfig, type AppConfig } from '../platform/config';
import { mailOutbox } from '../platform/db/schema';
import { withDatabase } from './global-setup';

/** A fresh app on its own copy of the migrated template database (PGlite, or PostgreSQL when DATABASE_URL is set). */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  options: Pick<BuildOptions, 'onRoute' | 'liveHeartbeatMs' | 'jobWorker' | 'mailer'> = {},
): Promise<App> {
  const tpl = inject('dbTemplate');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gb-app-'));
  if (tpl.kind === 'pglite') {
    const pglite = await PGlite.create({
      loadDataDir: new Blob([readFileSync(tpl.file)]),
      extensions: { pg_trgm },
    });
    return buildApp(testConfig({ dataDir, ...overrides }), { ...options, pglite, migrate: false });
  }
  const name = `${tpl.template}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: tpl.adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${tpl.template}`);
  return buildApp(testConfig({ dataDir, databaseUrl: withDatabase(tpl.adminUrl, name), ...overrides }), {
    ...options,
    migrate: false,
    afterClose: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  });
}

/**
 * Several app instances on ONE database copy, as API processes behind a load balancer share one PostgreSQL
 * (the two-process live test). On PGlite, which one OS process owns, the instances share the PGlite object.
 */
export async function createTestApps(count: number, overrides: Partial<AppConfig> = {}): Promise<App[]> {
  const tpl = inject('dbTemplate');
  const config = () => testConfig({ dataDir: mkdtempSync(path.join(os.tmpdir(), 'gb-app-')), ...overrides });
  if (tpl.kind === 'pglite') {
    const pglite = await PGlite.create({
      loadDataDir: new Blob([readFileSync(tpl.file)]),
      extensions: { pg_trgm },
    });
    // Each instance closes its database on shutdown; the shared one closes once.
    const close = pglite.close.bind(pglite);
    let closing: Promise<void> | undefined;
    pglite.close = () => (closing ??= close());
    return Promise.all(Array.from({ length: count }, () => buildApp(config(), { pglite, migrate: false })));
  }
  const name = `${tpl.template}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: tpl.adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${tpl.template}`);
  let open = count;
  const databaseUrl = withDatabase(tpl.adminUrl, name);
  return Promise.all(
    Array.from({ length: count }, () =>
      buildApp(testConfig({ ...config(), databaseUrl, ...overrides }), {
        migrate: false,
        afterClose: async () => {
          if (--open > 0) return;
          await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          await admin.end();
        },
      }),
    ),
  );
}

export const JSON_HEADERS = { 'x-requested-with': 'fetch', 'content-type': 'application/json' };

/** The session cookie from a login answer, ready for a `cookie` header. */
export function sessionCookie(res: { cookies: Array<{ name: string; value: string }> }): string {
  const c = res.cookies.find((x) => x.name === 'gb_session');
  if (!c) throw new Error('no session cookie in the answer');
  return `gb_session=${c.value}`;
}

/** The newest mail to an address in the outbox (written with the change it announces; waits a little for it). */
export async function waitForMail(app: App, to: string, after = new Date(0)) {
  for (let i = 0; i < 100; i++) {
    const [row] = await app.deps.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, to))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    if (row && row.createdAt >= after) return row;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no mail reached ${to}`);
}

export async function readOtp(app: App, to: string, after?: Date): Promise<string> {
  const mail = await waitForMail(app, to, after);
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error('no code in the mail');
  return code;
}
