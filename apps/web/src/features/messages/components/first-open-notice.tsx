import { useEffect, useState, type RefObject } from 'react';
import { Database, ShieldCheck } from 'lucide-react';
import {
  MESSAGING_NOTICE_COOKIE,
  MESSAGING_NOTICE_MAX_AGE_S,
  messagingNoticeSeen,
  withMessagingNoticeSeen,
} from '@gigbazaar/shared/rules/messaging-notice';
import { cookieFrom, useCookie } from '../../../app/cookies';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import styles from '../conversation.module.css';

/** Where the notice was remembered before the cookie (this browser's local storage), still honoured. */
const legacyStorageKey = (userId: string) => `gb_messaging_notice_seen:${userId}`;

function rememberSeen(userId: string) {
  const value = withMessagingNoticeSeen(cookieFrom(document.cookie, MESSAGING_NOTICE_COOKIE), userId);
  document.cookie = `${MESSAGING_NOTICE_COOKIE}=${value}; Max-Age=${MESSAGING_NOTICE_MAX_AGE_S}; Path=/; SameSite=Lax`;
}

/**
 * The first time someone opens a conversation, a two-step notice: first the moderation rules, then what is
 * collected. It counts as seen only once its second step was shown and closed ("I understand", Escape or Close
 * there): dismissed on the first step, it comes back next time, so nobody skips the data notice for good.
 * Remembered per user in this browser (a cookie, see shared/rules/messaging-notice), so a second account on the
 * same device sees it too. The server reads the same cookie and renders the notice open into the page, so it is
 * on screen with the first paint. Closing it leaves focus in the message box (`continueAt`), where the keyboard
 * user goes on.
 */
export function FirstOpenNotice({ userId, continueAt }: { userId: string; continueAt: RefObject<HTMLElement | null> }) {
  const cookie = useCookie(MESSAGING_NOTICE_COOKIE);
  const [step, setStep] = useState<0 | 1 | 2>(() => (messagingNoticeSeen(cookie, userId) ? 0 : 1));
  useEffect(() => {
    // Another account signed in here, or the notice was read before it was kept in the cookie.
    let seen = messagingNoticeSeen(cookieFrom(document.cookie, MESSAGING_NOTICE_COOKIE), userId);
    try {
      if (!seen && localStorage.getItem(legacyStorageKey(userId))) {
        rememberSeen(userId);
        seen = true;
      }
    } catch {
      // Storage unavailable (private mode): the cookie alone decides.
    }
    setStep((was) => (seen ? 0 : was === 0 ? 1 : was));
  }, [userId]);
  const close = () => {
    if (step === 2) rememberSeen(userId);
    setStep(0);
  };
  return (
    <Modal
      open={step !== 0}
      onClose={close}
      title={step === 1 ? 'Messages are moderated' : 'What we keep'}
      size="small"
      returnFocusTo={continueAt}
      openInHtml
    >
      {step === 1 ? (
        <div className={styles.notice}>
          <ShieldCheck size={40} aria-hidden="true" className={styles.noticeIcon} />
          <p>
            Our automatic moderator checks every message. Please do not ask for or share phone numbers, e-mail
            addresses, links, social media or chat handles, UPI ids, bank details or addresses.
          </p>
          <p>Keeping the conversation and payment on GigBazaar keeps both of you protected by escrow.</p>
          <p className={styles.noticeStep}>Step 1 of 2</p>
          <Button onClick={() => setStep(2)} block>
            Next
          </Button>
        </div>
      ) : (
        <div className={styles.notice}>
          <Database size={40} aria-hidden="true" className={styles.noticeIcon} />
          <p>
            Your messages are stored so you and the other person can read them, and so our moderation team can review a
            conversation if there is a report or a dispute. Messages the moderator rejects are not stored.
          </p>
          <p className={styles.noticeStep}>Step 2 of 2</p>
          {/* "Next" is gone with step 1: focus moves to this step's button rather than falling to the page. */}
          <Button onClick={close} block autoFocus>
            I understand
          </Button>
        </div>
      )}
    </Modal>
  );
}
