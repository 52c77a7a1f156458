import { z } from 'zod';
import { CATEGORY_VALUES, GIG_SORTS, LIMITS } from '../constants';
import { MSG } from '../messages';
import { ZCursor, ZId, zLimit, zText } from './common';

export const ZCategory = z.enum(CATEGORY_VALUES, { error: 'Please choose a category from the list.' });

export const ZGigSeller = z.object({
  _id: z.string(),
  username: z.string(),
  img: z.string().nullable(),
  country: z.string(),
});

export const ZGig = z.object({
  _id: z.string(),
  userId: z.string(),
  title: z.string(),
  cat: ZCategory,
  cover: z.string(),
  images: z.array(z.string()),
  desc: z.string(),
  shortTitle: z.string(),
  shortDesc: z.string(),
  deliveryTime: z.number().int(),
  revisionNumber: z.number().int(),
  features: z.array(z.string()),
  /** Whole rupees (stored as paise). */
  price: z.number(),
  totalStars: z.number().int(),
  starNumber: z.number().int(),
  sales: z.number().int(),
  createdAt: z.string(),
  seller: ZGigSeller,
});
export type TGig = z.infer<typeof ZGig>;

/**
 * An optional number in the query string (an empty field is "not set"); anything else is a 400 with the
 * sentence. The union carries the message itself: zod reports a failed union as one generic issue.
 */
const ZQueryNumber = (message: string) =>
  zText(40, { error: message, tooLong: message })
    .trim()
    .pipe(
      z.union(
        [
          z.literal('').transform(() => undefined),
          z
            .string()
            .regex(/^-?(\d+(\.\d*)?|\.\d+)$/)
            .transform(Number),
        ],
        { error: message },
      ),
    )
    .optional();

export const ZGigListQuery = z.object({
  search: zText(LIMITS.searchMaxLength * 4)
    .trim()
    .max(LIMITS.searchMaxLength)
    .optional(),
  cat: z
    .union([ZCategory, z.literal('').transform(() => undefined)], { error: 'Please choose a category from the list.' })
    .optional(),
  min: ZQueryNumber(MSG.budgetNumber),
  max: ZQueryNumber(MSG.budgetNumber),
  sort: z.enum(GIG_SORTS, { error: 'sort must be sales, createdAt or price.' }).optional(),
  userId: zText(100).optional(),
  limit: zLimit().default(LIMITS.listDefault),
  cursor: ZCursor.optional(),
});
export type TGigListQuery = z.input<typeof ZGigListQuery>;

export const ZTopRatedQuery = z.object({
  limit: zLimit(24).default(LIMITS.topRatedCount),
});

export const ZGigIdParam = z.object({ id: ZId });
