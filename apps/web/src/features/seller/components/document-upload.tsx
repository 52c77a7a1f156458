import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { FileText, Upload, X } from 'lucide-react';
import { MSG } from '@gigbazaar/shared/messages';
import { uploadFileWithProgress } from '../../../lib/upload';
import { Button } from '../../../ui/button';
import { checkDocumentFile, DOCUMENT_FIELDS, type DocumentField } from '../application-form';
import styles from './seller.module.css';

export interface UploadedDocument {
  url: string;
  name: string;
  /** A local preview of a picked image (object URL); PDFs show an icon and open from the private route. */
  preview: string | null;
}

interface Pending {
  key: number;
  name: string;
  progress: number;
}

let nextKey = 1;

const MIME: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** The picker's filter: the field's extensions and their types (a phone's picker goes by the types). */
const acceptOf = (field: DocumentField) => {
  const extensions = DOCUMENT_FIELDS[field].extensions;
  const types = new Set(extensions.map((e) => MIME[e]));
  return [...extensions.map((e) => `.${e}`), ...types].join(',');
};

/**
 * Picks documents and uploads each at once as a private file of the applicant, with a progress bar per file and a
 * preview (picture thumbnail or PDF icon) when done. The form only keeps the URLs the uploads answered.
 */
export function DocumentUpload({
  label,
  hint,
  field,
  multiple = false,
  max = 1,
  value,
  onChange,
  error,
  testId,
}: {
  label: string;
  hint: string;
  field: DocumentField;
  multiple?: boolean;
  max?: number;
  value: UploadedDocument[];
  onChange(next: UploadedDocument[]): void;
  error?: string | null;
  testId: string;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<Pending[]>([]);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const latest = useRef(value);
  latest.current = value;

  // Object URLs of previews are released when the component goes away.
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
    const room = multiple ? max - latest.current.length : 1;
    if (files.length > room) {
      setUploadError(`You can upload at most ${max} files here.`);
      return;
    }
    for (const file of files) {
      const problem = checkDocumentFile(file, field);
      if (problem) {
        setUploadError(problem);
        return;
      }
    }
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
          const doc = { url, name: file.name, preview };
          onChange(multiple ? [...latest.current, doc] : [doc]);
        } catch {
          setUploadError(MSG.sellerUploadFailed);
        } finally {
          setPending((p) => p.filter((x) => x.key !== key));
        }
      }),
    );
  };

  const shownError = uploadError ?? error ?? null;
  const busy = pending.length > 0;
  const full = multiple ? value.length >= max : false;

  return (
    <div className={styles.upload} role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-hint`}>
      <div className={styles.uploadHead}>
        <span id={`${id}-label`} className={styles.uploadLabel}>
          {label}
        </span>
        <span id={`${id}-hint`} className={styles.uploadHint}>
          {hint}
        </span>
      </div>
      <input
        ref={input}
        type="file"
        accept={acceptOf(field)}
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
        // A refused submit moves focus to the first control at fault; for a document, its button.
        data-invalid={shownError ? 'true' : undefined}
      >
        <Upload size={16} aria-hidden="true" />
        {value.length > 0 && !multiple ? 'Replace file' : multiple ? 'Add files' : 'Choose file'}
      </Button>

      {(pending.length > 0 || value.length > 0) && (
        <ul className={styles.files}>
          {pending.map((p) => (
            <li key={p.key} className={styles.file}>
              <span className={styles.thumb} aria-hidden="true">
                <FileText size={20} />
              </span>
              <span className={styles.fileBody}>
                <span className={styles.fileName}>{p.name}</span>
                <progress className={styles.progress} max={1} value={p.progress} aria-label={`Uploading ${p.name}`} />
              </span>
            </li>
          ))}
          {value.map((doc) => (
            <li key={doc.url} className={styles.file}>
              {doc.preview ? (
                <img className={styles.thumb} src={doc.preview} alt="" />
              ) : (
                <span className={styles.thumb} aria-hidden="true">
                  <FileText size={20} />
                </span>
              )}
              <span className={styles.fileBody}>
                <a className={styles.fileName} href={doc.url} target="_blank" rel="noreferrer">
                  {doc.name}
                </a>
                <span className={styles.uploaded}>Uploaded</span>
              </span>
              <button
                type="button"
                className={styles.removeFile}
                onClick={() => onChange(value.filter((d) => d.url !== doc.url))}
                aria-label={`Remove ${doc.name}`}
              >
                <X size={16} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {shownError && (
        <span id={`${id}-error`} className={styles.fieldError} role="alert">
          {shownError}
        </span>
      )}
    </div>
  );
}
