import { Link } from 'react-router';
import { Meta } from './meta';
import { paths } from '../lib/paths';
import styles from './not-found-page.module.css';

export const handle = { status: 404 };

export default function NotFoundPage() {
  return (
    <main id="main" className={`page ${styles.wrap}`}>
      <Meta title="Page not found" description="This page does not exist on GigBazaar." />
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1>We couldn’t find that page</h1>
      <p className={styles.text}>
        The link may be broken, or the page may have moved. Try the home page or explore gigs.
      </p>
      <div className={styles.actions}>
        <Link to={paths.home()}>Go to the home page</Link>
        <Link to={paths.help()}>Visit the help centre</Link>
      </div>
    </main>
  );
}
