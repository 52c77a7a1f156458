import { z } from 'zod';
import { LIMITS } from '../constants';
import { MSG } from '../messages';
import { ZCursor, ZId, zLimit, zText } from './common';

export const ZReview = z.object({
  _id: z.string(),
  gigId: z.string(),
  userId: z.string(),
  desc: z.string(),
  star: z.number().int(),
  createdAt: z.string(),
  verifiedPurchase: z.boolean(),
  user: z.object({ _id: z.string(), username: z.string(), img: z.string().nullable(), country: z.string() }),
});
export type TReview = z.infer<typeof ZReview>;

/** The review's text: not blank, at most LIMITS.reviewMax characters after trimming. */
export const ZReviewText = zText(LIMITS.reviewMax * 2, { error: MSG.reviewBlank, tooLong: MSG.reviewTooLong })
  .trim()
  .min(1, MSG.reviewBlank)
  .max(LIMITS.reviewMax, MSG.reviewTooLong);

/**
 * The rating: a whole number 1–5, as a JSON number or the text of one (a form's select sends "4"). Any other type
 * (true, a list, null) is refused with the same sentence, never read as a number.
 */
export const ZReviewStar = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d{1,3}\s*$/.test(v) ? Number(v) : v),
  z.number({ error: MSG.reviewRating }).int(MSG.reviewRating).min(1, MSG.reviewRating).max(5, MSG.reviewRating),
);

/** What a review says: judged after the gig, its owner and an earlier review (docs/product-rules.md "Reviews"). */
export const ZReviewContent = z.object({ desc: ZReviewText, star: ZReviewStar });

/** POST /reviews, as the browser's form checks it. */
export const ZCreateReviewBody = z.object({
  gigId: zText(100, { error: 'gigId is required.' }).trim().min(1, 'gigId is required.'),
  desc: ZReviewText,
  star: ZReviewStar,
  /** Older clients send their own id; the server uses the session instead. */
  userId: z.unknown().optional(),
});

/**
 * POST /reviews as the route reads it: the gig first. The text and the rating are judged by the server after the
 * gig, its owner and an earlier review, in the product rules' order ("Reviews"), with ZReviewContent.
 */
export const ZCreateReviewRequest = z.object({
  gigId: ZCreateReviewBody.shape.gigId,
  desc: z.unknown().optional(),
  star: z.unknown().optional(),
  userId: z.unknown().optional(),
});

export const ZReviewGigParam = z.object({ gigId: ZId });

/** The review list pages like every long list: `limit` and an opaque `cursor`, the next one in `X-Next-Cursor`. */
export const ZReviewListQuery = z.object({
  limit: zLimit().default(LIMITS.listDefault),
  cursor: ZCursor.optional(),
});
