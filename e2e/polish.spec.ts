import { expect, test, waitForHydration, type APIRequestContext, type Page } from './fixtures';

/** Demo accounts seeded by the server (password "gigbazaar1"). */
const DEMO_PASSWORD = 'gigbazaar1';
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

/** An 8×8 PNG. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWN4KOuBFTEMLQkA/tlRgeecKV8AAAAASUVORK5CYII=',
  'base64',
);
/** Text with an image's name and type: what a renamed document looks like to the browser. */
const NOT_AN_IMAGE = {
  name: 'holiday.png',
  mimeType: 'image/png',
  buffer: Buffer.from('%PDF-1.7 not a picture at all'),
};
/** A PNG's signature with nothing decodable after it. */
const BROKEN_PNG = { name: 'broken.png', mimeType: 'image/png', buffer: TINY_PNG.subarray(0, 40) };

async function fillLogin(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

async function logIn(page: Page, username: string) {
  await page.goto('/login');
  await fillLogin(page, username);
  await page.waitForURL((url) => url.pathname === '/');
}

/**
 * A settings result: shown exactly once, and gone 3 seconds later. Timed from when it is first
 * seen, so it must have stayed at least ~2.5 s and left before 5 s.
 */
async function expectOnceThenGone(page: Page, text: string | RegExp) {
  const message = page.getByText(text);
  await expect(message).toHaveCount(1);
  await expect(message).toBeVisible();
  const seen = Date.now();
  await expect(message).toBeHidden({ timeout: 5_000 });
  expect(Date.now() - seen).toBeGreaterThanOrEqual(2_000);
  await expect(message).toHaveCount(0);
}

async function latestCode(request: APIRequestContext, email: string): Promise<string> {
  let found: string | null = null;
  await expect
    .poll(async () => {
      const res = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`);
      if (!res.ok()) return null;
      const mails = (await res.json()) as Array<{ text: string }>;
      found = mails[0] ? (/\b(\d{6})\b/.exec(mails[0].text)?.[1] ?? null) : null;
      return found;
    })
    .not.toBeNull();
  return found!;
}

test.describe('settings messages', () => {
  test('each result shows once and vanishes after 3 seconds', async ({ page }) => {
    await logIn(page, 'neha.gupta');

    // Security: one "fill in all" for the whole form, then the server's "incorrect" once (not also under the field).
    await page.goto('/settings?tab=security');
    const password = page.getByRole('region', { name: 'Change password' });
    await password.getByRole('button', { name: 'Change password' }).click();
    await expectOnceThenGone(page, 'Please fill in all password fields');
    await password.getByLabel('Current password').fill('not-my-password1');
    await password.getByLabel('New password', { exact: true }).fill('chai4ever');
    await password.getByLabel('Confirm new password').fill('chai4ever');
    await password.getByRole('button', { name: 'Change password' }).click();
    await expectOnceThenGone(page, 'Current password is incorrect.');

    // Profile: a taken username is said once, in the section's result.
    await page.getByRole('tab', { name: 'Profile' }).click();
    const profile = page.getByRole('region', { name: 'Public profile' });
    await profile.getByLabel('Username').fill('ananya');
    await profile.getByRole('button', { name: 'Save changes' }).click();
    await expectOnceThenGone(page, /already taken/);
  });

  test('a saved phone number can be removed', async ({ page }) => {
    await logIn(page, 'gurpreet.singh');
    await page.goto('/settings');
    const profile = page.getByRole('region', { name: 'Public profile' });
    const phone = profile.getByLabel('Phone');
    // Checked in the browser (the check's code arrives after the page is interactive): no request is sent.
    const phoneRequests: string[] = [];
    page.on('request', (r) => r.url().endsWith('/api/users/update-phone-number') && phoneRequests.push(r.url()));
    await phone.fill('12345');
    await profile.getByRole('button', { name: 'Save changes' }).click();
    await expect(profile.getByText('Please enter a valid Indian mobile number.')).toBeVisible();
    expect(phoneRequests).toEqual([]);
    await phone.fill('98765 43210');
    await profile.getByRole('button', { name: 'Save changes' }).click();
    await expectOnceThenGone(page, 'Profile updated successfully');
    await page.reload();
    await expect(phone).toHaveValue('+919876543210');

    const sent = page.waitForRequest((r) => r.url().endsWith('/api/users/update-phone-number'));
    await phone.fill('');
    await profile.getByRole('button', { name: 'Save changes' }).click();
    expect((await sent).postDataJSON()).toEqual({ phone: '' });
    await expect(page.getByText('Profile updated successfully')).toBeVisible();
    await page.reload();
    await expect(phone).toHaveValue('');
    const me = (await (await page.request.get('/api/users/gurpreet.singh')).json()) as { phone?: string | null };
    expect(me.phone ?? null).toBeNull();
  });

  test('pictures: a renamed non-image and a broken picture are refused in the browser; the toggle says what it does', async ({
    page,
  }) => {
    await logIn(page, 'divya.iyer');
    await page.goto('/settings');
    const uploads: string[] = [];
    page.on('request', (r) => r.url().includes('/api/uploads') && uploads.push(r.url()));
    const input = page.getByTestId('profile-picture-input');
    const card = page.getByRole('region', { name: 'Public profile' });
    for (const file of [NOT_AN_IMAGE, BROKEN_PNG]) {
      await input.setInputFiles(file);
      await expect(card.getByText('Please select an image')).toHaveCount(1);
      await expect(card.getByText(/PDF/)).toHaveCount(0);
      await expect(card.getByText('Please select an image')).toBeHidden({ timeout: 5_000 });
    }
    expect(uploads).toEqual([]);

    // An upload the server refuses says "Error uploading files.", not the upload pipeline's sentence.
    await page.route('**/api/uploads', (route) =>
      route.fulfill({
        status: 415,
        contentType: 'application/json',
        body: '{"code":"x","message":"Only PDF documents…"}',
      }),
    );
    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expectOnceThenGone(page, 'Failed to upload image. Please try again.');

    await page.getByRole('tab', { name: 'Preferences' }).click();
    await expect(page.getByRole('switch', { name: /Message notifications/ })).toBeVisible();
    await expect(page.getByText(/e-?mail notifications/i)).toHaveCount(0);
  });
});

test('sign-up step 5 checks the picture when it is chosen', async ({ page, request }) => {
  const id = unique();
  const email = `pic.${id}@example.in`;
  await page.goto('/register');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('Verification code').fill(await latestCode(request, email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByLabel('Username').fill(`pic_${id}`);
  await expect(page.getByText(`pic_${id} is available`)).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Password', { exact: true }).fill('chai4ever');
  await page.getByLabel('Confirm password').fill('chai4ever');
  await page.getByRole('button', { name: 'Next' }).click();

  const input = page.getByTestId('signup-picture-input');
  const preview = page.getByRole('img', { name: 'Your chosen profile picture' });
  for (const file of [NOT_AN_IMAGE, BROKEN_PNG]) {
    await input.setInputFiles(file);
    await expect(page.getByRole('alert').filter({ hasText: 'Please select an image' })).toHaveCount(1);
    await expect(preview).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Choose picture' })).toBeVisible();
  }
  await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(preview).toHaveAttribute('src', /^blob:/);
  await expect(page.getByRole('alert').filter({ hasText: 'Please select an image' })).toHaveCount(0);
  // The preview really drew the picture.
  expect(await preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(8);
});

test('Back from a gig to Explore after Load more restores the loaded pages and the scroll position', async ({
  page,
}) => {
  await page.goto('/gigs');
  const cards = page.getByTestId('gig-grid').getByRole('article');
  await expect(cards).toHaveCount(24);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(cards).toHaveCount(48);

  // After "Load more" the list loads as it scrolls. Scroll on until it says every gig is shown: only then is the
  // count final (a page still loading when the gig is opened would land in the list that Back restores; waiting
  // for a quiet network does not see a load the scroll has yet to start).
  const end = page.getByText(/^You’ve seen all \d+ gigs\.$/);
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(end).toBeVisible({ timeout: 2_000 });
  }).toPass();
  const count = await cards.count();
  expect(count).toBeGreaterThan(48);
  await expect(end).toHaveText(`You’ve seen all ${count} gigs.`);

  const target = cards.nth(37);
  await target.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 120);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  const titles = await cards.locator('h3, h2').allTextContents();
  const y = await page.evaluate(() => window.scrollY);
  await target.getByRole('link').first().click();
  await page.waitForURL(/\/gig\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A new page opens at its top.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(100);

  await page.goBack();
  await page.waitForURL(/\/gigs$/);
  await expect(cards).toHaveCount(count);
  expect(await cards.locator('h3, h2').allTextContents()).toEqual(titles);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(y - 5);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - y)).toBeLessThanOrEqual(5);
  await expect(target).toBeInViewport();
});

test.describe('login returns to the protected page', () => {
  test('after being sent to /login from settings, logging in goes back there', async ({ page }) => {
    await page.goto('/settings?tab=security');
    await expect(page).toHaveURL(/\/login\?next=%2Fsettings%3Ftab%3Dsecurity$/);
    await waitForHydration(page);
    await fillLogin(page, 'rahul.verma');
    await page.waitForURL((url) => url.pathname === '/settings' && url.search === '?tab=security');
    await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();

    // Signed in, /login with a next goes straight there.
    await page.goto('/login?next=%2Fbeta-settings');
    await expect(page).toHaveURL(/\/beta-settings$/);
  });

  test('a next that leaves the site is ignored (no open redirect)', async ({ page }) => {
    for (const next of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      await page.context().clearCookies();
      await page.goto(`/login?next=${encodeURIComponent(next)}`);
      await fillLogin(page, 'sneha_m');
      await page.waitForURL((url) => url.pathname === '/');
      expect(new URL(page.url()).host).toBe(new URL(test.info().project.use.baseURL!).host);
    }
  });
});
