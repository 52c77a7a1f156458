import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MSG } from '@gigbazaar/shared/messages';
import type { TSellerApplication } from '@gigbazaar/shared/schemas/sellers';
import { useApi } from '../../../app/app-context';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Notice } from '../../../ui/notice';
import { myApplicationKey } from '../api/seller-application';
import { ApplicationDetails, StatusBadge } from '../../../components/application-details';
import styles from './seller.module.css';

const STATUS_TEXT: Record<TSellerApplication['status'], string> = {
  pending: 'Our team is reviewing your documents. We will e-mail you when there is a decision.',
  approved: 'You are a verified seller. Add your first gig from the profile menu.',
  rejected: 'Your application was not approved. You can delete it and apply again.',
};

/** The My Application tab: status in uppercase and the details; only a rejected one offers delete and re-apply. */
export function MyApplication({ application, onApply }: { application: TSellerApplication | null; onApply(): void }) {
  const api = useApi();
  const queryClient = useQueryClient();
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
      queryClient.setQueryData(myApplicationKey, null);
      onApply();
    } catch {
      setError(MSG.sellerDeleteFailed);
    } finally {
      setBusy(false);
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
          <Button
            variant="danger"
            onClick={() => void deleteAndReapply()}
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {busy ? 'Deleting…' : 'Delete and apply again'}
          </Button>
        </div>
      )}
      {error && <Notice tone="error">{error}</Notice>}
      <ApplicationDetails application={application} />
    </Card>
  );
}
