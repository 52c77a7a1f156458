import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

// Automated WCAG 2.1 A/AA checks (colour contrast included) on the public and account pages, light and dark.
const PAGES = ['/', '/about', '/help', '/terms', '/login', '/register', '/profile/priya.designs'];

for (const dark of [false, true]) {
  test.describe(dark ? 'dark mode' : 'light mode', () => {
    for (const path of PAGES) {
      test(`${path} has no axe violations`, async ({ page, context, baseURL }) => {
        if (dark) await context.addCookies([{ name: 'dark_mode', value: '1', url: baseURL! }]);
        // The once-per-session welcome popup is covered by its own test; keep it out of these scans.
        await page.addInitScript(() => sessionStorage.setItem('gb_welcome_popup_seen', '1'));
        await page.goto(path, { waitUntil: 'networkidle' });
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        expect(summary).toEqual([]);
      });
    }
  });
}
