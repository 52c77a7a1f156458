import type { TOwnUser } from '@gigbazaar/shared/schemas/users';
import { ChangeEmailCard } from './change-email-card';
import { ChangePasswordCard } from './change-password-card';
import { DeleteAccountCard } from './delete-account-card';

/** Security tab: change password, change e-mail, delete account. */
export function SecurityTab({ user }: { user: TOwnUser }) {
  return (
    <>
      <ChangePasswordCard />
      <ChangeEmailCard userId={user._id} currentEmail={user.email} />
      <DeleteAccountCard userId={user._id} username={user.username} />
    </>
  );
}
