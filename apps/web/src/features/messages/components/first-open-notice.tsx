import { useEffect, useState, type RefObject } from 'react';
import { Database, ShieldCheck } from 'lucide-react';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import styles from '../conversation.module.css';

const storageKey = (userId: string) => `gb_messaging_notice_seen:${userId}`;

/**
 * The first time someone opens a conversation, a two-step notice: first the moderation rules, then what is
 * collected. It counts as seen only once its second step was shown and closed ("I understand", Escape or Close
 * there): dismissed on the first step, it comes back next time, so nobody skips the data notice for good.
 * Remembered per user in this browser, so a second account on the same device sees it too. Closing it leaves
 * focus in the message box (`continueAt`), where the keyboard user goes on.
 */
export function FirstOpenNotice({ userId, continueAt }: { userId: string; continueAt: RefObject<HTMLElement | null> }) {
  const [step, setStep] = useState<0 | 1 | 2>(0);
  useEffect(() => {
    try {
      if (!localStorage.getItem(storageKey(userId))) setStep(1);
    } catch {
      setStep(1);
    }
  }, [userId]);
  const close = () => {
    if (step === 2) {
      try {
        localStorage.setItem(storageKey(userId), new Date().toISOString());
      } catch {
        // Private mode without storage: the notice shows again next time, which is harmless.
      }
    }
    setStep(0);
  };
  return (
    <Modal
      open={step !== 0}
      onClose={close}
      title={step === 1 ? 'Messages are moderated' : 'What we keep'}
      size="small"
      returnFocusTo={continueAt}
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
