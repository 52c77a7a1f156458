import { isValidPhoneNumber, parsePhoneNumber } from 'libphonenumber-js/mobile';
import { z } from 'zod';
import { COUNTRIES, LIMITS } from '../constants';
import { MSG } from '../messages';
import { USERNAME_PATTERN } from '../rules/identity';
import { isReservedUsername } from '../rules/reserved-usernames';
import { isEndAfterStart, parseWorkingTime } from '../rules/working-hours';

export const ZUsername = z
  .string({ error: MSG.requiredFields })
  .trim()
  .toLowerCase()
  .min(1, MSG.requiredFields)
  .min(LIMITS.usernameMin, MSG.usernameShort)
  .max(30, 'Username can be at most 30 characters long.')
  .regex(USERNAME_PATTERN, MSG.usernameChars)
  // Names that pass for the platform or its staff, and closed accounts' `deleted-` prefix (rules/reserved-usernames).
  .refine((name) => !isReservedUsername(name), MSG.usernameReserved);

/** An Indian mobile number in any common spelling, stored in E.164 (+91…). */
export const ZIndianMobile = z
  .string({ error: MSG.phoneInvalid })
  .trim()
  .max(20, MSG.phoneInvalid)
  .refine((v) => isValidPhoneNumber(v, 'IN'), MSG.phoneInvalid)
  .transform((v) => parsePhoneNumber(v, 'IN').number as string);

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
  search: z.string().trim().max(100).optional(),
  limit: z.coerce.number({ error: 'limit must be a number.' }).int().min(1).max(LIMITS.listMax).optional(),
});

export const ZUserIdParam = z.object({ id: z.string().min(1).max(100) });

export const ZNotifBody = z.object({ notif: z.boolean({ error: 'notif must be true or false.' }) });
export const ZBioBody = z.object({
  bio: z.string({ error: 'Please write a bio.' }).trim().max(LIMITS.bioMax, MSG.bioTooLong),
});
export const ZUsernameBody = z.object({ username: ZUsername });
export const ZPhoneBody = z.object({ phone: ZIndianMobile });
export const ZProfilePictureBody = z.object({ img: z.string().min(1, MSG.selectImage).max(500) });

const ZSkill = z
  .string()
  .trim()
  .min(1, 'A skill cannot be empty.')
  .max(LIMITS.skillLengthMax, `A skill can be at most ${LIMITS.skillLengthMax} characters.`);
export const ZSkillsBody = z.object({
  skills: z.array(ZSkill, { error: 'skills must be a list.' }).min(1, 'Please enter a skill.').max(LIMITS.skillsMax),
});
export const ZSkillsResponse = z.object({ skills: z.array(z.string()) });

export const ZDateOfBirthBody = z.object({
  dateOfBirth: z
    .string({ error: MSG.dobFormat })
    .regex(/^\d{4}-\d{2}-\d{2}(T.*)?$/, MSG.dobFormat)
    .transform((v) => v.slice(0, 10)),
});

export const ZFirstLanguageBody = z.object({
  firstLanguage: z.string({ error: 'Please enter a language.' }).trim().min(1, 'Please enter a language.').max(40),
});

const ZTime = z
  .string({ error: 'Please enter a time.' })
  .refine((v) => parseWorkingTime(v) !== null, 'Please enter a time as H:MM.');
export const ZWorkingHoursBody = z
  .object({ start: ZTime, end: ZTime })
  .refine((v) => isEndAfterStart(v.start, v.end), { message: MSG.workingHoursOrder, path: ['end'] });

export const ZCountry = z.enum(COUNTRIES, { error: MSG.countryIndia });
