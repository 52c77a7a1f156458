import { Circle, CircleCheck, TriangleAlert } from 'lucide-react';
import { LIMITS } from '@gigbazaar/shared/constants';
import { MSG } from '@gigbazaar/shared/messages';
import { isCommonPassword } from '@gigbazaar/shared/rules/password';
import { PasswordField } from '../../../../ui/password-field';
import type { RegistrationFlow } from '../../hooks/use-registration';
import styles from '../../register-page.module.css';

function Rule({ met, children }: { met: boolean; children: string }) {
  return (
    <li className={met ? styles.met : undefined}>
      {met ? <CircleCheck size={16} aria-hidden="true" /> : <Circle size={16} aria-hidden="true" />}
      {children}
      <span className="visually-hidden">{met ? ' (met)' : ' (not met)'}</span>
    </li>
  );
}

/** Step 4: the password, its two rules ticked as they are met, a warning for a common one, and its confirmation. */
export function PasswordStep({ flow }: { flow: RegistrationFlow }) {
  const { password, confirmPassword } = flow.values;
  return (
    <>
      <PasswordField
        label="Password"
        name="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => flow.change('password', e.target.value)}
        error={flow.errors.password}
        hint="At least 5 characters, including a digit."
      />
      <ul className={styles.rules} aria-label="Password requirements">
        <Rule
          met={password.length >= LIMITS.signupPasswordMin}
        >{`At least ${LIMITS.signupPasswordMin} characters`}</Rule>
        <Rule met={/\d/.test(password)}>At least one digit</Rule>
      </ul>
      <div aria-live="polite">
        {isCommonPassword(password) && (
          <p className={styles.warning}>
            <TriangleAlert size={16} aria-hidden="true" /> {MSG.commonPassword}
          </p>
        )}
      </div>
      <PasswordField
        label="Confirm password"
        name="confirmPassword"
        autoComplete="new-password"
        value={confirmPassword}
        onChange={(e) => flow.change('confirmPassword', e.target.value)}
        error={flow.errors.confirmPassword}
      />
    </>
  );
}
