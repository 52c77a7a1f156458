import type { TAdminSellerApplication, TSellerApplication } from '@gigbazaar/shared/schemas/sellers';
import type { sellerApplications } from '../../platform/db/schema';

export type ApplicationRow = typeof sellerApplications.$inferSelect;

/** The application's API shape: address and government id nested, documents as the URLs the private route serves. */
export function presentApplication(row: ApplicationRow): TSellerApplication {
  return {
    _id: row.id,
    userId: row.userId,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    dateOfBirth: row.dateOfBirth,
    gender: row.gender,
    address: { street: row.street, city: row.city, state: row.state, pincode: row.pincode, country: row.country },
    description: row.description,
    motivation: row.motivation,
    education: row.education,
    skills: row.skills,
    certificates: row.certificates,
    idType: row.idType,
    governmentId: { type: row.idType, url: row.governmentIdUrl },
    selfie: row.selfieUrl,
    upiId: row.upiId,
    status: row.status,
    verificationNotes: row.verificationNotes,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

export function presentAdminApplication(
  row: ApplicationRow,
  applicant: { id: string; username: string; img: string | null; isSeller: boolean },
): TAdminSellerApplication {
  return {
    ...presentApplication(row),
    applicant: { _id: applicant.id, username: applicant.username, img: applicant.img, isSeller: applicant.isSeller },
  };
}
