import { MSG } from '@gigbazaar/shared/messages';

interface Who {
  /** The signed-in user's id, or null for a visitor. */
  userId: string | null;
  /** The gig's seller. */
  ownerId: string;
  /** Authors of the reviews already on the gig. */
  reviewerIds: readonly string[];
}

/**
 * Why this person may not review the gig at all (docs/product-rules.md "Reviews", first three rules, in order), or
 * null. The form is replaced by this message.
 */
export function reviewBlocker({ userId, ownerId, reviewerIds }: Who): string | null {
  if (!userId) return MSG.reviewLogin;
  if (userId === ownerId) return MSG.reviewOwnGig;
  if (reviewerIds.includes(userId)) return MSG.reviewDuplicate;
  return null;
}

/** The form's own checks (the last two rules, in order): text first, then the rating. */
export function reviewFormError(desc: string, star: number | null): string | null {
  if (!desc.trim()) return MSG.reviewBlank;
  if (star === null || !Number.isInteger(star) || star < 1 || star > 5) return MSG.reviewRating;
  return null;
}

/** All five rules in order, as the submit handler runs them. */
export function checkReview(who: Who, desc: string, star: number | null): string | null {
  return reviewBlocker(who) ?? reviewFormError(desc, star);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** India Standard Time is UTC+5:30 all year (no daylight saving). */
const IST_OFFSET_MS = 330 * 60_000;

/**
 * A review's date in Asia/Kolkata, "12 Mar 2025". Computed by hand rather than with Intl so the server and
 * every browser print the same text (ICU versions disagree on short month names such as "Sept").
 */
export function formatReviewDate(iso: string): string {
  const t = new Date(iso).getTime();
  if (Number.isNaN(t)) return '';
  const d = new Date(t + IST_OFFSET_MS);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** The machine-readable form for <time dateTime>: the IST calendar date. */
export function reviewDateAttr(iso: string): string | undefined {
  const t = new Date(iso).getTime();
  if (Number.isNaN(t)) return undefined;
  return new Date(t + IST_OFFSET_MS).toISOString().slice(0, 10);
}
