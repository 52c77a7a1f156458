import type { Page } from '../fixtures';

/**
 * Keeps screenshots of the page at phone and desktop width, light and dark, in the folder named by `SHOTS` (e.g.
 * `SHOTS=/tmp/shots npx playwright test e2e/payouts.spec.ts`); without it the journeys take none, so CI stays fast.
 */
export async function shoot(page: Page, name: string) {
  const dir = process.env.SHOTS;
  if (!dir) return;
  for (const dark of [false, true]) {
    await page.evaluate((on) => document.body.classList.toggle('dark', on), dark);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${dir}/${name}-${width}-${dark ? 'dark' : 'light'}.png`, fullPage: true });
    }
  }
  await page.evaluate(() => document.body.classList.remove('dark'));
  await page.setViewportSize({ width: 1280, height: 900 });
}
