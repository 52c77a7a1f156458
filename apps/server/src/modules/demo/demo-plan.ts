import { topRatedScore } from '@gigbazaar/shared/rules/top-rated';
import type { CatalogueGig } from './gig-catalogue';
import { CATEGORY_REVIEWS, GENERIC_REVIEWS, type ReviewPool, type ReviewText } from './review-texts';

/**
 * Decides, without touching the database, when each demo gig was created, who reviewed it with how
 * many stars and what text, which reviews came with a completed order, and the resulting totals.
 * Deterministic for a given seed (dates are relative to `now`), so tests can check it.
 */

export interface PlanUser {
  id: string;
  username: string;
  isSeller: boolean;
  createdAt: Date;
}

export interface PlannedReview {
  userId: string;
  star: number;
  desc: string;
  createdAt: Date;
  /** Set when the review comes with a completed purchase (the "Verified purchase" badge). */
  order: { createdAt: Date; completedAt: Date } | null;
}

export interface PlannedGig {
  gig: CatalogueGig;
  sellerId: string;
  /** Position among its category's gigs (picks the artwork's colour variant). */
  variant: number;
  createdAt: Date;
  reviews: PlannedReview[];
  totalStars: number;
  starNumber: number;
  ratingScore: number;
  sales: number;
}

const DAY = 86_400_000;
const HOUR = 3_600_000;
export const MAX_REVIEWS_PER_GIG = 12;
/** Demo gigs were listed over the last ten months. */
export const GIG_AGE_DAYS = { min: 4, max: 300 } as const;

/** A small seeded PRNG (mulberry32 over a string hash). */
export function seededRandom(seed: string): () => number {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle<T>(items: T[], rand: () => number): T[] {
  const a = [...items];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}

/** "priya.designs" → "Priya" */
export function firstName(username: string): string {
  const part = username.split(/[._-]/)[0] ?? username;
  return part.charAt(0).toUpperCase() + part.slice(1);
}

type Band = keyof ReviewPool;
const bandOf = (star: number): Band => (star === 5 ? 'five' : star === 4 ? 'four' : star === 3 ? 'three' : 'low');

/** The texts a gig may use for a star band: its category's (where they fit this gig) and the generic ones. */
export function reviewTextsFor(gig: CatalogueGig, band: Band): string[] {
  const fits = (t: ReviewText) => typeof t === 'string' || t.gigs.includes(gig.slug);
  const text = (t: ReviewText) => (typeof t === 'string' ? t : t.text);
  const specific = CATEGORY_REVIEWS[gig.cat][band].filter(fits).map(text);
  return [...specific, ...GENERIC_REVIEWS[band].filter(fits).map(text)];
}

/** Star weights by the gig's quality: most gigs are good, a few are patchy. */
const STAR_WEIGHTS = {
  great: [0, 0, 0.05, 0.2, 0.75],
  good: [0.03, 0.04, 0.11, 0.32, 0.5],
  patchy: [0.08, 0.12, 0.25, 0.3, 0.25],
} as const;

function pickStar(weights: readonly number[], rand: () => number): number {
  let x = rand();
  for (let i = 0; i < weights.length; i++) {
    x -= weights[i]!;
    if (x < 0) return i + 1;
  }
  return 5;
}

export function planDemoMarketplace(
  catalogue: CatalogueGig[],
  users: PlanUser[],
  now: Date,
  seed = 'gigbazaar-demo',
): PlannedGig[] {
  const byName = new Map(users.map((u) => [u.username, u]));
  const gigs = catalogue.filter((g) => byName.has(g.seller));

  // Listing dates spread evenly over ten months in a shuffled order, with a little jitter.
  const order = shuffle(
    gigs.map((_, i) => i),
    seededRandom(`${seed}:ages`),
  );
  const span = GIG_AGE_DAYS.max - GIG_AGE_DAYS.min;
  const ageDays = new Map<number, number>();
  order.forEach((gigIndex, rank) => {
    const r = seededRandom(`${seed}:age:${gigs[gigIndex]!.slug}`)();
    ageDays.set(gigIndex, GIG_AGE_DAYS.min + ((rank + 0.2 + r * 0.6) / gigs.length) * span);
  });

  const variants = new Map<string, number>();
  return gigs.map((gig, i) => {
    const rand = seededRandom(`${seed}:gig:${gig.slug}`);
    const seller = byName.get(gig.seller)!;
    const variant = variants.get(gig.cat) ?? 0;
    variants.set(gig.cat, variant + 1);
    const age = ageDays.get(i)!;
    const createdAt = new Date(now.getTime() - age * DAY - Math.floor(rand() * 10) * HOUR);

    // Brand-new listings (under three weeks) have no reviews yet; older ones gather more with time.
    const popularity = rand();
    const quality = rand() < 0.3 ? 'great' : rand() < 0.85 ? 'good' : 'patchy';
    const ageFactor = Math.min(1, age / 150);
    const wanted =
      age < 21 ? 0 : Math.min(MAX_REVIEWS_PER_GIG, Math.max(1, Math.round((1 + popularity * 11) * ageFactor)));

    // Reviewers: anyone but the seller, buyers three times as likely as other sellers.
    const candidates = users
      .filter((u) => u.id !== seller.id)
      .map((u) => ({ u, key: Math.pow(rand(), 1 / (u.isSeller ? 1 : 3)) }))
      .sort((a, b) => b.key - a.key)
      .map((x) => x.u);

    const used = new Set<string>();
    const reviews: PlannedReview[] = [];
    for (const u of candidates) {
      if (reviews.length >= wanted) break;
      // A review follows a delivered order: after the listing and the account existed, before now.
      const earliest = Math.max(createdAt.getTime(), u.createdAt.getTime()) + (gig.deliveryTime + 3) * DAY;
      const latest = now.getTime() - 6 * HOUR;
      if (earliest >= latest) continue;
      const at = new Date(earliest + rand() * (latest - earliest));
      const star = pickStar(STAR_WEIGHTS[quality], rand);
      const pool = reviewTextsFor(gig, bandOf(star)).filter((t) => !used.has(t));
      const raw = pool.length ? pool[Math.floor(rand() * pool.length)]! : reviewTextsFor(gig, bandOf(star))[0]!;
      used.add(raw);
      const withOrder = rand() < 0.5;
      const completedAt = new Date(at.getTime() - (2 + rand() * 46) * HOUR);
      const orderedAt = new Date(
        Math.max(createdAt.getTime() + HOUR, completedAt.getTime() - (gig.deliveryTime + rand() * 2) * DAY),
      );
      reviews.push({
        userId: u.id,
        star,
        desc: raw.replaceAll('{name}', firstName(gig.seller)),
        createdAt: at,
        order: withOrder ? { createdAt: orderedAt, completedAt } : null,
      });
    }
    reviews.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());

    const totalStars = reviews.reduce((s, r) => s + r.star, 0);
    const starNumber = reviews.length;
    const orders = reviews.filter((r) => r.order).length;
    // Sales also count buyers who never left a review.
    const base = age < 21 ? Math.floor(rand() * 2) : Math.round(popularity * 40 * ageFactor + rand() * 6);
    return {
      gig,
      sellerId: seller.id,
      variant,
      createdAt,
      reviews,
      totalStars,
      starNumber,
      ratingScore: topRatedScore(totalStars, starNumber),
      sales: orders + base,
    };
  });
}
