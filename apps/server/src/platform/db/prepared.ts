import type { Db } from './client';

const built = new WeakMap<Db, Map<string, unknown>>();

/**
 * A query that a hot path runs on every request, built by drizzle once per database and kept as a named prepared
 * statement (decision 002): building a query costs more CPU than the round trip it makes, and PostgreSQL then
 * parses and plans it once per connection. `name` is the statement's name on the server: one per query text.
 */
export function prepared<T>(db: Db, name: string, build: (db: Db, name: string) => T): T {
  let forDb = built.get(db);
  if (!forDb) built.set(db, (forDb = new Map()));
  if (!forDb.has(name)) forDb.set(name, build(db, name));
  return forDb.get(name) as T;
}
