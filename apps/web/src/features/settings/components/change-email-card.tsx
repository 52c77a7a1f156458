import { useState, type FormEvent } from 'react';
import { AtSign } from 'lucide-react';
import { toast } from 'react-toastify';
import { LIMITS } from '@gigbazaar/shared/constants';
import { MSG } from '@gigbazaar/shared/messages';
import { isValidEmail, normalizeEmail } from '@gigbazaar/shared/rules/identity';
import { useCurrentUser, useSetCurrentUser } from '../../../app/session';
import { errorMessage } from '../../../lib/api';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/field';
import { Notice } from '../../../ui/notice';
import { useHydrated } from '../../../ui/use-hydrated';
import { useConfirmEmailChange, useSendEmailChangeCode } from '../api/change-email';
import { useFlash } from '../hooks/use-flash';
import { FlashMessage } from './flash-message';
import { SectionCard } from './section-card';
import styles from './settings.module.css';

/**
 * Change e-mail: a code goes to the new address (purpose change-email), the user enters it, and only
 * then the address switches (PUT /auth/change-email).
 */
export const NEW_EMAIL_INPUT_ID = 'settings-new-email';

export function ChangeEmailCard({ userId, currentEmail }: { userId: string; currentEmail: string }) {
  const hydrated = useHydrated();
  const me = useCurrentUser();
  const setCurrentUser = useSetCurrentUser();
  const sendCode = useSendEmailChangeCode();
  const confirm = useConfirmEmailChange(userId);
  const { flash, show, clear } = useFlash();
  const [email, setEmail] = useState('');
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const [otp, setOtp] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [otpError, setOtpError] = useState<string | null>(null);
  const busy = sendCode.isPending || confirm.isPending;

  const requestCode = (address: string, resend: boolean) => {
    clear();
    sendCode.mutate(address, {
      onSuccess: () => {
        setCodeSentTo(address);
        setOtp('');
        setOtpError(null);
        show('info', resend ? `We sent a new code to ${address}.` : `We sent a 6-digit code to ${address}.`);
      },
      onError: (err) => {
        // The server's answer is a result: shown once and gone after 3 seconds.
        show('error', errorMessage(err, 'Failed to update email'));
      },
    });
  };

  const onSendCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const address = normalizeEmail(email);
    if (!address) return setEmailError(MSG.emailRequired);
    if (!isValidEmail(address)) return setEmailError(MSG.invalidEmail);
    if (address === currentEmail) return setEmailError('That is already your e-mail address.');
    setEmailError(null);
    requestCode(address, false);
  };

  const onVerify = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !codeSentTo) return;
    const code = otp.trim();
    if (!code) return setOtpError(MSG.otpRequired);
    setOtpError(null);
    clear();
    confirm.mutate(
      { email: codeSentTo, otp: code },
      {
        onSuccess: (user) => {
          if (me) setCurrentUser({ ...me, ...user });
          setCodeSentTo(null);
          setEmail('');
          setOtp('');
          show('success', 'Email updated successfully');
          toast.success(`Your e-mail is now ${user.email}.`);
        },
        onError: (err) => {
          const message = errorMessage(err, 'Failed to update email');
          const aboutCode = (
            [MSG.otpInvalid, MSG.otpRequired, MSG.otpExpired, MSG.otpTooManyTries] as string[]
          ).includes(message);
          show(
            'error',
            aboutCode || message === 'Failed to update email' ? message : `Failed to update email: ${message}`,
          );
        },
      },
    );
  };

  return (
    <SectionCard
      id="settings-email"
      icon={<AtSign size={20} />}
      title="Change e-mail"
      description={
        <>
          Current address: <strong className={styles.breakAll}>{currentEmail}</strong>
        </>
      }
    >
      {codeSentTo ? (
        <form method="post" onSubmit={onVerify} noValidate className={styles.narrowForm}>
          <Notice tone="info">
            Enter the code we sent to <strong className={styles.breakAll}>{codeSentTo}</strong>. It expires in{' '}
            {LIMITS.otpTtlMinutes} minutes.
          </Notice>
          <TextField
            label="Verification code"
            name="otp"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={LIMITS.otpLength}
            value={otp}
            onChange={(e) => {
              setOtp(e.target.value.replace(/\D/g, ''));
              setOtpError(null);
            }}
            error={otpError}
          />
          <FlashMessage flash={flash} />
          <div className={styles.actions}>
            <Button type="submit" disabled={!hydrated} aria-disabled={busy} busy={confirm.isPending}>
              {confirm.isPending ? 'Verifying…' : 'Verify and update'}
            </Button>
            <Button variant="ghost" onClick={() => requestCode(codeSentTo, true)} aria-disabled={busy}>
              Resend code
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                setCodeSentTo(null);
                clear();
              }}
              aria-disabled={busy}
            >
              Use a different address
            </Button>
          </div>
        </form>
      ) : (
        <form method="post" onSubmit={onSendCode} noValidate className={styles.narrowForm}>
          <TextField
            id={NEW_EMAIL_INPUT_ID}
            label="New email"
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            autoCapitalize="off"
            spellCheck={false}
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              setEmailError(null);
            }}
            error={emailError}
            hint="We’ll send a verification code to the new address."
          />
          <FlashMessage flash={flash} />
          <Button type="submit" disabled={!hydrated} aria-disabled={busy} busy={sendCode.isPending}>
            {sendCode.isPending ? 'Sending…' : 'Send code'}
          </Button>
        </form>
      )}
    </SectionCard>
  );
}
