import { describe, expect, it } from 'vitest';
import { MSG } from '@gigbazaar/shared/messages';
import { isIndianMobile } from '@gigbazaar/shared/rules/phone';
import { ZSellerApplicationBody } from '@gigbazaar/shared/schemas/sellers';
import {
  checkDocumentFile,
  checkDraft,
  draftFromApplication,
  emptyDraft,
  parseSkills,
  toPayload,
  type ApplicationDraft,
} from './application-form';

const now = new Date('2026-06-01T00:00:00Z');
const complete = (): ApplicationDraft => ({
  ...emptyDraft('ananya@example.in'),
  fullName: 'Ananya Sharma',
  phone: '9876543210',
  dateOfBirth: '1998-04-12',
  gender: 'female',
  street: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560001',
  description: 'Logos and brand kits.',
  motivation: 'More clients.',
  education: 'B.Des',
  skills: 'Logo design, branding, Branding ,',
  idType: 'pan',
  upiId: 'ananya@okaxis',
  governmentIdUrl: '/uploads/private/u/a.webp',
  selfieUrl: '/uploads/private/u/b.webp',
});

describe('the seller application form checks', () => {
  it('passes a complete draft whose payload the server schema accepts', () => {
    const draft = complete();
    expect(checkDraft(draft, isIndianMobile, now)).toBeNull();
    const payload = toPayload(draft);
    expect(payload.skills).toEqual(['Logo design', 'branding']);
    expect(ZSellerApplicationBody.safeParse(payload).success).toBe(true);
  });

  it('asks for the documents first, with the user-facing sentence', () => {
    const check = checkDraft({ ...complete(), selfieUrl: null, fullName: '' }, isIndianMobile, now);
    expect(check?.message).toBe(MSG.sellerDocumentsRequired);
    expect(check?.fields).toMatchObject({ selfieUrl: MSG.sellerDocumentsRequired, fullName: MSG.requiredFields });
  });

  it('requires every text field', () => {
    const check = checkDraft({ ...complete(), motivation: '  ' }, isIndianMobile, now);
    expect(check).toEqual({ message: MSG.requiredFields, fields: { motivation: MSG.requiredFields } });
  });

  it('checks phone, PIN code, UPI id and age', () => {
    expect(checkDraft({ ...complete(), phone: '12345' }, isIndianMobile, now)?.message).toBe(MSG.phoneInvalid);
    expect(checkDraft({ ...complete(), pincode: '0123' }, isIndianMobile, now)?.message).toBe(MSG.pincodeInvalid);
    expect(checkDraft({ ...complete(), upiId: 'ananya' }, isIndianMobile, now)?.message).toBe(MSG.upiInvalid);
    expect(checkDraft({ ...complete(), dateOfBirth: '2010-01-01' }, isIndianMobile, now)?.message).toBe(MSG.sellerAge);
    expect(checkDraft({ ...complete(), dateOfBirth: '2030-01-01' }, isIndianMobile, now)?.message).toBe(MSG.dobFuture);
  });

  it('accepts certificates as pdf, jpg, jpeg or png and selfies as photos only', () => {
    expect(checkDocumentFile({ name: 'degree.PDF', size: 10 }, 'certificates')).toBeNull();
    expect(checkDocumentFile({ name: 'degree.jpeg', size: 10 }, 'certificates')).toBeNull();
    expect(checkDocumentFile({ name: 'degree.docx', size: 10 }, 'certificates')).toBe(MSG.sellerCertificateType);
    expect(checkDocumentFile({ name: 'me.pdf', size: 10 }, 'selfie')).toBe(MSG.sellerSelfieImage);
    expect(checkDocumentFile({ name: 'me.png', size: 6 * 1024 * 1024 }, 'selfie')).toBe(MSG.fileTooLarge);
  });

  it('names the Government ID, not the certificates, when its file is of the wrong type', () => {
    expect(checkDocumentFile({ name: 'pan.pdf', size: 10 }, 'governmentId')).toBeNull();
    expect(checkDocumentFile({ name: 'pan.heic', size: 10 }, 'governmentId')).toMatch(/^Your Government ID must be/);
  });

  it('starts a new application from a rejected one with its answers and documents, which pass the checks', () => {
    const draft = draftFromApplication({
      ...toPayload(complete()),
      certificates: [],
      governmentId: { type: 'pan', url: '/uploads/private/u/a.webp' },
      _id: 'app-1',
      userId: 'u-1',
      status: 'rejected',
      verificationNotes: 'The selfie is blurred.',
      createdAt: '2026-05-01T10:00:00.000Z',
      reviewedAt: '2026-05-02T10:00:00.000Z',
    });
    expect(draft).toEqual({ ...complete(), skills: 'Logo design, branding' });
    expect(checkDraft(draft, isIndianMobile, now)).toBeNull();
  });

  it('splits skills on commas without blanks or repeats', () => {
    expect(parseSkills(' a, b ,,A, c')).toEqual(['a', 'b', 'c']);
  });
});
