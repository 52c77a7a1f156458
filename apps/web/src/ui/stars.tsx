import type { CSSProperties } from 'react';
import styles from './stars.module.css';

/**
 * Whole-star rating display (the average is rounded); the number is announced, the stars are decoration.
 * The five stars are one element painted by CSS (a star mask repeated five times over a two-colour fill), not
 * five SVG icons: a page of gig cards would otherwise carry hundreds of identical paths to parse and hydrate.
 */
export function Stars({ value, count, size = 16 }: { value: number; count?: number; size?: number }) {
  const label =
    count === 0 || value === 0 ? 'No ratings yet' : `Rated ${value} out of 5${count ? ` from ${count} reviews` : ''}`;
  const filled = Math.max(0, Math.min(5, Math.round(value)));
  return (
    <span className={styles.stars} role="img" aria-label={label}>
      <span
        className={styles.icons}
        style={{ '--star-size': `${size}px`, '--stars-on': filled } as CSSProperties}
        data-stars={filled}
        aria-hidden="true"
      />
      {count !== undefined && (
        <span className={styles.count} aria-hidden="true">
          {value > 0 ? value : ''} {count > 0 ? `(${count})` : 'New'}
        </span>
      )}
    </span>
  );
}
