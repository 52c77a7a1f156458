import { Info } from 'lucide-react';
import { Meta } from '../../app/meta';
import { useCurrentUser } from '../../app/session';
import { Dashboard } from './components/dashboard';
import { HeroSearch } from './components/hero-search';
import { HowItWorks } from './components/how-it-works';
import styles from './home-page.module.css';

const DESCRIPTION =
  'Hire skilled Indian freelancers on GigBazaar: fixed-price gigs in design, development, writing, marketing and more, paid securely in rupees with escrow.';

/**
 * Home (spec 1 §2): hero search, then the dashboard for a signed-in user or "How GigBazaar works" for
 * visitors. The category carousel, the users search mode, top-rated gigs and the marketing video arrive
 * with a later issue.
 */
export default function HomePage() {
  const user = useCurrentUser();
  return (
    <main id="main" className={styles.home}>
      <Meta title="GigBazaar" description={DESCRIPTION} />
      <HeroSearch />
      <div className={styles.body}>
        <p className={styles.devNote}>
          <Info size={18} aria-hidden="true" />
          <span>
            <strong>GigBazaar is in development.</strong> The gigs you see are demonstrations, so no real work is
            ordered or delivered yet.
          </span>
        </p>
        {user ? <Dashboard user={user} /> : <HowItWorks />}
      </div>
    </main>
  );
}
