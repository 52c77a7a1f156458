import { expect, type Page } from '@playwright/test';

/** An 8×8 PNG: the server decides the type by these bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWN4KOuBFTEMLQkA/tlRgeecKV8AAAAASUVORK5CYII=',
  'base64',
);
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });
const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();
const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name: new RegExp(name) });

/** The Create Gig wizard's happy path, from /add to My Gigs, as a new seller would go through it. */
export async function createGigThroughWizard(page: Page, gig: { title: string; price: number }) {
  await page.goto('/add');
  await page.getByLabel('Gig title').fill(gig.title);
  await page.getByLabel('Category').selectOption('music');
  await next(page);
  await expect(stepHeading(page, 'Upload Images')).toBeVisible();
  await page.getByTestId('gig-cover-input').setInputFiles(png('cover.png'));
  await page.getByTestId('gig-images-input').setInputFiles(['a', 'b', 'c', 'd'].map((n) => png(`${n}.png`)));
  await next(page);
  await expect(page.getByText('Upload successful!')).toBeVisible();
  await expect(stepHeading(page, 'Service Details')).toBeVisible();
  await page.getByLabel('Service title').fill('Online vocal lesson');
  await page.getByLabel('Short description').fill('One hour of Carnatic vocal training over video.');
  await page.getByLabel('Delivery time (days)').fill('3');
  await page.getByLabel('Number of revisions').fill('0');
  await next(page);
  await expect(stepHeading(page, 'Description and Features')).toBeVisible();
  await page.getByLabel('Detailed description').fill('Lessons for beginners and intermediate singers.');
  const feature = page.getByRole('textbox', { name: /Features/ });
  await feature.fill('Recorded session');
  await feature.press('Enter');
  await next(page);
  await expect(stepHeading(page, 'Pricing and Review')).toBeVisible();
  await page.getByLabel('Price (₹)').fill(String(gig.price));
  await page.getByRole('button', { name: 'Create Gig' }).click();
  await expect(page.getByText('Gig created successfully!')).toBeVisible();
  await page.waitForURL(/\/mygigs$/);
}

/** Edit Gig: walk the pre-filled steps to the price and save a new one. */
export async function changeGigPrice(page: Page, title: string, price: number) {
  await page.goto('/mygigs');
  await page.getByRole('link', { name: `Edit ${title}` }).click();
  await page.waitForURL(/\/editgig\//);
  await expect(page.getByLabel('Gig title')).toHaveValue(title);
  for (let i = 0; i < 4; i++) await next(page);
  await page.getByLabel('Price (₹)').fill(String(price));
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Gig updated successfully!')).toBeVisible();
  await page.waitForURL(/\/mygigs$/);
}

/** Delete from My Gigs after the confirm. */
export async function deleteGig(page: Page, title: string) {
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Are you sure you want to delete this gig?');
    void dialog.accept();
  });
  await page.getByRole('button', { name: `Delete ${title}` }).click();
  await expect(page.getByRole('article', { name: title })).toHaveCount(0);
}
