import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { LIMITS } from '@gigbazaar/shared/constants';
import { MSG } from '@gigbazaar/shared/messages';
import type { TSellerApplicationStatus } from '@gigbazaar/shared/schemas/sellers';
import type { ZSellerApplicationBody } from '@gigbazaar/shared/schemas/sellers';
import type { z } from 'zod';
import type { Deps } from '../../platform/deps';
import type { SessionUser } from '../../platform/auth';
import { sellerApplications, uploads, users } from '../../platform/db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import {
  decodeCursor,
  idKey,
  keysetAfter,
  keysetOrder,
  keysetTexts,
  pageOf,
  timestampKey,
  type KeysetKey,
} from '../../platform/keyset';
import type { MailMessage } from '../../platform/mailer';
import { enqueueMail } from '../../platform/mail-outbox';
import { redactContactDetails } from '../moderation/redact';
import type { Db } from '../../platform/db/client';
import { recordAdminAction } from '../audit/audit-log';
import type { ApplicationRow } from './present-application';

type ApplicationBody = z.output<typeof ZSellerApplicationBody>;

export async function findOwnApplication(deps: Deps, me: SessionUser): Promise<ApplicationRow> {
  const [row] = await deps.db.select().from(sellerApplications).where(eq(sellerApplications.userId, me.id));
  if (!row) throw notFound(MSG.sellerApplicationNone);
  return row;
}

/**
 * ID documents and certificates must be files this applicant uploaded privately: anyone else's upload, a public
 * image (which anyone could fetch) or a URL outside the uploads is refused, each named in `fields`.
 */
async function checkDocuments(deps: Deps, me: SessionUser, body: ApplicationBody) {
  const named: Array<[string, string]> = [
    ['governmentId.url', body.governmentId.url],
    ['selfie', body.selfie],
    ...body.certificates.map((url, i): [string, string] => [`certificates.${i}`, url]),
  ];
  const urls = named.map(([, url]) => url);
  if (new Set(urls).size !== urls.length) {
    throw badRequest('Please upload each document as its own file.', {
      selfie: 'Please upload each document as its own file.',
    });
  }
  const rows = await deps.db
    .select({ url: uploads.url, contentType: uploads.contentType })
    .from(uploads)
    .where(and(eq(uploads.ownerId, me.id), eq(uploads.visibility, 'private'), inArray(uploads.url, urls)));
  const types = new Map(rows.map((r) => [r.url, r.contentType]));
  const fields: Record<string, string> = {};
  for (const [field, url] of named) if (!types.has(url)) fields[field] = MSG.sellerDocumentNotOwn;
  if (types.has(body.selfie) && !types.get(body.selfie)!.startsWith('image/')) fields.selfie = MSG.sellerSelfieImage;
  const first = Object.values(fields)[0];
  if (first) throw badRequest(first, fields);
}

/**
 * Files a new application as pending. A rejected one is replaced (a new submission replaces it);
 * a pending or approved one blocks it, decided by the unique user index in the same statement as the insert.
 */
export async function submitApplication(deps: Deps, me: SessionUser, body: ApplicationBody): Promise<ApplicationRow> {
  if (me.isSeller) throw conflict(MSG.sellerAlreadyApproved);
  await checkDocuments(deps, me, body);
  return deps.db.transaction(async (tx) => {
    await tx
      .delete(sellerApplications)
      .where(and(eq(sellerApplications.userId, me.id), eq(sellerApplications.status, 'rejected')));
    const [row] = await tx
      .insert(sellerApplications)
      .values({
        userId: me.id,
        fullName: body.fullName,
        email: body.email,
        phone: body.phone,
        dateOfBirth: body.dateOfBirth,
        gender: body.gender,
        street: body.address.street,
        city: body.address.city,
        state: body.address.state,
        pincode: body.address.pincode,
        country: body.address.country,
        description: body.description,
        motivation: body.motivation,
        education: body.education,
        skills: body.skills,
        certificates: body.certificates,
        idType: body.idType,
        governmentIdUrl: body.governmentId.url,
        selfieUrl: body.selfie,
        upiId: body.upiId,
      })
      .onConflictDoNothing({ target: sellerApplications.userId })
      .returning();
    if (row) return row;
    const [existing] = await tx
      .select({ status: sellerApplications.status })
      .from(sellerApplications)
      .where(eq(sellerApplications.userId, me.id));
    throw conflict(existing?.status === 'approved' ? MSG.sellerAlreadyApproved : MSG.sellerApplicationPending);
  });
}

/** Withdraws a pending application or clears a rejected one; an approved one stays (it is why they sell). */
export async function deleteOwnApplication(deps: Deps, me: SessionUser): Promise<void> {
  const deleted = await deps.db
    .delete(sellerApplications)
    .where(and(eq(sellerApplications.userId, me.id), inArray(sellerApplications.status, ['pending', 'rejected'])))
    .returning({ id: sellerApplications.id });
  if (deleted.length > 0) return;
  await findOwnApplication(deps, me);
  throw forbidden(MSG.sellerApprovedNoDelete);
}

/** "Already reviewed" as a key: false (pending) sorts first. The expression index on it serves the order. */
const reviewedKey: KeysetKey = {
  expr: sql`(${sellerApplications.status} <> 'pending')`,
  dir: 'asc',
  text: sql`(${sellerApplications.status} <> 'pending')::text`,
  valid: (v) => v === 'true' || v === 'false',
  cast: (v) => sql`${v}::boolean`,
};
const REVIEW_QUEUE = [reviewedKey, timestampKey(sellerApplications.createdAt, 'desc'), idKey(sellerApplications.id)];

/** The review queue: pending first, then the reviewed ones, newest first within each; keyset-paged. */
export async function listApplications(
  deps: Deps,
  query: { status?: TSellerApplicationStatus; limit?: number; cursor?: string },
) {
  const limit = query.limit ?? LIMITS.listDefault;
  // Closed accounts drop out of the queue: there is nobody left to make a seller.
  const where: SQL[] = [isNull(users.deletedAt)];
  if (query.status) where.push(eq(sellerApplications.status, query.status));
  if (query.cursor) where.push(keysetAfter(REVIEW_QUEUE, decodeCursor(query.cursor, 'queue', REVIEW_QUEUE)));
  const rows = await deps.db
    .select({
      application: sellerApplications,
      applicant: { id: users.id, username: users.username, img: users.img, isSeller: users.isSeller },
      cursorKeys: keysetTexts(REVIEW_QUEUE),
    })
    .from(sellerApplications)
    .innerJoin(users, eq(users.id, sellerApplications.userId))
    .where(and(...where))
    .orderBy(...keysetOrder(REVIEW_QUEUE))
    .limit(limit + 1);
  return pageOf(rows, limit, 'queue');
}

/**
 * Approves or rejects a pending application. Approval makes the applicant a seller in the same transaction, so
 * their next request (the session reads the flag from the database) already sees it; the applicant's mail about
 * the decision is written to the outbox in that transaction too.
 */
export async function decideApplication(
  deps: Deps,
  admin: SessionUser,
  id: string,
  decision: 'approved' | 'rejected',
  notes: string | undefined,
): Promise<ApplicationRow> {
  const row = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(sellerApplications)
      .set({ status: decision, verificationNotes: notes || null, reviewedBy: admin.id, reviewedAt: new Date() })
      .where(and(eq(sellerApplications.id, id), eq(sellerApplications.status, 'pending')))
      .returning();
    if (!row) {
      const [exists] = await tx
        .select({ id: sellerApplications.id })
        .from(sellerApplications)
        .where(eq(sellerApplications.id, id));
      if (!exists) throw notFound(MSG.sellerApplicationNotFound);
      throw conflict(MSG.sellerApplicationReviewed);
    }
    const [user] =
      decision === 'approved'
        ? await tx
            .update(users)
            .set({ isSeller: true })
            .where(and(eq(users.id, row.userId), isNull(users.deletedAt)))
            .returning({ email: users.email })
        : await tx
            .select({ email: users.email })
            .from(users)
            .where(and(eq(users.id, row.userId), isNull(users.deletedAt)));
    // A closed account: the transaction rolls back and the application stays as it was.
    if (!user) throw notFound(MSG.userNotFound);
    // In the decision's transaction: the log holds exactly the decisions that were made (decision 013).
    await recordAdminAction(tx as Db, {
      adminId: admin.id,
      action: decision === 'approved' ? 'seller_application.approve' : 'seller_application.reject',
      target: { type: 'seller_application', id: row.id },
      subjectUserId: row.userId,
      note: row.verificationNotes,
    });
    await enqueueMail(tx as Db, {
      to: user.email,
      ...decisionMail(decision, row.fullName, row.verificationNotes),
      kind: 'seller-decision',
    });
    return row;
  });
  deps.jobs.wake();
  return row;
}

/**
 * The applicant's mail about the decision, sent to the account's verified address. The reviewer's note is quoted
 * through `redactContactDetails` like every text in a GigBazaar mail (the full note is on the My Application tab).
 */
export function decisionMail(
  decision: 'approved' | 'rejected',
  name: string,
  notes: string | null,
): Omit<MailMessage, 'to'> {
  const note = notes ? `\n\nNote from the reviewer:\n${redactContactDetails(notes)}` : '';
  if (decision === 'approved') {
    return {
      subject: 'You are now a GigBazaar seller',
      text: `Hello ${name},\n\nYour seller application was approved. You can now publish gigs: open GigBazaar and choose "Add New Gig" in your profile menu.${note}\n\n— GigBazaar`,
    };
  }
  return {
    subject: 'Your GigBazaar seller application',
    text: `Hello ${name},\n\nWe could not approve your seller application this time.${note}\n\nYou can delete it on the "Become a Seller" page and apply again.\n\n— GigBazaar`,
  };
}
