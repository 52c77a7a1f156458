import { useApiUnreachable } from '../app/connection';
import styles from './connection-notice.module.css';

/**
 * One calm line while the API is out of reach (a 503 or a lost connection): it neither blocks the page nor
 * repeats itself, and it goes away when the API answers again. The live region is always in the page, so
 * screen readers announce the text when it appears.
 */
export function ConnectionNotice() {
  const unreachable = useApiUnreachable();
  return (
    <div className={styles.region} role="status" aria-live="polite">
      {unreachable ? (
        <p className={styles.notice}>
          <span className={styles.dot} aria-hidden="true" />
          Reconnecting…
        </p>
      ) : null}
    </div>
  );
}
