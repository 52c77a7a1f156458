import { eq } from 'drizzle-orm';
import { ConfigError, loadConfig, type AppConfig } from '../platform/config';
import { openDatabaseForCli } from './open-database';
import { users } from '../platform/db/schema';

/** `npm run admin -- promote <username>` (or `demote`): grants or removes the admin role. */
const [command, rawName] = process.argv.slice(2);
if (!['promote', 'demote'].includes(command ?? '') || !rawName) {
  console.error('Usage: npm run admin -- promote <username>\n       npm run admin -- demote <username>');
  process.exit(2);
}
let config: AppConfig;
try {
  config = loadConfig();
} catch (err) {
  // The same sentence the server prints, without a stack trace.
  if (!(err instanceof ConfigError)) throw err;
  console.error(err.message);
  process.exit(1);
}
const database = openDatabaseForCli(config);
try {
  await database.migrate();
  const username = rawName!.trim().toLowerCase();
  const updated = await database.db
    .update(users)
    .set({ isAdmin: command === 'promote' })
    .where(eq(users.username, username))
    .returning({ username: users.username });
  if (!updated.length) {
    console.error(`No user named "${username}".`);
    process.exitCode = 1;
  } else {
    console.log(command === 'promote' ? `${username} is now an admin.` : `${username} is no longer an admin.`);
  }
} finally {
  await database.close();
}
