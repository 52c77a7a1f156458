import {
  useId,
  type InputHTMLAttributes,
  type Ref,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import styles from './field.module.css';

interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
}

function Frame({ id, label, hint, error, children }: FieldProps & { id: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children}
      {hint && (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

const describedBy = (id: string, { hint, error }: FieldProps) =>
  [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;

export function TextField({
  label,
  hint,
  error,
  id,
  ...rest
}: FieldProps & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  const auto = useId();
  const fid = id ?? auto;
  return (
    <Frame id={fid} label={label} hint={hint} error={error}>
      <input
        id={fid}
        className={styles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fid, { label, hint, error })}
        {...rest}
      />
    </Frame>
  );
}

export function TextArea({
  label,
  hint,
  error,
  id,
  ...rest
}: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  const auto = useId();
  const fid = id ?? auto;
  return (
    <Frame id={fid} label={label} hint={hint} error={error}>
      <textarea
        id={fid}
        className={styles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fid, { label, hint, error })}
        {...rest}
      />
    </Frame>
  );
}

export function SelectField({
  label,
  hint,
  error,
  id,
  children,
  ...rest
}: FieldProps & SelectHTMLAttributes<HTMLSelectElement>) {
  const auto = useId();
  const fid = id ?? auto;
  return (
    <Frame id={fid} label={label} hint={hint} error={error}>
      <select id={fid} className={styles.control} aria-invalid={error ? true : undefined} {...rest}>
        {children}
      </select>
    </Frame>
  );
}
