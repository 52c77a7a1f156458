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

export const ZCreateReviewBody = z.object({
  gigId: zText(100, { error: 'gigId is required.' }).trim().min(1, 'gigId is required.'),
  desc: zText(LIMITS.reviewMax * 2, { error: MSG.reviewBlank, tooLong: MSG.reviewTooLong })
    .trim()
    .min(1, MSG.reviewBlank)
    .max(LIMITS.reviewMax, MSG.reviewTooLong),
  star: z.coerce
    .number({ error: MSG.reviewRating })
    .int(MSG.reviewRating)
    .min(1, MSG.reviewRating)
    .max(5, MSG.reviewRating),
  /** Older clients send their own id; the server uses the session instead. */
  userId: z.unknown().optional(),
});

export const ZReviewGigParam = z.object({ gigId: ZId });

/** The review list pages like every long list: `limit` and an opaque `cursor`, the next one in `X-Next-Cursor`. */
export const ZReviewListQuery = z.object({
  limit: zLimit().default(LIMITS.listDefault),
  cursor: ZCursor.optional(),
});
