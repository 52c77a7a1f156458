import { expect, test, type Page } from './fixtures';
import { axeViolations } from './support/accessibility';
import { changeGigPrice, deleteGig } from './support/gig-wizard';

/** An 8×8 PNG: the server decides the type by these bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWN4KOuBFTEMLQkA/tlRgeecKV8AAAAASUVORK5CYII=',
  'base64',
);
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });
/** A PDF that calls itself a picture: only its bytes tell. */
const notAPicture = (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'),
});
const letters = () =>
  Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

async function logIn(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name: new RegExp(name) });

test('a seller creates a gig in five steps, finds it everywhere, edits its price and deletes it', async ({ page }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => sessionStorage.setItem('gb_welcome_popup_seen', '1'));
  const word = `marigold${letters()}`;
  const title = `I will paint a ${word} watercolour portrait`;
  await logIn(page, 'priya.designs', 'gigbazaar1');

  await page.goto('/add');
  await expect(page.locator('[aria-current="step"]')).toContainText('Basic Information');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please enter title and select category.' })).toBeVisible();
  await page.getByLabel('Gig title').fill(title);
  await page.getByLabel('Category').selectOption('design');
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  // Step 2: pictures, uploaded when Next is pressed.
  await expect(stepHeading(page, 'Upload Images')).toBeVisible();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please select a cover image' })).toBeVisible();
  await page.getByTestId('gig-cover-input').setInputFiles(png('cover.png'));
  await page.getByTestId('gig-images-input').setInputFiles([png('a.png'), png('b.png'), png('c.png')]);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please select exactly 4 additional images' })).toBeVisible();
  // A file that is not a picture (judged by the server from its content) is named, with what the wizard takes.
  await page
    .getByTestId('gig-images-input')
    .setInputFiles([png('a.png'), png('b.png'), png('c.png'), notAPicture('d.png')]);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Error uploading files. “d.png” is not a JPG, PNG, WebP or GIF picture. Choose JPG, PNG, WebP or GIF pictures up to 5 MB each.',
  );
  // A picture over 5 MB is refused before it is sent, named the same way.
  await page
    .getByTestId('gig-cover-input')
    .setInputFiles({ name: 'holi.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Error uploading files. “holi.png” is larger than 5 MB. Choose JPG, PNG, WebP or GIF pictures up to 5 MB each.',
  );
  await page.getByTestId('gig-cover-input').setInputFiles(png('cover.png'));
  await expect(stepHeading(page, 'Upload Images')).toBeVisible();
  await page.getByTestId('gig-images-input').setInputFiles([png('a.png'), png('b.png'), png('c.png'), png('d.png')]);
  await expect(page.getByRole('img', { name: /Image \d preview/ })).toHaveCount(4);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByText('Upload successful!')).toBeVisible();

  // A reload on step 3 keeps the uploaded pictures (the draft holds their addresses): back on step 2 they show,
  // and Next goes on without uploading again.
  await expect(stepHeading(page, 'Service Details')).toBeVisible();
  await page.reload();
  await expect(stepHeading(page, 'Service Details')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('img', { name: 'Cover preview' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Image \d preview/ })).toHaveCount(4);
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  await expect(stepHeading(page, 'Service Details')).toBeVisible();
  await page.getByLabel('Service title').fill('Portrait from your photo');
  await page.getByLabel('Short description').fill('One A4 watercolour portrait, scanned in high resolution.');
  await page.getByLabel('Delivery time (days)').fill('0');
  await page.getByLabel('Number of revisions').fill('1');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'at least 1 day' })).toBeVisible();
  await page.getByLabel('Delivery time (days)').fill('1.5');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Delivery time must be a whole number of days.');
  // One message at a time: no success beside the error.
  await expect(page.getByText('Upload successful!')).toHaveCount(0);
  await page.getByLabel('Delivery time (days)').fill('5');
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  await expect(stepHeading(page, 'Description and Features')).toBeVisible();
  await page.getByLabel('Detailed description').fill('Send me a photo and I will paint it by hand.');
  const feature = page.getByRole('textbox', { name: /Features/ });
  for (const f of ['Hand painted', 'High resolution scan', 'Gift ready']) {
    await feature.fill(f);
    await feature.press('Enter');
  }
  await feature.fill('Framing advice');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await feature.fill('One too many');
  await feature.press('Enter');
  await expect(page.getByText('You can only add up to 4 features.')).toBeVisible();
  await expect(page.getByText('You can only add up to 4 features.')).toBeHidden({ timeout: 5000 });
  // Removing a feature hands focus to the next one's remove button, not to the page.
  await page.getByRole('button', { name: 'Remove Gift ready' }).click();
  await expect(page.getByRole('button', { name: 'Remove Framing advice' })).toBeFocused();
  await feature.fill('Gift ready');
  await feature.press('Enter');

  // A reload keeps the half-filled wizard.
  await page.reload();
  await expect(stepHeading(page, 'Description and Features')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove Framing advice' })).toBeVisible();
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  await expect(stepHeading(page, 'Pricing and Review')).toBeVisible();
  await page.getByRole('button', { name: 'Create Gig' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please set a price.' })).toBeVisible();
  await page.getByLabel('Price (₹)').fill('2499');
  const summary = page.getByLabel('Summary');
  await expect(summary).toContainText(title);
  await expect(summary).toContainText('₹2,499');
  await expect(summary.getByRole('img')).toHaveCount(5);
  await page.getByRole('button', { name: 'Create Gig' }).click();
  await expect(page.getByText('Gig created successfully!')).toBeVisible();
  await page.waitForURL(/\/mygigs$/);

  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await expect(card).toContainText('₹2,499');
  await expect(page.getByTestId('my-gigs-count')).toHaveText(/^\d+ total gigs$/);

  // Explore finds it by a word of its title; the profile carousel shows it.
  await page.goto(`/gigs?search=${word}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page.goto('/profile/priya.designs');
  await expect(page.getByRole('group', { name: 'Gigs by priya.designs' }).getByText(title)).toBeVisible();

  // Edit the price.
  await changeGigPrice(page, title, 1999);
  await expect(page.getByRole('article', { name: title })).toContainText('₹1,999');

  // Delete, after the confirm; gone from My Gigs and Explore. Focus moves on to another gig's card.
  await deleteGig(page, title);
  await expect(page.getByRole('list', { name: 'Your gigs' }).locator(':focus')).toHaveCount(1);
  await page.goto(`/gigs?search=${word}`);
  await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
  await expect(page.getByText('No gigs match your search…')).toBeVisible();
});

test('a buyer is sent to the seller application from the gig tools', async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('gb_welcome_popup_seen', '1'));
  await logIn(page, 'ananya', 'gigbazaar1');
  await page.goto('/add');
  await expect(page).toHaveURL(/\/seller$/);
});

for (const dark of [false, true]) {
  test(`the wizard with an error showing, its summary, and My Gigs have no axe violations (${dark ? 'dark' : 'light'})`, async ({
    page,
    context,
    baseURL,
  }) => {
    if (dark) await context.addCookies([{ name: 'dark_mode', value: '1', url: baseURL! }]);
    await page.addInitScript(() => sessionStorage.setItem('gb_welcome_popup_seen', '1'));
    await logIn(page, 'rohan_dev', 'gigbazaar1');
    await page.goto('/add');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please enter title and select category.' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.goto('/mygigs', { waitUntil: 'networkidle' });
    await expect(page.getByTestId('my-gigs-count')).toHaveText(/total gigs/);
    expect(await axeViolations(page)).toEqual([]);
    // Edit opens pre-filled; its last step shows the summary.
    await page
      .getByRole('link', { name: /^Edit / })
      .first()
      .click();
    await page.waitForURL(/\/editgig\//);
    await expect(page.getByLabel('Gig title')).not.toHaveValue('');
    for (let i = 0; i < 4; i++) await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByLabel('Summary')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('a long feature keeps a tappable remove button on a phone; removing the last one returns to the feature field', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.addInitScript(() => sessionStorage.setItem('gb_welcome_popup_seen', '1'));
  await logIn(page, 'priya.designs', 'gigbazaar1');
  // A draft kept on step 4 with one long feature, as the wizard keeps it in the browser.
  const long = 'Unlimited revisions of every source file in every format you could ever ask for, promised';
  await page.evaluate(async (feature) => {
    const me = (await (await fetch('/api/auth/me')).json()) as { _id: string };
    const draft = { title: 'x', cat: 'design', desc: 'y', features: [feature.slice(0, 80)] };
    localStorage.setItem(`gigbazaar:add-gig:${me._id}`, JSON.stringify({ step: 4, draft }));
  }, long);
  await page.goto('/add');
  const remove = page.getByRole('button', { name: /^Remove Unlimited revisions/ });
  await expect(remove).toBeVisible();
  const box = await remove.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(32);
  expect(box?.height).toBeGreaterThanOrEqual(32);
  await remove.click();
  await expect(page.getByRole('textbox', { name: /Features/ })).toBeFocused();
});

test('a profile’s gigs pager sits above the cards on a phone and keeps keyboard focus at either end', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/profile/priya.designs');
  const carousel = page.getByRole('group', { name: 'Gigs by priya.designs' });
  const previous = carousel.getByRole('button', { name: 'Previous gigs' });
  const next = carousel.getByRole('button', { name: 'Next gigs' });
  // Found before the two stacked cards, not after scrolling past them.
  const firstCard = carousel.locator('ul > li').first();
  expect((await next.boundingBox())!.y).toBeLessThan((await firstCard.boundingBox())!.y);
  await expect(previous).toHaveAttribute('aria-disabled', 'true');

  // Paging to the end from the keyboard: at the last page Next stays focused (and does nothing more).
  await next.focus();
  for (let i = 0; i < 20 && (await next.getAttribute('aria-disabled')) !== 'true'; i++) {
    await page.keyboard.press('Enter');
  }
  await expect(next).toHaveAttribute('aria-disabled', 'true');
  await expect(next).toBeFocused();
  const count = carousel.getByText(/^\d+–\d+ of \d+$/);
  const atEnd = await count.textContent();
  await page.keyboard.press('Enter');
  await expect(count).toHaveText(atEnd!);

  // And back to the start with Previous, which keeps focus there too.
  await page.keyboard.press('Shift+Tab');
  await expect(previous).toBeFocused();
  for (let i = 0; i < 20 && (await previous.getAttribute('aria-disabled')) !== 'true'; i++) {
    await page.keyboard.press('Enter');
  }
  await expect(count).toHaveText(/^1–2 of \d+$/);
  await expect(previous).toBeFocused();
});
