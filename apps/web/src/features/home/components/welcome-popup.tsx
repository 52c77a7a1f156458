import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Construction, X } from 'lucide-react';
import { hasInteracted } from '../../../app/first-interaction';
import { useIdle } from '../../../hooks/use-idle';
import { Button } from '../../../ui/button';
import styles from './welcome-popup.module.css';

/** The welcome popup shows once per browser session; this is its flag. Tests may preset it to skip the popup. */
export const WELCOME_POPUP_KEY = 'gb_welcome_popup_seen';

/**
 * A welcome note shown once per browser session on home, to visitors and signed-in users alike, that never
 * interrupts. It opens only for a visitor who has not started using the page (no key, tap, click, text or scroll
 * since it loaded), once the browser is idle after hydration; whoever is already busy does not get it, and the
 * session flag stays unset so a later quiet visit to home can still show it. When it opens it is a non-modal
 * dialog (under the navigation bar on a phone, where the hero search stays in view below it; in the bottom corner
 * on a wide screen): it takes no focus and leaves the page usable. It closes with "Got it", "Close" or Escape.
 */
export function WelcomePopup() {
  const [open, setOpen] = useState(false);
  const titleId = useId();

  // Opened once the browser is idle rather than in the start-up effects, so that it does not lengthen the task
  // that makes the page interactive.
  const idle = useIdle(1000);
  useEffect(() => {
    if (!idle || hasInteracted()) return;
    try {
      if (sessionStorage.getItem(WELCOME_POPUP_KEY)) return;
      sessionStorage.setItem(WELCOME_POPUP_KEY, '1');
    } catch {
      // Storage refused (private mode, sandboxed frame): rather no popup than one on every visit.
      return;
    }
    setOpen(true);
  }, [idle]);

  // Toasts (top right, like this note) start below it while it is open: see the toast area's `--toasts-below`.
  const dialog = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    const el = dialog.current;
    if (!open || !el) return;
    const root = document.documentElement;
    const update = () => root.style.setProperty('--toasts-below', `${Math.ceil(el.getBoundingClientRect().bottom)}px`);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(el);
    window.addEventListener('resize', update);
    // Measured again once its entrance (a short slide) has ended.
    el.addEventListener('animationend', update);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
      el.removeEventListener('animationend', update);
      root.style.removeProperty('--toasts-below');
    };
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  if (!open) return null;
  // The `open` attribute, not showModal() or show(): both of those move the focus into the dialog.
  return (
    <dialog open ref={dialog} className={styles.popup} aria-labelledby={titleId}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          Welcome to GigBazaar
        </h2>
        <button type="button" className={styles.close} onClick={() => setOpen(false)} aria-label="Close">
          <X size={20} aria-hidden="true" />
        </button>
      </div>
      <div className={styles.body} data-testid="welcome-popup">
        <p className={styles.badge}>
          <Construction size={16} aria-hidden="true" />
          In development
        </p>
        <p className={styles.text}>
          GigBazaar is still being built: the gigs you see are <strong>demonstrations</strong>, so please{' '}
          <strong>do not make real payments</strong>. Look around and tell us what you think.
        </p>
        <Button block onClick={() => setOpen(false)}>
          Got it
        </Button>
      </div>
    </dialog>
  );
}
