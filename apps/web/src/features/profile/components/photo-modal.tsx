import { Modal } from '../../../ui/modal';
import { DEFAULT_AVATAR } from '../../../ui/avatar';
import styles from './profile.module.css';

/** The larger profile picture in a dialog on the profile. */
export function PhotoModal({
  open,
  onClose,
  src,
  username,
}: {
  open: boolean;
  onClose(): void;
  src: string | null;
  username: string;
}) {
  return (
    <Modal open={open} onClose={onClose} title={`Profile picture of ${username}`} size="medium">
      <img
        src={src || DEFAULT_AVATAR}
        alt={`Profile picture of ${username}`}
        width={640}
        height={640}
        className={styles.photo}
      />
    </Modal>
  );
}
