import { execFile, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from './app';
import { testConfig } from './platform/config';
import { users } from './platform/db/schema';
import { LOCK_FILE } from './platform/db/data-dir-lock';
import { createUser } from './test/factories';
import { freePort, startServerProcess } from './test/fault-services';

/**
 * One process per embedded data directory: while `npm start` serves a DATA_DIR, the admin CLI, the seed, the
 * migrations and a second server refuse with one sentence and exit 1 without touching a file; once the server has
 * stopped, the lock is gone and the CLI works.
 */
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SESSION_SECRET = 'data-dir-lock-test-secret-0123456789abcdef';

let dataDir: string;
let username: string;
let server: ChildProcess;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'gb-lock-process-'));
  const app = await buildApp(testConfig({ dataDir, databaseUrl: undefined, sessionSecret: SESSION_SECRET }));
  username = (await createUser(app)).user.username;
  await app.close();
  server = await startServerProcess({ port: await freePort(), dataDir, env: { SESSION_SECRET } });
}, 300_000);

afterAll(() => {
  if (server?.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

function run(script: string, args: string[] = [], env: NodeJS.ProcessEnv = {}) {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', script, ...args],
      {
        cwd: REPO_ROOT,
        env: { ...process.env, DATABASE_URL: '', REDIS_URL: '', DATA_DIR: dataDir, SESSION_SECRET, ...env },
        timeout: 120_000,
      },
      (error, stdout, stderr) =>
        resolve({ code: error ? ((error as { code?: number }).code ?? null) : 0, out: stdout + stderr }),
    );
  });
}

/** Every file under the data directory with its size and modification time. */
function snapshot(dir = dataDir): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const stat = statSync(file);
    files[path.relative(dir, file)] = `${stat.size}:${stat.mtimeMs}`;
  }
  return files;
}

it('refuses admin, seed, db:migrate and a second server while the server runs, and touches no file', async () => {
  const sentence = `GigBazaar is running on this data directory (pid ${server.pid}); stop it first, or promote from the admin pages`;
  expect(JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')).pid).toBe(server.pid);
  const before = snapshot();
  const port = String(await freePort());
  const attempts = await Promise.all([
    run('apps/server/src/cli/admin.ts', ['promote', username]),
    run('apps/server/src/cli/seed.ts'),
    run('apps/server/src/cli/migrate.ts'),
    run('apps/server/src/main.ts', [], { PORT: port, SERVE_WEB: 'false', NODE_ENV: 'test' }),
  ]);
  for (const attempt of attempts) {
    expect(attempt.code, attempt.out).toBe(1);
    expect(attempt.out.trim()).toBe(sentence);
  }
  // Files the idle server itself wrote meanwhile would show here too; it writes none while nobody calls it.
  expect(snapshot()).toEqual(before);
}, 300_000);

it('frees the data directory when the server stops: then the admin CLI promotes', async () => {
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
  expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  const promoted = await run('apps/server/src/cli/admin.ts', ['promote', username]);
  expect(promoted.out).toContain(`${username} is now an admin.`);
  expect(promoted.code).toBe(0);
  const app = await buildApp(testConfig({ dataDir, databaseUrl: undefined, sessionSecret: SESSION_SECRET }));
  try {
    const [row] = await app.deps.db.select().from(users).where(eq(users.username, username));
    expect(row?.isAdmin).toBe(true);
  } finally {
    await app.close();
  }
}, 300_000);
