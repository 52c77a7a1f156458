import type { ReactNode } from 'react';
import { X } from 'lucide-react';
import styles from './chip.module.css';

/** A small pill for tags such as skills; with `onRemove` it gets a labelled remove button. */
export function Chip({
  children,
  onRemove,
  removeLabel,
  disabled,
}: {
  children: ReactNode;
  onRemove?: () => void;
  removeLabel?: string;
  disabled?: boolean;
}) {
  return (
    <span className={styles.chip}>
      <span className={styles.text}>{children}</span>
      {onRemove && (
        <button type="button" className={styles.remove} onClick={onRemove} aria-label={removeLabel} disabled={disabled}>
          <X size={14} aria-hidden="true" />
        </button>
      )}
    </span>
  );
}

export function ChipList({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {children}
    </ul>
  );
}
