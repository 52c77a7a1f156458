import { MSG } from '@gigbazaar/shared/messages';
import { checkImageFile } from '@gigbazaar/shared/rules/uploads';
import type { TOwnUser } from '@gigbazaar/shared/schemas/users';
import { useCurrentUser, useSetCurrentUser } from '../../../app/session';
import { ApiError } from '../../../lib/api';
import { Avatar } from '../../../ui/avatar';
import { ImageFileButton } from '../../../ui/image-file-button';
import { useHydrated } from '../../../ui/use-hydrated';
import { useChangeProfilePicture } from '../api/profile-picture';
import { useFlash } from '../hooks/use-flash';
import { FlashMessage } from './flash-message';
import styles from './settings.module.css';

/** Statuses whose message says what to change (type, size, too many uploads); others get the spec's text. */
const TELLING = new Set([400, 413, 415, 429]);

/**
 * The profile picture in Settings (spec 2 §2): the current picture and a "Change picture" button that opens the
 * system's file picker. The file is checked here first ("Please select an image", "File size should be less
 * than 5MB"), then uploaded and set; the navbar's avatar follows at once.
 */
export function ProfilePicturePicker({ user }: { user: TOwnUser }) {
  const hydrated = useHydrated();
  const me = useCurrentUser();
  const setCurrentUser = useSetCurrentUser();
  const change = useChangeProfilePicture(user._id);
  const { flash, show } = useFlash();

  const onPick = (file: File | null) => {
    const problem = checkImageFile(file);
    if (problem || !file) {
      show('error', problem ?? MSG.selectImage);
      return;
    }
    change.mutate(file, {
      onSuccess: (updated) => {
        if (me) setCurrentUser({ ...me, img: updated.img });
        show('success', MSG.profilePictureUpdated);
      },
      onError: (error) =>
        show('error', error instanceof ApiError && TELLING.has(error.status) ? error.message : MSG.uploadImageFailed),
    });
  };

  return (
    <div className={styles.pictureRow}>
      <Avatar src={user.img} alt={`Profile picture of ${user.username}`} size={88} />
      <div className={styles.pictureText}>
        <p className={styles.strong}>Profile picture</p>
        <p className={styles.muted}>JPEG, PNG, WebP or GIF, up to 5 MB. Shown on your profile and your gigs.</p>
        <ImageFileButton onPick={onPick} disabled={!hydrated} busy={change.isPending} testId="profile-picture-input">
          {change.isPending ? 'Uploading…' : 'Change picture'}
        </ImageFileButton>
        <FlashMessage flash={flash} />
      </div>
    </div>
  );
}
