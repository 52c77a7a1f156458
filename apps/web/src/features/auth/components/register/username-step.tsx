import { CircleCheck } from 'lucide-react';
import { COUNTRIES } from '@gigbazaar/shared/constants';
import { MSG } from '@gigbazaar/shared/messages';
import { normalizeUsername } from '@gigbazaar/shared/rules/identity';
import { isReservedUsername } from '@gigbazaar/shared/rules/reserved-usernames';
import { SelectField, TextField } from '../../../../ui/field';
import type { RegistrationFlow } from '../../hooks/use-registration';
import styles from '../../register-page.module.css';

/** Step 3: the username (its availability checked as it is typed) and the country, India for now. */
export function UsernameStep({ flow }: { flow: RegistrationFlow }) {
  const { username, country } = flow.values;
  const hint =
    flow.availability === 'checking' ? (
      'Checking availability…'
    ) : flow.availability === 'available' ? (
      <span className={styles.ok}>
        <CircleCheck size={14} aria-hidden="true" /> {normalizeUsername(username)} is available
      </span>
    ) : (
      'At least 3 characters: lowercase letters, digits, dots, underscores or hyphens.'
    );
  // The server's sentence when it gave one (a name carrying contact details can only be judged there).
  const unavailable =
    flow.availability === 'taken'
      ? (flow.unavailableMessage ??
        (isReservedUsername(normalizeUsername(username)) ? MSG.usernameReserved : MSG.usernameTaken))
      : null;
  return (
    <>
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        maxLength={30}
        value={username}
        onChange={(e) => flow.change('username', e.target.value.toLowerCase())}
        error={flow.errors.username ?? unavailable}
        hint={<span aria-live="polite">{hint}</span>}
      />
      <SelectField
        label="Country"
        name="country"
        value={country}
        onChange={(e) => flow.change('country', e.target.value)}
        error={flow.errors.country}
        hint="GigBazaar is currently available in India only."
      >
        {COUNTRIES.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </SelectField>
    </>
  );
}
