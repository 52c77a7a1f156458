import { loadConfig } from '../platform/config';
import { openDatabaseForCli } from './open-database';

/** `npm run db:migrate`: applies the committed SQL migrations (the server also does this at start). */
const config = loadConfig();
const database = openDatabaseForCli(config);
try {
  await database.migrate();
  console.log(`Migrations applied (${database.kind}).`);
} finally {
  await database.close();
}
