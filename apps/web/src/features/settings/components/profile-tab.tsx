import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ExternalLink, Mail, UserRound } from 'lucide-react';
import { LIMITS } from '@gigbazaar/shared/constants';
import { MSG } from '@gigbazaar/shared/messages';
import { USERNAME_PATTERN, normalizeUsername } from '@gigbazaar/shared/rules/identity';
import type { TOwnUser } from '@gigbazaar/shared/schemas/users';
import { useCurrentUser, useSetCurrentUser } from '../../../app/session';
import { paths } from '../../../lib/paths';
import { phoneRuleForSubmit } from '../../../lib/phone-rule';
import { usePhoneRule } from '../../../hooks/use-phone-rule';
import { Button } from '../../../ui/button';
import { TextArea, TextField } from '../../../ui/field';
import { useHydrated } from '../../../ui/use-hydrated';
import { useUpdateProfile, type ProfileChanges, type ProfileField } from '../api/update-profile';
import { useFlash } from '../hooks/use-flash';
import { FlashMessage } from './flash-message';
import { ProfilePicturePicker } from './profile-picture-picker';
import { SectionCard } from './section-card';
import styles from './settings.module.css';

const FIELD_NAMES: Record<ProfileField, string> = { bio: 'bio', username: 'username', phone: 'phone number' };

type Errors = Partial<Record<ProfileField, string>>;

/** Profile tab: picture, bio, username and phone saved together; e-mail read-only here. */
export function ProfileTab({ user, onChangeEmail }: { user: TOwnUser; onChangeEmail(): void }) {
  const hydrated = useHydrated();
  usePhoneRule();
  const me = useCurrentUser();
  const setCurrentUser = useSetCurrentUser();
  const save = useUpdateProfile(user._id);
  const { flash, show } = useFlash();
  const [bio, setBio] = useState(user.desc ?? '');
  const [username, setUsername] = useState(user.username);
  const [phone, setPhone] = useState(user.phone ?? '');
  const [errors, setErrors] = useState<Errors>({});

  const collectChanges = (): ProfileChanges => {
    const changes: ProfileChanges = {};
    if (bio.trim() !== (user.desc ?? '').trim()) changes.bio = bio.trim();
    if (normalizeUsername(username) !== user.username) changes.username = normalizeUsername(username);
    if (phone.trim() !== (user.phone ?? '')) changes.phone = phone.trim();
    return changes;
  };

  const validate = (changes: ProfileChanges, isIndianMobile: (value: string) => boolean): Errors => {
    const found: Errors = {};
    if (changes.username !== undefined) {
      if (!changes.username) found.username = MSG.requiredFields;
      else if (changes.username.length < LIMITS.usernameMin) found.username = MSG.usernameShort;
      else if (!USERNAME_PATTERN.test(changes.username)) found.username = MSG.usernameChars;
    }
    // An empty phone removes the saved number.
    if (changes.phone && !isIndianMobile(changes.phone)) found.phone = MSG.phoneInvalid;
    if (changes.bio !== undefined && changes.bio.length > LIMITS.bioMax) found.bio = MSG.bioTooLong;
    return found;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const changes = collectChanges();
    if (Object.keys(changes).length === 0) {
      setErrors({});
      show('info', MSG.noChanges);
      return;
    }
    const found = validate(changes, changes.phone ? await phoneRuleForSubmit() : () => true);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(changes, {
      onSuccess: ({ saved, failed }) => {
        if (saved.includes('username') && changes.username && me) setCurrentUser({ ...me, username: changes.username });
        if (saved.includes('bio')) setBio(changes.bio ?? '');
        // A text the moderator refused stays under its field (where it was typed) until it is changed.
        const refused = failed.filter((f) => f.code === 'moderation_rejected');
        if (refused.length) setErrors(Object.fromEntries(refused.map((f) => [f.field, f.message])));
        const others = failed.filter((f) => f.code !== 'moderation_rejected');
        if (failed.length === 0) {
          show('success', 'Profile updated successfully');
          return;
        }
        if (others.length === 0) return;
        const names = others.map((f) => FIELD_NAMES[f.field]).join(', ');
        const reasons = others
          .map((f) => f.message)
          .filter(Boolean)
          .join(' ');
        // Once, as the section's result message (gone after 3 seconds), not again under the field.
        show('error', `Failed to update ${names}${reasons ? `: ${reasons}` : ''}`);
      },
      onError: () =>
        show(
          'error',
          `Failed to update ${Object.keys(changes)
            .map((f) => FIELD_NAMES[f as ProfileField])
            .join(', ')}`,
        ),
    });
  };

  return (
    <>
      <SectionCard
        id="settings-profile"
        icon={<UserRound size={20} />}
        title="Public profile"
        description="This is what buyers and sellers see on your profile page."
      >
        <ProfilePicturePicker user={user} />
        <form method="post" onSubmit={(event) => void onSubmit(event)} noValidate>
          <TextField
            label="Username"
            name="username"
            autoComplete="username"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={30}
            value={username}
            onChange={(e) => {
              setUsername(e.target.value.toLowerCase());
              setErrors((x) => ({ ...x, username: undefined }));
            }}
            error={errors.username}
            hint={`Your profile address: ${paths.profile(normalizeUsername(username) || user.username)}`}
          />
          <TextArea
            label="Bio"
            name="bio"
            rows={5}
            maxLength={LIMITS.bioMax}
            value={bio}
            onChange={(e) => {
              setBio(e.target.value);
              setErrors((x) => ({ ...x, bio: undefined }));
            }}
            error={errors.bio}
            placeholder="Tell people what you do, what you are good at and how you like to work."
            hint={`${bio.length}/${LIMITS.bioMax} characters`}
          />
          <TextField
            label="Phone"
            type="tel"
            name="phone"
            inputMode="tel"
            autoComplete="tel"
            value={phone}
            onChange={(e) => {
              setPhone(e.target.value);
              setErrors((x) => ({ ...x, phone: undefined }));
            }}
            error={errors.phone}
            placeholder="98765 43210"
            hint="An Indian mobile number, never shown on your profile. Empty the box and save to remove it."
          />
          <div className={styles.readonly}>
            <span className={styles.label}>Email</span>
            <div className={styles.readonlyRow}>
              <span className={styles.readonlyValue}>
                <Mail size={16} aria-hidden="true" /> {user.email}
              </span>
              <Button variant="ghost" size="small" onClick={onChangeEmail}>
                Change e-mail
              </Button>
            </div>
            <span className={styles.muted}>
              E-mail changes are made in the Security tab, with a code sent to the new address.
            </span>
          </div>
          <FlashMessage flash={flash} />
          <div className={styles.actions}>
            <Button type="submit" disabled={!hydrated} busy={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save changes'}
            </Button>
            <Link to={paths.profile(user.username)} className={styles.sideLink}>
              View public profile <ExternalLink size={14} aria-hidden="true" />
            </Link>
          </div>
        </form>
      </SectionCard>
    </>
  );
}
