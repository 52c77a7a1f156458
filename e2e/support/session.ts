import { expect, type Browser, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'gigbazaar1';

/** Logs in through the form, as a person does, and waits until the app has left /login. */
export async function logIn(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
}

/** A second person in their own browser context (own cookies), logged in. */
export async function personIn(browser: Browser, username: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, username);
  return { context, page };
}
