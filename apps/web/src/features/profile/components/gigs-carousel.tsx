import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useApi } from '../../../app/app-context';
import { GigCard } from '../../../components/gig-card';
import { sellerGigsQueryOptions } from '../../../lib/queries/seller-gigs';
import styles from './profile.module.css';

/** The profile's gigs carousel, 2 per view, stepping back and forward by 2. */
export const GIGS_PER_VIEW = 2;

export function GigsCarousel({ userId, username }: { userId: string; username: string }) {
  const api = useApi();
  const query = useQuery(sellerGigsQueryOptions(api, userId));
  const [start, setStart] = useState(0);
  const gigs = query.data ?? [];

  if (query.isPending) return <p className={styles.muted}>Loading gigs…</p>;
  if (query.isError) return <p className={styles.muted}>The gigs could not be loaded.</p>;
  if (gigs.length === 0) return <p className={styles.muted}>{username} has no gigs yet.</p>;

  // A deletion elsewhere can shrink the list under the current view.
  const first = Math.min(start, Math.max(0, Math.floor((gigs.length - 1) / GIGS_PER_VIEW) * GIGS_PER_VIEW));
  const shown = gigs.slice(first, first + GIGS_PER_VIEW);
  const last = Math.min(first + GIGS_PER_VIEW, gigs.length);

  const canGoBack = first > 0;
  const canGoOn = last < gigs.length;

  // The pager comes before the cards: on a phone the two cards stack into a tall column, and a pager under them
  // was found only after scrolling past both, and after paging the new cards began far above it. Its buttons stay
  // focusable at either end (aria-disabled): a disabled button that has focus drops it to the page.
  return (
    <div className={styles.carousel} role="group" aria-roledescription="carousel" aria-label={`Gigs by ${username}`}>
      {gigs.length > GIGS_PER_VIEW && (
        <div className={styles.carouselNav}>
          <span className={styles.carouselCount} aria-live="polite">
            {first + 1}–{last} of {gigs.length}
          </span>
          <button
            type="button"
            className={styles.carouselButton}
            onClick={() => canGoBack && setStart(Math.max(0, first - GIGS_PER_VIEW))}
            aria-disabled={!canGoBack}
            aria-label="Previous gigs"
          >
            <ChevronLeft size={20} aria-hidden="true" />
          </button>
          <button
            type="button"
            className={styles.carouselButton}
            onClick={() => canGoOn && setStart(first + GIGS_PER_VIEW)}
            aria-disabled={!canGoOn}
            aria-label="Next gigs"
          >
            <ChevronRight size={20} aria-hidden="true" />
          </button>
        </div>
      )}
      <ul className={styles.carouselTrack}>
        {shown.map((gig) => (
          <li key={gig._id}>
            <GigCard gig={gig} />
          </li>
        ))}
      </ul>
    </div>
  );
}
