/*
 * The plain values of schemas/reports.ts (which re-exports them), apart from its zod schemas: the warning notice,
 * loaded on every signed-in page, needs the reasons' labels, not the schemas, and so loads no zod.
 */

/** What a report can be about (decision 013). */
export const REPORT_TARGETS = ['gig', 'message', 'user'] as const;
export type TReportTarget = (typeof REPORT_TARGETS)[number];

/** The short list of reasons; the labels are the report dialog's radio list and the admins' queue. */
export const REPORT_REASONS = ['spam', 'off_platform', 'inappropriate', 'fraud', 'ip', 'other'] as const;
export type TReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<TReportReason, string> = {
  spam: 'Spam',
  off_platform: 'Off-platform payment or contact',
  inappropriate: 'Inappropriate content',
  fraud: 'Fraud or scam',
  ip: 'Intellectual property',
  other: 'Other',
};
