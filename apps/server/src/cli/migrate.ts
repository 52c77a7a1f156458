import { loadConfig } from '../platform/config';
import { openDatabase, type Database } from '../platform/db/client';
import { DataDirLockedError } from '../platform/db/data-dir-lock';

/** `npm run db:migrate`: applies the committed SQL migrations (the server also does this at start). */
const config = loadConfig();
let database: Database;
try {
  database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
} catch (err) {
  if (!(err instanceof DataDirLockedError)) throw err;
  console.error(err.message);
  process.exit(1);
}
try {
  await database.migrate();
  console.log(`Migrations applied (${database.kind}).`);
} finally {
  await database.close();
}
