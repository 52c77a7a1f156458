import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { KeyRound } from 'lucide-react';
import { toast } from 'react-toastify';
import { LIMITS, TIMINGS } from '@gigbazaar/shared/constants';
import { MSG } from '@gigbazaar/shared/messages';
import { useSetCurrentUser } from '../../../app/session';
import { errorMessage } from '../../../lib/api';
import { paths } from '../../../lib/paths';
import { Button } from '../../../ui/button';
import { PasswordField } from '../../../ui/password-field';
import { useHydrated } from '../../../ui/use-hydrated';
import { useChangePassword } from '../api/change-password';
import { useFlash } from '../hooks/use-flash';
import { FlashMessage } from './flash-message';
import { SectionCard } from './section-card';
import styles from './settings.module.css';

type Field = 'oldPassword' | 'newPassword' | 'confirmPassword';

/** Change password: success signs the user out after 2 seconds, as the server revoked every session. */
export function ChangePasswordCard() {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const setCurrentUser = useSetCurrentUser();
  const change = useChangePassword();
  const { flash, show, clear } = useFlash();
  const [values, setValues] = useState<Record<Field, string>>({
    oldPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  const [loggingOut, setLoggingOut] = useState(false);
  const logoutTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(logoutTimer.current), []);

  const set = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (change.isPending || loggingOut) return;
    const { oldPassword, newPassword, confirmPassword } = values;
    clear();
    if (!oldPassword || !newPassword || !confirmPassword) {
      // One sentence for the form (not one under each empty field), gone after 3 seconds like every result.
      show('error', MSG.passwordFieldsRequired);
      return;
    }
    if (newPassword !== confirmPassword) {
      show('error', MSG.newPasswordsMismatch);
      return;
    }
    if (newPassword.length < LIMITS.changePasswordMin) {
      show('error', MSG.newPasswordShort);
      return;
    }
    change.mutate(
      { oldPassword, newPassword },
      {
        onSuccess: () => {
          setLoggingOut(true);
          setValues({ oldPassword: '', newPassword: '', confirmPassword: '' });
          show('success', 'Password changed successfully. Logging you out…');
          logoutTimer.current = setTimeout(() => {
            void navigate(paths.login(), { replace: true });
            setCurrentUser(null);
            toast.info('Please log in again with your new password.');
          }, TIMINGS.logoutAfterPasswordChangeMs);
        },
        // The server's sentence once, as the section's result message (gone after 3 seconds).
        onError: (err) => show('error', errorMessage(err, 'Failed to change password')),
      },
    );
  };

  return (
    <SectionCard
      id="settings-password"
      icon={<KeyRound size={20} />}
      title="Change password"
      description="You will be logged out on every device and asked to log in again."
    >
      <form method="post" onSubmit={onSubmit} noValidate className={styles.narrowForm}>
        <PasswordField
          label="Current password"
          name="oldPassword"
          autoComplete="current-password"
          value={values.oldPassword}
          onChange={(e) => set('oldPassword')(e.target.value)}
        />
        <PasswordField
          label="New password"
          name="newPassword"
          autoComplete="new-password"
          value={values.newPassword}
          onChange={(e) => set('newPassword')(e.target.value)}
          hint={`At least ${LIMITS.changePasswordMin} characters.`}
        />
        <PasswordField
          label="Confirm new password"
          name="confirmPassword"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={(e) => set('confirmPassword')(e.target.value)}
        />
        <FlashMessage flash={flash} />
        <Button type="submit" disabled={!hydrated} aria-disabled={loggingOut} busy={change.isPending}>
          {change.isPending ? 'Changing…' : 'Change password'}
        </Button>
      </form>
    </SectionCard>
  );
}
