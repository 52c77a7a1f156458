import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { X } from 'lucide-react';
import styles from './modal.module.css';

interface Props {
  open: boolean;
  onClose(): void;
  title: ReactNode;
  /** Keep the title for screen readers only (e.g. a photo viewer). */
  hideTitle?: boolean;
  size?: 'small' | 'medium' | 'large';
  children: ReactNode;
  className?: string;
  /** `alertdialog` for a message that interrupts (the moderator's rejection). */
  role?: 'dialog' | 'alertdialog';
  /**
   * Where focus goes when it closes, for a dialog nobody opened (one that shows by itself on arrival, whose
   * "opener" would be the page body): the control a keyboard user continues with.
   */
  returnFocusTo?: RefObject<HTMLElement | null>;
  /**
   * A notice that must be answered with its own button (an admin's warning): no close button, and neither Escape
   * nor a click on the backdrop closes it.
   */
  blocking?: boolean;
  /**
   * A dialog that starts open (one that shows by itself on arrival) is open in the server's HTML, so it is on
   * screen with the page's first paint rather than once the JavaScript has run; it is not modal until then (the
   * page behind is not yet inert), and becomes modal when the page hydrates.
   */
  openInHtml?: boolean;
}

/**
 * A modal dialog on the native <dialog>: the browser traps focus and makes the page behind inert;
 * Escape, the close button or a click on the backdrop close it, and focus returns to what opened it.
 */
export function Modal({
  open,
  onClose,
  title,
  hideTitle = false,
  size = 'medium',
  children,
  className,
  role,
  returnFocusTo,
  blocking = false,
  openInHtml = false,
}: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  // Fixed at the first render, as the server rendered it: React never touches the attribute again, and
  // showModal() and close() below own the dialog's state from then on.
  const [openAttribute] = useState(open && openInHtml);

  // A layout effect: the non-modal dialog of the server's HTML becomes modal before the browser paints again.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !(dialog.open && dialog.matches(':modal'))) {
      // Open in the HTML but not modal: closed and opened again as modal (its close event is ignored below).
      if (dialog.open) dialog.close();
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);

  const handleClose = () => {
    // The close event of the server's non-modal dialog, arriving after it was opened again as modal.
    if (ref.current?.open) return;
    const target = returnFocusTo?.current ?? opener.current;
    opener.current = null;
    if (target && target.isConnected) target.focus();
    onCloseRef.current();
  };

  return (
    <dialog
      ref={ref}
      className={[styles.dialog, styles[size], className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      role={role}
      open={openAttribute || undefined}
      onClose={handleClose}
      onCancel={(event) => {
        if (blocking) event.preventDefault();
      }}
      onClick={(event) => {
        // A click on the dialog element itself is a click on the backdrop (the content fills the box).
        if (!blocking && event.target === event.currentTarget) ref.current?.close();
      }}
    >
      {open && (
        <div className={styles.content}>
          <div className={styles.header}>
            <h2 id={titleId} className={hideTitle ? 'visually-hidden' : styles.title}>
              {title}
            </h2>
            {!blocking && (
              <button type="button" className={styles.close} onClick={() => ref.current?.close()} aria-label="Close">
                <X size={20} aria-hidden="true" />
              </button>
            )}
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}
