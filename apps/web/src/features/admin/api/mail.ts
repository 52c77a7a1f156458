import { infiniteQueryOptions } from '@tanstack/react-query';
import type { TAdminMail, TMailStatus } from '@gigbazaar/shared/schemas/mail';
import type { Api } from '../../../lib/api';

export const adminMailKey = ['admin', 'mail'] as const;
const PAGE = 25;

export interface MailPage {
  mail: TAdminMail[];
  nextCursor: string | null;
}

/** GET /admin/mail?status=: the outbox by delivery state, newest first, paged over X-Next-Cursor. */
export const adminMailQueryOptions = (api: Api, status: TMailStatus) =>
  infiniteQueryOptions({
    queryKey: [...adminMailKey, status],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }): Promise<MailPage> => {
      const params = new URLSearchParams({ status, limit: String(PAGE) });
      if (pageParam) params.set('cursor', pageParam);
      const res = await api.request('GET', `/admin/mail?${params.toString()}`);
      return {
        mail: Array.isArray(res.body) ? (res.body as TAdminMail[]) : [],
        nextCursor: res.headers['x-next-cursor'] || null,
      };
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** POST /admin/mail/{id}/retry: a failed mail back in the queue with fresh attempts. */
export const retryMail = (api: Api, id: string) => api.post<TAdminMail>(`/admin/mail/${encodeURIComponent(id)}/retry`);
