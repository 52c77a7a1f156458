/**
 * Lighthouse (mobile preset) for the public pages, plus the JavaScript each page loads before it is
 * interactive (gzipped transfer). Starts the built server on a fresh embedded database with demo data.
 * Needs `npm run build` first and Debian's Chromium (CHROME_PATH, default /usr/bin/chromium).
 * Run: `npm run bench:lighthouse`.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

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
  for (let i = 0; i < 240; i++) {
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
  const gigs = (await (await fetch(`${base}/api/gigs?limit=1`)).json()) as Array<{ _id: string }>;
  const pages: Array<[string, string]> = [
    ['home', '/'],
    ['explore', '/gigs'],
    ...(gigs[0] ? ([['gig', `/gig/${gigs[0]._id}`]] as Array<[string, string]>) : []),
  ];
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    console.log(
      'page      performance  accessibility  best-practices  seo   LCP      TBT     JS before interactive (gzip)',
    );
    for (const [name, url] of pages) {
      const result = await lighthouse(`${base}${url}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const lhr = result!.lhr;
      const score = (k: string) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
      const items =
        (lhr.audits['network-requests']?.details as { items?: Array<Record<string, unknown>> })?.items ?? [];
      const jsBytes = items
        .filter((i) => i.resourceType === 'Script')
        .reduce((sum, i) => sum + Number(i.transferSize ?? 0), 0);
      console.log(
        `${name.padEnd(10)}${String(score('performance')).padStart(11)}${String(score('accessibility')).padStart(15)}` +
          `${String(score('best-practices')).padStart(16)}${String(score('seo')).padStart(6)}` +
          `   ${lhr.audits['largest-contentful-paint']?.displayValue?.padEnd(8)} ${lhr.audits['total-blocking-time']?.displayValue?.padEnd(7)}` +
          ` ${(jsBytes / 1024).toFixed(1)} KB`,
      );
      for (const k of ['performance', 'accessibility']) {
        if (score(k) < 95) {
          const failing = Object.values(lhr.audits)
            .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
            .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`)
            .slice(0, 12);
          console.log(`  ${k} < 95 on ${name}; audits to look at: ${failing.join(', ')}`);
        }
      }
    }
  } finally {
    await chrome.kill();
  }
} finally {
  server.kill();
}
