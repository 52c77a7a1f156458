import { TextField } from '../../../../ui/field';
import type { RegistrationFlow } from '../../hooks/use-registration';
import styles from '../../register-page.module.css';

/** Step 1: the e-mail address the one-time code goes to. */
export function EmailStep({ flow }: { flow: RegistrationFlow }) {
  return (
    <>
      <p className={styles.lead}>We’ll send a one-time code to confirm it’s really you.</p>
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="off"
        spellCheck={false}
        value={flow.values.email}
        onChange={(e) => flow.change('email', e.target.value)}
        error={flow.errors.email}
        hint={flow.emailVerified ? 'This address is verified.' : undefined}
      />
    </>
  );
}
