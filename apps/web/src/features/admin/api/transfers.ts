import { infiniteQueryOptions } from '@tanstack/react-query';
import type { ADMIN_TRANSFER_FILTERS, TAdminTransfer } from '@gigbazaar/shared/schemas/transfers';
import type { Api } from '../../../lib/api';

export type TTransferFilter = (typeof ADMIN_TRANSFER_FILTERS)[number];
export const adminTransfersKey = ['admin', 'transfers'] as const;
const PAGE = 25;

export interface TransfersPage {
  transfers: TAdminTransfer[];
  nextCursor: string | null;
}

/** GET /admin/transfers?filter=: Route transfers that failed (default), wait for a payout account, or all. */
export const adminTransfersQueryOptions = (api: Api, filter: TTransferFilter) =>
  infiniteQueryOptions({
    queryKey: [...adminTransfersKey, filter],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }): Promise<TransfersPage> => {
      const params = new URLSearchParams({ filter, limit: String(PAGE) });
      if (pageParam) params.set('cursor', pageParam);
      const res = await api.request('GET', `/admin/transfers?${params.toString()}`);
      return {
        transfers: Array.isArray(res.body) ? (res.body as TAdminTransfer[]) : [],
        nextCursor: res.headers['x-next-cursor'] || null,
      };
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** POST /admin/transfers/{orderId}/retry: the failed step runs again now. */
export const retryTransfer = (api: Api, orderId: string) =>
  api.post<TAdminTransfer>(`/admin/transfers/${encodeURIComponent(orderId)}/retry`);
