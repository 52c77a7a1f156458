import { MailCheck } from 'lucide-react';
import { LIMITS } from '@gigbazaar/shared/constants';
import { Button } from '../../../../ui/button';
import { TextField } from '../../../../ui/field';
import { Notice } from '../../../../ui/notice';
import type { RegistrationFlow } from '../../hooks/use-registration';
import styles from '../../register-page.module.css';

/** Step 2: the 6-digit code from the mail, or a resend (only the newest code works). */
export function CodeStep({ flow, hydrated }: { flow: RegistrationFlow; hydrated: boolean }) {
  return (
    <>
      {flow.info && <Notice tone="info">{flow.info}</Notice>}
      {flow.emailVerified ? (
        <p className={styles.verified}>
          <MailCheck size={18} aria-hidden="true" /> {flow.verifiedEmail} is verified.
        </p>
      ) : (
        <>
          <div className={styles.code}>
            <TextField
              label="Verification code"
              name="otp"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={LIMITS.otpLength}
              pattern="[0-9]*"
              value={flow.values.otp}
              onChange={(e) => flow.change('otp', e.target.value.replace(/\D/g, ''))}
              error={flow.errors.otp}
              hint="Check your inbox (and spam folder) for a 6-digit code."
            />
          </div>
          <div className={styles.resend}>
            Didn’t get it?{' '}
            <Button variant="ghost" size="small" onClick={flow.resendCode} disabled={!hydrated || flow.busy}>
              Resend code
            </Button>
          </div>
        </>
      )}
    </>
  );
}
