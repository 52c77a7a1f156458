/**
 * Lighthouse (mobile preset) for the public pages and the signed-in ones, plus their JavaScript: what Lighthouse
 * saw loaded (transfer, lazy chunks included) and what the page needs before it is interactive, from the Vite
 * manifest (entry + the route's chunk + their static imports, gzip and brotli). The signed-in pages are measured
 * as demo users of the seed (README): a buyer (Orders, an order, Messages, a conversation, Settings, the seller
 * application, the checkout page) and a seller (My Gigs, Earnings, this month's statement, the gig wizard, the gig
 * editor), signed in through the API, the session cookie sent
 * with every request Lighthouse makes. A page whose route does not exist yet (404) is listed as not present, not measured.
 * Each page runs LH_RUNS times (default 3); the median run is reported. LH_OUT=<dir> also saves each median report.
 * LH_PAGES=orders,messages measures only those; BENCH_PORT (default 3390) is the port of the server it starts, on a
 * fresh embedded database with demo data in a temporary folder of its own (removed at the end). Each page's LCP
 * element is printed.
 * Needs `npm run build` first and Debian's Chromium (CHROME_PATH, default /usr/bin/chromium); no network.
 * Run: `npm run bench:lighthouse`.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium';
import { DEMO_PASSWORD } from '../apps/server/src/modules/demo/seed-demo-data';
import { expectStatus } from './measure';

/** Where the built client is; its Vite manifest says which chunks each page needs. */
const clientDist = path.resolve(process.env.WEB_DIST ?? 'apps/web/dist', 'client');
/** The route module each measured page renders (its chunk and static imports load before hydration). */
const ROUTE_MODULES: Record<string, string> = {
  home: 'src/features/home/home-page.tsx',
  explore: 'src/features/explore/explore-page.tsx',
  gig: 'src/features/gig/gig-page.tsx',
  orders: 'src/features/orders/orders-page.tsx',
  order: 'src/features/orders/order/order-page.tsx',
  messages: 'src/features/messages/messages-page.tsx',
  conversation: 'src/features/messages/conversation-page.tsx',
  settings: 'src/features/settings/settings-page.tsx',
  seller: 'src/features/seller/seller-page.tsx',
  mygigs: 'src/features/my-gigs/my-gigs-page.tsx',
  earnings: 'src/features/earnings/earnings-page.tsx',
  wizard: 'src/features/gig-editor/add-gig-page.tsx',
  profile: 'src/features/profile/profile-page.tsx',
  login: 'src/features/auth/login-page.tsx',
  register: 'src/features/auth/register-page.tsx',
  help: 'src/features/help/help-page.tsx',
  pay: 'src/features/orders/pay-page.tsx',
  statement: 'src/features/earnings/statement-page.tsx',
  editgig: 'src/features/gig-editor/edit-gig-page.tsx',
};

/** Demo accounts of the seed (README): a buyer with orders and conversations, and a seller with gigs. */
const BUYER = 'ananya';
const SELLER = 'priya.designs';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/**
 * The JavaScript a page needs before it is interactive, from the manifest: the entry, the matched route's
 * chunk and everything they import statically (lazy chunks loaded later, e.g. on interaction, are not counted).
 */
function jsBeforeInteractive(page: string) {
  const manifest = JSON.parse(readFileSync(path.join(clientDist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  if (ROUTE_MODULES[page]) visit(ROUTE_MODULES[page]);
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const bytes = readFileSync(path.join(clientDist, file));
    gzip += gzipSync(bytes, { level: 9 }).length;
    brotli += brotliCompressSync(bytes, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return { files: files.size, gzip, brotli };
}

const port = Number(process.env.BENCH_PORT ?? 3390);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gb-lh-'));

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: base,
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitReady() {
  // Up to 5 minutes: seeding the demo data into a fresh embedded database took over 2 on a loaded machine.
  for (let i = 0; i < 600; i++) {
    // Its own server, not another one already on the port (which would be measured instead).
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}) before it was ready`);
    try {
      if ((await fetch(`${base}/api/readyz`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not become ready');
}

try {
  await waitReady();
  const gigs = (await expectStatus('GET /api/gigs', await fetch(`${base}/api/gigs?limit=1`)).json()) as Array<{
    _id: string;
  }>;
  /** Signs a demo user in through the API, as the login form does; the answer's session cookie is theirs. */
  const signIn = async (username: string) => {
    const res = expectStatus(
      `POST /api/auth/login as ${username}`,
      await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'fetch' },
        body: JSON.stringify({ username, password: DEMO_PASSWORD }),
      }),
    );
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('gb_session='));
    if (!cookie) throw new Error(`no session cookie for ${username}`);
    return cookie.split(';')[0]!;
  };
  const getAs = async <T>(cookie: string, url: string) =>
    (await expectStatus(`GET ${url}`, await fetch(`${base}${url}`, { headers: { cookie } })).json()) as T;
  const buyer = await signIn(BUYER);
  const seller = await signIn(SELLER);
  const [order] = await getAs<Array<{ _id: string }>>(buyer, '/api/orders');
  const [conversation] = await getAs<Array<{ id: string }>>(buyer, '/api/conversations');
  const sellerId = (await getAs<{ _id: string }>(seller, '/api/auth/me'))._id;
  const [ownGig] = await getAs<Array<{ _id: string }>>(seller, `/api/gigs?userId=${sellerId}&limit=1`);
  /** A gig the buyer can pay for (not one of her own). */
  const buyerId = (await getAs<{ _id: string }>(buyer, '/api/auth/me'))._id;
  const [forSale] = (await getAs<Array<{ _id: string; userId: string }>>(buyer, '/api/gigs?limit=5')).filter(
    (g) => g.userId !== buyerId,
  );
  /** This month's statement (YYYY-MM, India's calendar, as the Earnings page links it). */
  const month = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);

  /** [name, path, session cookie of the user it is measured as (none: a visitor)] */
  const all: Array<[string, string, string?]> = [
    ['home', '/'],
    ['explore', '/gigs'],
    ...(gigs[0] ? ([['gig', `/gig/${gigs[0]._id}`]] as Array<[string, string]>) : []),
    ['orders', '/orders', buyer],
    ...(order ? ([['order', `/orders/${order._id}`, buyer]] as Array<[string, string, string]>) : []),
    ['messages', '/messages', buyer],
    ...(conversation
      ? ([['conversation', `/message/${conversation.id}`, buyer]] as Array<[string, string, string]>)
      : []),
    ['settings', '/settings', buyer],
    ['seller', '/seller', buyer],
    ['mygigs', '/mygigs', seller],
    ['earnings', '/earnings', seller],
    ['wizard', '/add', seller],
    // The screens that came after the issue's list: a seller's public profile, the entry pages, help, checkout,
    // a month's statement and the gig editor.
    ['profile', `/profile/${SELLER}`],
    ['login', '/login'],
    ['register', '/register'],
    ['help', '/help'],
    ...(forSale ? ([['pay', `/pay/${forSale._id}`, buyer]] as Array<[string, string, string]>) : []),
    ['statement', `/earnings/statement/${month}`, seller],
    ...(ownGig ? ([['editgig', `/editgig/${ownGig._id}`, seller]] as Array<[string, string, string]>) : []),
  ];
  const only = process.env.LH_PAGES?.split(',').filter(Boolean);
  const pages: typeof all = [];
  for (const page of all) {
    if (only && !only.includes(page[0])) continue;
    // A screen another change has not landed yet answers the not-found page: say so rather than score it.
    const status = (await fetch(`${base}${page[1]}`, { headers: page[2] ? { cookie: page[2] } : {} })).status;
    if (status === 404) console.log(`${page[0].padEnd(13)}not yet present (${page[1]} answers 404)`);
    else pages.push(page);
  }
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  // Simulated throttling still replays this machine's own main-thread times, so a single run swings by several
  // points: each page is measured LH_RUNS times (default 3) and the median run is reported, with the range.
  const runs = Math.max(1, Number(process.env.LH_RUNS ?? 3));
  try {
    console.log(
      'page         performance (runs)   accessibility  best-practices  seo   FCP      LCP      TBT      JS loaded   JS before interactive (manifest)',
    );
    for (const [name, url, cookie] of pages) {
      const results: Array<NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']> = [];
      // A run Lighthouse could not trace (NO_NAVSTART on a busy machine) scores 0: it is said once and run again
      // (up to `runs` extra tries), and never taken as the page's score.
      let failures = 0;
      while (results.length < runs && failures <= runs) {
        const result = await lighthouse(`${base}${url}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          // The session travels as a header on every request: Lighthouse clears the origin's cookies before a run.
          ...(cookie ? { extraHeaders: { cookie } } : {}),
        });
        const run = result!.lhr;
        if (run.runtimeError) {
          failures++;
          console.log(
            `  ${name}: a run failed (${run.runtimeError.code}); ${failures <= runs ? 'running it again' : 'giving up'}`,
          );
          continue;
        }
        // An audit that could not run costs its points: named, so a low score is not taken for the page's.
        const errors = Object.values(run.audits).filter((a) => a.errorMessage);
        if (errors.length) console.log(`  ${name}: ${errors.map((a) => `${a.id}: ${a.errorMessage}`).join('; ')}`);
        results.push(run);
      }
      if (!results.length) {
        console.log(`${name.padEnd(13)}could not be measured (every run failed)`);
        continue;
      }
      const scoreOf = (lhr: (typeof results)[number], k: string) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
      results.sort((a, b) => scoreOf(a, 'performance') - scoreOf(b, 'performance'));
      const lhr = results[Math.floor(results.length / 2)]!;
      if (process.env.LH_OUT) writeFileSync(path.join(process.env.LH_OUT, `${name}.json`), JSON.stringify(lhr));
      const js = jsBeforeInteractive(name);
      const score = (k: string) => scoreOf(lhr, k);
      const perfRuns = results.map((r) => scoreOf(r, 'performance')).join(' ');
      const items =
        (lhr.audits['network-requests']?.details as { items?: Array<Record<string, unknown>> })?.items ?? [];
      const jsBytes = items
        .filter((i) => i.resourceType === 'Script')
        .reduce((sum, i) => sum + Number(i.transferSize ?? 0), 0);
      const metric = (id: string) => (lhr.audits[id]?.displayValue ?? '').padEnd(8);
      console.log(
        `${name.padEnd(13)}${String(score('performance')).padStart(11)} ${`(${perfRuns})`.padEnd(11)}` +
          `${String(score('accessibility')).padStart(13)}${String(score('best-practices')).padStart(16)}${String(score('seo')).padStart(6)}` +
          `   ${metric('first-contentful-paint')} ${metric('largest-contentful-paint')} ${metric('total-blocking-time')}` +
          ` ${`${(jsBytes / 1024).toFixed(1)} KB`.padEnd(11)}` +
          ` ${(js.gzip / 1024).toFixed(1)} KB gzip, ${(js.brotli / 1024).toFixed(1)} KB brotli (${js.files} files)`,
      );
      // What the largest paint was (a picture, a heading, a dialog's text): the first thing to know when LCP is late.
      const lcpNode = (
        lhr.audits['largest-contentful-paint-element']?.details as
          { items?: Array<{ items?: Array<{ node?: { snippet?: string; nodeLabel?: string } }> }> } | undefined
      )?.items?.[0]?.items?.[0]?.node;
      if (lcpNode)
        console.log(
          `  LCP element on ${name}: ${(lcpNode.snippet ?? '').slice(0, 90)} "${(lcpNode.nodeLabel ?? '').slice(0, 60)}"`,
        );
      for (const k of ['performance', 'accessibility', 'best-practices', 'seo']) {
        if (score(k) < (k === 'performance' ? 95 : 100)) {
          // The category's own audits that did not pass (weighted ones first), so a lost point has a name.
          const refs = [...(lhr.categories[k]?.auditRefs ?? [])].sort((x, y) => y.weight - x.weight);
          const failing = refs
            .map((ref) => lhr.audits[ref.id])
            .filter((a) => a && a.score !== null && a.score < (k === 'performance' ? 0.9 : 1))
            .filter((a) => a!.scoreDisplayMode !== 'informative' && a!.scoreDisplayMode !== 'manual')
            .map((a) => `${a!.id}${a!.displayValue ? ` (${a!.displayValue})` : ''}`)
            .slice(0, 12);
          console.log(`  ${k} ${score(k)} on ${name} (median run); audits to look at: ${failing.join(', ')}`);
        }
      }
    }
  } finally {
    await chrome.kill();
  }
} finally {
  server.kill();
  // The fresh database is this run's alone: removed once its server has stopped.
  if (server.exitCode === null) await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
