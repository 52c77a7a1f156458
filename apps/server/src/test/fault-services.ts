import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'vitest';
import { defaultWebDist } from '../modules/web/serve-web';

/**
 * Throw-away Redis and PostgreSQL servers for the fault tests: each on its own free port and temp dir,
 * so a test can kill and restart them without touching the machine's own services (5432, 6379).
 */

/**
 * A port for a server a test starts as its own process (GigBazaar, Redis, PostgreSQL), free when asked.
 *
 * Not the kernel's pick (listen on port 0): that comes from the ephemeral range, where the other test worker's
 * `freePort` can be handed the same number in the seconds before either child binds it. The child that binds
 * second dies, and its test, polling the port for readiness, is answered by the other worker's server: a CI run
 * once saw a signed-in live socket refused 401 by a stranger's GigBazaar. Ports here come from below the
 * ephemeral range (no connection or port-0 listener ever takes one), from a slice of its own for each vitest
 * worker, so two workers never share one.
 */
const PORT_SLICE = 3_000;
const PORT_BASE = 20_000;
export async function freePort(): Promise<number> {
  const worker = Number(process.env.VITEST_POOL_ID ?? 0) % 4;
  const low = PORT_BASE + worker * PORT_SLICE;
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = low + Math.floor(Math.random() * PORT_SLICE);
    if (await canListen(port)) return port;
  }
  throw new Error(`no free port in ${low}-${low + PORT_SLICE - 1}`);
}

const canListen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

export async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** How long a server process may take to answer /readyz before the start counts as hung. */
export const START_TIMEOUT_MS = 240_000;

/**
 * A real GigBazaar server process (main.ts under tsx) on its own embedded database in `dataDir`, whatever the suite
 * runs on, answering the API only; `env` adds or overrides settings. Resolves once /readyz answers 200.
 */
export async function startServerProcess(opts: {
  port: number;
  dataDir: string;
  env?: NodeJS.ProcessEnv;
  stdio?: 'pipe' | 'inherit';
}): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      DATABASE_URL: '',
      REDIS_URL: '',
      NODE_ENV: 'test',
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      DATA_DIR: opts.dataDir,
      SERVE_WEB: 'false',
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      ...opts.env,
    },
    stdio: ['ignore', opts.stdio === 'pipe' ? 'pipe' : 'ignore', opts.stdio ?? 'inherit'],
  });
  // A process that dies is a failure at once; one that is alive but slow is still starting: on a busy machine a
  // cold start (tsx, the embedded database, migrations) has been seen to take over a minute.
  let onExit!: (code: number | null, signal: NodeJS.Signals | null) => void;
  const died = new Promise<never>((_, reject) => {
    onExit = (code, signal) =>
      reject(new Error(`the server process exited (${signal ?? `code ${code}`}) before it was ready`));
    child.once('exit', onExit);
  });
  try {
    await Promise.race([
      waitFor(
        'the server to start',
        async () => (await fetch(`http://127.0.0.1:${opts.port}/readyz`)).status === 200,
        START_TIMEOUT_MS,
      ),
      died,
    ]);
    // Readiness on the port proves a server there, not that it is this child: one that died binding a taken port
    // leaves the answer to whoever holds it.
    if (child.exitCode !== null || child.signalCode !== null) throw new Error('the server process exited at start');
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  } finally {
    child.off('exit', onExit);
  }
  return child;
}

const portAnswers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

export const REDIS_SERVER = process.env.REDIS_SERVER_BIN ?? '/usr/bin/redis-server';

/** A redis-server without persistence on `port`; `kill()` is a crash (SIGKILL), `start()` brings it back. */
export function redisServer(port: number) {
  let child: ChildProcess | undefined;
  return {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      child = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
        stdio: 'ignore',
      });
      await waitFor(`redis-server on ${port}`, () => portAnswers(port));
    },
    async kill() {
      const c = child;
      if (!c || c.exitCode !== null) return;
      const exited = new Promise((r) => c.once('exit', r));
      c.kill('SIGKILL');
      await exited;
    },
  };
}

export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
export const hasPostgresBinaries = () =>
  existsSync(path.join(PG_BIN, 'initdb')) && existsSync(path.join(PG_BIN, 'pg_ctl'));

/**
 * CI sets GB_REQUIRE_FAULT_TOOLS=1: there a fault test whose binary or build is missing fails with a sentence
 * naming it, instead of skipping (a skip would let a green run hide that the outage was never tested).
 */
export const REQUIRE_FAULT_TOOLS = process.env.GB_REQUIRE_FAULT_TOOLS === '1';

/** What a fault test needs from the machine: each returns a sentence naming what is missing, or undefined. */
export const missingRedisServer = () =>
  existsSync(REDIS_SERVER)
    ? undefined
    : `redis-server is not at ${REDIS_SERVER} (install Redis, or set REDIS_SERVER_BIN to its path)`;
export const missingPostgresBinaries = () =>
  hasPostgresBinaries()
    ? undefined
    : `PostgreSQL's initdb and pg_ctl are not in ${PG_BIN} (install the PostgreSQL 15 server, or set PG_BIN to its bin folder)`;
export const missingWebBuild = () =>
  existsSync(path.join(defaultWebDist(), 'server', 'entry-server.js'))
    ? undefined
    : `the web app is not built in ${defaultWebDist()} (run "npm run build" first)`;

/**
 * A describe block that needs outside tools: it runs when none is missing; otherwise it fails under
 * GB_REQUIRE_FAULT_TOOLS=1, and elsewhere (a laptop without Redis) skips with a warning saying why.
 */
export function describeWithTools(name: string, missing: Array<string | undefined>, body: () => void) {
  const absent = missing.filter((m): m is string => m !== undefined);
  if (absent.length === 0) return describe(name, body);
  const why = absent.join('; ');
  if (REQUIRE_FAULT_TOOLS) {
    return describe(name, () => {
      it('has the tools it needs', () => {
        throw new Error(`Cannot run "${name}": ${why}. GB_REQUIRE_FAULT_TOOLS=1 makes this a failure, not a skip.`);
      });
    });
  }
  console.warn(`Skipping "${name}": ${why}. GB_REQUIRE_FAULT_TOOLS=1 would make this a failure.`);
  return describe.skip(name, body);
}

/**
 * A private PostgreSQL cluster (initdb + pg_ctl) on `port`. PostgreSQL refuses to run as root, so as root
 * the binaries run as the `postgres` OS user in a directory it owns.
 */
export function postgresCluster(port: number) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gb-pg-'));
  const data = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const run = (bin: string, args: string[]) => {
    const file = path.join(PG_BIN, bin);
    const [cmd, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
    execFileSync(cmd, argv, { stdio: 'pipe', cwd: dir });
  };
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    init() {
      run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
    },
    start() {
      run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', '-t', '30', 'start']);
    },
    /** A fast shutdown: open connections are terminated (57P01), new ones refused, as in a restart. */
    stop() {
      run('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '30', 'stop']);
    },
    destroy() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', '-t', '30', 'stop']);
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
