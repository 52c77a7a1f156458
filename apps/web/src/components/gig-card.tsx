import { Link } from 'react-router';
import { LIMITS } from '@gigbazaar/shared/constants';
import { imageVariant } from '@gigbazaar/shared/rules/images';
import { formatIndianNumber } from '@gigbazaar/shared/rules/money';
import { truncateWords } from '@gigbazaar/shared/rules/text';
import { roundedStars } from '@gigbazaar/shared/rules/top-rated';
import type { TGig } from '@gigbazaar/shared/schemas/gigs';
import { paths } from '../lib/paths';
import { Avatar } from '../ui/avatar';
import { Stars } from '../ui/stars';
import styles from './gig-card.module.css';

/**
 * The gig card of spec 1 §2: cover, seller avatar and name, title cut at 18 words, rounded stars and
 * "STARTING AT ₹ price". Used by explore, the home top-rated widget and profile carousels.
 */
export function GigCard({ gig, eager = false }: { gig: TGig; eager?: boolean }) {
  return (
    <article className={styles.card}>
      <Link to={paths.gig(gig._id)} className={styles.link}>
        <img
          className={styles.cover}
          src={imageVariant(gig.cover, 480)}
          srcSet={`${imageVariant(gig.cover, 480)} 480w, ${gig.cover} 1280w`}
          sizes="(max-width: 600px) 100vw, (max-width: 1000px) 50vw, 300px"
          width={480}
          height={320}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
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
          <span className={styles.price}>₹ {formatIndianNumber(gig.price)}</span>
        </div>
      </Link>
    </article>
  );
}
