import { Info } from 'lucide-react';
import type { AppContext } from '../../app/app-context';
import { Meta } from '../../app/meta';
import { useCurrentUser } from '../../app/session';
import { topRatedQueryOptions } from './api/top-rated';
import { CategoryCarousel } from './components/category-carousel';
import { Dashboard } from './components/dashboard';
import { HeroSearch } from './components/hero-search';
import { HowItWorks } from './components/how-it-works';
import { MarketingBlock } from './components/marketing-block';
import { TopRated } from './components/top-rated';
import { WelcomePopup } from './components/welcome-popup';
import styles from './home-page.module.css';

const DESCRIPTION =
  'Hire skilled Indian freelancers on GigBazaar: fixed-price gigs in design, development, writing, marketing and more, paid securely in rupees with escrow.';

/**
 * Fills the cache with the top-rated gigs so the server renders them. A failure is not fatal: the query is
 * dropped (the server then renders the widget's loading state, like the first client render), and the
 * browser asks again and shows "Error loading top rated gigs: …" if it still fails.
 */
export async function loader(ctx: AppContext): Promise<null> {
  const options = topRatedQueryOptions(ctx.api);
  try {
    await ctx.queryClient.ensureQueryData(options);
  } catch {
    ctx.queryClient.removeQueries({ queryKey: options.queryKey, exact: true });
  }
  return null;
}

/**
 * Home (docs/product-rules.md "Home"), in its order: hero search (gigs or users), the category carousel, then the
 * dashboard for a signed-in user or the marketing block with its video for visitors, then top-rated gigs
 * (the footer comes from the layout). A welcome popup shows once per browser session.
 */
export default function HomePage() {
  const user = useCurrentUser();
  return (
    <main id="main" className={styles.home} data-testid="home">
      <Meta title="GigBazaar" description={DESCRIPTION} />
      <WelcomePopup />
      <HeroSearch />
      <div className={styles.body}>
        <CategoryCarousel />
        {user ? (
          <Dashboard user={user} />
        ) : (
          <>
            <MarketingBlock />
            <HowItWorks />
          </>
        )}
        <TopRated />
        <p className={styles.devNote}>
          <Info size={18} aria-hidden="true" />
          <span>
            <strong>GigBazaar is in development.</strong> The gigs you see are demonstrations, so no real work is
            ordered or delivered yet.
          </span>
        </p>
      </div>
    </main>
  );
}
