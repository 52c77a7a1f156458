import { LIMITS, SELLER_LIMITS, type TGender, type TSellerIdType } from '@gigbazaar/shared/constants';
import { MSG } from '@gigbazaar/shared/messages';
import { ageFromDob, isFutureDate } from '@gigbazaar/shared/rules/age';
import { isValidEmail } from '@gigbazaar/shared/rules/identity';
import { isOldEnoughToSell, isValidPincode, isValidUpiId } from '@gigbazaar/shared/rules/seller-application';
import type { TSellerApplication, TSellerApplicationBody } from '@gigbazaar/shared/schemas/sellers';

/** What the form holds: texts as typed, documents as the URLs their uploads answered. */
export interface ApplicationDraft {
  fullName: string;
  email: string;
  phone: string;
  dateOfBirth: string;
  gender: TGender | '';
  street: string;
  city: string;
  state: string;
  pincode: string;
  country: 'India';
  description: string;
  motivation: string;
  education: string;
  skills: string;
  idType: TSellerIdType | '';
  upiId: string;
  governmentIdUrl: string | null;
  selfieUrl: string | null;
  certificateUrls: string[];
}

export const emptyDraft = (email = ''): ApplicationDraft => ({
  fullName: '',
  email,
  phone: '',
  dateOfBirth: '',
  gender: '',
  street: '',
  city: '',
  state: '',
  pincode: '',
  country: 'India',
  description: '',
  motivation: '',
  education: '',
  skills: '',
  idType: '',
  upiId: '',
  governmentIdUrl: null,
  selfieUrl: null,
  certificateUrls: [],
});

/** Skills are typed comma-separated; blanks and repeats (any case) are dropped. */
export function parseSkills(text: string): string[] {
  const seen = new Set<string>();
  const skills: string[] = [];
  for (const raw of text.split(',')) {
    const skill = raw.trim();
    if (!skill || seen.has(skill.toLowerCase())) continue;
    seen.add(skill.toLowerCase());
    skills.push(skill);
  }
  return skills;
}

const TEXT_FIELDS = [
  'fullName',
  'email',
  'phone',
  'dateOfBirth',
  'gender',
  'street',
  'city',
  'state',
  'pincode',
  'description',
  'motivation',
  'education',
  'skills',
  'idType',
  'upiId',
] as const;

export interface DraftCheck {
  /** The sentence for the form's notice: documents first, then blanks, then the first format error. */
  message: string;
  fields: Partial<Record<keyof ApplicationDraft, string>>;
}

/**
 * The browser's checks before sending (the server repeats each one). Null when the draft can be sent. The phone
 * rule is passed in: the page loads it when it is needed (lib/phone-rule), not with the page.
 */
export function checkDraft(
  draft: ApplicationDraft,
  isIndianMobile: (value: string) => boolean,
  now: Date = new Date(),
): DraftCheck | null {
  const fields: DraftCheck['fields'] = {};
  for (const name of TEXT_FIELDS) if (!draft[name].trim()) fields[name] = MSG.requiredFields;
  const blank = Object.keys(fields).length > 0;

  if (draft.email.trim() && !isValidEmail(draft.email.trim())) fields.email = MSG.invalidEmail;
  if (draft.phone.trim() && !isIndianMobile(draft.phone)) fields.phone = MSG.phoneInvalid;
  if (draft.dateOfBirth) {
    if (ageFromDob(draft.dateOfBirth, now) === null) fields.dateOfBirth = MSG.dobFormat;
    else if (isFutureDate(draft.dateOfBirth, now)) fields.dateOfBirth = MSG.dobFuture;
    else if (!isOldEnoughToSell(draft.dateOfBirth, now)) fields.dateOfBirth = MSG.sellerAge;
  }
  if (draft.pincode.trim() && !isValidPincode(draft.pincode)) fields.pincode = MSG.pincodeInvalid;
  if (draft.upiId.trim() && !isValidUpiId(draft.upiId)) fields.upiId = MSG.upiInvalid;
  const tooLong: Array<[keyof ApplicationDraft, string, number]> = [
    ['fullName', 'Full name', SELLER_LIMITS.fullNameMax],
    ['street', 'Street', SELLER_LIMITS.streetMax],
    ['city', 'City', SELLER_LIMITS.placeMax],
    ['state', 'State', SELLER_LIMITS.placeMax],
    ['description', 'Description', SELLER_LIMITS.longTextMax],
    ['motivation', 'Motivation', SELLER_LIMITS.longTextMax],
    ['education', 'Education', SELLER_LIMITS.educationMax],
  ];
  for (const [name, what, max] of tooLong) {
    if ((draft[name] as string).trim().length > max) fields[name] = `${what} can be at most ${max} characters.`;
  }
  const skills = parseSkills(draft.skills);
  if (skills.length > LIMITS.skillsMax) fields.skills = `You can add at most ${LIMITS.skillsMax} skills.`;
  else if (skills.some((s) => s.length > LIMITS.skillLengthMax))
    fields.skills = `A skill can be at most ${LIMITS.skillLengthMax} characters.`;

  const documentsMissing = !draft.governmentIdUrl || !draft.selfieUrl;
  if (!draft.governmentIdUrl) fields.governmentIdUrl = MSG.sellerDocumentsRequired;
  if (!draft.selfieUrl) fields.selfieUrl = MSG.sellerDocumentsRequired;

  const first = Object.values(fields)[0];
  if (!first) return null;
  const message = documentsMissing ? MSG.sellerDocumentsRequired : blank ? MSG.requiredFields : first;
  return { message, fields };
}

/** The API's payload from a checked draft. */
export function toPayload(draft: ApplicationDraft): TSellerApplicationBody {
  return {
    fullName: draft.fullName.trim(),
    email: draft.email.trim(),
    phone: draft.phone.trim(),
    dateOfBirth: draft.dateOfBirth,
    gender: draft.gender as TGender,
    address: {
      street: draft.street.trim(),
      city: draft.city.trim(),
      state: draft.state.trim(),
      pincode: draft.pincode.trim(),
      country: draft.country,
    },
    description: draft.description.trim(),
    motivation: draft.motivation.trim(),
    education: draft.education.trim(),
    skills: parseSkills(draft.skills),
    certificates: draft.certificateUrls,
    idType: draft.idType as TSellerIdType,
    governmentId: { type: draft.idType as TSellerIdType, url: draft.governmentIdUrl ?? '' },
    selfie: draft.selfieUrl ?? '',
    upiId: draft.upiId.trim(),
  };
}

/** The form's three documents: what each accepts, and the sentence that names it when a file is of another type. */
export const DOCUMENT_FIELDS = {
  governmentId: {
    extensions: ['pdf', 'jpg', 'jpeg', 'png'],
    typeError: 'Your Government ID must be a PDF, JPG, JPEG or PNG file.',
  },
  selfie: { extensions: ['jpg', 'jpeg', 'png'], typeError: MSG.sellerSelfieImage },
  certificates: { extensions: ['pdf', 'jpg', 'jpeg', 'png'], typeError: MSG.sellerCertificateType },
} as const satisfies Record<string, { extensions: readonly string[]; typeError: string }>;
export type DocumentField = keyof typeof DOCUMENT_FIELDS;

/** The picker's checks of a document before it is uploaded (certificates: pdf, jpg, jpeg or png). */
export function checkDocumentFile(file: { name: string; size: number }, field: DocumentField): string | null {
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  const { extensions, typeError } = DOCUMENT_FIELDS[field];
  if (!(extensions as readonly string[]).includes(extension)) return typeError;
  if (file.size === 0) return MSG.sellerUploadFailed;
  if (file.size > LIMITS.uploadBytes) return MSG.fileTooLarge;
  return null;
}

/**
 * A new application started from a rejected one: its answers and documents (still this applicant's private
 * uploads, which the server accepts again), for the applicant to change what the reviewer asked for.
 */
export function draftFromApplication(a: TSellerApplication): ApplicationDraft {
  return {
    fullName: a.fullName,
    email: a.email,
    phone: a.phone,
    dateOfBirth: a.dateOfBirth,
    gender: a.gender,
    street: a.address.street,
    city: a.address.city,
    state: a.address.state,
    pincode: a.address.pincode,
    country: 'India',
    description: a.description,
    motivation: a.motivation,
    education: a.education,
    skills: a.skills.join(', '),
    idType: a.idType,
    upiId: a.upiId,
    governmentIdUrl: a.governmentId.url,
    selfieUrl: a.selfie,
    certificateUrls: [...a.certificates],
  };
}
