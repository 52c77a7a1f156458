import { Compass, UserPlus } from 'lucide-react';
import { paths } from '../../../lib/paths';
import { ButtonLink } from '../../../ui/button';
import { ExplainerVideo } from './explainer-video';
import styles from './marketing-block.module.css';

/** The visitors' block on home: a short explainer video beside a pitch and the two ways in. */
export function MarketingBlock() {
  return (
    <section className={styles.section} aria-labelledby="home-marketing-title" data-testid="home-marketing">
      <div className={styles.text}>
        <p className={styles.eyebrow}>New to GigBazaar?</p>
        <h2 id="home-marketing-title" className={styles.title}>
          Get work done. Pay only when you’re happy.
        </h2>
        <p className={styles.lead}>
          Find a service at a fixed price in rupees and pay securely. We hold your money in escrow until the work is
          delivered and you approve it — then the seller is paid.
        </p>
        <div className={styles.actions}>
          <ButtonLink to={paths.register()}>
            <UserPlus size={18} aria-hidden="true" />
            Sign up
          </ButtonLink>
          <ButtonLink to={paths.explore()} variant="secondary">
            <Compass size={18} aria-hidden="true" />
            Explore gigs
          </ButtonLink>
        </div>
      </div>
      <figure className={styles.media}>
        <ExplainerVideo />
        <figcaption className={styles.caption}>GigBazaar in 10 seconds: find, pay safely, get it delivered.</figcaption>
      </figure>
    </section>
  );
}
