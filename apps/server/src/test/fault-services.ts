import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Throw-away Redis and PostgreSQL servers for the fault tests: each on its own free port and temp dir,
 * so a test can kill and restart them without touching the machine's own services (5432, 6379).
 */

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

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
  try {
    await waitFor(
      'the server to start',
      async () => child.exitCode === null && (await fetch(`http://127.0.0.1:${opts.port}/readyz`)).status === 200,
      90_000,
    );
  } catch (err) {
    // The caller never gets the child to stop: do not leave it running after the test.
    child.kill('SIGKILL');
    throw err;
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
