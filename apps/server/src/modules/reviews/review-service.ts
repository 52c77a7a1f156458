import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { LIMITS } from '@gigbazaar/shared/constants';
import { MSG } from '@gigbazaar/shared/messages';
import { FULLY_REFUNDED_STATES } from '@gigbazaar/shared/rules/order-lifecycle';
import { ZReviewContent } from '@gigbazaar/shared/schemas/reviews';
import type { Deps } from '../../platform/deps';
import type { SessionUser } from '../../platform/auth';
import { gigs, reviews, users } from '../../platform/db/schema';
import { conflict, forbidden, notFound } from '../../platform/errors';
import {
  decodeCursor,
  idKey,
  keysetAfter,
  keysetOrder,
  keysetTexts,
  pageOf,
  timestampKey,
} from '../../platform/keyset';
import { isUniqueViolation } from '../../platform/db/errors';
import { refreshRatingScore } from '../gigs/gig-service';
import { moderateUserText } from '../moderation/moderate-user-text';

const NEWEST_FIRST = [timestampKey(reviews.createdAt, 'desc'), idKey(reviews.id)];

/**
 * Orders that vouch for a purchase: any but those refunded in full (cancelled by agreement, by 48 hours of silence or
 * for lateness, or a dispute refunded), else a buyer could order a gig, cancel it at no cost and post a "verified" review.
 */
const kept = sql.join(
  FULLY_REFUNDED_STATES.map((state) => sql`${state}`),
  sql`, `,
);

/** A review with its author and whether the author bought the gig (and kept it), all in one query. */
const reviewWithAuthor = {
  id: reviews.id,
  gigId: reviews.gigId,
  userId: reviews.userId,
  desc: reviews.desc,
  star: reviews.star,
  createdAt: reviews.createdAt,
  verifiedPurchase: sql<boolean>`EXISTS (
    SELECT 1 FROM orders o WHERE o.gig_id = ${reviews.gigId} AND o.buyer_id = ${reviews.userId}
      AND o.status NOT IN (${kept})
  )`,
  user: { id: users.id, username: users.username, img: users.img, country: users.country, deletedAt: users.deletedAt },
  cursorKeys: keysetTexts(NEWEST_FIRST),
};

const selectReviews = (deps: Deps, where: SQL | undefined, limit: number) =>
  deps.db
    .select(reviewWithAuthor)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(where)
    .orderBy(...keysetOrder(NEWEST_FIRST))
    .limit(limit);

export type ReviewWithAuthor = Awaited<ReturnType<typeof selectReviews>>[number];

/**
 * A gig buyers may see, as GET /gigs/single shows it: not deleted or removed, its seller neither closed nor
 * suspended (decision 013: a suspended seller's gigs leave search, lists and pages, their reviews with them).
 */
const listedGig = () =>
  and(
    isNull(gigs.deletedAt),
    isNull(users.deletedAt),
    sql`(${users.suspendedUntil} IS NULL OR ${users.suspendedUntil} <= now())`,
  );

/** An admin still reads a deleted gig's reviews (a takedown or a dispute needs them); everyone else gets 404. */
async function assertGigVisible(deps: Deps, gigId: string, viewer?: { isAdmin: boolean } | null) {
  const [gig] = await deps.db
    .select({ id: gigs.id })
    .from(gigs)
    .innerJoin(users, eq(users.id, gigs.userId))
    .where(and(eq(gigs.id, gigId), viewer?.isAdmin ? undefined : listedGig()));
  if (!gig) throw notFound(MSG.gigNotFound);
}

/** A gig's reviews, newest first, paged like every long list. */
export async function listReviews(
  deps: Deps,
  gigId: string,
  page: { limit?: number; cursor?: string } = {},
  viewer?: { isAdmin: boolean } | null,
) {
  await assertGigVisible(deps, gigId, viewer);
  const limit = page.limit ?? LIMITS.listDefault;
  const where = [eq(reviews.gigId, gigId)];
  if (page.cursor) where.push(keysetAfter(NEWEST_FIRST, decodeCursor(page.cursor, 'newest', NEWEST_FIRST)));
  return pageOf(await selectReviews(deps, and(...where), limit + 1), limit, 'newest');
}

export interface NewReview {
  gigId: string;
  /** Judged here, after the gig, its owner and an earlier review (ZReviewContent). */
  desc?: unknown;
  star?: unknown;
}

/**
 * The review rules (docs/product-rules.md "Reviews"), enforced here in the form's order: the gig must be listed
 * (404), the author must not own it (403), one review per user per gig (409), then the text (400 "Please write a
 * review"), the rating (400 "Please select a rating") and the moderator (422); a later check never answers for an
 * earlier one. The unique index settles a race of two reviews. The review and the gig's totals and top-rated score
 * change in one transaction; the gig row is locked first, so concurrent reviews add up and the score always matches
 * the final totals.
 */
export async function createReview(deps: Deps, me: SessionUser, input: NewReview): Promise<ReviewWithAuthor> {
  const [target] = await deps.db
    .select({
      userId: gigs.userId,
      reviewed: sql<boolean>`EXISTS (SELECT 1 FROM ${reviews} r WHERE r.gig_id = ${gigs.id} AND r.user_id = ${me.id})`,
    })
    .from(gigs)
    .innerJoin(users, eq(users.id, gigs.userId))
    .where(and(eq(gigs.id, input.gigId), listedGig()));
  if (!target) throw notFound(MSG.gigNotFound);
  if (target.userId === me.id) throw forbidden(MSG.reviewOwnGig);
  if (target.reviewed) throw conflict(MSG.reviewDuplicate);
  const { desc, star } = ZReviewContent.parse({ desc: input.desc, star: input.star });
  // Shown to every visitor of the gig: judged before anything is written (422, nothing stored).
  await moderateUserText(deps, { userId: me.id, channel: 'review' }, [{ field: 'desc', text: desc }]);
  let reviewId: string;
  try {
    reviewId = await deps.db.transaction(async (tx) => {
      const [gig] = await tx
        .select({ userId: gigs.userId })
        .from(gigs)
        .innerJoin(users, eq(users.id, gigs.userId))
        .where(and(eq(gigs.id, input.gigId), listedGig()))
        .for('update', { of: gigs });
      if (!gig) throw notFound(MSG.gigNotFound);
      if (gig.userId === me.id) throw forbidden(MSG.reviewOwnGig);
      const [already] = await tx
        .select({ id: reviews.id })
        .from(reviews)
        .where(and(eq(reviews.gigId, input.gigId), eq(reviews.userId, me.id)));
      if (already) throw conflict(MSG.reviewDuplicate);

      const [review] = await tx
        .insert(reviews)
        .values({ gigId: input.gigId, userId: me.id, desc, star })
        .returning({ id: reviews.id });
      const [totals] = await tx
        .update(gigs)
        .set({ totalStars: sql`${gigs.totalStars} + ${star}`, starNumber: sql`${gigs.starNumber} + 1` })
        .where(eq(gigs.id, input.gigId))
        .returning({ totalStars: gigs.totalStars, starNumber: gigs.starNumber });
      await refreshRatingScore(tx, input.gigId, totals);
      return review.id;
    });
  } catch (err) {
    if (isUniqueViolation(err, 'reviews_gig_user_key')) throw conflict(MSG.reviewDuplicate);
    throw err;
  }
  const [created] = await selectReviews(deps, eq(reviews.id, reviewId), 1);
  return created;
}
