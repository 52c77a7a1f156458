import { rupeesToPaise } from '@gigbazaar/shared/rules/money';
import type { App } from '../app';
import { gigs, users } from '../platform/db/schema';
import { planDemoMarketplace } from '../modules/demo/demo-plan';
import { GIG_CATALOGUE } from '../modules/demo/gig-catalogue';
import { DEMO_USERS } from '../modules/demo/seed-demo-data';

/**
 * The demo catalogue as a fresh install lists it (same texts, sellers and sales as the demo seed, without drawing
 * the artwork), for tests of search quality. Returns the gig ids by catalogue slug and back.
 */
export async function seedDemoCatalogue(app: App) {
  const people = await app.deps.db
    .insert(users)
    .values(
      DEMO_USERS.map((u) => ({
        username: u.username,
        email: `${u.username.replace(/[^a-z0-9]/g, '')}@example.in`,
        passwordHash: 'not-a-login',
        isSeller: u.role !== 'buyer',
      })),
    )
    .returning({ id: users.id, username: users.username, isSeller: users.isSeller, createdAt: users.createdAt });
  const plan = planDemoMarketplace(GIG_CATALOGUE, people, new Date());
  const rows = await app.deps.db
    .insert(gigs)
    .values(
      plan.map((p) => ({
        userId: p.sellerId,
        title: p.gig.title,
        cat: p.gig.cat,
        cover: `/uploads/test/${p.gig.slug}-0.webp`,
        images: [1, 2, 3, 4].map((k) => `/uploads/test/${p.gig.slug}-${k}.webp`),
        desc: p.gig.desc,
        shortTitle: p.gig.shortTitle,
        shortDesc: p.gig.shortDesc,
        deliveryTime: p.gig.deliveryTime,
        revisionNumber: p.gig.revisionNumber,
        features: p.gig.features,
        pricePaise: rupeesToPaise(p.gig.priceRupees),
        sales: p.sales,
        createdAt: p.createdAt,
      })),
    )
    .returning({ id: gigs.id, title: gigs.title });
  const slugByTitle = new Map(plan.map((p) => [p.gig.title, p.gig.slug]));
  const slugOf = new Map<string, string>();
  const idOf = new Map<string, string>();
  for (const r of rows) {
    slugOf.set(r.id, slugByTitle.get(r.title)!);
    idOf.set(slugByTitle.get(r.title)!, r.id);
  }
  return { slugOf, idOf };
}
