import { z } from 'zod';
import { LIMITS } from '../constants';
import { ZCursor, ZId, zLimit } from './common';

/** The outbox's delivery states (decision 014): queued until the mail job sends it, failed once it gives up. */
export const MAIL_STATUSES = ['queued', 'sent', 'failed'] as const;
export type TMailStatus = (typeof MAIL_STATUSES)[number];

/** GET /admin/mail: which mail to list (failed by default: what needs an admin), keyset-paged. */
export const ZAdminMailQuery = z.object({
  status: z.enum(MAIL_STATUSES, { error: 'status must be queued, sent or failed.' }).default('failed'),
  limit: zLimit(LIMITS.listMax).optional(),
  cursor: ZCursor.optional(),
});

/** One outgoing mail as admins see it: never the body (it may hold a code or a user's note), an OTP's code masked. */
export const ZAdminMail = z.object({
  _id: z.string(),
  to: z.string(),
  subject: z.string(),
  kind: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type TAdminMail = z.infer<typeof ZAdminMail>;

export const ZAdminMailIdParam = z.object({ id: ZId });
