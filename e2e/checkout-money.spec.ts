import { test, expect } from './fixtures';
import { createGigThroughWizard, deleteGig } from './support/gig-wizard';
import { logIn, personIn } from './support/session';

/** The price shown is the price charged, and Back after paying never lands in a finished checkout. */
test('a gig priced ₹99.50 shows ₹99.50 everywhere; after paying, Back skips the checkout and the Pay page says it was just ordered', async ({
  page,
  browser,
}) => {
  const title = `Vocal warm-up lesson ${Date.now().toString(36)}`;
  await logIn(page, 'meera.writes');
  await createGigThroughWizard(page, { title, price: 99.5 });
  await expect(page.getByRole('article', { name: title }).getByText('₹99.50')).toBeVisible();
  const me = (await (await page.request.get('/api/users/meera.writes')).json()) as { _id: string };
  const gigs = (await (await page.request.get(`/api/gigs?userId=${me._id}&sort=createdAt`)).json()) as {
    _id: string;
    title: string;
  }[];
  const gig = gigs.find((g) => g.title === title)!;
  expect(gig).toBeTruthy();

  const buyer = await personIn(browser, 'gurpreet.singh');
  const p = buyer.page;
  await p.goto(`/gig/${gig._id}`);
  await expect(p.getByText('₹99.50').first()).toBeVisible();
  // The cards in search and lists show the same amount.
  await p.goto(`/gigs?search=${encodeURIComponent(title)}`);
  await expect(p.locator('article').filter({ hasText: title }).getByText('₹ 99.50')).toBeVisible();
  await p.goto(`/gig/${gig._id}`);
  await p.goto(`/pay/${gig._id}`);
  const summary = p.getByRole('complementary', { name: 'Order summary' });
  await expect(summary.getByText('₹99.50')).toHaveCount(2);
  await expect(p.getByText(/You ordered this gig/)).toHaveCount(0);
  await p.getByLabel('I have read and agree to the Terms and Conditions.').check();
  await p.getByRole('button', { name: 'Proceed to Payment' }).click();
  const checkout = p.getByRole('dialog', { name: 'GigBazaar' });
  await expect(checkout.getByRole('button', { name: 'Pay ₹99.50' })).toBeVisible();
  await checkout.getByRole('button', { name: /^Pay / }).click();
  await p.waitForURL(/\/success\?payment_intent=pay_/);
  await expect(p.getByText(/\(₹99\.50\) has been placed/)).toBeVisible();
  await p.waitForURL('**/orders', { timeout: 10_000 });

  // Pay replaced itself with Success, and Success with Orders: one Back returns to the gig.
  await p.goBack();
  await expect(p).toHaveURL(new RegExp(`/gig/${gig._id}$`));

  // Coming back to the checkout of a gig just bought says so before a second payment.
  await p.goto(`/pay/${gig._id}`);
  const notice = p.getByText(/You ordered this gig (just now|1 minute ago)/);
  await expect(notice).toBeVisible();
  await expect(p.getByRole('link', { name: 'view the order' })).toHaveAttribute('href', /\/orders/);
  await buyer.context.close();

  await deleteGig(page, title);
});
