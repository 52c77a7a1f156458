import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema';
import { lockDataDir, type DataDirLock } from './data-dir-lock';

/** Both engines expose the same drizzle query API; the node-postgres type stands for either. */
export type Db = NodePgDatabase<typeof schema>;
/** A transaction's handle, as `db.transaction` passes it to its callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A hand-written statement on a hot path, with the name PostgreSQL keeps it under once parsed and planned. */
export interface NamedStatement {
  name: string;
  text: string;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Runs a statement that every request runs (limits, sessions) as a named prepared statement: PostgreSQL parses
   * and plans it once per connection, and no query builder runs per call (decision 002).
   */
  run<T>(statement: NamedStatement, values: unknown[]): Promise<T[]>;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../drizzle');

/**
 * `databaseUrl` picks the engine: a postgres:// URL is a real server; 'memory://' an in-memory PGlite;
 * unset, the embedded PGlite persisted under `<dataDir>/db`. A ready PGlite instance may be passed (tests clone a template).
 */
export function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  pglite?: PGlite;
  /** PostgreSQL connections per process (DATABASE_POOL_SIZE). */
  poolSize?: number;
}): Database {
  if (opts.databaseUrl && /^postgres(?:ql)?:\/\//.test(opts.databaseUrl)) {
    // A bounded connect wait: an unreachable server fails the request (a 503) instead of holding it open.
    const max = opts.poolSize ?? 10;
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max,
      // Connections once opened stay open (with the statements prepared on them): a burst after a quiet spell
      // would otherwise first wait for the ones closed while idle to be opened again, one server process each.
      min: max,
      connectionTimeoutMillis: 5_000,
    });
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it, and /readyz reports the outage while it lasts.
    pool.on('error', (err) => console.error('PostgreSQL idle connection error:', err.message));
    const db = drizzlePg(pool, { schema });
    return {
      db,
      kind: 'postgres',
      run: async <T>({ name, text }: NamedStatement, values: unknown[]) =>
        (await pool.query({ name, text, values })).rows as T[],
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_DIR }),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
  }
  let client = opts.pglite;
  let lock: DataDirLock | undefined;
  if (!client) {
    const dir = opts.databaseUrl === 'memory://' ? undefined : path.join(opts.dataDir, 'db');
    // One process at a time on the embedded files (data-dir-lock.ts): refused before anything is written.
    if (dir) lock = lockDataDir(opts.dataDir);
    if (dir) mkdirSync(dir, { recursive: true });
    // One options object: `new PGlite(undefined, options)` (in-memory) silently drops the extensions.
    client = new PGlite({ dataDir: dir, extensions: { pg_trgm } });
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const pgliteClient = client;
  return {
    db,
    kind: 'pglite',
    run: async <T>({ text }: NamedStatement, values: unknown[]) => (await pgliteClient.query<T>(text, values)).rows,
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => {
      await pgliteClient.query('select 1');
    },
    close: async () => {
      try {
        await pgliteClient.close();
      } finally {
        lock?.release();
      }
    },
  };
}
