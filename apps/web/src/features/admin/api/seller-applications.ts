import { infiniteQueryOptions } from '@tanstack/react-query';
import type { TSellerApplicationStatus } from '@gigbazaar/shared/constants';
import type { TAdminSellerApplication } from '@gigbazaar/shared/schemas/sellers';
import type { Api } from '../../../lib/api';

export const adminApplicationsKey = ['admin', 'seller-applications'] as const;
const PAGE = 20;

export interface ApplicationsPage {
  applications: TAdminSellerApplication[];
  nextCursor: string | null;
}

/** GET /admin/seller-applications: pending first; `status` narrows the list; paged over X-Next-Cursor. */
export const adminApplicationsQueryOptions = (api: Api, status: TSellerApplicationStatus | null) =>
  infiniteQueryOptions({
    queryKey: [...adminApplicationsKey, status ?? 'all'],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }): Promise<ApplicationsPage> => {
      const params = new URLSearchParams({ limit: String(PAGE) });
      if (status) params.set('status', status);
      if (pageParam) params.set('cursor', pageParam);
      const res = await api.request('GET', `/admin/seller-applications?${params.toString()}`);
      return {
        applications: Array.isArray(res.body) ? (res.body as TAdminSellerApplication[]) : [],
        nextCursor: res.headers['x-next-cursor'] || null,
      };
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
