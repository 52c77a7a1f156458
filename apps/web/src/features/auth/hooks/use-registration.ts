import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { COUNTRIES, LIMITS, TIMINGS } from '@gigbazaar/shared/constants';
import { MSG } from '@gigbazaar/shared/messages';
import { isValidEmail, normalizeEmail, normalizeUsername } from '@gigbazaar/shared/rules/identity';
import { errorMessage } from '../../../lib/api';
import { phoneRuleForSubmit } from '../../../lib/phone-rule';
import { usePhoneRule } from '../../../hooks/use-phone-rule';
import { paths } from '../../../lib/paths';
import { useSendSignupOtp, useVerifySignupOtp } from '../api/otp';
import { useRegister } from '../api/register';
import { holdPicture } from '../pending-picture';
import {
  passwordProblems,
  placeRegisterError,
  usernameProblem,
  type RegisterErrors,
  type RegisterField,
} from '../register-flow';
import { useUsernameAvailability } from './use-username-availability';

/** What the five steps collect, as typed. */
export interface RegisterValues {
  email: string;
  otp: string;
  username: string;
  country: string;
  password: string;
  confirmPassword: string;
  desc: string;
  phone: string;
}

/**
 * The sign-up flow: step 1 sends the one-time code, step 2 verifies it, step 3 takes the username and country,
 * step 4 the password, step 5 creates the account, after which /login opens after 3 seconds. A refusal from the
 * server goes back to the step of the field at fault. The new step's heading takes focus.
 */
export type RegistrationFlow = ReturnType<typeof useRegistration>;

export function useRegistration() {
  const navigate = useNavigate();
  const sendOtp = useSendSignupOtp();
  const verifyOtp = useVerifySignupOtp();
  const register = useRegister();
  usePhoneRule();

  const [step, setStep] = useState(1);
  const [values, setValues] = useState<RegisterValues>({
    email: '',
    otp: '',
    username: '',
    country: COUNTRIES[0],
    password: '',
    confirmPassword: '',
    desc: '',
    phone: '',
  });
  const [picture, setPicture] = useState<File | null>(null);
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const [verifiedEmail, setVerifiedEmail] = useState<string | null>(null);
  const [errors, setErrors] = useState<RegisterErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const { availability, message: unavailableMessage } = useUsernameAvailability(values.username);
  const normalizedEmail = normalizeEmail(values.email);
  const emailVerified = verifiedEmail !== null && verifiedEmail === normalizedEmail;
  const busy = sendOtp.isPending || verifyOtp.isPending || register.isPending || done;

  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate(paths.login()), TIMINGS.registerRedirectMs);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  /** A field's change: its value (as the field transforms it) and its error cleared. */
  const change = (field: RegisterField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  };

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
        setValues((v) => ({ ...v, otp: '' }));
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
    const code = values.otp.trim();
    if (!code) return setErrors({ otp: MSG.otpRequired });
    if (!codeSentTo) return goTo(1);
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

  const submit = async () => {
    if (!emailVerified) return setFormError(MSG.verifyEmailFirst);
    const nameProblem = usernameProblem(values.username, values.country, availability, unavailableMessage);
    if (nameProblem) {
      goTo(3);
      return setErrors({ username: nameProblem });
    }
    const passwordErrors = passwordProblems(values.password, values.confirmPassword);
    if (Object.keys(passwordErrors).length > 0) {
      goTo(4);
      return setErrors(passwordErrors);
    }
    const phone = values.phone.trim();
    if (phone && !(await phoneRuleForSubmit())(phone)) return setErrors({ phone: MSG.phoneInvalid });
    setFormError(null);
    register.mutate(
      {
        username: normalizeUsername(values.username),
        email: normalizedEmail,
        password: values.password,
        confirmPassword: values.confirmPassword,
        country: values.country as (typeof COUNTRIES)[number],
        isSeller: false,
        desc: values.desc.trim(),
        phone,
      },
      {
        onSuccess: (user) => {
          if (picture) holdPicture(user.username, picture);
          setErrors({});
          setDone(true);
        },
        onError: (err) => {
          const refusal = placeRegisterError(err);
          if (refusal.unverified) setVerifiedEmail(null);
          if (refusal.step !== null) goTo(refusal.step);
          setErrors(refusal.errors);
          setFormError(refusal.formError);
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
        return emailVerified ? goTo(3) : requestCode(false);
      case 2:
        return emailVerified ? goTo(3) : checkCode();
      case 3: {
        const problem = usernameProblem(values.username, values.country, availability, unavailableMessage);
        return problem ? setErrors({ username: problem }) : goTo(4);
      }
      case 4: {
        const problems = passwordProblems(values.password, values.confirmPassword);
        return Object.keys(problems).length > 0 ? setErrors(problems) : goTo(5);
      }
      default:
        return void submit();
    }
  };

  const primaryLabel = (() => {
    if (step === 1) return emailVerified ? 'Next' : sendOtp.isPending ? 'Sending…' : 'Send code';
    if (step === 2) return emailVerified ? 'Next' : verifyOtp.isPending ? 'Verifying…' : 'Verify';
    if (step === 5) return register.isPending ? 'Creating account…' : 'Create account';
    return 'Next';
  })();

  return {
    step,
    values,
    change,
    picture,
    setPicture,
    errors,
    formError,
    info,
    done,
    busy,
    availability,
    unavailableMessage,
    emailVerified,
    verifiedEmail,
    headingRef,
    goTo,
    resendCode: () => requestCode(true),
    onSubmit,
    primaryLabel,
  };
}
