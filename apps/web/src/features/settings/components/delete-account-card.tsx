import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { toast } from 'react-toastify';
import { DELETED_USER_NAME } from '@gigbazaar/shared/constants';
import { useSetCurrentUser } from '../../../app/session';
import { errorMessage } from '../../../lib/api';
import { paths } from '../../../lib/paths';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/field';
import { Modal } from '../../../ui/modal';
import { useFlash } from '../hooks/use-flash';
import { FlashMessage } from './flash-message';
import { useDeleteAccount } from '../api/delete-account';
import { usersKey } from '../../../lib/queries/own-user';
import { SectionCard } from './section-card';
import styles from './settings.module.css';

/** Delete account, confirmed in a dialog by typing the username (DELETE /users/{id}). */
export function DeleteAccountCard({ userId, username }: { userId: string; username: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const setCurrentUser = useSetCurrentUser();
  const remove = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const { flash, show, clear } = useFlash();
  const matches = typed.trim().toLowerCase() === username;

  const close = () => {
    if (remove.isPending) return;
    setOpen(false);
    setTyped('');
    clear();
  };

  const onConfirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!matches || remove.isPending) return;
    clear();
    remove.mutate(userId, {
      onSuccess: async () => {
        setOpen(false);
        await navigate(paths.home(), { replace: true });
        setCurrentUser(null);
        queryClient.removeQueries({ queryKey: usersKey });
        toast.success('Your account has been deleted.');
      },
      onError: (err) => {
        const message = errorMessage(err, '');
        show('error', message ? `Failed to delete account: ${message}` : 'Failed to delete account');
      },
    });
  };

  return (
    <SectionCard
      id="settings-delete"
      tone="danger"
      icon={<Trash2 size={20} />}
      title="Delete account"
      description={`Closes your account and erases your personal data. Orders, payments and reviews stay on record as “${DELETED_USER_NAME}”.`}
    >
      <Button variant="danger" onClick={() => setOpen(true)} className={styles.dangerButton}>
        Delete account
      </Button>
      <Modal open={open} onClose={close} title="Delete your account?" size="small">
        <form method="post" onSubmit={onConfirm} noValidate>
          <p className={styles.dialogText}>
            This cannot be undone. Your profile, gigs and messages go away; orders and payments remain for the other
            party.
          </p>
          <TextField
            label={
              <>
                Type <strong>{username}</strong> to confirm
              </>
            }
            name="confirmUsername"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
          <FlashMessage flash={flash} />
          <div className={styles.dialogActions}>
            <Button variant="secondary" onClick={close} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button
              type="submit"
              variant="danger"
              className={styles.dangerButton}
              disabled={!matches}
              busy={remove.isPending}
            >
              {remove.isPending ? 'Deleting…' : 'Delete my account'}
            </Button>
          </div>
        </form>
      </Modal>
    </SectionCard>
  );
}
