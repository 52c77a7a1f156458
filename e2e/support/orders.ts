import { expect, type Page } from '@playwright/test';

export interface GigCard {
  _id: string;
  title: string;
  price: number;
  revisionNumber?: number;
  seller: { username: string };
}

/** A demo gig of `seller` (the index-th, or one that allows revisions when asked) that a buyer can pay for. */
export async function gigOf(page: Page, seller: string, { index = 0, revisions = false } = {}): Promise<GigCard> {
  const user = (await (await page.request.get(`/api/users/${seller}`)).json()) as { _id: string };
  const all = (await (await page.request.get(`/api/gigs?userId=${user._id}&sort=createdAt`)).json()) as GigCard[];
  const gigs = revisions ? all.filter((g) => (g.revisionNumber ?? 0) >= 1) : all;
  expect(gigs.length).toBeGreaterThan(index);
  return gigs[index]!;
}

/** Opens a page in another person's context and waits until it answers (that context's goto does not wait). */
export async function visit(page: Page, url: string) {
  await page.goto(url);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

/** Pays for the gig through the sandbox checkout as a buyer does, and answers the new order's id. */
export async function buy(page: Page, gig: GigCard): Promise<string> {
  await page.goto(`/pay/${gig._id}`);
  await page.getByLabel('I have read and agree to the Terms and Conditions.').check();
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await page.getByRole('dialog', { name: 'GigBazaar' }).getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL('**/orders', { timeout: 15_000 });
  const orders = (await (await page.request.get('/api/orders?status=all')).json()) as Array<{
    _id: string;
    gigId: string;
    createdAt: string;
  }>;
  const mine = orders.filter((o) => o.gigId === gig._id).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  expect(mine.length).toBeGreaterThan(0);
  return mine[0]!._id;
}
