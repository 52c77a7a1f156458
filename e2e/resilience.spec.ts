import { expect, test, type Page } from './fixtures';

/**
 * The web app under an API outage: every /api call answers 503 (as during a database restart or a deploy),
 * then the API returns. One calm "Reconnecting…" notice, the visitor stays signed in, what they typed stays,
 * and the page carries on by itself once the API answers again.
 */
const OUTAGE = {
  status: 503,
  contentType: 'application/json',
  headers: { 'Retry-After': '5' },
  body: JSON.stringify({
    code: 'unavailable',
    message: 'GigBazaar is briefly unavailable. Please try again in a moment.',
  }),
};

async function logIn(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);
}

const signedInAs = (page: Page) => page.getByRole('button', { name: 'Account menu' });
const storedUser = (page: Page) => page.evaluate(() => localStorage.getItem('currentUser'));

test('an API outage shows one "Reconnecting…" notice, keeps the session and recovers by itself', async ({ page }) => {
  // The once-per-session welcome popup is not what this test is about.
  await page.addInitScript(() => sessionStorage.setItem('gb_welcome_popup_seen', '1'));
  await logIn(page, 'ananya', 'gigbazaar1');
  await page.goto('/settings');
  await expect(signedInAs(page)).toBeVisible();
  const notice = page.getByRole('status').filter({ hasText: 'Reconnecting…' });
  await expect(notice).toHaveCount(0);

  const outage = () => page.route('**/api/**', (route) => route.fulfill(OUTAGE));
  const recovery = () => page.unroute('**/api/**');

  // 1. On a form: typing carries on while the API is out; the heartbeat (sent on focus) meets the outage.
  await outage();
  const bio = page.getByLabel('Bio');
  const typed = 'Kathak dancer and illustrator from Pune.';
  await bio.fill(typed);
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(notice).toBeVisible();
  await expect(page.getByText('Reconnecting…')).toHaveCount(1);
  await expect(signedInAs(page)).toBeVisible();
  expect(JSON.parse((await storedUser(page)) ?? 'null')).toMatchObject({ username: 'ananya' });

  await recovery();
  await expect(notice).toHaveCount(0, { timeout: 20_000 });
  await expect(bio).toHaveValue(typed);
  await expect(signedInAs(page)).toBeVisible();

  // 2. A navigation during an outage waits (its reads retry) under the same single notice, then completes.
  await outage();
  await page.getByRole('navigation', { name: 'Categories' }).getByRole('link').first().click();
  await expect(notice).toBeVisible();
  await page.waitForTimeout(2_500);
  await expect(page.getByText('Reconnecting…')).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Something went wrong!' })).toHaveCount(0);
  await expect(signedInAs(page)).toBeVisible();

  await recovery();
  await expect(notice).toHaveCount(0, { timeout: 20_000 });
  await expect(page).toHaveURL(/\/gigs\?cat=/, { timeout: 20_000 });
  await expect(signedInAs(page)).toBeVisible();
  expect(JSON.parse((await storedUser(page)) ?? 'null')).toMatchObject({ username: 'ananya' });
});
