import { useId } from 'react';
import { Star } from 'lucide-react';
import { RATING_LABELS } from '@gigbazaar/shared/constants';
import styles from './reviews.module.css';

/**
 * The five ratings (5 Excellent … 1 Poor) as a native radio group: one tab stop, arrow keys
 * move the choice, and the legend names the group.
 */
export function RatingChooser({
  value,
  onChange,
  error,
  disabled,
}: {
  value: number | null;
  onChange(star: number): void;
  error?: string | null;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <fieldset
      className={styles.rating}
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
      disabled={disabled}
    >
      <legend className={styles.fieldLabel}>Your rating</legend>
      <div className={styles.ratingOptions}>
        {RATING_LABELS.map(({ star, label }) => (
          <label key={star} className={styles.ratingOption}>
            <input
              type="radio"
              name={`${id}-star`}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              className={styles.ratingInput}
            />
            <span className={styles.ratingPill}>
              <Star size={14} aria-hidden="true" className={styles.ratingStar} />
              <span className={styles.ratingNumber}>{star}</span> {label}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <span id={`${id}-error`} className={styles.fieldError} role="alert">
          {error}
        </span>
      )}
    </fieldset>
  );
}
