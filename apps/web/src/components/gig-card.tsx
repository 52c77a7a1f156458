import { memo } from 'react';
import { Link } from 'react-router';
import { LIMITS } from '@gigbazaar/shared/constants';
import { imageSrcSet, imageVariant } from '@gigbazaar/shared/rules/images';
import { formatAmount } from '@gigbazaar/shared/rules/money';
import { truncateWords } from '@gigbazaar/shared/rules/text';
import { roundedStars } from '@gigbazaar/shared/rules/top-rated';
import type { TGig } from '@gigbazaar/shared/schemas/gigs';
import { paths } from '../lib/paths';
import { Avatar } from '../ui/avatar';
import { Stars } from '../ui/stars';
import styles from './gig-card.module.css';

/**
 * The slot a card's cover fills: the grid's column (explore: 1, 2, 3 then 4 columns inside the 1200-px page with
 * 16-px side padding; the home carousels are close to it). A phone (≈380 CSS px × DPR 1.75–2) picks the 720 variant.
 */
export const GIG_CARD_SIZES =
  '(min-width: 1180px) 280px, (min-width: 900px) calc(33vw - 30px), (min-width: 560px) calc(50vw - 28px), calc(100vw - 32px)';

/**
 * The gig card: cover, seller avatar and name, title cut at 18 words, rounded stars and
 * "STARTING AT ₹ price". Used by explore, the home top-rated widget and profile carousels. Memoised: lists
 * re-render on every filter or paging change, and the gig objects keep their identity across refetches.
 */
export const GigCard = memo(function GigCard({
  gig,
  eager = false,
  priority = false,
}: {
  gig: TGig;
  /** Load the cover at once (cards in the first row). */
  eager?: boolean;
  /** The cover is likely the page's largest paint: fetch it first. */
  priority?: boolean;
}) {
  return (
    <article className={styles.card}>
      <Link to={paths.gig(gig._id)} className={styles.link}>
        <img
          className={styles.cover}
          src={imageVariant(gig.cover, 480)}
          srcSet={imageSrcSet(gig.cover)}
          sizes={GIG_CARD_SIZES}
          width={480}
          height={320}
          alt=""
          loading={eager || priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
        />
        <div className={styles.body}>
          <div className={styles.seller}>
            <Avatar src={gig.seller.img} alt="" size={28} />
            <span className={styles.sellerName}>{gig.seller.username}</span>
          </div>
          <h3 className={styles.title}>{truncateWords(gig.title, LIMITS.cardTitleWords)}</h3>
          <Stars value={roundedStars(gig.totalStars, gig.starNumber)} count={gig.starNumber} />
        </div>
        <div className={styles.footer}>
          <span className={styles.starting}>STARTING AT</span>
          <span className={styles.price}>₹ {formatAmount(gig.price)}</span>
        </div>
      </Link>
    </article>
  );
});
