import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Waits until the page is interactive: the root layout marks <html data-hydrated="true"> once the app has
 * hydrated (its scripts start only after the first paint, so a click right after load could hit a page that
 * does not answer yet).
 */
export async function waitForHydration(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

/**
 * `page.goto` and `page.reload` that return once a server-rendered page is interactive, so journeys act the
 * way a person does: on a page that answers. `waitUntil: 'commit'` opts out, for tests of the moments before.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const settle = async <R extends Awaited<ReturnType<Page['goto']>>>(response: R): Promise<R> => {
      const html = response?.headers()['content-type']?.includes('text/html');
      if (html) await waitForHydration(page);
      return response;
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      return options?.waitUntil === 'commit' ? response : settle(response);
    };
    page.reload = async (...args) => settle(await reload(...args));
    await use(page);
  },
});
