import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type {
  TAdminReportGroup,
  TAuditEntry,
  TModerationFigure,
  TReportStatus,
  TResolveBody,
} from '@gigbazaar/shared/schemas/reports';
import type { Api } from '../../../lib/api';

export const adminReportsKey = ['admin', 'reports'] as const;
export const adminAuditKey = ['admin', 'audit'] as const;
const AUDIT_PAGE = 30;
/** Report groups per page: each carries its item and context, so a page is kept to what an admin reads at once. */
const REPORTS_PAGE = 20;

export interface ReportsPage {
  groups: TAdminReportGroup[];
  nextCursor: string | null;
}

/** GET /admin/reports?status=: reported items, each with its reports, context and the owner's history; paged. */
export const adminReportsQueryOptions = (api: Api, status: TReportStatus) =>
  infiniteQueryOptions({
    queryKey: [...adminReportsKey, status],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }): Promise<ReportsPage> => {
      const params = new URLSearchParams({ status, limit: String(REPORTS_PAGE) });
      if (pageParam) params.set('cursor', pageParam);
      const res = await api.request('GET', `/admin/reports?${params.toString()}`);
      return {
        groups: Array.isArray(res.body) ? (res.body as TAdminReportGroup[]) : [],
        nextCursor: res.headers['x-next-cursor'] || null,
      };
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** POST /admin/reports/{id}/resolve: closes every open report on the item with the action. */
export const resolveReport = (api: Api, id: string, body: TResolveBody) =>
  api.post<{ closed: number }>(`/admin/reports/${encodeURIComponent(id)}/resolve`, body);

/** GET /admin/moderation/figures: the moderator's rejections per rule per day (counts only). */
export const moderationFiguresQueryOptions = (api: Api, days = 14) =>
  queryOptions({
    queryKey: ['admin', 'moderation-figures', days],
    queryFn: () => api.get<TModerationFigure[]>(`/admin/moderation/figures?days=${days}`),
  });

export interface AuditPage {
  entries: TAuditEntry[];
  nextCursor: string | null;
}

/** GET /admin/audit: newest first, paged over X-Next-Cursor. */
export const adminAuditQueryOptions = (api: Api) =>
  infiniteQueryOptions({
    queryKey: adminAuditKey,
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }): Promise<AuditPage> => {
      const params = new URLSearchParams({ limit: String(AUDIT_PAGE) });
      if (pageParam) params.set('cursor', pageParam);
      const res = await api.request('GET', `/admin/audit?${params.toString()}`);
      return {
        entries: Array.isArray(res.body) ? (res.body as TAuditEntry[]) : [],
        nextCursor: res.headers['x-next-cursor'] || null,
      };
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** How an audit action reads to a person. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'seller_application.approve': 'Approved a seller application',
  'seller_application.reject': 'Rejected a seller application',
  'report.dismiss': 'Dismissed reports',
  'report.remove_gig': 'Removed a gig',
  'report.warn': 'Warned a user',
  'report.suspend_7_days': 'Suspended a user for 7 days',
  'report.suspend_30_days': 'Suspended a user for 30 days',
  'report.suspend_for_good': 'Suspended a user for good',
  'dispute.release': 'Decided a dispute: released to the seller',
  'dispute.refund': 'Decided a dispute: refunded the buyer',
  'dispute.split': 'Decided a dispute: split the payment',
  'dispute.read_conversation': 'Read the conversation of a dispute’s parties',
  'transfer.retry': 'Retried a failed transfer to a seller',
  'refund.retry': 'Retried a failed refund',
  'gig.remove': 'Took a gig down',
  'user.close': 'Closed a user’s account',
};
export const auditActionLabel = (action: string) => AUDIT_ACTION_LABELS[action] ?? action;
