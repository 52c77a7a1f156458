import type { MouseEvent, ReactNode, RefObject } from 'react';
import { X } from 'lucide-react';
import { focusNeighbourOf } from '../lib/focus';
import styles from './chip.module.css';

/**
 * A small pill for tags such as skills; with `onRemove` it gets a labelled remove button. Inside a ChipList,
 * removing one moves focus to its neighbour, or to `focusAfterLast` when it was the only one.
 */
export function Chip({
  children,
  onRemove,
  removeLabel,
  disabled,
  focusAfterLast,
}: {
  children: ReactNode;
  onRemove?: () => void;
  removeLabel?: string;
  disabled?: boolean;
  focusAfterLast?: RefObject<HTMLElement | null>;
}) {
  const remove = (event: MouseEvent<HTMLButtonElement>) => {
    if (disabled) return;
    // Focus goes to the next chip's remove button (or the previous one's, or the field), not to the page.
    focusNeighbourOf(event.currentTarget.closest('li'), focusAfterLast?.current, 'button:not(:disabled)');
    onRemove?.();
  };
  return (
    <span className={styles.chip}>
      <span className={styles.text}>{children}</span>
      {onRemove && (
        // aria-disabled, not disabled, while a removal is saved: focus has just moved to this button from the chip
        // before it, and a disabled button would drop it to the page.
        <button
          type="button"
          className={styles.remove}
          onClick={remove}
          aria-label={removeLabel}
          aria-disabled={disabled || undefined}
        >
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
