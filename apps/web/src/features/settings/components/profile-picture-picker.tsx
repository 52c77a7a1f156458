import { useState } from 'react';
import { MSG } from '@gigbazaar/shared/messages';
import type { TOwnUser } from '@gigbazaar/shared/schemas/users';
import { useCurrentUser, useSetCurrentUser } from '../../../app/session';
import { checkPicture } from '../../../lib/check-picture';
import { Avatar } from '../../../ui/avatar';
import { ImageFileButton } from '../../../ui/image-file-button';
import { useHydrated } from '../../../ui/use-hydrated';
import { useChangeProfilePicture } from '../api/profile-picture';
import { useFlash } from '../hooks/use-flash';
import { FlashMessage } from './flash-message';
import styles from './settings.module.css';

/**
 * The profile picture in Settings: the current picture and a "Change picture" button that opens the
 * system's file picker. The file is checked here first, by content and by decoding it ("Please select an
 * image", "File size should be less than 5MB"), then uploaded and set; the navbar's avatar follows at once.
 * Any upload failure says "Failed to upload image. Please try again." (the upload pipeline's own
 * sentences are about every kind of file, not about pictures).
 */
export function ProfilePicturePicker({ user }: { user: TOwnUser }) {
  const hydrated = useHydrated();
  const me = useCurrentUser();
  const setCurrentUser = useSetCurrentUser();
  const change = useChangeProfilePicture(user._id);
  const { flash, show, clear } = useFlash();
  const [checking, setChecking] = useState(false);

  const onPick = async (file: File | null) => {
    clear();
    setChecking(true);
    const problem = await checkPicture(file);
    setChecking(false);
    if (problem || !file) {
      show('error', problem ?? MSG.selectImage);
      return;
    }
    change.mutate(file, {
      onSuccess: (updated) => {
        if (me) setCurrentUser({ ...me, img: updated.img });
        show('success', MSG.profilePictureUpdated);
      },
      onError: () => show('error', MSG.uploadImageFailed),
    });
  };

  return (
    <div className={styles.pictureRow}>
      <Avatar src={user.img} alt={`Profile picture of ${user.username}`} size={88} />
      <div className={styles.pictureText}>
        <p className={styles.strong}>Profile picture</p>
        <p className={styles.muted}>JPEG, PNG, WebP or GIF, up to 5 MB. Shown on your profile and your gigs.</p>
        <ImageFileButton
          onPick={(file) => void onPick(file)}
          disabled={!hydrated}
          busy={checking || change.isPending}
          testId="profile-picture-input"
        >
          {change.isPending ? 'Uploading…' : 'Change picture'}
        </ImageFileButton>
        <FlashMessage flash={flash} />
      </div>
    </div>
  );
}
