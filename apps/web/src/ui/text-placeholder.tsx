import styles from './text-placeholder.module.css';

/**
 * A fixed-width grey bar where a short text will be, e.g. a time relative to now that is only worked out after
 * mount: the server and the first client render show this, so hydration matches and the line does not jump.
 */
export function TextPlaceholder() {
  return <span className={styles.placeholder} aria-hidden="true" />;
}
