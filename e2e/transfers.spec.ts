import { test, expect } from './fixtures';
import { logIn } from './support/session';

/** Admins see the sellers' Route transfers that need them (decision 020); nobody else finds the page. */
test.describe('seller transfers for admins', () => {
  test('an admin opens Seller transfers from the profile menu; anyone else gets the not-found page', async ({
    page,
    browser,
  }) => {
    await logIn(page, 'aarav');
    await page.getByRole('button', { name: 'Account menu' }).first().click();
    await page.getByRole('link', { name: 'Seller transfers' }).click();
    await expect(page).toHaveURL(/\/admin\/transfers$/);
    await expect(page.getByRole('heading', { name: 'Seller transfers' })).toBeVisible();
    await expect(page.getByText('No failed transfers. Sellers are being paid.')).toBeVisible();
    await page.getByLabel('Show').selectOption('all');
    await expect(page).toHaveURL(/\/admin\/transfers\?filter=all$/);

    const context = await browser.newContext();
    const other = await context.newPage();
    await logIn(other, 'ananya');
    await other.goto('/admin/transfers');
    await expect(other.getByRole('heading', { name: 'We couldn’t find that page' })).toBeVisible();
    expect((await other.request.get('/api/admin/transfers')).status()).toBe(404);
    await context.close();
  });
});
