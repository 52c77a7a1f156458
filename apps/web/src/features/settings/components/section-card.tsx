import type { ReactNode } from 'react';
import { Card } from '../../../ui/card';
import styles from './section-card.module.css';

/** A titled settings card; the heading names the region. */
export function SectionCard({
  id,
  title,
  description,
  icon,
  tone = 'default',
  children,
}: {
  id: string;
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  tone?: 'default' | 'danger';
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className={styles.section}>
      <Card className={tone === 'danger' ? styles.danger : undefined}>
        <div className={styles.head}>
          {icon && (
            <span className={styles.icon} aria-hidden="true">
              {icon}
            </span>
          )}
          <div>
            <h2 id={`${id}-title`} className={styles.title}>
              {title}
            </h2>
            {description && <p className={styles.description}>{description}</p>}
          </div>
        </div>
        {children}
      </Card>
    </section>
  );
}
