import { loadConfig } from '../platform/config';
import { openDatabase } from '../platform/db/client';

/** `npm run db:migrate`: applies the committed SQL migrations (the server also does this at start). */
const config = loadConfig();
const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  console.log(`Migrations applied (${database.kind}).`);
} finally {
  await database.close();
}
