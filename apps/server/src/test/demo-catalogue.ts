import type { App } from '../app';
import { gigs, users } from '../platform/db/schema';
import { planDemoMarketplace } from '../modules/demo/demo-plan';
import { GIG_CATALOGUE } from '../modules/demo/gig-catalogue';
import { DEMO_USERS } from '../modules/demo/seed-demo-data';
import { demoGigRow } from '../modules/demo/seed-gigs';

/**
 * The demo catalogue as a fresh install lists it (the demo seed's rows: texts, sellers, sales and ratings, without
 * drawing the artwork), for tests of search quality. Returns the gig ids by catalogue slug and back.
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
      plan.map((p) =>
        demoGigRow(p, {
          cover: `/uploads/test/${p.gig.slug}-0.webp`,
          images: [1, 2, 3, 4].map((k) => `/uploads/test/${p.gig.slug}-${k}.webp`),
        }),
      ),
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
