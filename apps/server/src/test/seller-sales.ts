import type { App } from '../app';
import { as, createGig, createOrder, createUser } from './factories';

/**
 * A seller with a ₹1,000 sale to `buyerId` on each of the given instants, ₹100 commission unless `overrides` say
 * otherwise: the months of a statement and its commission invoice (the invoice register's and the month-end run's
 * tests). Each sale is a row as checkout leaves it, with no payment behind it.
 */
export async function sellerWithSales(
  app: App,
  buyerId: string,
  at: string[],
  overrides: Parameters<typeof createOrder>[3] = {},
) {
  const seller = await createUser(app, { isSeller: true });
  const gig = await createGig(app, { userId: seller.user.id, pricePaise: 1_000_00 });
  for (const iso of at) {
    await createOrder(app, gig.id, buyerId, { commissionPaise: 100_00, createdAt: new Date(iso), ...overrides });
  }
  return { id: seller.user.id, api: as(app, seller.cookie) };
}
