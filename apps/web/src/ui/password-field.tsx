import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import fieldStyles from './field.module.css';
import styles from './password-field.module.css';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
}

/** A password input with a show/hide toggle (a pressed-state button, so its name stays stable). */
export function PasswordField({ label, hint, error, id, ...rest }: Props) {
  const auto = useId();
  const fid = id ?? auto;
  const [visible, setVisible] = useState(false);
  const describedBy = [hint && `${fid}-hint`, error && `${fid}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={fid}>
        {label}
      </label>
      <div className={styles.wrap}>
        <input
          id={fid}
          type={visible ? 'text' : 'password'}
          className={`${fieldStyles.control} ${styles.input}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          {...rest}
        />
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={visible}
          aria-controls={fid}
          onClick={() => setVisible((v) => !v)}
          title={visible ? 'Hide password' : 'Show password'}
        >
          {visible ? <EyeOff size={18} aria-hidden="true" /> : <Eye size={18} aria-hidden="true" />}
          <span className="visually-hidden">Show password</span>
        </button>
      </div>
      {hint && (
        <span id={`${fid}-hint`} className={fieldStyles.hint}>
          {hint}
        </span>
      )}
      {error && (
        <span id={`${fid}-error`} className={fieldStyles.error} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
