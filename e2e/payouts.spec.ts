import { test, expect } from './fixtures';
import { axeViolations } from './support/accessibility';
import { buy, gigOf, visit } from './support/orders';
import { shoot } from './support/screenshots';
import { logIn, personIn } from './support/session';

const ACCOUNT = '50100123456789';
test.describe('payouts and earnings', () => {
  test('a demo seller changes their payout account (a bad IFSC refused with a sentence), sees it masked, then opens Earnings', async ({
    page,
  }) => {
    await logIn(page, 'priya.designs');
    await page.goto('/settings?tab=payouts');
    await expect(page.getByRole('tab', { name: 'Payouts' })).toHaveAttribute('aria-selected', 'true');
    // The demo seller already has a (made-up, sealed) account: shown masked, and changed here.
    await expect(page.getByTestId('payout-summary')).toContainText('Priya Designs');
    await shoot(page, 'payouts-demo');
    await page.getByRole('button', { name: 'Change payout account' }).click();

    await page.getByLabel('Account holder name').fill('Priya Sharma');
    await page.getByLabel('Bank account number', { exact: true }).fill(ACCOUNT);
    await page.getByLabel('Bank account number again').fill(ACCOUNT);
    await page.getByLabel('IFSC').fill('HDFC1000317');
    await page.getByLabel('PAN (optional)').fill('bcepd5678q');
    await page.getByRole('button', { name: 'Save payout account' }).click();
    const ifscError = page.getByText('Please enter a valid IFSC: 4 letters, then 0, then 6 letters or digits');
    await expect(ifscError).toBeVisible();
    await expect(page.getByLabel('IFSC')).toBeFocused();
    await expect(page.getByLabel('IFSC')).toHaveAttribute('aria-invalid', 'true');
    await shoot(page, 'payouts-error');

    await page.getByLabel('IFSC').fill('hdfc0000317');
    await expect(page.getByText('Bank: HDFC Bank')).toBeVisible();
    await page.getByRole('button', { name: 'Save payout account' }).click();
    await expect(page.getByText(/Payout account saved\. Active/)).toBeVisible();
    const summary = page.getByTestId('payout-summary');
    await expect(summary).toContainText('Priya Sharma');
    await expect(summary).toContainText('6789');
    await expect(summary).toContainText('HDFC0000317 · HDFC Bank');
    await expect(summary).toContainText('678Q');
    await expect(page.locator('body')).not.toContainText(ACCOUNT);
    await expect(page.locator('body')).not.toContainText('BCEPD5678Q');
    // After a reload it comes from the server, still masked.
    await page.reload();
    await expect(page.getByTestId('payout-summary')).toContainText('6789');
    await expect(page.locator('body')).not.toContainText(ACCOUNT);
    await shoot(page, 'payouts-saved');

    // Earnings, from the account menu.
    await page.goto('/earnings');
    await expect(page.getByRole('heading', { name: 'Earnings', level: 1 })).toBeVisible();
    for (const label of ['In escrow', 'Released this month', 'Paid out', 'TDS this financial year']) {
      await expect(page.getByRole('list', { name: 'Totals' }).getByText(label)).toBeVisible();
    }
    await expect(page.getByTestId('total-tdsThisYear')).toContainText('₹');
    const rows = page.getByTestId('earnings-row');
    await expect(rows.first()).toBeVisible();
    expect(await rows.count()).toBeGreaterThan(0);
    await expect(page.getByRole('table', { name: /Sales, newest first/ })).toBeVisible();
    await expect(page.getByRole('figure', { name: /Net earnings by month/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/earnings.csv');
    const csv = await page.request.get('/api/earnings.csv');
    expect(csv.status()).toBe(200);
    expect(await csv.text()).toMatch(/^Order,Gig,Buyer,Date,Price,Commission,GST,TDS,Net,Transfer\r\n/);
    await shoot(page, 'earnings');
  });

  for (const dark of [false, true]) {
    test(`the payouts tab (with an error showing) and /earnings have no axe violations (${dark ? 'dark' : 'light'})`, async ({
      page,
      context,
      baseURL,
    }) => {
      if (dark) await context.addCookies([{ name: 'dark_mode', value: '1', url: baseURL! }]);
      await page.addInitScript(() => sessionStorage.setItem('gb_welcome_popup_seen', '1'));
      await logIn(page, 'rohan_dev');
      await page.goto('/settings?tab=payouts');
      await page.getByRole('button', { name: 'Change payout account' }).click();
      await page.getByLabel('IFSC').fill('NOPE');
      await page.getByRole('button', { name: 'Save payout account' }).click();
      await expect(page.getByText(/Please enter a valid IFSC/)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.goto('/earnings', { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { name: 'Earnings', level: 1 })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('a sale moves from "In escrow" to "Released" on the seller\'s Earnings once the buyer approves it', async ({
    page,
    browser,
  }) => {
    await logIn(page, 'gurpreet.singh');
    const gig = await gigOf(page, 'nikhil.ca');
    const orderId = await buy(page, gig);

    const seller = await personIn(browser, 'nikhil.ca');
    // Newest first: the sale just paid for is the first row of its gig.
    const row = () => seller.page.getByTestId('earnings-row').filter({ hasText: gig.title }).first();
    await visit(seller.page, '/earnings');
    await expect(row().getByText('In escrow')).toBeVisible();

    await visit(seller.page, `/orders/${orderId}`);
    await seller.page.getByRole('button', { name: 'Mark complete' }).click();
    await seller.page
      .getByRole('dialog', { name: 'Deliver your work' })
      .getByRole('button', { name: 'Deliver', exact: true })
      .click();
    await expect(seller.page.getByTestId('order-status')).toHaveText('Completed, awaiting approval');

    await page.goto(`/orders/${orderId}`);
    await page.getByRole('button', { name: 'Approve' }).click();
    await page
      .getByRole('alertdialog', { name: 'Approve and release payment?' })
      .getByRole('button', { name: 'Approve and release payment' })
      .click();
    await expect(page.getByTestId('order-status')).toHaveText('Completed, paid out');

    await visit(seller.page, '/earnings');
    await expect(row().getByText('Released')).toBeVisible();
    const csv = await (await seller.page.request.get('/api/earnings.csv')).text();
    expect(csv.split('\r\n').find((line) => line.startsWith(orderId))).toMatch(/,released$/);
    await seller.context.close();
  });
});
