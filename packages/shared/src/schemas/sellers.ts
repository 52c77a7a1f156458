import { z } from 'zod';
import { COUNTRIES, GENDERS, LIMITS, SELLER_APPLICATION_STATUSES, SELLER_ID_TYPES, SELLER_LIMITS } from '../constants';
import { MSG } from '../messages';
import { ageFromDob, isFutureDate } from '../rules/age';
import { isOldEnoughToSell, PINCODE_PATTERN, UPI_ID_PATTERN } from '../rules/seller-application';
import { ZEmail } from './auth';
import { ZIndianMobile } from './users';

/** Every text field of the application is required (blank gives the user's sentence). */
const requiredText = (what: string, max: number) =>
  z
    .string({ error: MSG.requiredFields })
    .trim()
    .min(1, MSG.requiredFields)
    .max(max, `${what} can be at most ${max} characters.`);

/** A document's URL as POST /uploads answered it; the server checks it is the applicant's own private file. */
const ZDocumentUrl = z
  .string({ error: MSG.sellerDocumentsRequired })
  .trim()
  .min(1, MSG.sellerDocumentsRequired)
  .max(500, MSG.sellerDocumentNotOwn);

const ZSkill = z
  .string()
  .trim()
  .min(1, 'A skill cannot be empty.')
  .max(LIMITS.skillLengthMax, `A skill can be at most ${LIMITS.skillLengthMax} characters.`);

export const ZSellerAddress = z.object(
  {
    street: requiredText('Street', SELLER_LIMITS.streetMax),
    city: requiredText('City', SELLER_LIMITS.placeMax),
    state: requiredText('State', SELLER_LIMITS.placeMax),
    pincode: z
      .string({ error: MSG.requiredFields })
      .trim()
      .min(1, MSG.requiredFields)
      .max(6, MSG.pincodeInvalid)
      .regex(PINCODE_PATTERN, MSG.pincodeInvalid),
    country: z.enum(COUNTRIES, { error: MSG.countryIndia }),
  },
  { error: MSG.requiredFields },
);

export const ZSellerIdType = z.enum(SELLER_ID_TYPES, { error: MSG.idTypeRequired });
export const ZGender = z.enum(GENDERS, { error: MSG.genderRequired });
export const ZSellerApplicationStatus = z.enum(SELLER_APPLICATION_STATUSES);
export type TSellerApplicationStatus = z.infer<typeof ZSellerApplicationStatus>;

/** POST /sellers: the application payload. `status` and `verificationNotes` are the reviewer's, ignored here. */
export const ZSellerApplicationBody = z
  .object({
    fullName: requiredText('Full name', SELLER_LIMITS.fullNameMax),
    email: ZEmail,
    phone: ZIndianMobile,
    dateOfBirth: z
      .string({ error: MSG.dobFormat })
      .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]{0,20}Z?)?$/, MSG.dobFormat)
      .transform((v) => v.slice(0, 10))
      .refine((v) => ageFromDob(v) !== null, MSG.dobFormat)
      .refine((v) => !isFutureDate(v), MSG.dobFuture)
      .refine((v) => isOldEnoughToSell(v), MSG.sellerAge),
    gender: ZGender,
    address: ZSellerAddress,
    description: requiredText('Description', SELLER_LIMITS.longTextMax),
    motivation: requiredText('Motivation', SELLER_LIMITS.longTextMax),
    education: requiredText('Education', SELLER_LIMITS.educationMax),
    skills: z
      .array(ZSkill, { error: 'Please add at least one skill.' })
      .min(1, 'Please add at least one skill.')
      .max(LIMITS.skillsMax, `You can add at most ${LIMITS.skillsMax} skills.`),
    certificates: z
      .array(ZDocumentUrl, { error: MSG.sellerDocumentNotOwn })
      .max(SELLER_LIMITS.certificatesMax, `You can upload at most ${SELLER_LIMITS.certificatesMax} certificates.`)
      .default([]),
    idType: ZSellerIdType,
    governmentId: z.object(
      { type: ZSellerIdType.optional(), url: ZDocumentUrl },
      { error: MSG.sellerDocumentsRequired },
    ),
    selfie: ZDocumentUrl,
    upiId: z
      .string({ error: MSG.requiredFields })
      .trim()
      .min(1, MSG.requiredFields)
      .max(SELLER_LIMITS.upiMax, MSG.upiInvalid)
      .regex(UPI_ID_PATTERN, MSG.upiInvalid),
  })
  .refine((v) => !v.governmentId.type || v.governmentId.type === v.idType, {
    message: 'The uploaded ID document does not match the ID type selected.',
    path: ['governmentId', 'type'],
  });
export type TSellerApplicationBody = z.input<typeof ZSellerApplicationBody>;

export const ZSellerApplication = z.object({
  _id: z.string(),
  userId: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  dateOfBirth: z.string(),
  gender: ZGender,
  address: z.object({
    street: z.string(),
    city: z.string(),
    state: z.string(),
    pincode: z.string(),
    country: z.string(),
  }),
  description: z.string(),
  motivation: z.string(),
  education: z.string(),
  skills: z.array(z.string()),
  certificates: z.array(z.string()),
  idType: ZSellerIdType,
  governmentId: z.object({ type: ZSellerIdType, url: z.string() }),
  selfie: z.string(),
  upiId: z.string(),
  status: ZSellerApplicationStatus,
  verificationNotes: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type TSellerApplication = z.infer<typeof ZSellerApplication>;

export const ZSellerApplicationResponse = z.object({ data: ZSellerApplication });
export type TSellerApplicationResponse = z.infer<typeof ZSellerApplicationResponse>;

/** The admin list adds who applied, so the reviewer can open their profile. */
export const ZAdminSellerApplication = ZSellerApplication.extend({
  applicant: z.object({ _id: z.string(), username: z.string(), img: z.string().nullable(), isSeller: z.boolean() }),
});
export type TAdminSellerApplication = z.infer<typeof ZAdminSellerApplication>;

export const ZAdminSellerApplicationsQuery = z.object({
  status: z.enum(SELLER_APPLICATION_STATUSES, { error: 'status must be pending, approved or rejected.' }).optional(),
  limit: z.coerce.number({ error: 'limit must be a number.' }).int().min(1).max(LIMITS.listMax).optional(),
  cursor: z.string().max(500).optional(),
});

export const ZSellerApplicationIdParam = z.object({ id: z.string().min(1).max(100) });

export const ZReviewDecisionBody = z
  .object({
    verificationNotes: z
      .string({ error: 'The note must be text.' })
      .trim()
      .max(SELLER_LIMITS.notesMax, `The note can be at most ${SELLER_LIMITS.notesMax} characters.`)
      .optional(),
  })
  .default({});
