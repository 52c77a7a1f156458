import type { AppConfig } from '../platform/config';
import { openDatabase, type Database } from '../platform/db/client';
import { exitIfDataDirLocked } from '../platform/db/data-dir-lock';

/**
 * The database for a command-line tool. While a server runs on the same embedded data directory the tool refuses
 * with the lock's sentence and exit code 1: a change written beside the server would be lost (data-dir-lock.ts).
 */
export function openDatabaseForCli(config: AppConfig): Database {
  try {
    return openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (err) {
    exitIfDataDirLocked(err);
    throw err;
  }
}
