import type { MouseEvent, ReactNode, RefObject } from 'react';
import { X } from 'lucide-react';
import styles from './chip.module.css';

/**
 * Where focus goes once a chip is removed, so it does not fall to the page: the next chip's remove button, else
 * the previous one's, else `fallback` (the field that adds chips). Found before the chip goes, among the chips of
 * the same ChipList.
 */
function focusAfterRemoval(button: HTMLElement, fallback: RefObject<HTMLElement | null> | undefined) {
  const item = button.closest('li');
  const removeIn = (li: Element | null | undefined) => li?.querySelector<HTMLElement>('button:not(:disabled)');
  (removeIn(item?.nextElementSibling) ?? removeIn(item?.previousElementSibling) ?? fallback?.current)?.focus();
}

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
    focusAfterRemoval(event.currentTarget, focusAfterLast);
    onRemove?.();
  };
  return (
    <span className={styles.chip}>
      <span className={styles.text}>{children}</span>
      {onRemove && (
        <button type="button" className={styles.remove} onClick={remove} aria-label={removeLabel} disabled={disabled}>
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
