import { DELETED_USER_NAME } from '@gigbazaar/shared/constants';
import type { TReview } from '@gigbazaar/shared/schemas/reviews';
import type { ReviewWithAuthor } from './review-service';

/** The API's review: the author's public card (a closed account as "Deleted user") and the purchase badge. */
export function presentReview(r: ReviewWithAuthor): TReview {
  const closed = Boolean(r.user.deletedAt);
  return {
    _id: r.id,
    gigId: r.gigId,
    userId: r.userId,
    desc: r.desc,
    star: r.star,
    createdAt: r.createdAt.toISOString(),
    verifiedPurchase: Boolean(r.verifiedPurchase),
    user: {
      _id: r.user.id,
      username: closed ? DELETED_USER_NAME : r.user.username,
      img: closed ? null : r.user.img,
      country: r.user.country,
    },
  };
}
