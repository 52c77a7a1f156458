import { lastActiveLabel } from '@gigbazaar/shared/rules/last-active';
import { presenceLabel } from '@gigbazaar/shared/rules/presence';
import { useNow } from '../../../hooks/use-now';
import { TextPlaceholder } from '../../../ui/text-placeholder';
import styles from './profile.module.css';

/** Presence from lastLogin (docs/product-rules.md "Presence labels"), computed after mount. */
export function PresenceLabel({ lastLogin }: { lastLogin: string | null }) {
  const now = useNow();
  if (!now) return <TextPlaceholder />;
  const label = presenceLabel(lastLogin, now);
  const online = label === 'Online';
  return (
    <span className={styles.presence}>
      <span
        className={`${styles.dot} ${online ? styles.dotOnline : label === 'Offline' ? '' : styles.dotRecent}`}
        aria-hidden="true"
      />
      {label}
    </span>
  );
}

/** "Today", "Yesterday", "N days ago"… (docs/product-rules.md "Relative times"), computed after mount. */
export function LastActive({ lastLogin }: { lastLogin: string | null }) {
  const now = useNow();
  if (!now) return <TextPlaceholder />;
  return <>{lastActiveLabel(lastLogin, now) ?? 'Never'}</>;
}
