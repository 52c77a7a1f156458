import { Link } from 'react-router';
import { paths } from '../lib/paths';
import styles from './logo.module.css';

/** The GigBazaar wordmark linking home. Its accessible name is exactly "GigBazaar". */
export function Logo({ className }: { className?: string }) {
  return (
    <Link to={paths.home()} className={[styles.logo, className].filter(Boolean).join(' ')}>
      <svg className={styles.mark} viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" className={styles.markBg} />
        <path
          d="M21.5 11.2A7 7 0 1 0 23 16h-6.5"
          fill="none"
          className={styles.markG}
          strokeWidth="3.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="23.5" cy="8.5" r="2.6" className={styles.markDot} />
      </svg>
      <span className={styles.word}>
        Gig<span className={styles.wordAccent}>Bazaar</span>
      </span>
    </Link>
  );
}
