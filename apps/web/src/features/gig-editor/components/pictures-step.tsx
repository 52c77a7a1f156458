import type { ChangeEvent } from 'react';
import { ImagePlus } from 'lucide-react';
import { LIMITS } from '@gigbazaar/shared/constants';
import styles from './gig-editor.module.css';

const IMAGE_ACCEPT = '.jpg,.jpeg,.png,.webp,.gif,image/jpeg,image/png,image/webp,image/gif';

/** The files of a picker, which is emptied so that picking the same file again still counts as a change. */
function takeFiles(event: ChangeEvent<HTMLInputElement>): File[] {
  const files = Array.from(event.target.files ?? []);
  event.target.value = '';
  return files;
}

/**
 * Step 2, Upload Images: a cover and exactly 4 more, shown from what was picked (or, before that, what is
 * already uploaded). They are sent when Next is pressed, with a progress bar each.
 */
export function PicturesStep({
  cover,
  images,
  progress,
  editing,
  busy,
  onPickCover,
  onPickImages,
}: {
  cover: string;
  images: string[];
  progress: number[] | null;
  editing: boolean;
  busy: boolean;
  onPickCover(file: File): void;
  onPickImages(files: File[]): void;
}) {
  return (
    <div className={styles.fields}>
      <div className={styles.pickGroup}>
        <span className={styles.pickLabel}>Cover image</span>
        <span className={styles.hint}>The first picture buyers see. JPG, PNG, WebP or GIF up to 5 MB.</span>
        <label className={styles.pickButton}>
          <ImagePlus size={18} aria-hidden="true" />
          {cover ? 'Change cover image' : 'Choose cover image'}
          <input
            type="file"
            accept={IMAGE_ACCEPT}
            onChange={(e) => {
              const [file] = takeFiles(e);
              if (file) onPickCover(file);
            }}
            className={styles.fileInput}
            data-testid="gig-cover-input"
            disabled={busy}
          />
        </label>
        {cover && (
          <div className={styles.thumbs}>
            <img className={`${styles.thumb} ${styles.thumbCover}`} src={cover} alt="Cover preview" />
          </div>
        )}
      </div>
      <div className={styles.pickGroup}>
        <span className={styles.pickLabel}>Additional images (exactly {LIMITS.imagesPerGig})</span>
        <span className={styles.hint}>
          {editing ? 'To replace the images, choose a complete new set of 4.' : 'Select all four at once.'}
        </span>
        <label className={styles.pickButton}>
          <ImagePlus size={18} aria-hidden="true" />
          {images.length ? 'Choose 4 new images' : 'Choose 4 images'}
          <input
            type="file"
            accept={IMAGE_ACCEPT}
            multiple
            onChange={(e) => {
              const files = takeFiles(e);
              if (files.length) onPickImages(files);
            }}
            className={styles.fileInput}
            data-testid="gig-images-input"
            disabled={busy}
          />
        </label>
        {images.length > 0 && (
          <div className={styles.thumbs}>
            {images.map((src, i) => (
              <img key={`${src}-${i}`} className={styles.thumb} src={src} alt={`Image ${i + 1} preview`} />
            ))}
          </div>
        )}
      </div>
      {progress && (
        <div className={styles.progressList} aria-live="polite">
          {progress.map((p, i) => (
            <progress
              key={i}
              className={styles.progress}
              max={1}
              value={p}
              aria-label={`Uploading image ${i + 1} of ${progress.length}`}
            />
          ))}
        </div>
      )}
    </div>
  );
}
