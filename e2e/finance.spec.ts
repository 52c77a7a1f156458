import { test, expect } from './fixtures';
import { axeViolations } from './support/accessibility';
import { shoot } from './support/screenshots';
import { logIn } from './support/session';

test.describe('finance', () => {
  test('an admin opens Finance from the profile menu and sees the demo books balance with no mismatch', async ({
    page,
  }) => {
    await page.addInitScript(() => sessionStorage.setItem('gb_welcome_popup_seen', '1'));
    await logIn(page, 'aarav');
    await page.getByRole('button', { name: 'Account menu' }).first().click();
    // The home page's category strip has a "Finance" link too: take the account menu's.
    await page.getByTestId('navbar').getByRole('link', { name: 'Finance' }).click();
    await page.waitForURL('**/admin/finance');
    await expect(page.getByRole('heading', { name: 'Finance', level: 1 })).toBeVisible();
    await expect(page.getByTestId('ledger-verdict')).toHaveText('The ledger balances: every movement sums to zero.');
    await expect(page.getByTestId('reconciliation-verdict')).toHaveText(
      'No mismatches: every payment, refund and transfer agrees with the gateway.',
    );
    const balances = page.getByRole('table', { name: 'Balances by account' });
    for (const label of ['Escrow', 'Seller payables', 'Commission revenue', 'Buyers']) {
      await expect(balances.getByRole('rowheader', { name: new RegExp(`^${label}`) })).toBeVisible();
    }
    await expect(page.getByTestId('balance-commission')).toContainText('₹');
    await expect(page.getByTestId('balance-total')).toHaveText('₹0.00');
    await expect(page.getByTestId('mismatch')).toHaveCount(0);
    await page.getByRole('button', { name: 'Check again' }).click();
    await expect(page.getByTestId('balance-total')).toHaveText('₹0.00');
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'finance');
  });

  test('anyone but an admin gets the not-found page at /admin/finance, and the API answers them 404', async ({
    page,
  }) => {
    await logIn(page, 'priya.designs');
    await page.goto('/admin/finance');
    await expect(page.getByRole('heading', { name: 'We couldn’t find that page' })).toBeVisible();
    await expect(page.getByText('Balances by account')).toHaveCount(0);
    expect((await page.request.get('/api/admin/finance')).status()).toBe(404);
  });

  test('a seller opens a month’s statement from Earnings: the commission invoice with GST apart, TDS, and a print layout', async ({
    page,
  }) => {
    await page.addInitScript(() => sessionStorage.setItem('gb_welcome_popup_seen', '1'));
    await logIn(page, 'rohan_dev');
    await page.goto('/earnings');
    const statements = page.getByRole('navigation', { name: 'Monthly statements' }).getByRole('link');
    await expect(statements.first()).toBeVisible();
    // The newest month with sales in the chart (the first link is this month, which may have none yet).
    const count = await statements.count();
    await statements.nth(count > 1 ? 1 : 0).click();
    await page.waitForURL(/\/earnings\/statement\/\d{4}-\d{2}$/);
    const statement = page.getByTestId('statement');
    await expect(statement.getByRole('heading', { name: 'Tax invoice and statement' })).toBeVisible();
    // An ended month's invoice carries its number from the register (consecutive in the financial year).
    await expect(page.getByTestId('invoice-number')).toHaveText(
      count > 1 ? /^GB\/\d{2}-\d{2}\/\d{6,7}$/ : /^(GB\/\d{2}-\d{2}\/\d{6,7}|Given when the month ends \(draft\))$/,
    );
    await expect(statement).toContainText('GSTIN 29AAKCG4821M1Z6');
    await expect(statement).toContainText('SAC 998599');
    await expect(statement.getByRole('heading', { name: /Tax deducted at source \(section 194-O\)/ })).toBeVisible();
    await expect(page.getByTestId('tds-figures')).toContainText('0.1 %');
    expect(await page.getByTestId('statement-line').count()).toBeGreaterThan(0);

    // The page's own figures add up: commission + GST is the invoice total; gross − total − TDS is the net.
    const money = async (testId: string) =>
      Number((await page.getByTestId(testId).innerText()).replace(/[₹,\s−-]/g, ''));
    const text = await page.getByTestId('invoice-totals').innerText();
    const [commission, gst] = [...text.matchAll(/₹([\d,]+\.\d\d)/g)].map((m) => Number(m[1]!.replace(/,/g, '')));
    expect(Math.round((commission! + gst!) * 100)).toBe(Math.round((await money('invoice-total')) * 100));

    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'statement');
    // On paper only the statement shows: the navigation bar and the toolbar are hidden.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeHidden();
    await expect(statement).toBeVisible();
    if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/statement-print.png`, fullPage: true });
    await page.emulateMedia({ media: 'screen' });

    // Months move one at a time; a bad month is a sentence, not a crash.
    await page.goto('/earnings/statement/2026-13');
    await expect(page.getByText('Please choose a month as YYYY-MM, such as 2026-04.')).toBeVisible();
  });
});

test('the finance page and a statement have no axe violations in dark mode', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'dark_mode', value: '1', url: baseURL! }]);
  await page.addInitScript(() => sessionStorage.setItem('gb_welcome_popup_seen', '1'));
  await logIn(page, 'aarav');
  await page.goto('/admin/finance', { waitUntil: 'networkidle' });
  await expect(page.getByTestId('balance-total')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await context.clearCookies();
  await context.addCookies([{ name: 'dark_mode', value: '1', url: baseURL! }]);
  await logIn(page, 'priya.designs');
  await page.goto('/earnings/statement/2026-10', { waitUntil: 'networkidle' });
  await expect(page.getByTestId('statement')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
