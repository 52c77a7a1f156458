import { randomBytes, randomUUID } from 'node:crypto';
import { and, inArray, isNull, sql } from 'drizzle-orm';
import { rupeesToPaise } from '@gigbazaar/shared/rules/money';
import type { Deps } from '../../platform/deps';
import { gigs, orders, reviews, users } from '../../platform/db/schema';
import type { Storage } from '../../platform/storage';
import { planDemoMarketplace } from './demo-plan';
import { generateGigArt } from './gig-art';
import { GIG_CATALOGUE } from './gig-catalogue';

export interface DemoGigCounts {
  gigs: number;
  reviews: number;
  orders: number;
  ms: number;
}

async function hasAnyGig(deps: Deps): Promise<boolean> {
  const rows = await deps.db.execute(sql`select exists (select 1 from gigs) as any`);
  return Boolean((rows.rows[0] as { any: boolean }).any);
}

/**
 * Lists the demo catalogue with its artwork, reviews and completed orders. Runs only while the
 * marketplace has no gig at all, so it never mixes demo gigs into real ones and is safe to repeat.
 * Artwork is drawn first (files are reused when already on disk); the rows go in one transaction.
 */
export async function seedDemoGigs(
  deps: Deps,
  storage: Storage,
  /** Only these accounts sell and review: real users never get words put in their mouths. */
  demoUsernames: string[],
  now = new Date(),
): Promise<DemoGigCounts | null> {
  const started = performance.now();
  if (await hasAnyGig(deps)) return null;

  const people = await deps.db
    .select({ id: users.id, username: users.username, isSeller: users.isSeller, createdAt: users.createdAt })
    .from(users)
    .where(and(inArray(users.username, demoUsernames), isNull(users.deletedAt)));
  const sellers = new Set(people.filter((u) => u.isSeller).map((u) => u.username));
  const catalogue = GIG_CATALOGUE.filter((g) => sellers.has(g.seller));
  if (!catalogue.length) return null;

  const plan = planDemoMarketplace(catalogue, people, now);
  const art = await generateGigArt(
    storage,
    plan.map((p) => ({ ...p.gig, variant: p.variant })),
  );

  const gigRows = plan.map((p) => {
    const pictures = art.get(p.gig.slug)!;
    return {
      id: randomUUID(),
      userId: p.sellerId,
      title: p.gig.title,
      cat: p.gig.cat,
      cover: pictures.cover,
      images: pictures.images,
      desc: p.gig.desc,
      shortTitle: p.gig.shortTitle,
      shortDesc: p.gig.shortDesc,
      deliveryTime: p.gig.deliveryTime,
      revisionNumber: p.gig.revisionNumber,
      features: p.gig.features,
      pricePaise: rupeesToPaise(p.gig.priceRupees),
      totalStars: p.totalStars,
      starNumber: p.starNumber,
      ratingScore: p.ratingScore,
      sales: p.sales,
      createdAt: p.createdAt,
    };
  });
  const reviewRows = plan.flatMap((p, i) =>
    p.reviews.map((r) => ({
      gigId: gigRows[i]!.id,
      userId: r.userId,
      desc: r.desc,
      star: r.star,
      createdAt: r.createdAt,
    })),
  );
  const orderRows = plan.flatMap((p, i) =>
    p.reviews
      .filter((r) => r.order)
      .map((r) => ({
        gigId: gigRows[i]!.id,
        buyerId: r.userId,
        sellerId: p.sellerId,
        title: p.gig.title,
        img: gigRows[i]!.cover,
        pricePaise: gigRows[i]!.pricePaise,
        paymentIntent: `pay_demo_${randomBytes(9).toString('hex')}`,
        isCompleted: true,
        completedAt: r.order!.completedAt,
        createdAt: r.order!.createdAt,
      })),
  );

  const inserted = await deps.db.transaction(async (tx) => {
    // Checked again inside the transaction: a gig listed meanwhile means the marketplace is live.
    const [row] = await tx.select({ id: gigs.id }).from(gigs).limit(1);
    if (row) return false;
    await tx.insert(gigs).values(gigRows);
    if (reviewRows.length) await tx.insert(reviews).values(reviewRows);
    if (orderRows.length) await tx.insert(orders).values(orderRows);
    return true;
  });
  if (!inserted) return null;
  return {
    gigs: gigRows.length,
    reviews: reviewRows.length,
    orders: orderRows.length,
    ms: Math.round(performance.now() - started),
  };
}
