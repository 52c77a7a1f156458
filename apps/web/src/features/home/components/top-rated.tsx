import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Trophy } from 'lucide-react';
import { useApi } from '../../../app/app-context';
import { GigCard } from '../../../components/gig-card';
import { errorMessage } from '../../../lib/api';
import { paths } from '../../../lib/paths';
import { Notice } from '../../../ui/notice';
import { Loading } from '../../../ui/spinner';
import { topRatedQueryOptions } from '../api/top-rated';
import styles from './top-rated.module.css';

/**
 * The top-rated widget (docs/product-rules.md "Top-rated score"): three gigs ranked by the server's weighted score. The
 * home loader fills the cache, so it arrives server-rendered; a failure reads "Error loading top rated gigs:
 * {message}".
 */
export function TopRated() {
  const api = useApi();
  const { data, error, isPending, isError } = useQuery(topRatedQueryOptions(api));

  return (
    <section className={styles.section} aria-labelledby="home-top-rated-title" data-testid="home-top-rated">
      <div className={styles.header}>
        <div>
          <h2 id="home-top-rated-title" className={styles.title}>
            <Trophy className={styles.titleIcon} size={24} aria-hidden="true" />
            Top rated gigs
          </h2>
          <p className={styles.lead}>The services buyers rate highest, weighed by how many reviews they have.</p>
        </div>
        <Link to={paths.explore()} className={styles.all}>
          Explore all gigs
          <ArrowRight size={16} aria-hidden="true" />
        </Link>
      </div>

      {isPending ? (
        <Loading label="Loading top rated gigs..." />
      ) : isError ? (
        <Notice tone="error">Error loading top rated gigs: {errorMessage(error, error.message)}</Notice>
      ) : data.length === 0 ? (
        <p className={styles.empty}>No gigs yet. Check back soon.</p>
      ) : (
        <ul className={styles.grid}>
          {data.map((gig) => (
            <li key={gig._id}>
              <GigCard gig={gig} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
