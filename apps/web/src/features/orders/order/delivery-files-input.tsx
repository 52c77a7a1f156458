import { useId, useRef, useState, type ChangeEvent } from 'react';
import { FileText, Upload, X } from 'lucide-react';
import { MAX_DELIVERY_FILES } from '@gigbazaar/shared/rules/order-lifecycle';
import { errorMessage } from '../../../lib/api';
import { uploadFileWithProgress } from '../../../lib/upload';
import { Button } from '../../../ui/button';
import styles from './order.module.css';

export interface DeliveredFile {
  url: string;
  name: string;
}

interface Pending {
  key: number;
  name: string;
  progress: number;
}

let nextKey = 1;

/** What the upload route accepts privately (checked again by content on the server). */
const ACCEPT = '.pdf,.jpg,.jpeg,.png,.webp,.gif,application/pdf,image/jpeg,image/png,image/webp,image/gif';
const MAX_BYTES = 5 * 1024 * 1024;

/**
 * The delivery's files: each picked file is uploaded at once as a private file of the seller (only the two parties
 * and admins can open it once delivered), with a progress bar; the form keeps the URLs the uploads answered.
 */
export function DeliveryFilesInput({
  value,
  onChange,
  onBusyChange,
}: {
  value: DeliveredFile[];
  onChange(next: DeliveredFile[]): void;
  onBusyChange(busy: boolean): void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<Pending[]>([]);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(value);
  latest.current = value;

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length === 0) return;
    setError(null);
    if (files.length > MAX_DELIVERY_FILES - latest.current.length) {
      setError(`A delivery can carry at most ${MAX_DELIVERY_FILES} files.`);
      return;
    }
    const big = files.find((f) => f.size > MAX_BYTES);
    if (big) {
      setError(`${big.name} is larger than 5 MB.`);
      return;
    }
    onBusyChange(true);
    await Promise.all(
      files.map(async (file) => {
        const key = nextKey++;
        setPending((p) => [...p, { key, name: file.name, progress: 0 }]);
        try {
          const url = await uploadFileWithProgress(file, 'private', (fraction) =>
            setPending((p) => p.map((x) => (x.key === key ? { ...x, progress: fraction } : x))),
          );
          onChange([...latest.current, { url, name: file.name }]);
        } catch (e) {
          setError(errorMessage(e, `${file.name} could not be uploaded. Please try again.`));
        } finally {
          setPending((p) => p.filter((x) => x.key !== key));
        }
      }),
    );
    onBusyChange(false);
  };

  const busy = pending.length > 0;
  const full = value.length >= MAX_DELIVERY_FILES;

  return (
    <div className={styles.upload} role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-hint`}>
      <span id={`${id}-label`} className={styles.uploadLabel}>
        Files (optional)
      </span>
      <span id={`${id}-hint`} className={styles.hint}>
        Up to {MAX_DELIVERY_FILES} pictures or PDFs, 5 MB each. Only the buyer and GigBazaar can open them.
      </span>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        multiple
        hidden
        onChange={(e) => void onPick(e)}
        data-testid="delivery-files"
      />
      <div>
        <Button
          variant="secondary"
          size="small"
          onClick={() => input.current?.click()}
          disabled={busy || full}
          aria-busy={busy || undefined}
          aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        >
          <Upload size={16} aria-hidden="true" /> Add files
        </Button>
      </div>
      {(pending.length > 0 || value.length > 0) && (
        <ul className={styles.uploadList}>
          {pending.map((p) => (
            <li key={p.key} className={styles.uploadItem}>
              <FileText size={18} aria-hidden="true" />
              <span className={styles.uploadName}>{p.name}</span>
              <progress max={1} value={p.progress} aria-label={`Uploading ${p.name}`} />
            </li>
          ))}
          {value.map((f) => (
            <li key={f.url} className={styles.uploadItem}>
              <FileText size={18} aria-hidden="true" />
              <a className={styles.uploadName} href={f.url} target="_blank" rel="noreferrer">
                {f.name}
              </a>
              <button
                type="button"
                className={styles.removeFile}
                onClick={() => onChange(value.filter((x) => x.url !== f.url))}
                aria-label={`Remove ${f.name}`}
              >
                <X size={16} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <span id={`${id}-error`} className={styles.fieldError} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
