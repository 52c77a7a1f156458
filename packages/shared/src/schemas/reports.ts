import { z } from 'zod';
import { MSG } from '../messages';
import { ZCursor, ZId, zLimit, zText } from './common';
import { REPORT_REASONS, REPORT_TARGETS } from './reports-constants';

export {
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  REPORT_TARGETS,
  type TReportReason,
  type TReportTarget,
} from './reports-constants';

export const REPORT_NOTE_MAX = 500;
export const REPORT_RESOLVE_NOTE_MAX = 1000;
/** Reports one user may file per hour: plenty for a person, a cap on flooding the admins' queue. */
export const REPORTS_PER_HOUR = 20;

/** POST /reports. */
export const ZReportBody = z.object({
  target: z.enum(REPORT_TARGETS, { error: MSG.reportTargetInvalid }),
  id: ZId,
  reason: z.enum(REPORT_REASONS, { error: MSG.reportReasonRequired }),
  note: zText(REPORT_NOTE_MAX, { tooLong: MSG.reportNoteTooLong })
    .trim()
    .optional()
    .transform((v) => v || undefined),
});
export type TReportBody = z.input<typeof ZReportBody>;

export const ZReportCreated = z.object({ _id: z.string(), status: z.literal('open') });

export const REPORT_STATUSES = ['open', 'closed'] as const;
export type TReportStatus = (typeof REPORT_STATUSES)[number];

export const ZAdminReportsQuery = z.object({
  status: z.enum(REPORT_STATUSES, { error: 'status must be open or closed.' }).default('open'),
  limit: zLimit().optional(),
  cursor: ZCursor.optional(),
});

export const RESOLVE_ACTIONS = ['dismiss', 'remove_gig', 'warn', 'suspend'] as const;
export type TResolveAction = (typeof RESOLVE_ACTIONS)[number];
export const SUSPEND_DAYS = [7, 30] as const;

/** POST /admin/reports/{id}/resolve: `suspend` without `days` is for good; the note is required. */
export const ZResolveBody = z
  .object({
    action: z.enum(RESOLVE_ACTIONS, { error: MSG.resolveActionInvalid }),
    days: z.union([z.literal(7), z.literal(30)], { error: MSG.suspendDaysInvalid }).optional(),
    note: zText(REPORT_RESOLVE_NOTE_MAX, { error: MSG.resolveNoteRequired }).trim().min(1, MSG.resolveNoteRequired),
  })
  .refine((b) => b.days === undefined || b.action === 'suspend', {
    error: MSG.suspendDaysInvalid,
    path: ['days'],
  });
export type TResolveBody = z.input<typeof ZResolveBody>;

const ZReportedMessage = z.object({
  _id: z.string(),
  userId: z.string(),
  username: z.string(),
  desc: z.string(),
  createdAt: z.string(),
  /** The message the reports are about (the others are its context). */
  reported: z.boolean(),
});

/** The reported item as the admin sees it. */
export const ZReportItem = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('gig'),
    _id: z.string(),
    title: z.string(),
    cover: z.string(),
    /** Deleted by its owner or removed by an admin: no longer listed anywhere. */
    gone: z.boolean(),
  }),
  z.object({
    kind: z.literal('message'),
    _id: z.string(),
    conversationId: z.string(),
    /** The reported message with up to five before and after it in its conversation, oldest first. */
    messages: z.array(ZReportedMessage),
  }),
  z.object({
    kind: z.literal('user'),
    _id: z.string(),
    username: z.string(),
    img: z.string().nullable(),
    desc: z.string(),
    createdAt: z.string(),
  }),
  z.object({ kind: z.literal('missing'), _id: z.string() }),
]);
export type TReportItem = z.infer<typeof ZReportItem>;

export const ZAdminAction = z.object({ at: z.string(), action: z.string(), note: z.string().nullable() });

/** One reported item with every report on it (open ones, or one closed batch with its resolution). */
export const ZAdminReportGroup = z.object({
  /** A report of the group: POST /admin/reports/{id}/resolve closes them all. */
  _id: z.string(),
  target: z.enum(REPORT_TARGETS),
  targetId: z.string(),
  status: z.enum(REPORT_STATUSES),
  count: z.number(),
  reasons: z.array(z.object({ reason: z.enum(REPORT_REASONS), count: z.number() })),
  /** The reporters' notes (never who wrote them: admins judge the item, not the reporter). */
  notes: z.array(z.object({ reason: z.enum(REPORT_REASONS), note: z.string(), at: z.string() })),
  firstAt: z.string(),
  lastAt: z.string(),
  item: ZReportItem,
  reportedUser: z.object({
    _id: z.string(),
    username: z.string(),
    img: z.string().nullable(),
    /** Suspended now: until when (ISO), `until` null for good. */
    suspension: z.object({ until: z.string().nullable() }).nullable(),
    closed: z.boolean(),
  }),
  history: z.object({
    /** Reports on this user's items before these ones (closed ones). */
    pastReports: z.number(),
    actions: z.array(ZAdminAction),
    /** Texts the moderator refused, by rule: counts only (no text is kept). */
    rejections: z.array(z.object({ rule: z.string(), count: z.number() })),
  }),
  resolution: z
    .object({
      action: z.enum(RESOLVE_ACTIONS),
      note: z.string().nullable(),
      at: z.string(),
      adminId: z.string().nullable(),
    })
    .nullable(),
});
export type TAdminReportGroup = z.infer<typeof ZAdminReportGroup>;

export const ZResolveResult = z.object({ closed: z.number(), action: z.enum(RESOLVE_ACTIONS) });

/** A warning as its user sees it: the reason and the admins' note, until acknowledged. */
export const ZUserWarning = z.object({
  _id: z.string(),
  reason: z.enum(REPORT_REASONS),
  target: z.enum(REPORT_TARGETS),
  note: z.string(),
  createdAt: z.string(),
});
export type TUserWarning = z.infer<typeof ZUserWarning>;

/** GET /admin/audit: newest first, keyset-paged. */
export const ZAuditQuery = z.object({ limit: zLimit().optional(), cursor: ZCursor.optional() });

export const ZAuditEntry = z.object({
  _id: z.string(),
  at: z.string(),
  adminId: z.string(),
  adminUsername: z.string(),
  action: z.string(),
  target: z.object({ type: z.string(), id: z.string() }),
  note: z.string().nullable(),
  /** Whom the action was about (a reported user, an applicant). */
  subject: z.object({ _id: z.string(), username: z.string() }).nullable(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

/** GET /admin/moderation/figures: rejections per rule per day (IST days), counts only. */
export const ZModerationFiguresQuery = z.object({
  days: z.coerce.number({ error: 'days must be a number.' }).int().min(1).max(90).default(14),
});
export const ZModerationFigure = z.object({ day: z.string(), rule: z.string(), count: z.number() });
export type TModerationFigure = z.infer<typeof ZModerationFigure>;

/** Login's 403 for a suspended account: `until` is the end (ISO), or null for good. */
export const ZSuspendedError = z.object({
  code: z.literal('suspended'),
  message: z.string(),
  until: z.string().nullable(),
});
