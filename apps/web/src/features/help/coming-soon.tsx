import type { ReactNode } from 'react';
import { Construction } from 'lucide-react';
import styles from './help-page.module.css';

/** The placeholder for help sections that are still being written. */
export function ComingSoon({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.comingSoon}>
      <span className={styles.comingSoonIcon} aria-hidden="true">
        <Construction size={28} />
      </span>
      <p className={styles.badge}>Coming soon</p>
      <h2 className={styles.panelTitle}>{title}</h2>
      <p className={styles.comingSoonText}>This section is under development and will be available soon.</p>
      <div className={styles.comingSoonText}>{children}</div>
    </div>
  );
}
