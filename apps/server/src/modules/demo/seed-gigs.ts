import { randomBytes, randomUUID } from 'node:crypto';
import { and, inArray, isNull, sql } from 'drizzle-orm';
import { rupeesToPaise } from '@gigbazaar/shared/rules/money';
import type { TOrderState } from '@gigbazaar/shared/rules/order-lifecycle';
import type { Deps } from '../../platform/deps';
import { RELEASE_AFTER_COMPLETION_MS } from '@gigbazaar/shared/constants';
import { commissionPaise, commissionPercent } from '@gigbazaar/shared/rules/commission';
import {
  conversations,
  gigs,
  ledgerEntries,
  messages,
  orderEvents,
  orderFiles,
  orders,
  refunds,
  reviews,
  transfers,
  uploads,
  users,
} from '../../platform/db/schema';
import { ledgerRows } from '../orders/ledger';
import type { Storage } from '../../platform/storage';
import { planDemoConversations } from './demo-conversations';
import { demoPayoutAccounts, demoTransfers, fixDemoSaleTax } from './demo-payouts';
import { plainOrderEvents, planLifecycleDemo } from './demo-lifecycle';
import { planDemoMarketplace, type PlannedGig } from './demo-plan';
import { generateGigArt } from './gig-art';
import { GIG_CATALOGUE } from './gig-catalogue';

/** A planned demo gig as its row, with its pictures (the seed draws them; search tests name placeholders). */
export function demoGigRow(p: PlannedGig, pictures: { cover: string; images: string[] }) {
  return {
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
}

export interface DemoGigCounts {
  gigs: number;
  reviews: number;
  orders: number;
  conversations: number;
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

  const gigRows = plan.map((p) => ({ id: randomUUID(), ...demoGigRow(p, art.get(p.gig.slug)!) }));
  const reviewRows = plan.flatMap((p, i) =>
    p.reviews.map((r) => ({
      gigId: gigRows[i]!.id,
      userId: r.userId,
      desc: r.desc,
      star: r.star,
      createdAt: r.createdAt,
    })),
  );
  // Reviewed purchases were delivered, approved and paid out: released, with their commission. The buyer approved
  // by the time they wrote the review at the latest, so a recent one is never released in the future.
  const orderRows: OrderRow[] = plan.flatMap((p, i) =>
    p.reviews
      .filter((r) => r.order)
      .map((r) => {
        const autoRelease = r.order!.completedAt.getTime() + RELEASE_AFTER_COMPLETION_MS;
        return {
          ...orderOf(gigRows[i]!, p.gig.title, r.userId),
          status: 'released',
          isCompleted: true,
          completedAt: r.order!.completedAt,
          releaseAt: new Date(autoRelease),
          releasedAt: new Date(Math.min(autoRelease, r.createdAt.getTime())),
          createdAt: r.order!.createdAt,
        };
      }),
  );
  const open = openDemoOrders(plan, gigRows, people, now);
  orderRows.push(...open);
  for (const o of open) gigRows.find((g) => g.id === o.gigId)!.sales += 1;
  for (const o of orderRows) o.dueAt = new Date(o.createdAt!.getTime() + (o.deliveryDays ?? 0) * DAY_MS);
  const events = orderRows.flatMap(plainOrderEvents);

  // The first demo buyer also has an order in each later state of the lifecycle (delivered with a file, in
  // revision, late, cancelled and refunded, disputed, cancelled with a failed refund), on gigs they have neither reviewed nor ordered yet.
  const firstBuyer = people.find((u) => !u.isSeller);
  const lifecycle = firstBuyer
    ? await planLifecycleDemo(
        storage,
        firstBuyer.id,
        plan
          .map((p, i) => ({ p, gig: gigRows[i]! }))
          .filter(({ p, gig }) => !p.reviews.some((r) => r.userId === firstBuyer.id) && gig.userId !== firstBuyer.id)
          .filter(({ gig }) => !orderRows.some((o) => o.buyerId === firstBuyer.id && o.gigId === gig.id))
          .slice(0, 6)
          .map(({ gig }) => ({
            ...gig,
            commissionPaise: commissionPaise(gig.pricePaise, commissionPercent(gig.cat)),
          })),
        now,
      )
    : null;
  if (lifecycle) {
    orderRows.push(...lifecycle.orders);
    events.push(...lifecycle.events);
    for (const o of lifecycle.orders) gigRows.find((g) => g.id === o.gigId)!.sales += 1;
  }
  // Each sale's tax fixed as at capture, and its Route transfer as the sandbox would have left it.
  const accounts = await demoPayoutAccounts(
    deps,
    orderRows.map((o) => o.sellerId),
  );
  fixDemoSaleTax(orderRows, accounts);
  const moved = demoTransfers(orderRows, accounts, now);
  // The books balance from the first start: every order's payment, the release of those paid out, the refund of the
  // cancelled one, and the settlement of the released transfers that reached the sellers' banks.
  const ledgerRowsAll = [
    ...orderRows.flatMap((o) => [
      ...ledgerRows(o, 'payment'),
      ...(o.status === 'released' ? ledgerRows(o, 'release') : []),
    ]),
    ...(lifecycle?.ledger ?? []),
    ...moved.ledger,
  ];

  const names = new Map(people.map((u) => [u.id, u.username]));
  const chats = planDemoConversations(
    open.map((o) => ({
      buyerId: o.buyerId,
      sellerId: o.sellerId,
      buyerName: names.get(o.buyerId)!,
      sellerName: names.get(o.sellerId)!,
      gigTitle: plan.find((_, i) => gigRows[i]!.id === o.gigId)!.gig.shortTitle,
      status: o.status as 'paid' | 'completed',
      createdAt: o.createdAt!,
      completedAt: o.completedAt,
    })),
    now,
  );

  const inserted = await deps.db.transaction(async (tx) => {
    // Checked again inside the transaction: a gig listed meanwhile means the marketplace is live.
    const [row] = await tx.select({ id: gigs.id }).from(gigs).limit(1);
    if (row) return false;
    await tx.insert(gigs).values(gigRows);
    if (reviewRows.length) await tx.insert(reviews).values(reviewRows);
    if (orderRows.length) await tx.insert(orders).values(orderRows);
    if (events.length) await tx.insert(orderEvents).values(events);
    if (lifecycle?.uploads.length) await tx.insert(uploads).values(lifecycle.uploads);
    if (lifecycle?.files.length) await tx.insert(orderFiles).values(lifecycle.files);
    if (lifecycle?.refunds.length) await tx.insert(refunds).values(lifecycle.refunds);
    if (moved.transfers.length) await tx.insert(transfers).values(moved.transfers);
    if (ledgerRowsAll.length) await tx.insert(ledgerEntries).values(ledgerRowsAll);
    for (const { messages: lines, ...chat } of chats) {
      await tx.insert(conversations).values(chat).onConflictDoNothing();
      // In time order, so each message's sequence number follows its time as live messages' do.
      await tx.insert(messages).values(lines.map((m) => ({ ...m, conversationId: chat.id })));
    }
    return true;
  });
  if (!inserted) return null;
  return {
    gigs: gigRows.length,
    reviews: reviewRows.length,
    orders: orderRows.length,
    conversations: chats.length,
    ms: Math.round(performance.now() - started),
  };
}

type OrderRow = typeof orders.$inferInsert & { id: string; commissionPaise: number; status: TOrderState };

interface GigRowForOrder {
  id: string;
  userId: string;
  cat: string;
  cover: string;
  pricePaise: number;
  deliveryTime: number;
  revisionNumber: number;
}

function orderOf(gig: GigRowForOrder, title: string, buyerId: string) {
  return {
    id: randomUUID(),
    gigId: gig.id,
    buyerId,
    sellerId: gig.userId,
    title,
    img: gig.cover,
    pricePaise: gig.pricePaise,
    commissionPaise: commissionPaise(gig.pricePaise, commissionPercent(gig.cat)),
    paymentIntent: `pay_demo_${randomBytes(9).toString('hex')}`,
    deliveryDays: gig.deliveryTime,
    revisionsLeft: gig.revisionNumber,
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Every demo buyer also has work under way, so the Orders screen, the dashboard's Latest Order card and the review
 * form as a verified buyer can all be tried at once: one order in progress and one the seller has completed that
 * the buyer has not reviewed yet (its escrow is still held, inside the 7-day window).
 */
function openDemoOrders(
  plan: ReturnType<typeof planDemoMarketplace>,
  gigRows: Array<GigRowForOrder & { title: string }>,
  people: Array<{ id: string; isSeller: boolean }>,
  now: Date,
): OrderRow[] {
  const rows: OrderRow[] = [];
  const buyers = people.filter((u) => !u.isSeller);
  buyers.forEach((buyer, b) => {
    const unreviewed = plan
      .map((p, i) => ({ p, gig: gigRows[i]! }))
      .filter(({ p }) => !p.reviews.some((r) => r.userId === buyer.id));
    const pick = (k: number) => unreviewed[(b * 7 + k * 3) % unreviewed.length];
    const active = pick(0);
    const completed = pick(1);
    if (active) {
      rows.push({
        ...orderOf(active.gig, active.gig.title, buyer.id),
        status: 'paid',
        isCompleted: false,
        createdAt: new Date(now.getTime() - (2 + b) * DAY_MS),
      });
    }
    if (completed && completed.gig.id !== active?.gig.id) {
      const completedAt = new Date(now.getTime() - (1 + (b % 3)) * DAY_MS);
      rows.push({
        ...orderOf(completed.gig, completed.gig.title, buyer.id),
        status: 'completed',
        isCompleted: true,
        completedAt,
        releaseAt: new Date(completedAt.getTime() + RELEASE_AFTER_COMPLETION_MS),
        createdAt: new Date(completedAt.getTime() - 4 * DAY_MS),
      });
    }
  });
  return rows;
}
