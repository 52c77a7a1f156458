import { useEffect, useState } from 'react';
import { Database, ShieldCheck } from 'lucide-react';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import styles from './conversation.module.css';

const storageKey = (userId: string) => `gb_messaging_notice_seen:${userId}`;

/**
 * Spec 2 §2: the first time someone opens a conversation, a two-step notice: first the moderation rules, then what
 * is collected. Remembered per user in this browser, so a second account on the same device sees it too.
 */
export function FirstOpenNotice({ userId }: { userId: string }) {
  const [step, setStep] = useState<0 | 1 | 2>(0);
  useEffect(() => {
    try {
      if (!localStorage.getItem(storageKey(userId))) setStep(1);
    } catch {
      setStep(1);
    }
  }, [userId]);
  const finish = () => {
    try {
      localStorage.setItem(storageKey(userId), new Date().toISOString());
    } catch {
      // Private mode without storage: the notice shows again next time, which is harmless.
    }
    setStep(0);
  };
  return (
    <Modal
      open={step !== 0}
      onClose={finish}
      title={step === 1 ? 'Messages are moderated' : 'What we keep'}
      size="small"
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
          <Button onClick={finish} block>
            I understand
          </Button>
        </div>
      )}
    </Modal>
  );
}
