import { describe, expect, it } from 'vitest';
import { CATEGORY_VALUES, HOME_CAROUSEL, LIMITS } from '@gigbazaar/shared/constants';
import { topRatedScore } from '@gigbazaar/shared/rules/top-rated';
import { GIG_CATALOGUE } from './gig-catalogue';
import { CATEGORY_REVIEWS, GENERIC_REVIEWS } from './review-texts';
import { firstName, planDemoMarketplace, reviewTextsFor, type PlanUser } from './demo-plan';
import { fitText, gigArtSvgs, textWidth } from './gig-art';
import { DEMO_USERS } from './seed-demo-data';

const sellers = new Set(DEMO_USERS.filter((u) => u.role !== 'buyer').map((u) => u.username));

describe('demo gig catalogue', () => {
  it('has at least 64 gigs, at least 4 in every one of the 14 categories', () => {
    expect(GIG_CATALOGUE.length).toBeGreaterThanOrEqual(64);
    for (const cat of CATEGORY_VALUES) {
      expect(GIG_CATALOGUE.filter((g) => g.cat === cat).length, cat).toBeGreaterThanOrEqual(4);
    }
    expect(new Set(GIG_CATALOGUE.map((g) => g.cat))).toEqual(new Set(CATEGORY_VALUES));
  });

  it('uses unique, file-name-safe slugs', () => {
    const slugs = GIG_CATALOGUE.map((g) => g.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const s of slugs) expect(s).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('gives every gig to a demo seller', () => {
    for (const g of GIG_CATALOGUE) expect(sellers.has(g.seller), `${g.slug}: ${g.seller}`).toBe(true);
  });

  it('keeps every gig within the gig limits', () => {
    for (const g of GIG_CATALOGUE) {
      const where = g.slug;
      expect(g.title.trim(), where).not.toBe('');
      expect(g.title.startsWith('I will '), where).toBe(true);
      expect(g.title.length, where).toBeLessThanOrEqual(LIMITS.gigTitleMax);
      expect(g.shortTitle.trim(), where).not.toBe('');
      expect(g.shortTitle.length, where).toBeLessThanOrEqual(LIMITS.gigShortTitleMax);
      expect(g.shortDesc.trim(), where).not.toBe('');
      expect(g.shortDesc.length, where).toBeLessThanOrEqual(LIMITS.gigShortDescMax);
      expect(g.desc.length, where).toBeLessThanOrEqual(LIMITS.gigDescMax);
      const paragraphs = g.desc.split('\n\n');
      expect(paragraphs.length, where).toBeGreaterThanOrEqual(2);
      expect(paragraphs.length, where).toBeLessThanOrEqual(4);
      expect(g.features.length, where).toBeGreaterThanOrEqual(1);
      expect(g.features.length, where).toBeLessThanOrEqual(LIMITS.featuresPerGig);
      for (const f of g.features) {
        expect(f.trim(), where).not.toBe('');
        expect(f.length, where).toBeLessThanOrEqual(LIMITS.featureLengthMax);
      }
      expect(Number.isInteger(g.deliveryTime), where).toBe(true);
      expect(g.deliveryTime, where).toBeGreaterThanOrEqual(LIMITS.deliveryTimeMin);
      expect(g.deliveryTime, where).toBeLessThanOrEqual(21);
      expect(Number.isInteger(g.revisionNumber), where).toBe(true);
      expect(g.revisionNumber, where).toBeGreaterThanOrEqual(LIMITS.revisionsMin);
      expect(g.revisionNumber, where).toBeLessThanOrEqual(5);
      expect(Number.isInteger(g.priceRupees), where).toBe(true);
      expect(g.priceRupees, where).toBeGreaterThanOrEqual(LIMITS.gigPriceMin);
      expect(g.priceRupees, where).toBeLessThanOrEqual(LIMITS.gigPriceMax);
    }
  });

  it('spans the price range and has titles long enough to be cut on cards', () => {
    const prices = GIG_CATALOGUE.map((g) => g.priceRupees);
    expect(Math.min(...prices)).toBe(299);
    expect(Math.max(...prices)).toBe(149_999);
    const long = GIG_CATALOGUE.filter((g) => g.title.split(/\s+/).length > LIMITS.cardTitleWords);
    expect(long.length).toBeGreaterThanOrEqual(3);
  });

  it('answers every home carousel search, and has a "logo design" title', () => {
    expect(GIG_CATALOGUE.some((g) => g.title.includes('logo design'))).toBe(true);
    for (const { search } of HOME_CAROUSEL) {
      const re = new RegExp(`\\b${search}s?\\b`, 'i');
      const hits = GIG_CATALOGUE.filter((g) => re.test(`${g.title} ${g.shortTitle}`));
      expect(hits.length, search).toBeGreaterThanOrEqual(1);
    }
  });
});

describe('demo review texts', () => {
  it('only name gigs that exist, and every gig has texts for every star band', () => {
    const slugs = new Set(GIG_CATALOGUE.map((g) => g.slug));
    for (const pool of [...Object.values(CATEGORY_REVIEWS), GENERIC_REVIEWS]) {
      for (const band of Object.values(pool)) {
        for (const t of band) if (typeof t !== 'string') for (const s of t.gigs) expect(slugs.has(s), s).toBe(true);
      }
    }
    for (const g of GIG_CATALOGUE) {
      expect(reviewTextsFor(g, 'five').length).toBeGreaterThanOrEqual(10);
      for (const band of ['four', 'three', 'low'] as const) expect(reviewTextsFor(g, band).length).toBeGreaterThan(3);
    }
  });

  it('fit the review length limit', () => {
    for (const g of GIG_CATALOGUE)
      for (const band of ['five', 'four', 'three', 'low'] as const)
        for (const t of reviewTextsFor(g, band)) expect(t.length).toBeLessThanOrEqual(LIMITS.reviewMax);
  });
});

describe('demo marketplace plan', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  const users: PlanUser[] = DEMO_USERS.map((u, i) => ({
    id: `u${i}`,
    username: u.username,
    isSeller: u.role !== 'buyer',
    createdAt: new Date(Date.UTC(2024, 8, 3 + i * 17)),
  }));
  const idOf = new Map(users.map((u) => [u.username, u.id]));
  const plan = planDemoMarketplace(GIG_CATALOGUE, users, now);
  const allReviews = plan.flatMap((p) => p.reviews);

  it('is deterministic', () => {
    const again = planDemoMarketplace(GIG_CATALOGUE, users, now);
    expect(again.map((p) => [p.createdAt, p.reviews.map((r) => [r.userId, r.star, r.desc])])).toEqual(
      plan.map((p) => [p.createdAt, p.reviews.map((r) => [r.userId, r.star, r.desc])]),
    );
  });

  it('lists gigs over the last ten months', () => {
    const ages = plan.map((p) => (now.getTime() - p.createdAt.getTime()) / 86_400_000);
    expect(Math.min(...ages)).toBeGreaterThan(0);
    expect(Math.max(...ages)).toBeLessThanOrEqual(305);
    expect(Math.max(...ages)).toBeGreaterThan(240);
  });

  it('never lets a seller review their own gig, and one review per user per gig', () => {
    for (const p of plan) {
      expect(p.sellerId).toBe(idOf.get(p.gig.seller));
      const reviewers = p.reviews.map((r) => r.userId);
      expect(reviewers).not.toContain(p.sellerId);
      expect(new Set(reviewers).size).toBe(reviewers.length);
      expect(p.reviews.length).toBeLessThanOrEqual(12);
      expect(new Set(p.reviews.map((r) => r.desc)).size).toBe(p.reviews.length);
    }
  });

  it('keeps totals, the top-rated score and sales consistent with the reviews and orders', () => {
    for (const p of plan) {
      expect(p.starNumber).toBe(p.reviews.length);
      expect(p.totalStars).toBe(p.reviews.reduce((s, r) => s + r.star, 0));
      expect(p.ratingScore).toBe(topRatedScore(p.totalStars, p.starNumber));
      expect(p.sales).toBeGreaterThanOrEqual(p.reviews.filter((r) => r.order).length);
    }
  });

  it('has a realistic spread: a few unreviewed gigs, mostly 4–5 stars, some low ones, about half verified', () => {
    const unreviewed = plan.filter((p) => p.reviews.length === 0).length;
    expect(unreviewed).toBeGreaterThanOrEqual(2);
    expect(unreviewed).toBeLessThanOrEqual(8);
    const stars = (n: number) => allReviews.filter((r) => r.star === n).length;
    expect((stars(4) + stars(5)) / allReviews.length).toBeGreaterThan(0.7);
    expect(stars(3)).toBeGreaterThan(0);
    expect(stars(1) + stars(2)).toBeGreaterThan(0);
    const verified = allReviews.filter((r) => r.order).length / allReviews.length;
    expect(verified).toBeGreaterThan(0.35);
    expect(verified).toBeLessThan(0.65);
    expect(Math.max(...plan.map((p) => p.reviews.length))).toBeGreaterThanOrEqual(10);
  });

  it('dates reviews after the listing and the account, and orders before their reviews', () => {
    const created = new Map(users.map((u) => [u.id, u.createdAt.getTime()]));
    for (const p of plan) {
      for (const r of p.reviews) {
        expect(r.createdAt.getTime()).toBeGreaterThan(p.createdAt.getTime());
        expect(r.createdAt.getTime()).toBeGreaterThan(created.get(r.userId)!);
        expect(r.createdAt.getTime()).toBeLessThan(now.getTime());
        if (r.order) {
          expect(r.order.createdAt.getTime()).toBeGreaterThan(p.createdAt.getTime());
          expect(r.order.completedAt.getTime()).toBeGreaterThan(r.order.createdAt.getTime());
          expect(r.order.completedAt.getTime()).toBeLessThan(r.createdAt.getTime());
        }
      }
    }
  });

  it('fills in the seller’s first name', () => {
    expect(firstName('priya.designs')).toBe('Priya');
    expect(firstName('rohan_dev')).toBe('Rohan');
    expect(allReviews.some((r) => r.desc.includes('{name}'))).toBe(false);
  });
});

describe('demo artwork', () => {
  it('wraps titles inside the box and never drops words unless it must', () => {
    const fit = fitText('Social media template pack', [96, 88, 80, 72, 64, 56], 600, 3);
    expect(fit.lines.join(' ')).toBe('Social media template pack');
    for (const l of fit.lines) expect(textWidth(l, fit.size)).toBeLessThanOrEqual(600);
    const cut = fitText('word '.repeat(80).trim(), [40], 300, 2);
    expect(cut.lines).toHaveLength(2);
    expect(cut.lines[1]!.endsWith('…')).toBe(true);
  });

  it('draws a distinct cover per gig with its title, and escapes text', () => {
    const covers = new Set<string>();
    const variants = new Map<string, number>();
    for (const g of GIG_CATALOGUE) {
      const v = variants.get(g.cat) ?? 0;
      variants.set(g.cat, v + 1);
      const svgs = gigArtSvgs({ ...g, variant: v });
      covers.add(svgs.cover);
      expect(svgs.images).toHaveLength(4);
      // No text is ever cut short on the real catalogue.
      for (const svg of [svgs.cover, ...svgs.images]) expect(svg.includes('…'), g.slug).toBe(false);
    }
    expect(covers.size).toBe(GIG_CATALOGUE.length);
    const svg = gigArtSvgs({ ...GIG_CATALOGUE[0]!, shortTitle: 'R&D <fast>', variant: 0 }).cover;
    expect(svg).toContain('R&amp;D');
    expect(svg).toContain('&lt;fast&gt;');
  });
});
