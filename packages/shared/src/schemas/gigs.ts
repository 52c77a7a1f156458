import { z } from 'zod';
import { CATEGORY_VALUES, GIG_SORTS, LIMITS } from '../constants';
import { MSG } from '../messages';

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

/** A number in the query string; anything else is a 400 with a sentence. */
const ZQueryNumber = (message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d+(\.\d+)?$/, message)
    .transform(Number);

export const ZGigListQuery = z.object({
  search: z.string().trim().max(LIMITS.searchMaxLength).optional(),
  cat: ZCategory.optional().or(z.literal('').transform(() => undefined)),
  min: ZQueryNumber(MSG.budgetNumber)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  max: ZQueryNumber(MSG.budgetNumber)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  sort: z.enum(GIG_SORTS, { error: 'sort must be sales, createdAt or price.' }).optional(),
  userId: z.string().max(100).optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number.' })
    .int()
    .min(1)
    .max(LIMITS.listMax)
    .default(LIMITS.listDefault),
  cursor: z.string().max(500).optional(),
});
export type TGigListQuery = z.input<typeof ZGigListQuery>;

export const ZTopRatedQuery = z.object({
  limit: z.coerce.number({ error: 'limit must be a number.' }).int().min(1).max(24).default(LIMITS.topRatedCount),
});

export const ZGigIdParam = z.object({ id: z.string().min(1).max(100) });
