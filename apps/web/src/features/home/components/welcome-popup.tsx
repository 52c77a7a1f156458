import { useEffect, useState } from 'react';
import { Construction } from 'lucide-react';
import { useIdle } from '../../../hooks/use-idle';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import styles from './welcome-popup.module.css';

/** The session flag of spec 1 §2 ("a popup flag is set once per session"). Tests may preset it to skip the popup. */
export const WELCOME_POPUP_KEY = 'gb_welcome_popup_seen';

/**
 * A welcome dialog shown once per browser session on home, to visitors and signed-in users alike. It opens
 * after mount, once the browser is idle (session storage does not exist on the server), so it never affects
 * hydration. It closes with "Got it", the "Close" button, Escape or a click on the backdrop.
 */
export function WelcomePopup() {
  const [open, setOpen] = useState(false);

  // Opened once the browser is idle rather than in the start-up effects: showing a modal restyles the whole
  // page (it becomes inert), and that work should not lengthen the task that makes the page interactive.
  const idle = useIdle(1000);
  useEffect(() => {
    if (!idle) return;
    try {
      if (sessionStorage.getItem(WELCOME_POPUP_KEY)) return;
      sessionStorage.setItem(WELCOME_POPUP_KEY, '1');
    } catch {
      // Storage refused (private mode, sandboxed frame): rather no popup than one on every visit.
      return;
    }
    setOpen(true);
  }, [idle]);

  return (
    <Modal open={open} onClose={() => setOpen(false)} title="Welcome to GigBazaar" size="small">
      <div className={styles.body} data-testid="welcome-popup">
        <p className={styles.badge}>
          <Construction size={16} aria-hidden="true" />
          In development
        </p>
        <p className={styles.text}>
          GigBazaar is still being built. The gigs you see are <strong>demonstrations</strong>, so please{' '}
          <strong>do not make real payments</strong>.
        </p>
        <p className={styles.text}>Look around, search for services or sellers, and tell us what you think.</p>
        <Button block onClick={() => setOpen(false)}>
          Got it
        </Button>
      </div>
    </Modal>
  );
}
