import { test, expect, waitForHydration, type Page } from './fixtures';
import { gigOf } from './support/orders';
import { logIn, personIn } from './support/session';

async function orderCount(page: Page) {
  return ((await (await page.request.get('/api/orders?status=all')).json()) as unknown[]).length;
}

test.describe('payments and orders', () => {
  test('a buyer pays through the sandbox checkout, lands on /success, then /orders, and messages the seller; the seller completes it; the card confirms an approval and opens the order', async ({
    page,
    browser,
  }) => {
    await logIn(page, 'vikram.k');
    const gig = await gigOf(page, 'priya.designs', { index: 1 });
    await page.goto(`/pay/${gig._id}`);
    await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
    // The terms are collapsed until opened; paying needs the agreement first.
    await expect(page.getByText('Development notice:')).toBeHidden();
    await page.getByRole('button', { name: 'Terms and Conditions' }).click();
    await expect(page.getByText('Development notice:')).toBeVisible();
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please agree to the terms and conditions before proceeding.');
    await expect(page.getByText(/Platform commission \(\d+%/)).toBeVisible();

    await page.getByLabel('I have read and agree to the Terms and Conditions.').check();
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    const checkout = page.getByRole('dialog', { name: 'GigBazaar' });
    await expect(checkout).toBeVisible();
    await expect(checkout.getByText(gig.title)).toBeVisible();
    await checkout.getByRole('button', { name: /^Pay / }).click();

    await page.waitForURL(/\/success\?payment_intent=pay_/);
    await expect(page.getByRole('heading', { name: 'Payment successful!' })).toBeVisible();
    await page.waitForURL('**/orders', { timeout: 10_000 });
    const card = page.getByRole('article', { name: gig.title }).first();
    await expect(card).toBeVisible();
    await expect(card.getByText('Seller:')).toBeVisible();
    await expect(card.getByRole('link', { name: 'priya.designs' })).toBeVisible();
    await expect(card.getByText('In progress')).toBeVisible();

    // The seller sees it live, completes it, and it leaves their list.
    const seller = await personIn(browser, 'priya.designs');
    await seller.page.goto('/orders');
    await waitForHydration(seller.page);
    const sellerCard = seller.page.getByRole('article', { name: gig.title }).filter({ hasText: 'vikram.k' }).first();
    await expect(sellerCard.getByText('Buyer:')).toBeVisible();
    await sellerCard.getByRole('button', { name: 'Mark complete' }).click();
    await expect(seller.page.getByText('Order marked completed.')).toBeVisible();

    // The buyer sees it completed (the live event refreshes the list), with the approve action.
    await page.getByRole('button', { name: 'Completed' }).click();
    const done = page.getByRole('article', { name: gig.title }).first();
    await expect(done.getByText(/Completed, awaiting approval/)).toBeVisible();
    await expect(done.getByText(/Auto-releases (in \d+ days|tomorrow|today)/)).toBeVisible();
    // Approving moves money: the card asks first, and going back changes nothing.
    await done.getByRole('button', { name: 'Approve' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Approve and release payment?' });
    await expect(confirm).toContainText('goes to the seller now');
    await confirm.getByRole('button', { name: 'Go back' }).click();
    await expect(confirm).toBeHidden();
    await expect(done.getByText(/Completed, awaiting approval/)).toBeVisible();
    await seller.context.close();

    // Anywhere on the card (not its buttons) opens the order's page; Back returns to the list.
    await done.getByText(/Completed, awaiting approval/).click();
    await page.waitForURL(/\/orders\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: gig.title })).toBeVisible();
    await page.goBack();
    await page.getByRole('button', { name: 'Completed' }).click();

    // Message the seller from the order: the conversation opens.
    await done.getByRole('button', { name: 'Message' }).click();
    await page.waitForURL(/\/message\/[^/_]+_[^/_]+$/);
  });

  test('a failed payment shows "Payment failed: {description}" and creates no order', async ({ page }) => {
    await logIn(page, 'ananya');
    const before = await orderCount(page);
    const gig = await gigOf(page, 'rohan_dev');
    await page.goto(`/pay/${gig._id}`);
    await page.getByLabel('I have read and agree to the Terms and Conditions.').check();
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    const checkout = page.getByRole('dialog', { name: 'GigBazaar' });
    await checkout.getByRole('button', { name: 'Fail' }).click();
    await expect(page.getByRole('alert')).toHaveText('Payment failed: Your card was declined by the bank (sandbox).');
    // Focus is back where the buyer continues, not on the page.
    await expect(page.getByRole('button', { name: 'Proceed to Payment' })).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`/pay/${gig._id}$`));
    expect(await orderCount(page)).toBe(before);
    // Dismissing the checkout lets the buyer try again.
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await expect(checkout).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(checkout).toBeHidden();
    await expect(page.getByRole('button', { name: 'Proceed to Payment' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Proceed to Payment' })).toBeFocused();
  });

  test('the demo buyer’s dashboard shows the latest order; the orders screen lists active and completed work', async ({
    page,
  }) => {
    await logIn(page, 'ananya');
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByTestId('latest-order')).toContainText('You ordered from:');
    await page.goto('/orders');
    await expect(page.getByRole('list', { name: 'Active orders' }).getByRole('article').first()).toBeVisible();
    await page.getByRole('button', { name: 'Completed' }).click();
    await expect(page.getByRole('list', { name: 'Completed orders' }).getByRole('article').first()).toBeVisible();

    // A completed order not reviewed yet: its gig's review form says the review will be a verified purchase.
    const completed = (await (await page.request.get('/api/orders?status=completed')).json()) as Array<{
      gigId: string;
      status: string;
    }>;
    const awaiting = completed.find((o) => o.status === 'completed');
    expect(awaiting).toBeTruthy();
    await page.goto(`/gig/${awaiting!.gigId}`);
    await expect(page.getByTestId('verified-purchase-note')).toContainText('Verified purchase');
  });
});
