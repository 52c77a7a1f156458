import type { ReactNode } from 'react';
import styles from './auth-shell.module.css';

/** The centred card the login and sign-up screens share. */
export function AuthShell({
  icon,
  title,
  subtitle,
  wide = false,
  children,
  footer,
}: {
  icon: ReactNode;
  title: ReactNode;
  subtitle?: ReactNode;
  wide?: boolean;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <main id="main" className={styles.page}>
      <div className={`${styles.card} ${wide ? styles.wide : ''}`}>
        <div className={styles.header}>
          <span className={styles.icon} aria-hidden="true">
            {icon}
          </span>
          <h1 className={styles.title}>{title}</h1>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        </div>
        {children}
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </main>
  );
}
