import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { CircleCheck, Circle, MailCheck, TriangleAlert, UserPlus } from 'lucide-react';
import { COUNTRIES, LIMITS, TIMINGS } from '@gigbazaar/shared/constants';
import { MSG } from '@gigbazaar/shared/messages';
import { isValidEmail, USERNAME_PATTERN, normalizeEmail, normalizeUsername } from '@gigbazaar/shared/rules/identity';
import { isReservedUsername } from '@gigbazaar/shared/rules/reserved-usernames';
import { isCommonPassword, isValidSignupPassword } from '@gigbazaar/shared/rules/password';
import { isIndianMobile } from '@gigbazaar/shared/rules/phone';
import type { AppContext } from '../../app/app-context';
import { requireGuest } from '../../app/guards';
import { Meta } from '../../app/meta';
import { ApiError, errorMessage } from '../../lib/api';
import { paths } from '../../lib/paths';
import { Button } from '../../ui/button';
import { SelectField, TextArea, TextField } from '../../ui/field';
import { Notice } from '../../ui/notice';
import { PasswordField } from '../../ui/password-field';
import { useHydrated } from '../../ui/use-hydrated';
import { useSendSignupOtp, useVerifySignupOtp } from './api/otp';
import { useRegister } from './api/register';
import { AuthShell } from './components/auth-shell';
import { PictureChoice } from './components/picture-choice';
import { holdPicture } from './pending-picture';
import { StepIndicator } from './components/step-indicator';
import { useUsernameAvailability } from './hooks/use-username-availability';
import styles from './register-page.module.css';

export async function loader(ctx: AppContext) {
  return requireGuest(ctx);
}

const STEPS = ['E-mail', 'Code', 'Username & country', 'Password', 'About you'] as const;
const STEP_TITLES = [
  'What’s your e-mail address?',
  'Enter your verification code',
  'Choose a username',
  'Create a password',
  'Tell people about yourself',
] as const;

type Field = 'email' | 'otp' | 'username' | 'country' | 'password' | 'confirmPassword' | 'desc' | 'phone';
type Errors = Partial<Record<Field, string>>;

/** Which step shows each field, so a server error can send the user back to the right place. */
const FIELD_STEP: Record<Field, number> = {
  email: 1,
  otp: 2,
  username: 3,
  country: 3,
  password: 4,
  confirmPassword: 4,
  desc: 5,
  phone: 5,
};

/** An Indian mobile number in the usual spellings (+91 98765 43210, 098765-43210, 9876543210); the server has the final say. */

export default function RegisterPage() {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const sendOtp = useSendSignupOtp();
  const verifyOtp = useVerifySignupOtp();
  const register = useRegister();

  const [step, setStep] = useState(1);
  const [email, setEmail] = useState('');
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const [otp, setOtp] = useState('');
  const [verifiedEmail, setVerifiedEmail] = useState<string | null>(null);
  const [username, setUsername] = useState('');
  const [country, setCountry] = useState<string>(COUNTRIES[0]);
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [desc, setDesc] = useState('');
  const [phone, setPhone] = useState('');
  const [picture, setPicture] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const availability = useUsernameAvailability(username);
  const normalizedEmail = normalizeEmail(email);
  const emailVerified = verifiedEmail !== null && verifiedEmail === normalizedEmail;
  const busy = sendOtp.isPending || verifyOtp.isPending || register.isPending || done;

  // Move focus to the new step's heading so keyboard and screen-reader users land on it.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  // After success, go to /login after 3 seconds (spec 2 §4).
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate(paths.login()), TIMINGS.registerRedirectMs);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const clearError = (field: Field) => setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));

  const goTo = (next: number) => {
    setErrors({});
    setFormError(null);
    if (next !== 2) setInfo(null);
    setStep(next);
  };

  const requestCode = (resend: boolean) => {
    const address = normalizedEmail;
    if (!isValidEmail(address)) {
      if (resend) goTo(1);
      setErrors({ email: MSG.invalidEmail });
      return;
    }
    setFormError(null);
    sendOtp.mutate(address, {
      onSuccess: () => {
        setCodeSentTo(address);
        setOtp('');
        setErrors({});
        setInfo(
          resend
            ? `We sent a new code to ${address}. Only the newest code works.`
            : `We sent a 6-digit code to ${address}. It expires in ${LIMITS.otpTtlMinutes} minutes.`,
        );
        if (!resend) setStep(2);
      },
      onError: (err) => {
        const message = errorMessage(err, MSG.registerFailed);
        if (resend) setFormError(message);
        else setErrors({ email: message });
      },
    });
  };

  const checkCode = () => {
    const code = otp.trim();
    if (!code) {
      setErrors({ otp: MSG.otpRequired });
      return;
    }
    if (!codeSentTo) {
      goTo(1);
      return;
    }
    verifyOtp.mutate(
      { email: codeSentTo, otp: code },
      {
        onSuccess: () => {
          setVerifiedEmail(codeSentTo);
          goTo(3);
        },
        onError: (err) => setErrors({ otp: errorMessage(err, MSG.otpInvalid) }),
      },
    );
  };

  const usernameError = (): string | null => {
    const name = normalizeUsername(username);
    if (!name || !country) return MSG.requiredFields;
    if (!(COUNTRIES as readonly string[]).includes(country)) return MSG.countryIndia;
    if (name.length < LIMITS.usernameMin) return MSG.usernameShort;
    if (!USERNAME_PATTERN.test(name)) return MSG.usernameChars;
    if (isReservedUsername(name)) return MSG.usernameReserved;
    if (availability === 'taken') return MSG.usernameTaken;
    return null;
  };

  const passwordErrors = (): Errors => {
    if (!isValidSignupPassword(password)) return { password: MSG.passwordRequirements };
    if (password !== confirmPassword) return { confirmPassword: MSG.passwordMismatch };
    return {};
  };

  const submit = () => {
    if (!emailVerified) {
      setFormError(MSG.verifyEmailFirst);
      return;
    }
    const uErr = usernameError();
    if (uErr) {
      goTo(3);
      setErrors(!username || !country ? { username: MSG.requiredFields } : { username: uErr });
      return;
    }
    const pErrs = passwordErrors();
    if (Object.keys(pErrs).length > 0) {
      goTo(4);
      setErrors(pErrs);
      return;
    }
    const phoneText = phone.trim();
    if (phoneText && !isIndianMobile(phoneText)) {
      setErrors({ phone: MSG.phoneInvalid });
      return;
    }
    setFormError(null);
    register.mutate(
      {
        username: normalizeUsername(username),
        email: normalizedEmail,
        password,
        confirmPassword,
        country: country as (typeof COUNTRIES)[number],
        isSeller: false,
        desc: desc.trim(),
        phone: phoneText,
      },
      {
        onSuccess: (user) => {
          if (picture) holdPicture(user.username, picture);
          setErrors({});
          setDone(true);
        },
        onError: (err) => {
          const message = errorMessage(err, MSG.registerFailed);
          const fields = err instanceof ApiError ? err.fields : undefined;
          const known = Object.entries(fields ?? {}).filter(([key]) => key in FIELD_STEP) as Array<[Field, string]>;
          if (known.length > 0) {
            const target = Math.min(...known.map(([key]) => FIELD_STEP[key]));
            goTo(target === 2 ? 1 : target);
            setErrors(Object.fromEntries(known));
          } else if (err instanceof ApiError && err.code === 'moderation_rejected') {
            // The only text at sign-up others see is the bio (on step 5, where the user is).
            setErrors({ desc: message });
          } else if (message === MSG.usernameTaken) {
            goTo(3);
            setErrors({ username: message });
          } else if (message === MSG.emailTaken) {
            goTo(1);
            setErrors({ email: message });
          } else if (message === MSG.verifyEmailFirst) {
            setVerifiedEmail(null);
            goTo(1);
            setFormError(message);
          } else {
            setFormError(message);
          }
        },
      },
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    switch (step) {
      case 1:
        if (emailVerified) goTo(3);
        else requestCode(false);
        break;
      case 2:
        if (emailVerified) goTo(3);
        else checkCode();
        break;
      case 3: {
        const err = usernameError();
        if (err) setErrors({ username: err });
        else goTo(4);
        break;
      }
      case 4: {
        const errs = passwordErrors();
        if (Object.keys(errs).length > 0) setErrors(errs);
        else goTo(5);
        break;
      }
      default:
        submit();
    }
  };

  const primaryLabel = (() => {
    if (step === 1) return emailVerified ? 'Next' : sendOtp.isPending ? 'Sending…' : 'Send code';
    if (step === 2) return emailVerified ? 'Next' : verifyOtp.isPending ? 'Verifying…' : 'Verify';
    if (step === 5) return register.isPending ? 'Creating account…' : 'Create account';
    return 'Next';
  })();

  const usernameHint =
    availability === 'checking' ? (
      'Checking availability…'
    ) : availability === 'available' ? (
      <span className={styles.ok}>
        <CircleCheck size={14} aria-hidden="true" /> {normalizeUsername(username)} is available
      </span>
    ) : (
      'At least 3 characters: lowercase letters, digits, dots, underscores or hyphens.'
    );

  const hasLength = password.length >= LIMITS.signupPasswordMin;
  const hasDigit = /\d/.test(password);

  return (
    <AuthShell
      wide
      icon={<UserPlus />}
      title="Join GigBazaar"
      subtitle="Hire trusted freelancers across India, or sell your own services."
      footer={
        <>
          Already have an account? <Link to={paths.login()}>Log in</Link>
        </>
      }
    >
      <Meta title="Sign up" description="Create your free GigBazaar account in five quick steps." />
      <StepIndicator steps={STEPS} current={step} label="Sign-up progress" />

      {done ? (
        <div className={styles.done}>
          <Notice tone="success">Account created! Redirecting you to login…</Notice>
          <Link to={paths.login()}>Go to login now</Link>
        </div>
      ) : (
        <form method="post" onSubmit={onSubmit} noValidate>
          <p className={styles.stepCount}>
            Step {step} of {STEPS.length}
          </p>
          <h2 id="register-step-title" ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
            {STEP_TITLES[step - 1]}
          </h2>
          {formError && <Notice tone="error">{formError}</Notice>}

          {step === 1 && (
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
                value={email}
                onChange={(e) => {
                  setEmail(e.target.value);
                  clearError('email');
                }}
                error={errors.email}
                hint={emailVerified ? 'This address is verified.' : undefined}
              />
            </>
          )}

          {step === 2 && (
            <>
              {info && <Notice tone="info">{info}</Notice>}
              {emailVerified ? (
                <p className={styles.verified}>
                  <MailCheck size={18} aria-hidden="true" /> {verifiedEmail} is verified.
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
                      value={otp}
                      onChange={(e) => {
                        setOtp(e.target.value.replace(/\D/g, ''));
                        clearError('otp');
                      }}
                      error={errors.otp}
                      hint="Check your inbox (and spam folder) for a 6-digit code."
                    />
                  </div>
                  <div className={styles.resend}>
                    Didn’t get it?{' '}
                    <Button variant="ghost" size="small" onClick={() => requestCode(true)} disabled={!hydrated || busy}>
                      Resend code
                    </Button>
                  </div>
                </>
              )}
            </>
          )}

          {step === 3 && (
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
                onChange={(e) => {
                  setUsername(e.target.value.toLowerCase());
                  clearError('username');
                }}
                error={
                  errors.username ??
                  (availability === 'taken'
                    ? isReservedUsername(normalizeUsername(username))
                      ? MSG.usernameReserved
                      : MSG.usernameTaken
                    : null)
                }
                hint={<span aria-live="polite">{usernameHint}</span>}
              />
              <SelectField
                label="Country"
                name="country"
                value={country}
                onChange={(e) => {
                  setCountry(e.target.value);
                  clearError('country');
                }}
                error={errors.country}
                hint="GigBazaar is currently available in India only."
              >
                {COUNTRIES.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </SelectField>
            </>
          )}

          {step === 4 && (
            <>
              <PasswordField
                label="Password"
                name="password"
                autoComplete="new-password"
                value={password}
                onChange={(e) => {
                  setPassword(e.target.value);
                  clearError('password');
                }}
                error={errors.password}
                hint="At least 5 characters, including a digit."
              />
              <ul className={styles.rules} aria-label="Password requirements">
                <li className={hasLength ? styles.met : undefined}>
                  {hasLength ? <CircleCheck size={16} aria-hidden="true" /> : <Circle size={16} aria-hidden="true" />}
                  At least {LIMITS.signupPasswordMin} characters
                  <span className="visually-hidden">{hasLength ? ' (met)' : ' (not met)'}</span>
                </li>
                <li className={hasDigit ? styles.met : undefined}>
                  {hasDigit ? <CircleCheck size={16} aria-hidden="true" /> : <Circle size={16} aria-hidden="true" />}
                  At least one digit
                  <span className="visually-hidden">{hasDigit ? ' (met)' : ' (not met)'}</span>
                </li>
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
                onChange={(e) => {
                  setConfirmPassword(e.target.value);
                  clearError('confirmPassword');
                }}
                error={errors.confirmPassword}
              />
            </>
          )}

          {step === 5 && (
            <>
              <TextArea
                label="Bio"
                name="desc"
                maxLength={LIMITS.bioMax}
                rows={4}
                value={desc}
                onChange={(e) => {
                  setDesc(e.target.value);
                  clearError('desc');
                }}
                error={errors.desc}
                placeholder="e.g. Logo designer from Pune with 5 years of experience in brand identities."
                hint={`Optional. ${desc.length}/${LIMITS.bioMax} characters.`}
              />
              <PictureChoice file={picture} onChange={setPicture} disabled={busy} />
              <TextField
                label="Phone"
                type="tel"
                name="phone"
                autoComplete="tel"
                inputMode="tel"
                value={phone}
                onChange={(e) => {
                  setPhone(e.target.value);
                  clearError('phone');
                }}
                error={errors.phone}
                placeholder="98765 43210"
                hint="Optional. An Indian mobile number; it is never shown on your profile."
              />
            </>
          )}

          <div className={styles.actions}>
            {step > 1 && (
              <Button variant="secondary" onClick={() => goTo(step - 1)} disabled={busy}>
                Back
              </Button>
            )}
            <Button type="submit" disabled={!hydrated || busy} aria-busy={busy || undefined} className={styles.primary}>
              {primaryLabel}
            </Button>
          </div>
        </form>
      )}
    </AuthShell>
  );
}
