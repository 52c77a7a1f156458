/**
 * Payments under load: 200 buyers pay concurrently through the sandbox gateway — create-order, the
 * sandbox's pay, confirm — against one API process on PostgreSQL, over real HTTP on loopback; every answer must
 * be a 2xx. It runs twice: a burst (all buyers at the same instant) and the same number arriving at
 * PAYMENTS_BENCH_RATE a second (default 100). Every step of both runs is judged against the same target, median
 * < 50 ms and p95 < 150 ms, and the last line says PASS or FAIL (a FAIL exits non-zero). It also prints paid orders
 * per second per API process in the burst, and the CPU time each paid order cost the API process and PostgreSQL
 * (read from /proc, so a figure that a busy machine's queueing does not blur), with the load average beside it,
 * and the CPU the bench's own clients spent per request (they share the machine's cores).
 * Before the burst it times a burst of requests that do nothing (GET /healthz) from the same client: the floor no
 * step can beat on these cores, printed beside the target.
 * Then, once the sandbox's own webhooks for every payment have arrived (they race the confirms), it reads the
 * books back with SQL (bench/payments-audit.ts): each payment made exactly one order, each order's ledger
 * balances, each gig's sales grew by its orders. Any problem is printed and the bench exits with 1.
 *
 * PostgreSQL at DATABASE_URL, or a fresh database on the local server (postgres://postgres@127.0.0.1:5432).
 * Run with `npm run bench:payments` (PAYMENTS_BENCH_BUYERS changes the count, PAYMENTS_BENCH_PORT the API's port,
 * PAYMENTS_BENCH_PROCESSES how many API processes share the buyers, default 1).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/platform/config';
import { hashPassword, keyedHash, newToken } from '../apps/server/src/platform/crypto';
import { freePort, waitFor } from '../apps/server/src/test/fault-services';
import { gigs, sessions, users } from '../apps/server/src/platform/db/schema';
import { auditPayments } from './payments-audit';

const BUYERS = Number(process.env.PAYMENTS_BENCH_BUYERS ?? 200);
/** Buyers who pay one after another first, so connections are open and code is warm before the measured run. */
const WARMUP = 30;
/** A second run of BUYERS who arrive spread over time (PAYMENTS_BENCH_RATE per second) instead of all at once. */
const RATE = Number(process.env.PAYMENTS_BENCH_RATE ?? 100);
const GIGS = 5;
/**
 * Last, this many buyers pay one after another with nothing else running, and each step's CPU (API process and
 * PostgreSQL, from the scheduler's nanosecond counters) is measured on its own, and then the sandbox's webhooks'.
 */
const SEQUENTIAL = Number(process.env.PAYMENTS_BENCH_SEQUENTIAL ?? 100);
/** Every step, in both runs: median and p95 under these (the buyer feels all three steps). */
const TARGET = { median: 50, p95: 150 };

async function database(): Promise<{ url: string; drop?: () => Promise<void> }> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL };
  const admin = 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `gb_bench_payments_${Date.now().toString(36)}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  return {
    url: `postgres://postgres@127.0.0.1:5432/${name}`,
    drop: async () => {
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

const db = await database();
/** A throwaway key: production against PostgreSQL refuses to start without one (it encrypts payout accounts). */
const PAYOUT_ENCRYPTION_KEY = process.env.PAYOUT_ENCRYPTION_KEY ?? randomBytes(32).toString('hex');
const config = {
  ...loadConfig({
    ...process.env,
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'gb-bench-pay-')),
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    DATABASE_URL: db.url,
    SESSION_SECRET: 'bench-session-secret-0123456789abcdefgh',
    SMTP_URL: 'smtp://127.0.0.1:9',
    PAYOUT_ENCRYPTION_KEY,
  }),
  serveWeb: false,
  httpRateLimit: false,
};

const app = await buildApp(config, { backgroundJobs: false });
console.log(
  `Payments bench: ${BUYERS} buyers, ${GIGS} gigs, ${app.deps.database.kind}, sandbox gateway, ` +
    `${Math.max(1, Number(process.env.PAYMENTS_BENCH_PROCESSES ?? 1))} API process(es)`,
);

const run = Date.now().toString(36);
const passwordHash = await hashPassword('bench-password');
const people = await app.deps.db
  .insert(users)
  .values(
    Array.from({ length: 2 * BUYERS + WARMUP + SEQUENTIAL + 1 }, (_, i) => ({
      username: `paybench_${run}_${i}`,
      email: `paybench_${run}_${i}@example.in`,
      passwordHash,
      isSeller: i === 0,
    })),
  )
  .returning({ id: users.id });
const sellerId = people[0]!.id;
const gigRows = await app.deps.db
  .insert(gigs)
  .values(
    Array.from({ length: GIGS }, (_, i) => ({
      userId: sellerId,
      title: `Bench gig ${i}`,
      cat: i % 2 ? 'finance' : 'design',
      cover: `/uploads/bench/${i}.webp`,
      images: [1, 2, 3, 4].map((n) => `/uploads/bench/${i}-${n}.webp`),
      desc: 'A gig for the payments benchmark.',
      shortTitle: 'Bench',
      shortDesc: 'Bench',
      deliveryTime: 2,
      revisionNumber: 1,
      features: ['Fast'],
      pricePaise: 99_900 + i * 12_345,
    })),
  )
  .returning({ id: gigs.id, sales: gigs.sales });
// Sessions stored as a login would (200 argon2 logins would only measure argon2).
const tokens = people.slice(1).map(() => newToken());
await app.deps.db.insert(sessions).values(
  people.slice(1).map((u, i) => ({
    tokenHash: keyedHash(config.sessionSecret, tokens[i]!),
    userId: u.id,
    expiresAt: new Date(Date.now() + 3_600_000),
  })),
);

// The API process is a child of its own (as in production), so the 200 clients here do not share its one thread.
/**
 * API processes sharing the database (PAYMENTS_BENCH_PROCESSES, default 1), as instances behind a load balancer:
 * buyer i is served by process i mod N, sessions being in the database. On a machine with more cores, this is how
 * the bench shows what more processes buy.
 */
const PROCESSES = Math.max(1, Number(process.env.PAYMENTS_BENCH_PROCESSES ?? 1));
const firstPort = Number(process.env.PAYMENTS_BENCH_PORT ?? 0);
const apis: ChildProcess[] = [];
const bases: string[] = [];
for (let n = 0; n < PROCESSES; n++) {
  const port = firstPort ? firstPort + n : await freePort();
  const api = spawn(
    process.execPath,
    [
      // PAYMENTS_BENCH_PROFILE=<dir>: each API process writes a CPU profile there when it stops.
      ...(process.env.PAYMENTS_BENCH_PROFILE
        ? [
            '--cpu-prof',
            `--cpu-prof-dir=${process.env.PAYMENTS_BENCH_PROFILE === '1' ? '/tmp/gbprof' : process.env.PAYMENTS_BENCH_PROFILE}`,
          ]
        : []),
      '--import',
      'tsx',
      'apps/server/src/main.ts',
    ],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: db.url,
        REDIS_URL: '',
        SESSION_SECRET: config.sessionSecret,
        PAYOUT_ENCRYPTION_KEY,
        SMTP_URL: 'smtp://127.0.0.1:9',
        DATA_DIR: n === 0 ? config.dataDir : mkdtempSync(path.join(os.tmpdir(), 'gb-bench-pay-')),
        SERVE_WEB: 'false',
        SEED_DEMO_DATA: 'false',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_PER_MINUTE: '1000000',
        SHUTDOWN_DRAIN_MS: '0',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const base = `http://127.0.0.1:${port}`;
  await waitFor('the API process', async () => api.exitCode === null && (await fetch(`${base}/readyz`)).ok, 60_000);
  apis.push(api);
  bases.push(base);
}
/**
 * The buyers' HTTP client: node's own, on kept-alive connections (one per buyer in flight, as each buyer's browser
 * has its own). Not `fetch`: the bench's 200 clients run on one thread on the API's cores, and fetch spent 0.3 ms
 * of that thread per request, three to six times what the API spends on a request that does nothing, so the
 * client's queue was timed as the server's (bench/RESULTS.md §1, fourth pass). The client's CPU is printed too.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
const send = (
  buyer: number,
  method: 'GET' | 'POST',
  url: string,
  headers: http.OutgoingHttpHeaders = {},
  body?: string,
) =>
  new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = http.request(`${bases[buyer % PROCESSES]!}${url}`, { method, agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
const post = async (buyer: number, url: string, cookie: string, body: unknown) => {
  const started = performance.now();
  const json = JSON.stringify(body);
  const res = await send(
    buyer,
    'POST',
    url,
    {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(json),
      'x-requested-with': 'fetch',
      cookie,
    },
    json,
  );
  const ms = performance.now() - started;
  // A refusal is fast: it must stop the bench, never be timed as a payment.
  if (res.status < 200 || res.status > 299) throw new Error(`${url} → ${res.status} ${res.text.slice(0, 300)}`);
  return { json: JSON.parse(res.text) as Record<string, unknown>, ms };
};

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;
const steps = { create: [] as number[], pay: [] as number[], confirm: [] as number[] };
/** Sales each gig must have gained by the end. */
const sold = new Map<string, number>();
async function payOnce(token: string, i: number) {
  const cookie = `gb_session=${token}`;
  const gig = gigRows[i % GIGS]!;
  sold.set(gig.id, (sold.get(gig.id) ?? 0) + 1);
  const created = await post(i, '/api/orders/create-order', cookie, { gigId: gig.id });
  steps.create.push(created.ms);
  const paid = await post(i, '/api/payments/sandbox/pay', cookie, { order_id: created.json.id, outcome: 'success' });
  steps.pay.push(paid.ms);
  const confirmed = await post(i, `/api/orders/confirm/${String(created.json.id)}`, cookie, paid.json);
  steps.confirm.push(confirmed.ms);
  return confirmed.json.payment_intent as string;
}
const warmTokens = tokens.splice(0, WARMUP);
const pacedTokens = tokens.splice(BUYERS);
const sequentialTokens = pacedTokens.splice(BUYERS);

/**
 * CPU seconds a process has used so far, from /proc (Linux): the scheduler's nanosecond count where the kernel
 * keeps one, else user + system time in clock ticks (hundredths); 0 where there is none.
 */
const cpuSeconds = (pid: number) => {
  try {
    const ns = Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]);
    if (Number.isFinite(ns)) return ns / 1e9;
  } catch {
    // No schedstat: the tick counts below.
  }
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
};
const books = new pg.Client({ connectionString: db.url });
await books.connect();
/** The PostgreSQL backends serving this bench's database (the API's pool among them). */
const backends = async () =>
  (
    await books.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    )
  ).rows.map((r) => r.pid);
/** CPU used by the API process and by PostgreSQL for this database while `work` runs. */
async function withCpu<T>(work: () => Promise<T>) {
  const before = new Map((await backends()).map((pid) => [pid, cpuSeconds(pid)]));
  const apiCpu = () => apis.reduce((sum, api) => sum + cpuSeconds(api.pid!), 0);
  const api0 = apiCpu();
  const client0 = process.cpuUsage();
  const result = await work();
  const client = process.cpuUsage(client0);
  const api1 = apiCpu();
  let database = 0;
  for (const pid of new Set([...before.keys(), ...(await backends())])) {
    database += Math.max(0, cpuSeconds(pid) - (before.get(pid) ?? 0));
  }
  // The bench's own process (the buyers' clients): on a shared machine, CPU the API and PostgreSQL did not get.
  return { result, cpu: { api: api1 - api0, database, client: (client.user + client.system) / 1e6 } };
}

const warm = await withCpu(async () => {
  for (const [i, token] of warmTokens.entries()) await payOnce(token, i);
});
console.log(
  `  sequential (warm-up) medians: create ${pct(steps.create, 0.5).toFixed(1)} ms, pay ${pct(steps.pay, 0.5).toFixed(1)} ms, confirm ${pct(steps.confirm, 0.5).toFixed(1)} ms`,
);
const perOrder = (seconds: number, orders: number) => ((seconds * 1000) / orders).toFixed(1);
console.log(
  `    CPU per paid order: API process ${perOrder(warm.cpu.api, WARMUP)} ms, PostgreSQL ${perOrder(warm.cpu.database, WARMUP)} ms`,
);
const reset = () => (steps.create.length = steps.pay.length = steps.confirm.length = 0);
const misses: string[] = [];
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const report = (label: string, wall: number, cpu: { api: number; database: number; client: number }) => {
  console.log(`  ${label}: all ${BUYERS} payments in ${(wall / 1000).toFixed(2)} s (load average ${load()})`);
  for (const [name, xs] of Object.entries(steps)) {
    const median = pct(xs, 0.5);
    const p95 = pct(xs, 0.95);
    const met = median < TARGET.median && p95 < TARGET.p95;
    if (!met) misses.push(`${label.split(' ')[0]} ${name} median ${median.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms`);
    console.log(
      `    ${name.padEnd(8)} median ${median.toFixed(1).padStart(7)} ms   p95 ${p95.toFixed(1).padStart(7)} ms   ${met ? 'met' : 'MISSED'}`,
    );
  }
  console.log(
    `    CPU per paid order: API process ${perOrder(cpu.api, BUYERS)} ms, PostgreSQL ${perOrder(cpu.database, BUYERS)} ms; ` +
      `the bench's clients ${perOrder(cpu.client, 3 * BUYERS)} ms per request`,
  );
};

// The sandbox sends itself a payment.captured webhook for each payment a few seconds later, which makes the order
// too if the confirm did not: `settled` waits for all of them, so the next run is not timed against the last one's
// webhooks and the books are read after that race, not before it.
const webhooksIn = async () =>
  (
    await books.query<{ n: number }>(
      `select count(*)::int as n from payment_webhook_events e
        where e.event_id in (select 'evt_sandbox_' || a.payment_id from payment_attempts a
                              where a.gig_id = any($1::text[]) and a.status = 'paid')`,
      [gigRows.map((g) => g.id)],
    )
  ).rows[0]!.n;
const settled = (payments: number) =>
  waitFor(`the sandbox's ${payments} webhooks`, async () => (await webhooksIn()) >= payments, 60_000);
await settled(WARMUP);

// The floor: the same burst of requests that do nothing at all (GET /healthz: no session, no statement), from the
// same client on the same cores. No step can be faster than this, so it is printed beside the target. The first
// such burst opens every buyer's connection (as a buyer's browser has one open from loading the checkout page);
// the floor is the second, on connections already open, as the checkout burst's requests are.
const healthBurst = () => {
  const times: number[] = [];
  return withCpu(() =>
    Promise.all(
      tokens.map(async (_token, i) => {
        const started = performance.now();
        const res = await send(i, 'GET', '/healthz');
        if (res.status !== 200) throw new Error(`/healthz → ${res.status}`);
        times.push(performance.now() - started);
      }),
    ),
  ).then((measured) => ({ ...measured, times }));
};
const opening = await healthBurst();
const floor = await healthBurst();
const floorTimes = floor.times;
const floorCpu = floor;
const floorLine = `a burst of ${BUYERS} requests that do nothing (GET /healthz) from the same client: median ${pct(floorTimes, 0.5).toFixed(1)} ms, p95 ${pct(floorTimes, 0.95).toFixed(1)} ms`;
console.log(`  the floor: ${floorLine}`);
console.log(
  `    CPU per request: API process ${perOrder(floorCpu.cpu.api, BUYERS)} ms, the bench's clients ${perOrder(floorCpu.cpu.client, BUYERS)} ms; ` +
    `the burst before it, which opened the connections: median ${pct(opening.times, 0.5).toFixed(1)} ms, p95 ${pct(opening.times, 0.95).toFixed(1)} ms`,
);

// 1. The burst: every buyer starts at the same instant, so up to BUYERS requests are in flight at once and each
// waits behind the others (Little's law: latency ≈ requests in flight ÷ throughput).
reset();
let t0 = performance.now();
const burst = await withCpu(() => Promise.all(tokens.map((token, i) => payOnce(token, i))));
const burstWall = performance.now() - t0;
report('burst (all at once)', burstWall, burst.cpu);
const results = burst.result;
const perSecond = BUYERS / (burstWall / 1000) / PROCESSES;
// What one API process could pay for with a core of its own, from its CPU per order: on a shared machine the
// wall-clock rate above is whatever share of a core the process was given.
console.log(
  `    paid orders per second per API process: ${perSecond.toFixed(0)} (${PROCESSES} process${PROCESSES > 1 ? 'es' : ''}; with a core to itself about ` +
    `${((1000 * BUYERS) / Math.max(1, burst.cpu.api * 1000)).toFixed(0)} by its CPU per order)`,
);
// What two (or N) cores can do at all: all the burst's work is CPU, so the last order cannot be paid before
// BUYERS × CPU per order ÷ cores, and if every request were served first come, first served the median buyer
// would wait about half that. Requests interleave instead (each statement queues for a connection behind those of
// every buyer already in flight), which puts the median create close to the end of the creates.
const cores = os.availableParallelism();
const workSeconds = (burst.cpu.api + burst.cpu.database) / cores;
console.log(
  `    the floor on ${cores} cores: ${BUYERS} orders × ${perOrder(burst.cpu.api + burst.cpu.database, BUYERS)} ms of ` +
    `CPU (API + PostgreSQL) ÷ ${cores} = ${workSeconds.toFixed(2)} s for the last buyer, ~${((workSeconds / 2) * 1000).toFixed(0)} ms ` +
    `for the median one served in order (the bench's own clients and other processes come on top)`,
);
await settled(WARMUP + BUYERS);

// 2. The same number of buyers arriving at RATE per second, as checkout traffic does.
reset();
t0 = performance.now();
const paced = await withCpu(() =>
  Promise.all(
    pacedTokens.map(async (token, i) => {
      await new Promise((resolve) => setTimeout(resolve, (i * 1000) / RATE));
      return payOnce(token, i);
    }),
  ),
);
report(`paced (${RATE} buyers a second)`, performance.now() - t0, paced.cpu);
results.push(...paced.result);
tokens.push(...pacedTokens);

await settled(WARMUP + 2 * BUYERS);

// 3. One buyer at a time: what each step costs in CPU, measured alone (no queueing, no other request's work).
const stepCpu = { create: { api: 0, database: 0 }, pay: { api: 0, database: 0 }, confirm: { api: 0, database: 0 } };
const measured = async <T>(step: keyof typeof stepCpu, work: () => Promise<T>) => {
  const { result, cpu } = await withCpu(work);
  stepCpu[step].api += cpu.api;
  stepCpu[step].database += cpu.database;
  return result;
};
const sequential = await withCpu(async () => {
  for (const [i, token] of sequentialTokens.entries()) {
    const cookie = `gb_session=${token}`;
    const gig = gigRows[i % GIGS]!;
    sold.set(gig.id, (sold.get(gig.id) ?? 0) + 1);
    const created = await measured('create', () => post(i, '/api/orders/create-order', cookie, { gigId: gig.id }));
    const paid = await measured('pay', () =>
      post(i, '/api/payments/sandbox/pay', cookie, { order_id: created.json.id, outcome: 'success' }),
    );
    const confirmed = await measured('confirm', () =>
      post(i, `/api/orders/confirm/${String(created.json.id)}`, cookie, paid.json),
    );
    results.push(confirmed.json.payment_intent as string);
  }
});
// What the rest of a paid order costs after its confirm: the sandbox's webhook 5 s later and the seller's transfer
// job (the process idles otherwise; its timers are in the figure too).
const after = await withCpu(() => settled(WARMUP + 2 * BUYERS + SEQUENTIAL));
if (SEQUENTIAL > 0) {
  const each = (seconds: number) => ((seconds * 1000) / SEQUENTIAL).toFixed(2);
  console.log(
    `  one at a time (${SEQUENTIAL} buyers), CPU per request (API process + PostgreSQL) (load average ${load()}):`,
  );
  for (const [name, cpu] of Object.entries(stepCpu)) {
    console.log(`    ${name.padEnd(8)} ${each(cpu.api)} + ${each(cpu.database)} ms`);
  }
  const inSteps = Object.values(stepCpu).reduce((a, c) => a + c.api + c.database, 0);
  console.log(
    `    between the steps (the transfer job after a confirm) ${each(sequential.cpu.api + sequential.cpu.database - inSteps)} ms; ` +
      `the webhook and what follows ${each(after.cpu.api)} + ${each(after.cpu.database)} ms`,
  );
}

const payments = WARMUP + 2 * BUYERS + SEQUENTIAL;

const audit = await auditPayments(books, {
  gigIds: gigRows.map((g) => g.id),
  payments,
  salesBefore: new Map(gigRows.map((g) => [g.id, g.sales])),
});
await books.end();
const distinct = new Set(results).size;
if (distinct !== 2 * BUYERS + SEQUENTIAL)
  audit.problems.push(`the confirms answered ${distinct} distinct payment ids of ${2 * BUYERS + SEQUENTIAL}`);
const expectedSales = [...sold.values()].reduce((a, b) => a + b, 0);
if (expectedSales !== payments) audit.problems.push(`${expectedSales} sales expected for ${payments} payments`);
console.log(`  from the database: ${audit.summary}`);
for (const problem of audit.problems.slice(0, 20)) console.error(`  PROBLEM: ${problem}`);
if (audit.problems.length > 20) console.error(`  … and ${audit.problems.length - 20} more problems`);
const ok = audit.problems.length === 0;
console.log(`  exactly once and balanced: ${ok ? 'yes' : 'NO'}`);
await Promise.all(
  apis.map(async (api) => {
    api.kill('SIGTERM');
    await new Promise((resolve) => api.once('exit', resolve));
  }),
);
await app.close();
await db.drop?.();
console.log(
  `\npayments: ${misses.length ? 'FAIL' : 'PASS'}: create, pay and confirm against median < ${TARGET.median} ms and ` +
    `p95 < ${TARGET.p95} ms, ${BUYERS} buyers at once and ${RATE} a second, ${perSecond.toFixed(0)} paid orders/s ` +
    `per API process` +
    (misses.length ? `; missed: ${misses.join('; ')}` : '') +
    `; floor: ${floorLine}`,
);
if (!ok) process.exit(1);
if (misses.length) process.exitCode = 1;
