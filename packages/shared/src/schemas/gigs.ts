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
  // Room for spaces around the words before the trim; past that, and after it, one sentence that says the limit.
  search: zText(LIMITS.searchMaxLength * 4, { tooLong: MSG.searchTooLong })
    .trim()
    .max(LIMITS.searchMaxLength, { error: MSG.searchTooLong })
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

/** A required text of the gig form: blank gives its wizard step's sentence. */
const gigText = (max: number, blank: string, what: string) =>
  zText(max * 2, { error: blank, tooLong: `${what} can be at most ${max} characters.` })
    .trim()
    .min(1, blank)
    .max(max, `${what} can be at most ${max} characters.`);

/**
 * A number of the gig form, as a JSON number or the text of a number input. Blank, missing or not a number
 * gives the step's sentence, as a value below the minimum does (the wizard treats 0 days as "not filled").
 */
const gigNumber = (blank: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*-?\d+(?:\.\d+)?\s*$/.test(v) ? Number(v) : v),
    z.number({ error: blank }),
  );

/** An image of the gig: a URL POST /uploads answered; the server checks it is the seller's own public image. */
const gigImageUrl = (blank: string) =>
  zText(LIMITS.gigImageUrlMax, { error: blank, tooLong: MSG.gigImageNotOwn }).trim().min(1, blank);

/**
 * POST /gigs and PUT /gigs/{id}: the gig fields and the gig rules with their texts (docs/product-rules.md "Gigs").
 * Fields the client sends that the server owns (_id, userId, sales, stars…) are dropped.
 */
export const ZGigBody = z.object({
  title: gigText(LIMITS.gigTitleMax, MSG.gigTitleCategory, 'The title'),
  cat: z.enum(CATEGORY_VALUES, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? MSG.gigTitleCategory
        : 'Please choose a category from the list.',
  }),
  cover: gigImageUrl(MSG.gigCover),
  images: z.array(gigImageUrl(MSG.gigImages), { error: MSG.gigImages }).length(LIMITS.imagesPerGig, MSG.gigImages),
  shortTitle: gigText(LIMITS.gigShortTitleMax, MSG.gigServiceDetails, 'The service title'),
  shortDesc: gigText(LIMITS.gigShortDescMax, MSG.gigServiceDetails, 'The short description'),
  deliveryTime: gigNumber(MSG.gigServiceDetails).pipe(
    z
      .number()
      .int('Delivery time must be a whole number of days.')
      .min(LIMITS.deliveryTimeMin, MSG.gigServiceDetails)
      .max(LIMITS.deliveryTimeMax, MSG.gigDeliveryMax),
  ),
  revisionNumber: gigNumber(MSG.gigServiceDetails).pipe(
    z
      .number()
      .int('Revisions must be a whole number.')
      .min(LIMITS.revisionsMin, MSG.gigServiceDetails)
      .max(LIMITS.revisionsMax, MSG.gigRevisionsMax),
  ),
  desc: gigText(LIMITS.gigDescMax, MSG.gigDescription, 'The description'),
  features: z
    .array(gigText(LIMITS.featureLengthMax, MSG.gigFeatureMin, 'A feature'), { error: MSG.gigFeatureMin })
    .min(1, MSG.gigFeatureMin)
    .max(LIMITS.featuresPerGig, MSG.gigFeatureMax),
  /** Rupees; stored as paise, so at most two decimals. */
  price: gigNumber(MSG.gigPrice).pipe(
    z
      .number()
      .min(LIMITS.gigPriceMin, MSG.gigPrice)
      .max(LIMITS.gigPriceMax, MSG.gigPriceMax)
      .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, MSG.gigPricePaise),
  ),
});
export type TGigBody = z.input<typeof ZGigBody>;
