import { COUNTRIES, LIMITS } from '@gigbazaar/shared/constants';
import { MSG } from '@gigbazaar/shared/messages';
import { normalizeUsername, USERNAME_PATTERN } from '@gigbazaar/shared/rules/identity';
import { isValidSignupPassword } from '@gigbazaar/shared/rules/password';
import { isReservedUsername } from '@gigbazaar/shared/rules/reserved-usernames';
import { ApiError, errorMessage } from '../../lib/api';
import type { Availability } from './hooks/use-username-availability';

export const REGISTER_STEPS = ['E-mail', 'Code', 'Username & country', 'Password', 'About you'] as const;
export const REGISTER_STEP_TITLES = [
  'What’s your e-mail address?',
  'Enter your verification code',
  'Choose a username',
  'Create a password',
  'Tell people about yourself',
] as const;

export type RegisterField =
  'email' | 'otp' | 'username' | 'country' | 'password' | 'confirmPassword' | 'desc' | 'phone';
export type RegisterErrors = Partial<Record<RegisterField, string>>;

/** Which step shows each field, so a server error can send the user back to the right place. */
const FIELD_STEP: Record<RegisterField, number> = {
  email: 1,
  otp: 2,
  username: 3,
  country: 3,
  password: 4,
  confirmPassword: 4,
  desc: 5,
  phone: 5,
};

/**
 * Step 3's check: the sentence for the username field, or null to go on. `takenMessage` is the availability
 * check's own sentence for a name it refused (taken, or carrying contact details, which only the server can tell).
 */
export function usernameProblem(
  username: string,
  country: string,
  availability: Availability,
  takenMessage: string | null = null,
): string | null {
  const name = normalizeUsername(username);
  if (!name || !country) return MSG.requiredFields;
  if (!(COUNTRIES as readonly string[]).includes(country)) return MSG.countryIndia;
  if (name.length < LIMITS.usernameMin) return MSG.usernameShort;
  if (!USERNAME_PATTERN.test(name)) return MSG.usernameChars;
  if (isReservedUsername(name)) return MSG.usernameReserved;
  if (availability === 'taken') return takenMessage ?? MSG.usernameTaken;
  return null;
}

/** Step 4's check: under the password (the rules) or under its confirmation (the mismatch). */
export function passwordProblems(password: string, confirmPassword: string): RegisterErrors {
  if (!isValidSignupPassword(password)) return { password: MSG.passwordRequirements };
  if (password !== confirmPassword) return { confirmPassword: MSG.passwordMismatch };
  return {};
}

/** Where a refused sign-up sends the user: the step of the field at fault, with its sentence there. */
export interface RegisterRefusal {
  step: number | null;
  errors: RegisterErrors;
  formError: string | null;
  /** The e-mail's verification ran out: it must be verified again. */
  unverified: boolean;
}

/**
 * The server names the fields at fault when it can; a taken username or e-mail (a conflict found when the account
 * is written) comes as its sentence only, which belongs under that field.
 */
const CONFLICT_FIELD: Readonly<Record<string, RegisterField>> = {
  [MSG.usernameTaken]: 'username',
  [MSG.emailTaken]: 'email',
};

export function placeRegisterError(error: unknown): RegisterRefusal {
  const message = errorMessage(error, MSG.registerFailed);
  const fields = error instanceof ApiError ? error.fields : undefined;
  const known = Object.entries(fields ?? {}).filter(([key]) => key in FIELD_STEP) as Array<[RegisterField, string]>;
  if (known.length > 0) {
    const target = Math.min(...known.map(([key]) => FIELD_STEP[key]));
    // The code step has nothing to fix by itself: a problem there means asking for a new code, on step 1.
    return { step: target === 2 ? 1 : target, errors: Object.fromEntries(known), formError: null, unverified: false };
  }
  // The only text at sign-up others see is the bio (on step 5): the moderator's refusal belongs under it.
  if (error instanceof ApiError && error.code === 'moderation_rejected') {
    return { step: FIELD_STEP.desc, errors: { desc: message }, formError: null, unverified: false };
  }
  const field = CONFLICT_FIELD[message];
  if (field) return { step: FIELD_STEP[field], errors: { [field]: message }, formError: null, unverified: false };
  if (message === MSG.verifyEmailFirst) return { step: 1, errors: {}, formError: message, unverified: true };
  return { step: null, errors: {}, formError: message, unverified: false };
}
