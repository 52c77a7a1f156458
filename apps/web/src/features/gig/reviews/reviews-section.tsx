import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { BadgeCheck, Info, LogIn, MessageSquareText } from 'lucide-react';
import { TIMINGS } from '@gigbazaar/shared/constants';
import { MSG } from '@gigbazaar/shared/messages';
import { roundedStars } from '@gigbazaar/shared/rules/top-rated';
import type { TGig } from '@gigbazaar/shared/schemas/gigs';
import type { TReview } from '@gigbazaar/shared/schemas/reviews';
import { useApi } from '../../../app/app-context';
import { useCurrentUser } from '../../../app/session';
import { paths } from '../../../lib/paths';
import { Avatar } from '../../../ui/avatar';
import { Button } from '../../../ui/button';
import { Notice } from '../../../ui/notice';
import { Loading } from '../../../ui/spinner';
import { Stars } from '../../../ui/stars';
import { reviewsQueryOptions } from './api/get-reviews';
import { ReviewForm } from './components/review-form';
import { formatReviewDate, reviewBlocker, reviewDateAttr } from './review-rules';
import styles from './components/reviews.module.css';

type Flash = { tone: 'success' | 'error'; text: string };

/**
 * The gig page's reviews (docs/product-rules.md "Reviews"): the list, newest first, and the form or the reason there is
 * none.
 */
export function ReviewsSection({ gig }: { gig: TGig }) {
  const api = useApi();
  const me = useCurrentUser();
  const query = useInfiniteQuery(reviewsQueryOptions(api, gig._id));
  const [flash, setFlash] = useState<Flash | null>(null);
  const flashRef = useRef<HTMLDivElement>(null);

  // A submit's outcome shows for 2 seconds, scrolled into view: the form is below the list, and
  // on a phone the notice would otherwise spend those 2 seconds off screen or under the sticky navbar (its
  // scroll-margin keeps it below the bars).
  useEffect(() => {
    if (!flash) return;
    flashRef.current?.scrollIntoView({ block: 'nearest' });
    const timer = setTimeout(() => setFlash(null), TIMINGS.reviewNoticeMs);
    return () => clearTimeout(timer);
  }, [flash]);

  const reviews = query.data?.pages.flatMap((p) => p.reviews) ?? [];
  const count = Math.max(gig.starNumber, reviews.length);
  const average = gig.starNumber > 0 ? gig.totalStars / gig.starNumber : 0;
  const who = { userId: me?._id ?? null, ownerId: gig.userId, reviewerIds: reviews.map((r) => r.userId) };
  // Until the list has loaded, "already reviewed" cannot be known: the form waits for it.
  const blocker = query.isSuccess || !me ? reviewBlocker(who) : null;

  return (
    <section aria-labelledby="gig-reviews" className={styles.section}>
      <div className={styles.head}>
        <h2 id="gig-reviews" className={styles.title}>
          Reviews <span className={styles.count}>{count}</span>
        </h2>
        {count > 0 && (
          <p className={styles.summary}>
            <Stars value={roundedStars(gig.totalStars, gig.starNumber)} />
            <span>
              <strong>{average.toFixed(1)}</strong> out of 5 · {count} {count === 1 ? 'review' : 'reviews'}
            </span>
          </p>
        )}
      </div>

      <div ref={flashRef} className={styles.flash}>
        {flash && <Notice tone={flash.tone}>{flash.text}</Notice>}
      </div>

      {query.isPending ? (
        <Loading label="Loading..." />
      ) : query.isError && reviews.length === 0 ? (
        <Notice tone="error">{MSG.somethingWrong}</Notice>
      ) : reviews.length === 0 ? (
        <div className={styles.empty}>
          <MessageSquareText size={28} aria-hidden="true" />
          <p>No reviews yet. {blocker ? '' : 'Be the first to share how this gig went.'}</p>
        </div>
      ) : (
        <>
          <ol className={styles.list}>
            {reviews.map((review) => (
              <ReviewItem key={review._id} review={review} mine={review.userId === me?._id} />
            ))}
          </ol>
          {query.hasNextPage && (
            <div className={styles.more}>
              <Button
                variant="secondary"
                size="small"
                onClick={() => void query.fetchNextPage()}
                busy={query.isFetchingNextPage}
              >
                {query.isFetchingNextPage ? 'Loading...' : 'Show more reviews'}
              </Button>
            </div>
          )}
        </>
      )}

      <div className={styles.formArea}>
        {blocker ? (
          <FormReplacement message={blocker} />
        ) : query.isSuccess ? (
          <ReviewForm gigId={gig._id} who={who} onResult={setFlash} />
        ) : null}
      </div>
    </section>
  );
}

function FormReplacement({ message }: { message: string }) {
  const login = message === MSG.reviewLogin;
  return (
    <div className={styles.replacement} data-testid="review-form-replacement">
      <span className={styles.replacementIcon} aria-hidden="true">
        {login ? <LogIn size={20} /> : <Info size={20} />}
      </span>
      <p className={styles.replacementText}>{message}</p>
      {login && (
        <Link to={paths.login()} className={styles.replacementLink}>
          Log in
        </Link>
      )}
    </div>
  );
}

function ReviewItem({ review, mine }: { review: TReview; mine: boolean }) {
  return (
    <li className={styles.item}>
      <div className={styles.author}>
        <Avatar src={review.user.img} alt="" size={44} className={styles.avatar} />
        <div className={styles.authorText}>
          <span className={styles.username}>
            {review.user.username}
            {mine && <span className={styles.you}>You</span>}
          </span>
          {review.user.country && <span className={styles.country}>{review.user.country}</span>}
        </div>
      </div>
      <div className={styles.meta}>
        <Stars value={review.star} />
        <time dateTime={reviewDateAttr(review.createdAt)} className={styles.date}>
          {formatReviewDate(review.createdAt)}
        </time>
        {review.verifiedPurchase && (
          <span className={styles.verified}>
            <BadgeCheck size={14} aria-hidden="true" />
            Verified purchase
          </span>
        )}
      </div>
      <p className={styles.text}>{review.desc}</p>
    </li>
  );
}
