import { z } from 'zod';
import { LIMITS } from '../constants';
import { MSG } from '../messages';
import { EMAIL_PATTERN } from '../rules/identity';
import { isValidSignupPassword } from '../rules/password';
import { ZCountry, ZIndianMobile, ZUsername } from './users';

export const ZEmail = z
  .string({ error: MSG.invalidEmail })
  .trim()
  .toLowerCase()
  .max(254, MSG.invalidEmail)
  .regex(EMAIL_PATTERN, MSG.invalidEmail);

export const ZOtpPurpose = z.enum(['register', 'change-email']);
export type TOtpPurpose = z.infer<typeof ZOtpPurpose>;

export const ZSendOtpBody = z.object({ email: ZEmail, purpose: ZOtpPurpose.default('register') });
export const ZVerifyOtpBody = z.object({
  email: ZEmail,
  otp: z.string({ error: MSG.otpRequired }).trim().min(1, MSG.otpRequired).max(12, MSG.otpInvalid),
  purpose: ZOtpPurpose.default('register'),
});

export const ZRegisterBody = z
  .object({
    username: ZUsername,
    email: ZEmail,
    password: z
      .string({ error: MSG.passwordRequirements })
      .max(200)
      .refine(isValidSignupPassword, MSG.passwordRequirements),
    confirmPassword: z.string({ error: MSG.passwordMismatch }).max(200),
    img: z.string().max(500).nullish(),
    country: ZCountry,
    /** Accepted for the spec's payload shape and ignored: everyone starts as a buyer. */
    isSeller: z.unknown().optional(),
    desc: z.string().trim().max(LIMITS.bioMax, MSG.bioTooLong).nullish(),
    phone: z.union([z.literal(''), ZIndianMobile]).nullish(),
  })
  .refine((v) => v.password === v.confirmPassword, { message: MSG.passwordMismatch, path: ['confirmPassword'] });
export type TRegisterBody = z.input<typeof ZRegisterBody>;

export const ZLoginBody = z.object({
  username: z.string({ error: MSG.wrongCredentials }).max(254),
  password: z.string({ error: MSG.wrongCredentials }).max(200),
  rememberMe: z.boolean().optional(),
});

export const ZChangePasswordBody = z.object({
  oldPassword: z.string({ error: MSG.passwordFieldsRequired }).min(1, MSG.passwordFieldsRequired).max(200),
  newPassword: z
    .string({ error: MSG.passwordFieldsRequired })
    .min(LIMITS.changePasswordMin, MSG.newPasswordShort)
    .max(200),
});

export const ZChangeEmailBody = z.object({ email: ZEmail });

export const ZUsernameAvailableQuery = z.object({ username: z.string().max(100).default('') });
export const ZUsernameAvailable = z.object({ available: z.boolean() });

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
