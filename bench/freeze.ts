/**
 * The freeze reproduction (docs/decisions/015-a-server-never-freezes.md): runs the product as `npm start` does
 * (production, embedded database, the built web app) with its stdout and stderr on pipes, browses it the way
 * Lighthouse does — Chromium headless with the CPU throttled through CDP, navigations aborted half-way, public and
 * signed-in pages with the live socket open — while the reader of the server's stdout pauses or goes away, then
 * sends SIGTERM and checks the process is gone within drain + 10 s. Repeats FREEZE_RUNS times (default 50) and
 * prints "N clean runs", or the first freeze (with a second SIGTERM's effect and the main thread's kernel state).
 *
 * Needs `npm run build` first and Debian's Chromium (CHROME_PATH, default /usr/bin/chromium).
 * Run: `npm run bench:freeze` (FREEZE_RUNS=5 for a short run; FREEZE_PORT, default 4650; FREEZE_DRAIN_MS, default
 * 1000; FREEZE_ROOT=<checkout> runs another checkout's server, e.g. the code before the fix, with this script).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium';
import { DEMO_PASSWORD } from '../apps/server/src/modules/demo/seed-demo-data';

const RUNS = Number(process.env.FREEZE_RUNS ?? 50);
const PORT = Number(process.env.FREEZE_PORT ?? 4650);
const DRAIN_MS = Number(process.env.FREEZE_DRAIN_MS ?? 1_000);
const DEADLINE_MS = DRAIN_MS + 10_000;
const ROOT = path.resolve(process.env.FREEZE_ROOT ?? '.');
const DATA_DIR = path.resolve(process.env.FREEZE_DATA_DIR ?? '.data/freeze-bench');
const BASE = `http://127.0.0.1:${PORT}`;
const DEMO_BUYER = { username: 'ananya', password: DEMO_PASSWORD };

/** How the reader of the server's stdout misbehaves in a run (they alternate). */
const READER_MODES = ['paused', 'paused then gone', 'gone'] as const;
type ReaderMode = (typeof READER_MODES)[number];

const withTimeout = <T>(work: Promise<T>, ms: number) =>
  Promise.race([work.catch(() => undefined), sleep(ms, undefined, { ref: false })]);

async function waitReady(child: ChildProcess, timeoutMs = 900_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (code ${child.exitCode}) before it was ready`);
    const ok = await fetch(`${BASE}/readyz`, { signal: AbortSignal.timeout(2_000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await sleep(250);
  }
  throw new Error('the server did not become ready');
}

function startServer() {
  mkdirSync(DATA_DIR, { recursive: true });
  return spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: '',
      REDIS_URL: '',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: BASE,
      DATA_DIR,
      LOG_LEVEL: 'info',
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Every thread of the process that is still there: name, state and where it sleeps. */
function threads(pid: number) {
  try {
    return readdirSync(`/proc/${pid}/task`)
      .map((tid) => {
        const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
        const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
        const state = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0];
        const wchan = readFileSync(`/proc/${pid}/task/${tid}/wchan`, 'utf8');
        return `${tid} ${name} ${state} ${wchan}`;
      })
      .join('; ');
  } catch {
    return 'gone';
  }
}

/** The kernel's view of the main thread: its state and where it sleeps (futex_wait… for an Atomics.wait). */
function mainThreadState(pid: number) {
  try {
    const stat = readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8');
    const state = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0];
    const wchan = readFileSync(`/proc/${pid}/task/${pid}/wchan`, 'utf8');
    // A zombie leader: JavaScript is over (the process called exit); the kernel is still ending its other threads.
    if (state === 'Z') return 'exited (state Z): the process is being torn down by the kernel, no JavaScript runs';
    return `state ${state}, waiting in ${wchan || '(running)'}`;
  } catch {
    return 'gone';
  }
}

/** Log volume on top of the browsing: plenty of requests, each logged at info. */
async function logBurst(count: number) {
  await Promise.all(
    Array.from({ length: count }, (_, i) =>
      fetch(`${BASE}/api/gigs?search=${'freeze'.repeat(40)}${i}`, { signal: AbortSignal.timeout(10_000) }).then(
        (r) => r.arrayBuffer(),
        () => undefined,
      ),
    ),
  );
}

/** One Lighthouse-like visit: throttled CPU, aborted navigations, signed-in pages with the live socket left open. */
async function browse(browser: Browser, gigId: string | undefined) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const publicPages = ['/', '/gigs', '/gigs?search=logo', gigId ? `/gig/${gigId}` : '/about', '/help'];
  for (const p of publicPages) {
    // Navigate and abandon it part-way, as Lighthouse does between passes ("NO_NAVSTART" pages).
    void page.goto(BASE + p, { timeout: 15_000 }).catch(() => {});
    await sleep(80 + Math.random() * 400);
  }
  await withTimeout(page.goto(`${BASE}/gigs`, { waitUntil: 'load', timeout: 20_000 }), 21_000);
  await withTimeout(
    context.request.post(`${BASE}/api/auth/login`, {
      data: DEMO_BUYER,
      headers: { 'x-requested-with': 'fetch' },
      timeout: 15_000,
    }),
    16_000,
  );
  for (const p of ['/orders', '/messages']) {
    await withTimeout(page.goto(BASE + p, { waitUntil: 'load', timeout: 20_000 }), 21_000);
  }
  // A second signed-in tab whose navigation is cut short, and one that stays with its live socket open.
  const second = await context.newPage();
  void second.goto(`${BASE}/messages`, { timeout: 15_000 }).catch(() => {});
  await sleep(150);
  await withTimeout(
    page.evaluate(() => window.stop()),
    2_000,
  );
  return context;
}

async function run(browser: Browser, index: number, mode: ReaderMode) {
  const server = startServer();
  let stderr = '';
  server.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-20_000)));
  let stdoutBytes = 0;
  server.stdout!.on('data', (chunk: Buffer) => (stdoutBytes += chunk.length));
  const gone = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    server.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  try {
    await waitReady(server);
  } catch (err) {
    server.kill('SIGKILL');
    throw new Error(`run ${index}: ${(err as Error).message}\n${stderr}`);
  }
  // The reader misbehaves from here on.
  server.stdout!.removeAllListeners('data');
  if (mode === 'gone') server.stdout!.destroy();
  else server.stdout!.pause();

  const gigs = (await fetch(`${BASE}/api/gigs`).then(
    (r) => r.json(),
    () => [],
  )) as Array<{ _id: string }>;
  const [context] = await Promise.all([browse(browser, gigs[0]?._id), logBurst(400)]);
  if (mode === 'paused then gone') server.stdout!.destroy();

  const signalled = Date.now();
  server.kill('SIGTERM');
  const exit = await Promise.race([gone, sleep(DEADLINE_MS, undefined, { ref: false })]);
  await context.close().catch(() => {});
  if (exit) return { ok: true as const, ms: exit.at - signalled, exit };

  // Frozen: show what an operator would see, then end it.
  const health = await fetch(`${BASE}/healthz`, { signal: AbortSignal.timeout(3_000) }).then(
    (r) => `HTTP ${r.status}`,
    (e: Error) => `no answer (${e.name})`,
  );
  const kernel = `${mainThreadState(server.pid!)}\n  threads: ${threads(server.pid!)}`;
  server.kill('SIGTERM');
  const second = await Promise.race([gone, sleep(3_000, undefined, { ref: false })]);
  server.kill('SIGKILL');
  const end = await gone;
  return {
    ok: false as const,
    report:
      `FREEZE in run ${index} (stdout reader ${mode}): still running ${DEADLINE_MS} ms after SIGTERM (drain ${DRAIN_MS} ms + 10 s)\n` +
      `  /healthz: ${health}\n  main thread: ${kernel}\n` +
      `  a second SIGTERM: ${second ? 'exited' : 'ignored (still running 3 s later); killed with SIGKILL'}` +
      ` (gone ${end.at - signalled} ms after the first SIGTERM)\n` +
      `  last stderr:\n${stderr.split('\n').slice(-8).join('\n')}`,
  };
}

async function main() {
  if (!existsSync(path.join(ROOT, 'apps/web/dist/server/entry-server.js'))) {
    throw new Error(`the web app is not built in ${ROOT} (run "npm run build" first)`);
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const times: number[] = [];
  let slowCloses = 0;
  try {
    for (let i = 1; i <= RUNS; i++) {
      const mode = READER_MODES[(i - 1) % READER_MODES.length]!;
      const result = await run(browser, i, mode);
      if (!result.ok) {
        console.log(result.report);
        console.log(`${i - 1} clean runs before the first freeze`);
        process.exitCode = 1;
        return;
      }
      times.push(result.ms);
      console.log(
        `run ${i}/${RUNS} (stdout reader ${mode}): gone ${result.ms} ms after SIGTERM` +
          ` (${result.exit.signal ?? `exit ${result.exit.code}`})`,
      );
      // Gone in time is the criterion; an exit 1 is the stop's own deadline (drain + 6 s) ending a slow close, and
      // is counted separately so a trend shows.
      if (result.exit.code !== 0) slowCloses++;
    }
    times.sort((a, b) => a - b);
    console.log(
      `${RUNS} clean runs (gone after SIGTERM: median ${times[Math.floor(times.length / 2)]} ms, ` +
        `slowest ${times.at(-1)} ms; deadline ${DEADLINE_MS} ms; ${slowCloses} ended by the stop's own deadline)`,
    );
  } finally {
    await browser.close();
  }
}

await main();
