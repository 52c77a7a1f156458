import { useEffect, useState } from 'react';
import { X } from 'lucide-react';
import { checkPicture } from '../../../lib/check-picture';
import { Avatar } from '../../../ui/avatar';
import { Button } from '../../../ui/button';
import { ImageFileButton } from '../../../ui/image-file-button';
import styles from './picture-choice.module.css';

/**
 * Sign-up step 5's optional profile picture: a preview and buttons to choose or remove it. The file is checked
 * here as soon as it is picked, by its content and by decoding it ("Please select an image", "File size should
 * be less than 5MB"), so a non-image never gets a broken preview nor fails only after the first login; it is
 * uploaded after the first login (pending-picture.ts).
 */
export function PictureChoice({
  file,
  onChange,
  disabled,
}: {
  file: File | null;
  onChange(file: File | null): void;
  disabled?: boolean;
}) {
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const onPick = async (picked: File | null) => {
    setChecking(true);
    const problem = await checkPicture(picked);
    setChecking(false);
    setError(problem);
    if (!problem && picked) onChange(picked);
  };

  return (
    <div className={styles.choice}>
      <Avatar src={preview} alt={file ? 'Your chosen profile picture' : ''} size={64} />
      <div className={styles.text}>
        <p className={styles.label}>Profile picture</p>
        <p className={styles.hint}>Optional. JPEG, PNG, WebP or GIF up to 5 MB; added when you first log in.</p>
        <div className={styles.actions}>
          <ImageFileButton
            onPick={(picked) => void onPick(picked)}
            disabled={disabled}
            busy={checking}
            testId="signup-picture-input"
          >
            {file ? 'Change picture' : 'Choose picture'}
          </ImageFileButton>
          {file && (
            <Button variant="ghost" size="small" onClick={() => onChange(null)} disabled={disabled}>
              <X size={16} aria-hidden="true" />
              Remove
            </Button>
          )}
        </div>
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
