import type { ReactNode } from 'react';
import styles from './filter-pills.module.css';

/**
 * A row of toggle buttons choosing what a list shows (Active / Completed, Open / Decided, Failed / Pending / Done):
 * one pressed at a time, each a plain button in the tab order (`aria-pressed`), named as a group for screen readers.
 */
export function FilterPills<T extends string>({
  label,
  items,
  value,
  onChange,
}: {
  label: string;
  items: ReadonlyArray<{ id: T; label: ReactNode }>;
  value: T;
  onChange(id: NoInfer<T>): void;
}) {
  return (
    <div className={styles.pills} role="group" aria-label={label}>
      {items.map((item) => (
        <button
          key={item.id}
          type="button"
          className={styles.pill}
          aria-pressed={value === item.id}
          onClick={() => onChange(item.id)}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
