import type { ReactNode } from 'react';
import styles from './table-scroll.module.css';

/**
 * Holds a table wider than a phone: it scrolls sideways on its own, and is a named, focusable region so that
 * keyboard users can scroll it too. Name it with `label`, or with `labelledBy` when the table has a caption.
 */
export function TableScroll({
  label,
  labelledBy,
  className,
  children,
}: {
  label?: string;
  labelledBy?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={[styles.scroll, className].filter(Boolean).join(' ')}
      role="region"
      aria-label={label}
      aria-labelledby={labelledBy}
      tabIndex={0}
    >
      {children}
    </div>
  );
}
