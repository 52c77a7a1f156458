import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { FileText, Upload, X } from 'lucide-react';
import { errorMessage } from '../lib/api';
import { uploadFileWithProgress } from '../lib/upload';
import { Button } from '../ui/button';
import styles from './private-upload-field.module.css';

/** A file uploaded privately: its URL (readable by its owner, admins, and whoever the feature shares it with). */
export interface PrivateFile {
  url: string;
  name: string;
  /** A local preview of a picked picture (an object URL); PDFs show an icon. */
  preview?: string | null;
}

interface Pending {
  key: number;
  name: string;
  progress: number;
}

let nextKey = 1;

/**
 * A form field of private uploads (the seller application's documents, an order's delivery files): each picked file
 * is checked, then uploaded at once as a private file of the user with a progress bar, and listed with a preview (a
 * picture's thumbnail or a PDF icon), a link and a remove button. The form keeps only the URLs the uploads answered.
 */
export function PrivateUploadField({
  label,
  hint,
  accept,
  multiple = false,
  max = 1,
  value,
  onChange,
  check,
  tooMany,
  uploadFailed,
  onBusyChange,
  error,
  testId,
}: {
  label: string;
  hint: string;
  /** The picker's filter (extensions and types; the server judges the content again). */
  accept: string;
  multiple?: boolean;
  max?: number;
  value: PrivateFile[];
  onChange(next: PrivateFile[]): void;
  /** A picked file's problem (its type or size) said before anything is sent, or null. */
  check?(file: File): string | null;
  /** Said when more files are picked than there is room for. */
  tooMany: string;
  /** Said when an upload fails (by default, the server's sentence). */
  uploadFailed?(file: File, cause: unknown): string;
  onBusyChange?(busy: boolean): void;
  /** The form's own error for this field (a refused submit). */
  error?: string | null;
  testId: string;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<Pending[]>([]);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const latest = useRef(value);
  latest.current = value;

  // Object URLs of previews are released when the field goes away.
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const owned = previews.current;
    return () => owned.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length === 0) return;
    setUploadError(null);
    if (files.length > (multiple ? max - latest.current.length : 1)) {
      setUploadError(tooMany);
      return;
    }
    const problem = files.map((file) => check?.(file) ?? null).find(Boolean);
    if (problem) {
      setUploadError(problem);
      return;
    }
    onBusyChange?.(true);
    await Promise.all(
      files.map(async (file) => {
        const key = nextKey++;
        setPending((p) => [...p, { key, name: file.name, progress: 0 }]);
        try {
          const url = await uploadFileWithProgress(file, 'private', (fraction) =>
            setPending((p) => p.map((x) => (x.key === key ? { ...x, progress: fraction } : x))),
          );
          let preview: string | null = null;
          if (file.type.startsWith('image/')) {
            preview = URL.createObjectURL(file);
            previews.current.add(preview);
          }
          const uploaded = { url, name: file.name, preview };
          onChange(multiple ? [...latest.current, uploaded] : [uploaded]);
        } catch (cause) {
          setUploadError(
            uploadFailed?.(file, cause) ?? errorMessage(cause, `${file.name} could not be uploaded. Please try again.`),
          );
        } finally {
          setPending((p) => p.filter((x) => x.key !== key));
        }
      }),
    );
    onBusyChange?.(false);
  };

  const shownError = uploadError ?? error ?? null;
  const busy = pending.length > 0;
  const full = multiple && value.length >= max;

  return (
    <div className={styles.upload} role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-hint`}>
      <div className={styles.head}>
        <span id={`${id}-label`} className={styles.label}>
          {label}
        </span>
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      </div>
      <input
        ref={input}
        type="file"
        accept={accept}
        multiple={multiple}
        hidden
        onChange={(e) => void onPick(e)}
        data-testid={testId}
      />
      <Button
        variant="secondary"
        size="small"
        onClick={() => input.current?.click()}
        disabled={busy || full}
        aria-busy={busy || undefined}
        aria-describedby={shownError ? `${id}-label ${id}-error` : `${id}-label`}
        // A refused submit moves focus to the first control at fault; for an upload, its button.
        data-invalid={shownError ? 'true' : undefined}
      >
        <Upload size={16} aria-hidden="true" />
        {multiple ? 'Add files' : value.length > 0 ? 'Replace file' : 'Choose file'}
      </Button>

      {(pending.length > 0 || value.length > 0) && (
        <ul className={styles.files}>
          {pending.map((p) => (
            <li key={p.key} className={styles.file}>
              <span className={styles.thumb} aria-hidden="true">
                <FileText size={20} />
              </span>
              <span className={styles.body}>
                <span className={styles.name}>{p.name}</span>
                <progress className={styles.progress} max={1} value={p.progress} aria-label={`Uploading ${p.name}`} />
              </span>
            </li>
          ))}
          {value.map((f) => (
            <li key={f.url} className={styles.file}>
              {f.preview ? (
                <img className={styles.thumb} src={f.preview} alt="" />
              ) : (
                <span className={styles.thumb} aria-hidden="true">
                  <FileText size={20} />
                </span>
              )}
              <span className={styles.body}>
                <a className={styles.name} href={f.url} target="_blank" rel="noreferrer">
                  {f.name}
                </a>
                <span className={styles.uploaded}>Uploaded</span>
              </span>
              <button
                type="button"
                className={styles.remove}
                onClick={() => onChange(value.filter((x) => x.url !== f.url))}
                aria-label={`Remove ${f.name}`}
              >
                <X size={16} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {shownError && (
        <span id={`${id}-error`} className={styles.error} role="alert">
          {shownError}
        </span>
      )}
    </div>
  );
}
