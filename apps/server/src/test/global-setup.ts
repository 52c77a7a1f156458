import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../platform/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a dump of the migrated template database. PostgreSQL: the template database's name. */
    dbTemplate: { kind: 'pglite'; file: string } | { kind: 'postgres'; adminUrl: string; template: string };
  }
}

/** Migrates one template per run; every test file then starts from a copy of it instead of migrating again. */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = `gb_tpl_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${template}`);
    const tplUrl = withDatabase(url, template);
    const db = openDatabase({ databaseUrl: tplUrl, dataDir: os.tmpdir() });
    await db.migrate();
    await db.close();
    project.provide('dbTemplate', { kind: 'postgres', adminUrl: url, template });
    return async () => {
      // Test files drop their own copies; leftovers from a crashed file are swept here.
      const { rows } = await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $2`,
        [template, `${template}_%`],
      );
      for (const r of rows) await admin.query(`DROP DATABASE IF EXISTS ${r.datname} WITH (FORCE)`);
      await admin.end();
    };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gb-test-'));
  const client = new PGlite({ extensions: { pg_trgm } });
  const db = openDatabase({ dataDir: dir, pglite: client });
  await db.migrate();
  const dump = await client.dumpDataDir('none');
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide('dbTemplate', { kind: 'pglite', file });
  return () => rmSync(dir, { recursive: true, force: true });
}

export function withDatabase(url: string, database: string) {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
