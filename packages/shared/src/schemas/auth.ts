import { z } from 'zod';
import { LIMITS } from '../constants';
import { MSG } from '../messages';
import { EMAIL_MAX_LENGTH, isValidEmail } from '../rules/identity';
import { isValidSignupPassword } from '../rules/password';
import { zText } from './common';
import { ZCountry, ZIndianMobileOrEmpty, ZUsername } from './users';

/** Length first (a cap that ends the checks), then the linear pattern: a 60 KB address costs nothing. */
export const ZEmail = zText(EMAIL_MAX_LENGTH + 64, { error: MSG.invalidEmail, tooLong: MSG.invalidEmail })
  .trim()
  .toLowerCase()
  .refine(isValidEmail, MSG.invalidEmail);

export const ZOtpPurpose = z.enum(['register', 'change-email']);
export type TOtpPurpose = z.infer<typeof ZOtpPurpose>;

export const ZSendOtpBody = z.object({ email: ZEmail, purpose: ZOtpPurpose.default('register') });
export const ZVerifyOtpBody = z.object({
  email: ZEmail,
  otp: zText(64, { error: MSG.otpRequired, tooLong: MSG.otpInvalid })
    .trim()
    .min(1, MSG.otpRequired)
    .max(12, MSG.otpInvalid),
  purpose: ZOtpPurpose.default('register'),
});

export const ZRegisterBody = z
  .object({
    username: ZUsername,
    email: ZEmail,
    password: zText(200, { error: MSG.passwordRequirements, tooLong: MSG.passwordRequirements }).refine(
      isValidSignupPassword,
      MSG.passwordRequirements,
    ),
    confirmPassword: zText(200, { error: MSG.passwordMismatch, tooLong: MSG.passwordMismatch }),
    img: zText(500).nullish(),
    country: ZCountry,
    /** Accepted for the legacy payload shape and ignored: everyone starts as a buyer. */
    isSeller: z.unknown().optional(),
    desc: zText(LIMITS.bioMax * 2, { tooLong: MSG.bioTooLong })
      .trim()
      .max(LIMITS.bioMax, MSG.bioTooLong)
      .nullish(),
    phone: ZIndianMobileOrEmpty.optional(),
  })
  .refine((v) => v.password === v.confirmPassword, { message: MSG.passwordMismatch, path: ['confirmPassword'] });
export type TRegisterBody = z.input<typeof ZRegisterBody>;

export const ZLoginBody = z.object({
  username: zText(254, { error: MSG.wrongCredentials, tooLong: MSG.wrongCredentials }),
  password: zText(200, { error: MSG.wrongCredentials, tooLong: MSG.wrongCredentials }),
  rememberMe: z.boolean().optional(),
});

export const ZChangePasswordBody = z.object({
  oldPassword: zText(200, { error: MSG.passwordFieldsRequired }).min(1, MSG.passwordFieldsRequired),
  newPassword: zText(200, { error: MSG.passwordFieldsRequired }).min(LIMITS.changePasswordMin, MSG.newPasswordShort),
});

export const ZChangeEmailBody = z.object({ email: ZEmail });

export const ZUsernameAvailableQuery = z.object({ username: zText(100).default('') });
/** `message`: when the name is not available, the sentence sign-up would answer (taken, reserved, contact details …). */
export const ZUsernameAvailable = z.object({ available: z.boolean(), message: z.string().optional() });

export const ZCurrentUser = z.object({
  _id: z.string(),
  username: z.string(),
  email: z.string(),
  img: z.string().nullable(),
  isSeller: z.boolean(),
  isAdmin: z.boolean(),
});
export type TCurrentUser = z.infer<typeof ZCurrentUser>;

export const ZVerified = z.object({ verified: z.literal(true) });
