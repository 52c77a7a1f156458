import { Star } from 'lucide-react';
import styles from './stars.module.css';

/** Whole-star rating display (the spec rounds the average); the number is announced, the icons are decoration. */
export function Stars({ value, count, size = 16 }: { value: number; count?: number; size?: number }) {
  const label =
    count === 0 || value === 0 ? 'No ratings yet' : `Rated ${value} out of 5${count ? ` from ${count} reviews` : ''}`;
  return (
    <span className={styles.stars} role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((i) => (
        <Star key={i} width={size} height={size} aria-hidden="true" className={i <= value ? styles.on : styles.off} />
      ))}
      {count !== undefined && (
        <span className={styles.count} aria-hidden="true">
          {value > 0 ? value : ''} {count > 0 ? `(${count})` : 'New'}
        </span>
      )}
    </span>
  );
}
