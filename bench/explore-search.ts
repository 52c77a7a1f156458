/**
 * Explore search at marketplace scale: the generated catalogue (apps/server/src/test/generated-gigs.ts: 14
 * categories, services spread Zipf-like so the commonest words are in thousands of gigs; 10,000 gigs by default),
 * then GET /api/gigs?search=… measured in-process with inject() (or over HTTP with `--http`), by class: matching and
 * misspelt searches, searches
 * that find nothing (invented words, keyboard mashes, a 60-letter word, words that find nothing together),
 * searches in Hindi script, every filter, later pages, and lists without a search. On PostgreSQL (DATABASE_URL)
 * it works in a scratch database created and dropped here (named by BENCH_DB_NAME, else at random; BENCH_KEEP_DB
 * keeps it, BENCH_REUSE_DB=<name> measures it again without reseeding); otherwise an in-memory PGlite.
 * Target: every query under 30 ms p95 at 100,000 gigs on PostgreSQL; there the last line says PASS or FAIL and a
 * FAIL exits non-zero. A quick run: `--gigs 2000 --runs 30`.
 *
 * Run alone with `npx tsx bench/explore-search.ts [--gigs 100000] [--runs 150]` (or the env
 * BENCH_GIGS / BENCH_RUNS), or as part of `npm run bench`.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { buildApp, type App } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/platform/config';
import { seedGeneratedGigs } from '../apps/server/src/test/generated-gigs';
import { measure as measureWall } from './measure';

/** `--name value` on the command line, else the environment variable, else the default. */
function setting(name: string, env: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const raw = at >= 0 ? process.argv[at + 1] : process.env[env];
  const n = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} (${env}) must be a positive integer, got ${raw}`);
  return n;
}

const GIG_COUNT = setting('gigs', 'BENCH_GIGS', 10_000);
/**
 * `--http` (or BENCH_HTTP=1): every request goes over HTTP on loopback to the app listening on a port, with node's
 * client on kept-alive connections, as a visitor's would, instead of `inject()`. The client runs in this process,
 * so its CPU is in the per-request figure too (the figures can only be worse for it).
 */
const OVER_HTTP = process.argv.includes('--http') || process.env.BENCH_HTTP === '1';
const RUNS = setting('runs', 'BENCH_RUNS', 150);
/** Every query's p95 at 100,000 gigs on PostgreSQL. */
const P95_TARGET_MS = 30;

/** The generated catalogue (Zipf-like: "logo" and "website" in thousands of gigs at 100,000), then what autovacuum
 * does after a bulk load (PGlite has none): statistics, and the visibility map that lets relevance read its
 * covering index without visiting the table. */
export async function seedGigs(app: App) {
  await seedGeneratedGigs(app.deps.db, GIG_COUNT);
  await app.deps.db.execute(sql`VACUUM ANALYZE`);
}

/** A scratch database on the server of DATABASE_URL, dropped afterwards. */
async function scratchDatabase(url: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const name = process.env.BENCH_DB_NAME ?? `gb_bench_${randomBytes(4).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: async () => {
      if (process.env.BENCH_KEEP_DB) {
        console.log(`kept the scratch database ${name} (BENCH_KEEP_DB); drop it with DROP DATABASE ${name}`);
        await admin.end();
        return;
      }
      // The app's pool has just been ended; give its sockets a moment to close rather than killing them.
      for (let i = 0; i < 20; i++) {
        try {
          await admin.query(`DROP DATABASE IF EXISTS ${name}`);
          break;
        } catch {
          await new Promise((r) => setTimeout(r, 100));
        }
      }
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

export async function runExploreSearchBench() {
  // BENCH_REUSE_DB: a scratch database a run with BENCH_KEEP_DB left behind, measured again without reseeding.
  const reuse = process.env.DATABASE_URL && process.env.BENCH_REUSE_DB;
  const scratch = reuse
    ? {
        url: Object.assign(new URL(process.env.DATABASE_URL!), { pathname: `/${reuse}` }).toString(),
        drop: async () => {},
      }
    : process.env.DATABASE_URL
      ? await scratchDatabase(process.env.DATABASE_URL)
      : undefined;
  const app = await buildApp({
    ...loadConfig({
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'gb-bench-explore-')),
      LOG_LEVEL: 'silent',
      NODE_ENV: 'production',
      SERVE_WEB: 'false',
      SESSION_SECRET: randomBytes(24).toString('hex'),
    }),
    databaseUrl: scratch?.url ?? 'memory://',
    httpRateLimit: false,
  });
  try {
    const t = Date.now();
    if (!reuse) await seedGigs(app);
    const { rows } = await app.deps.db.execute<{ n: number; g: number }>(
      sql`SELECT (SELECT count(*)::int FROM search_words) AS n, (SELECT count(*)::int FROM gigs) AS g`,
    );
    console.log(
      `\nExplore search: ${rows[0].g} gigs, ${rows[0].n} vocabulary words on ${app.deps.database.kind}, seeded in ${((Date.now() - t) / 1000).toFixed(1)} s, ${OVER_HTTP ? 'over HTTP on loopback' : 'in-process (inject)'}`,
    );

    // CPU time per request, this process plus the database's server processes: on a shared machine the
    // wall-clock figures include waiting for a core, this does not (Linux /proc, PostgreSQL only).
    const serverPids = async () =>
      app.deps.database.kind === 'postgres'
        ? (
            await app.deps.db.execute<{ pid: number }>(
              sql`SELECT pid FROM pg_stat_activity WHERE datname = current_database()`,
            )
          ).rows.map((r) => Number(r.pid))
        : [];
    const ticks = (pids: number[]) =>
      pids.reduce((sum, pid) => {
        try {
          const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
          return sum + Number(fields[11]) + Number(fields[12]);
        } catch {
          return sum;
        }
      }, 0);
    const TICK_MS = 10;
    const measure = async (name: string, runs: number, fn: () => Promise<unknown>) => {
      const pids = await serverPids();
      const [cpu0, db0] = [process.cpuUsage(), ticks(pids)];
      const wall = await measureWall(name, runs, fn);
      const cpu = process.cpuUsage(cpu0);
      const dbMs = (ticks(pids) - db0) * TICK_MS;
      const warm = runs + Math.min(20, runs);
      const perRequest = ((cpu.user + cpu.system) / 1000 + dbMs) / warm;
      console.log(`${''.padEnd(40)} CPU ${perRequest.toFixed(2).padStart(7)} ms per request (node + database)`);
      return wall;
    };

    const base = OVER_HTTP ? await app.listen({ host: '127.0.0.1', port: 0 }) : '';
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const overHttp = (url: string) =>
      new Promise<{ statusCode: number; body: string; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
        http
          .get(`${base}${url}`, { agent }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve({
                statusCode: res.statusCode ?? 0,
                body: Buffer.concat(chunks).toString('utf8'),
                headers: res.headers,
              }),
            );
            res.on('error', reject);
          })
          .on('error', reject);
      });
    const get = async (url: string) => {
      const res = OVER_HTTP ? await overHttp(url) : await app.inject({ method: 'GET', url });
      if (res.statusCode !== 200) throw new Error(`${url} → ${res.statusCode} ${res.body}`);
      return { headers: res.headers, json: () => JSON.parse(res.body) as unknown[] };
    };
    // Every query of a class, with its median and p95, for the summary: the target is every query's p95.
    const results: Array<{ name: string; cls: string; median: number; p95: number }> = [];
    const timed = async (cls: string, name: string, url: string) => {
      const { median, p95 } = await measure(name, RUNS, () => get(url));
      results.push({ name, cls, median, p95 });
    };
    const search = async (cls: string, q: string, extra = '') => {
      const url = `/api/gigs?search=${encodeURIComponent(q)}${extra}`;
      const hits = (await get(`${url}&limit=100`)).json().length;
      const shown = q.length > 24 ? `${q.slice(0, 21)}…(${q.length})` : q;
      await timed(cls, `"${shown}"${extra} (${hits === 100 ? '100+' : hits} hits)`, url);
    };

    console.log('\n-- matching searches');
    for (const q of [
      'logo',
      'website',
      'logo design',
      'wordpress website',
      'youtube video editing',
      'social media marketing',
      'data analysis python',
      'design',
      'app',
      'video',
      'gst return filing',
    ])
      await search('matching', q);
    console.log('\n-- misspelt searches');
    for (const q of ['logoo desing', 'wordpres websit', 'desgin', 'webiste', 'pich deck', 'flutter ap', 'gst retrun'])
      await search('misspelt', q);
    console.log('\n-- searches that find nothing');
    for (const q of [
      'tiktok',
      'mascot',
      'xqzvvjkwp',
      'asdfghjkl',
      'hgfdsa',
      'qwertyuiop zxcvbnm',
      // One 60-letter word.
      'pneumonoultramicroscopicsilicovolcanoconiosisandmorewordsxyz',
      'logo xqzvvjkwp',
      'tiktok mascot logo',
      'zorb quix blarf snee wug frump dax plov',
    ])
      await search('zero-hit', q);
    console.log('\n-- words that each find gigs but never together (listed by how many words each gig has)');
    for (const q of ['logo kubernetes', 'tally docker figma', 'wedding kubernetes invoice']) await search('apart', q);
    console.log('\n-- searches in Hindi script (no Latin word: listed as without a search)');
    for (const q of ['लोगो डिज़ाइन', 'वेबसाइट बनाना', 'logo डिज़ाइन']) await search('hindi', q);
    console.log('\n-- searches with every filter');
    await search('filters', 'logo design', '&cat=design&min=500&max=20000&sort=price');
    await search('filters', 'mobile app', '&cat=dev&max=20000');
    await search('filters', 'design', '&sort=createdAt');
    await search('filters', 'tiktok', '&cat=design&min=500&max=20000&sort=price');
    await search('filters', 'logo kubernetes', '&cat=tech&min=100&max=50000');
    await search('filters', 'desgin', '&cat=design&min=1000&sort=createdAt');

    console.log('\n-- later pages');
    for (const q of ['design', 'logo', 'app']) {
      const next = (await get(`/api/gigs?search=${q}`)).headers['x-next-cursor'] as string;
      await timed('pages', `"${q}", page 2 (cursor)`, `/api/gigs?search=${q}&cursor=${next}`);
    }
    // Deep in the list: past the ranked head, where pages are a walk by sales.
    let deep = '';
    for (let i = 0; i < 15; i++)
      deep = (await get(`/api/gigs?search=design${deep && `&cursor=${deep}`}`)).headers['x-next-cursor'] as string;
    await timed('pages', '"design", page 16 (cursor)', `/api/gigs?search=design&cursor=${deep}`);

    console.log('\n-- without a search');
    await timed('browse', 'explore, no search (best selling)', '/api/gigs');
    await timed('browse', 'explore cat=web sort=price', '/api/gigs?cat=web&sort=price');
    await timed('browse', 'top-rated', '/api/gigs/top-rated');

    console.log('\n-- by class: worst median and worst p95 (ms)');
    for (const cls of [...new Set(results.map((r) => r.cls))]) {
      const of = results.filter((r) => r.cls === cls);
      const worst = of.reduce((a, b) => (b.p95 > a.p95 ? b : a));
      console.log(
        `${cls.padEnd(10)} ${String(of.length).padStart(2)} queries   median ≤ ${Math.max(...of.map((r) => r.median)).toFixed(1)}   p95 ≤ ${worst.p95.toFixed(1)} (${worst.name})`,
      );
    }
    // The target (every query under 30 ms p95) is judged where it is set: 100,000 gigs on PostgreSQL.
    const over = results.filter((r) => r.p95 > P95_TARGET_MS);
    const judged = app.deps.database.kind === 'postgres' && GIG_COUNT >= 100_000;
    const verdict = !judged
      ? 'NOT JUDGED (the target holds at 100,000 gigs on PostgreSQL)'
      : over.length
        ? 'FAIL'
        : 'PASS';
    console.log(
      `\nexplore-search: ${verdict}: ${results.length} queries, ${over.length} over ${P95_TARGET_MS} ms p95` +
        (over.length ? `: ${over.map((r) => `${r.name} ${r.p95.toFixed(1)} ms`).join('; ')}` : ''),
    );
    if (judged && over.length) process.exitCode = 1;
  } finally {
    await app.close();
    await scratch?.drop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runExploreSearchBench();
