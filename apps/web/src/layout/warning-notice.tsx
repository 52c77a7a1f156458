import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { REPORT_REASON_LABELS } from '@gigbazaar/shared/schemas/reports-constants';
import type { TUserWarning } from '@gigbazaar/shared/schemas/reports';
import { useApi } from '../app/app-context';
import { errorMessage } from '../lib/api';
import { Button } from '../ui/button';
import { Modal } from '../ui/modal';
import { Notice } from '../ui/notice';
import styles from './warning-notice.module.css';

const warningsKey = ['users', 'me', 'warnings'] as const;
const WHAT = { gig: 'a gig of yours', message: 'a message you sent', user: 'your profile' } as const;

/**
 * An admin's warning (decision 013), shown at the user's next visit as a notice that stays until they acknowledge
 * it; several are shown one after another. Mounted (and its code loaded) only for a signed-in user.
 */
export default function WarningNotice({ userId }: { userId: string }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { data } = useQuery({
    queryKey: [...warningsKey, userId],
    queryFn: () => api.get<TUserWarning[]>('/users/me/warnings'),
    staleTime: Infinity,
  });
  const warning = data?.[0];
  if (!warning) return null;

  const acknowledge = async () => {
    setBusy(true);
    setError(null);
    try {
      await api.post(`/users/me/warnings/${encodeURIComponent(warning._id)}/acknowledge`);
      queryClient.setQueryData<TUserWarning[]>([...warningsKey, userId], (list) =>
        (list ?? []).filter((w) => w._id !== warning._id),
      );
    } catch (err) {
      setError(errorMessage(err, 'Could not save that. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      key={warning._id}
      open
      onClose={() => undefined}
      title="A warning from GigBazaar"
      role="alertdialog"
      blocking
    >
      <p className={styles.lead}>
        Our team reviewed a report about {WHAT[warning.target]} ({REPORT_REASON_LABELS[warning.reason]}) and found that
        it breaks GigBazaar’s rules.
      </p>
      <p className={styles.note}>{warning.note}</p>
      <p className={styles.lead}>Further breaches can lead to your account being suspended.</p>
      {error && <Notice tone="error">{error}</Notice>}
      <div className={styles.actions}>
        <Button onClick={() => void acknowledge()} busy={busy}>
          {busy ? 'Saving…' : 'I understand'}
        </Button>
      </div>
    </Modal>
  );
}
