import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import styles from './page-header.module.css';

/** The title block of an account or tools page: icon and heading, a line under it, and actions on the right. */
export function PageHeader({
  icon: Icon,
  title,
  subtitle,
  actions,
}: {
  icon: LucideIcon;
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className={styles.header}>
      <div>
        <h1 className={styles.h1}>
          <Icon size={28} aria-hidden="true" /> {title}
        </h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      </div>
      {actions}
    </header>
  );
}

/** The look of a link among a PageHeader's actions (a pill), for a router Link or a plain download anchor alike. */
export function pageHeaderLinkClass(extra?: string) {
  return [styles.link, extra].filter(Boolean).join(' ');
}
