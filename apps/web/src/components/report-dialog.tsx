import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { MSG } from '@gigbazaar/shared/messages';
import {
  REPORT_NOTE_MAX,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type TReportReason,
  type TReportTarget,
} from '@gigbazaar/shared/schemas/reports';
import { useApi } from '../app/app-context';
import { ApiError, errorMessage } from '../lib/api';
import { useKeptDraft } from '../lib/drafts';
import { Button } from '../ui/button';
import { TextArea } from '../ui/field';
import { Modal } from '../ui/modal';
import styles from './report-dialog.module.css';

/** The report form: a reason from the short list, an optional note, Submit. The reported user never sees who sent it. */
export default function ReportDialog({
  target,
  id,
  what,
  onClose,
}: {
  target: TReportTarget;
  id: string;
  what: string;
  onClose(): void;
}) {
  const api = useApi();
  const [open, setOpen] = useState(true);
  // Closed without sending, or refused by the server: the reason and note are there when it opens again.
  const [draft, setDraft, discardDraft] = useKeptDraft<{ reason: TReportReason | null; note: string }>(
    `report:${target}:${id}`,
    { reason: null, note: '' },
  );
  const { reason, note } = draft;
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setError(MSG.reportReasonRequired);
      document.getElementById(`report-reason-${REPORT_REASONS[0]}`)?.focus();
      return;
    }
    if (busy) return;
    setBusy(true);
    try {
      await api.post('/reports', { target, id, reason, ...(note.trim() ? { note: note.trim() } : {}) });
      toast.success(MSG.reportSent);
      discardDraft();
      setOpen(false);
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) {
        toast.info(MSG.reportDuplicate);
        discardDraft();
        setOpen(false);
      } else {
        toast.error(errorMessage(err, 'Could not send your report. Please try again.'));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} onClose={onClose} title={`Report ${what}`} size="small">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <fieldset className={styles.reasons} aria-describedby={error ? 'report-reason-error' : undefined}>
          <legend className={styles.legend}>Why are you reporting {what}?</legend>
          {REPORT_REASONS.map((r) => (
            <label key={r} className={styles.reason}>
              <input
                type="radio"
                name="reason"
                id={`report-reason-${r}`}
                value={r}
                checked={reason === r}
                onChange={() => {
                  setDraft({ ...draft, reason: r });
                  setError(null);
                }}
              />
              {REPORT_REASON_LABELS[r]}
            </label>
          ))}
          {error && (
            <p id="report-reason-error" className={styles.error} role="alert">
              {error}
            </p>
          )}
        </fieldset>
        <TextArea
          label="Note (optional)"
          hint={`What should our team look at? Up to ${REPORT_NOTE_MAX} characters.`}
          value={note}
          maxLength={REPORT_NOTE_MAX}
          rows={3}
          onChange={(e) => setDraft({ ...draft, note: e.target.value })}
        />
        <p className={styles.private}>The person you report is not told who reported them.</p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button type="submit" busy={busy}>
            {busy ? 'Sending…' : 'Submit'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
