/**
 * Screenshots of a conversation as the demo buyer sees it (375 and 1280 px wide, light and dark): the first paint
 * before any script has run (the server's HTML alone, scripts blocked), the hydrated page with its first-open
 * notice, and the page once the notice was read. Also prints the largest-contentful-paint entries Chromium
 * recorded, to check the notice is painted once, with the HTML, and not again when it becomes modal.
 * Against a running server: `BASE=http://127.0.0.1:4620 OUT=/tmp/shots npx tsx bench/conversation-shots.ts`.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium';
import { DEMO_PASSWORD } from '../apps/server/src/modules/demo/seed-demo-data';

const base = process.env.BASE ?? 'http://127.0.0.1:4620';
const out = process.env.OUT ?? '/tmp/gb-conversation-shots';
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const width of [375, 1280]) {
    for (const dark of [false, true]) {
      const name = `${width}-${dark ? 'dark' : 'light'}`;
      const context = await browser.newContext({ viewport: { width, height: width < 600 ? 740 : 800 } });
      if (dark) await context.addCookies([{ name: 'dark_mode', value: '1', url: base }]);
      const page = await context.newPage();
      const login = await page.request.post(`${base}/api/auth/login`, {
        headers: { 'x-requested-with': 'fetch' },
        data: { username: 'ananya', password: DEMO_PASSWORD },
      });
      if (!login.ok()) throw new Error(`login answered ${login.status()}`);
      const [conversation] = (await (await page.request.get(`${base}/api/conversations`)).json()) as Array<{
        id: string;
      }>;
      const url = `${base}/message/${conversation!.id}`;

      // The server's HTML alone: what a phone shows before the scripts arrive.
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto(url);
      await page.screenshot({ path: path.join(out, `${name}-html-only.png`) });
      await page.unroute('**/assets/*.js');

      await page.addInitScript(() => {
        const w = window as unknown as { lcp: Array<{ t: number; size: number; el: string }> };
        w.lcp = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as Array<PerformanceEntry & { size: number; element: Element | null }>) {
            w.lcp.push({ t: Math.round(e.startTime), size: e.size, el: e.element?.textContent?.slice(0, 40) ?? '' });
          }
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      await page.goto(url);
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      const notice = page.getByRole('dialog', { name: 'Messages are moderated' });
      await notice.waitFor();
      await page.waitForTimeout(500);
      const modal = await page.locator('dialog[open]').evaluate((d) => d.matches(':modal'));
      console.log(
        name,
        'notice modal after hydration:',
        modal,
        'LCP entries:',
        JSON.stringify(await page.evaluate('lcp')),
      );
      await page.screenshot({ path: path.join(out, `${name}-notice.png`) });
      await notice.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('button', { name: 'I understand' }).click();
      await page.reload();
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      await page.waitForTimeout(300);
      await page.screenshot({ path: path.join(out, `${name}-read.png`) });
      await context.close();
    }
  }
} finally {
  await browser.close();
}
