import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MSG } from '@gigbazaar/shared/messages';
import type { TSellerApplication } from '@gigbazaar/shared/schemas/sellers';
import { useApi } from '../../../app/app-context';
import { ApplicationDetails, StatusBadge } from '../../../components/application-details';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Modal } from '../../../ui/modal';
import { Notice } from '../../../ui/notice';
import { myApplicationKey } from '../api/seller-application';
import styles from './seller.module.css';

const STATUS_TEXT: Record<TSellerApplication['status'], string> = {
  pending: 'Our team is reviewing your documents. We will e-mail you when there is a decision.',
  approved: 'You are a verified seller. Add your first gig from the profile menu.',
  rejected: 'Your application was not approved. You can delete it and apply again.',
};

/**
 * The My Application tab: status in uppercase and the details; only a rejected one offers delete and re-apply,
 * after a confirm that offers to start the new application from this one's answers and documents.
 */
export function MyApplication({
  application,
  onApply,
  onApplyAgain,
}: {
  application: TSellerApplication | null;
  onApply(): void;
  /** Deleted: the new application starts from `from` (this one), or empty. */
  onApplyAgain(from: TSellerApplication | null): void;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [reuse, setReuse] = useState(true);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!application) {
    return (
      <Card className={styles.empty}>
        <p className={styles.strong}>You have not applied yet.</p>
        <p className={styles.muted}>Fill in the application form to become a verified seller.</p>
        <Button onClick={onApply}>Go to the application form</Button>
      </Card>
    );
  }

  const deleteAndReapply = async () => {
    setBusy(true);
    setError(null);
    try {
      await api.del('/sellers/my-application');
      // The form opens (from this application or empty) before the cache forgets it, so it opens only once.
      onApplyAgain(reuse ? application : null);
      queryClient.setQueryData(myApplicationKey, null);
    } catch {
      setError(MSG.sellerDeleteFailed);
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <Card>
      <div className={styles.statusHead}>
        <div>
          <h2 className={styles.h2}>Application status</h2>
          <p className={styles.muted}>{STATUS_TEXT[application.status]}</p>
        </div>
        <StatusBadge status={application.status} />
      </div>
      {application.verificationNotes && (
        <div className={styles.notes}>
          <p className={styles.strong}>Note from the reviewer</p>
          <p className={styles.prose}>{application.verificationNotes}</p>
        </div>
      )}
      {application.status === 'rejected' && (
        <div className={styles.actions}>
          <Button variant="danger" onClick={() => setConfirming(true)}>
            Delete and apply again
          </Button>
        </div>
      )}
      {error && <Notice tone="error">{error}</Notice>}
      <ApplicationDetails application={application} />

      <Modal open={confirming} onClose={() => setConfirming(false)} title="Delete this application?" size="small">
        <div className={styles.confirm}>
          <p>Your rejected application is deleted, and you start a new one for our team to review.</p>
          <label className={styles.check}>
            <input type="checkbox" checked={reuse} onChange={(e) => setReuse(e.target.checked)} disabled={busy} />
            <span>Start the new application with my answers and documents from this one</span>
          </label>
          <div className={styles.confirmActions}>
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={busy}>
              Cancel
            </Button>
            <Button variant="danger" onClick={() => void deleteAndReapply()} busy={busy}>
              {busy ? 'Deleting…' : 'Delete and apply again'}
            </Button>
          </div>
        </div>
      </Modal>
    </Card>
  );
}
