import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
for (const dark of [false, true])
  for (const path of ['/gigs?search=logo', '/gig/2891e34f-8353-45f1-888e-bdd9ffeb017d', '/gigs?search=qqqzz']) {
    test(`axe ${path} ${dark}`, async ({ page, context }) => {
      if (dark) await context.addCookies([{ name: 'dark_mode', value: '1', url: 'http://127.0.0.1:3104' }]);
      await page.goto(path, { waitUntil: 'networkidle' });
      const r = await new AxeBuilder({ page }).include('main').analyze();
      console.log(path, dark, JSON.stringify(r.violations.map((v) => [v.id, v.nodes.length, v.nodes.slice(0, 3).map((n) => n.target.join(' ') + ' ' + n.failureSummary)]), null, 1));
      expect(r.violations.length).toBeGreaterThanOrEqual(0);
    });
  }
