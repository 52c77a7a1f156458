import { z } from 'zod';
import { COUNTRIES, LIMITS } from '../constants';
import { MSG } from '../messages';
import { USERNAME_PATTERN } from '../rules/identity';
import { isRealIsoDay } from '../rules/input';
import { PHONE_TEXT_MAX, toIndianMobileE164 } from '../rules/phone';
import { isReservedUsername } from '../rules/reserved-usernames';
import { isEndAfterStart, parseWorkingTime } from '../rules/working-hours';
import { ZId, zLimit, zText } from './common';

export const ZUsername = zText(100, {
  error: MSG.requiredFields,
  tooLong: 'Username can be at most 30 characters long.',
})
  .trim()
  .toLowerCase()
  .min(1, MSG.requiredFields)
  .min(LIMITS.usernameMin, MSG.usernameShort)
  .max(30, 'Username can be at most 30 characters long.')
  .regex(USERNAME_PATTERN, MSG.usernameChars)
  // Names that pass for the platform or its staff, and closed accounts' `deleted-` prefix (rules/reserved-usernames).
  .refine((name) => !isReservedUsername(name), MSG.usernameReserved);

/** An Indian mobile number in any common spelling, stored in E.164 (+91…); the rule is shared with the browser. */
export const ZIndianMobile = zText(PHONE_TEXT_MAX * 4, { error: MSG.phoneInvalid, tooLong: MSG.phoneInvalid })
  .refine((v) => toIndianMobileE164(v) !== null, MSG.phoneInvalid)
  .transform((v) => toIndianMobileE164(v)!);

/** A phone field that may also be cleared: an empty (or blank) text or null means "no number" (null). */
export const ZIndianMobileOrEmpty = z
  .union([z.null(), zText(PHONE_TEXT_MAX * 4, { error: MSG.phoneInvalid, tooLong: MSG.phoneInvalid })], {
    error: MSG.phoneInvalid,
  })
  .refine((v) => v === null || v.trim() === '' || toIndianMobileE164(v) !== null, MSG.phoneInvalid)
  .transform((v) => (v === null || v.trim() === '' ? null : toIndianMobileE164(v)));

export const ZWorkingHours = z.object({ start: z.string(), end: z.string() });

export const ZPublicUser = z.object({
  _id: z.string(),
  username: z.string(),
  img: z.string().nullable(),
  isSeller: z.boolean(),
  country: z.string(),
  desc: z.string(),
  createdAt: z.string(),
  lastLogin: z.string().nullable(),
  skills: z.array(z.string()),
  firstLanguage: z.string().nullable(),
  workingHours: ZWorkingHours.nullable(),
  age: z.number().int().nullable(),
});
export type TPublicUser = z.infer<typeof ZPublicUser>;

/** What GET /users/{id} adds when the caller reads their own profile. */
export const ZOwnUser = ZPublicUser.extend({
  email: z.string(),
  phone: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  notif: z.boolean(),
});
export type TOwnUser = z.infer<typeof ZOwnUser>;

export const ZUserProfile = z.union([ZOwnUser, ZPublicUser]);
export type TUserProfile = z.infer<typeof ZUserProfile>;

export const ZUsersQuery = z.object({
  search: zText(100).trim().optional(),
  limit: zLimit().optional(),
  cursor: zText(500).optional(),
});

export const ZUserIdParam = z.object({ id: ZId });

export const ZNotifBody = z.object({ notif: z.boolean({ error: 'notif must be true or false.' }) });
export const ZBioBody = z.object({
  bio: zText(LIMITS.bioMax * 2, { error: 'Please write a bio.', tooLong: MSG.bioTooLong })
    .trim()
    .max(LIMITS.bioMax, MSG.bioTooLong),
});
export const ZUsernameBody = z.object({ username: ZUsername });
/** An empty phone clears the saved number. */
export const ZPhoneBody = z.object({ phone: ZIndianMobileOrEmpty });
export const ZProfilePictureBody = z.object({ img: zText(500, { error: MSG.selectImage }).min(1, MSG.selectImage) });

const ZSkill = zText(LIMITS.skillLengthMax * 4, {
  error: 'A skill must be text.',
  tooLong: `A skill can be at most ${LIMITS.skillLengthMax} characters.`,
})
  .trim()
  .min(1, 'A skill cannot be empty.')
  .max(LIMITS.skillLengthMax, `A skill can be at most ${LIMITS.skillLengthMax} characters.`);
export const ZSkillsBody = z.object({
  skills: z
    .array(ZSkill, { error: 'skills must be a list.' })
    .min(1, 'Please enter a skill.')
    .max(LIMITS.skillsMax, `You can add at most ${LIMITS.skillsMax} skills.`),
});
export const ZSkillsResponse = z.object({ skills: z.array(z.string()) });

/** `YYYY-MM-DD`, or a full ISO timestamp of which the day counts; a real day (the age rule judges the range). */
export const ZDateOfBirthBody = z.object({
  dateOfBirth: zText(40, { error: MSG.dobFormat, tooLong: MSG.dobFormat })
    .refine((v) => (v.length === 10 || v[10] === 'T') && isRealIsoDay(v.slice(0, 10)), MSG.dobFormat)
    .transform((v) => v.slice(0, 10)),
});

export const ZFirstLanguageBody = z.object({
  firstLanguage: zText(160, { error: 'Please enter a language.', tooLong: 'A language can be at most 40 characters.' })
    .trim()
    .min(1, 'Please enter a language.')
    .max(40, 'A language can be at most 40 characters.'),
});

const ZTime = zText(20, { error: 'Please enter a time.', tooLong: 'Please enter a time as H:MM.' }).refine(
  (v) => parseWorkingTime(v) !== null,
  'Please enter a time as H:MM.',
);
export const ZWorkingHoursBody = z
  .object({ start: ZTime, end: ZTime })
  .refine((v) => isEndAfterStart(v.start, v.end), { message: MSG.workingHoursOrder, path: ['end'] });

export const ZCountry = z.enum(COUNTRIES, { error: MSG.countryIndia });
