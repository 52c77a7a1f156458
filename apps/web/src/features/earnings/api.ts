import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { TEarnings } from '@gigbazaar/shared/schemas/payouts';
import type { TStatement } from '@gigbazaar/shared/schemas/finance';
import type { Api } from '../../lib/api';

export const earningsKey = ['earnings'] as const;
const PAGE = 20;

export interface EarningsPage extends TEarnings {
  nextCursor: string | null;
}

/** GET /earnings: totals and the monthly chart (the same on every page) and the per-order rows, paged. */
export const earningsQueryOptions = (api: Api) =>
  infiniteQueryOptions({
    queryKey: earningsKey,
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }): Promise<EarningsPage> => {
      const params = new URLSearchParams({ limit: String(PAGE) });
      if (pageParam) params.set('cursor', pageParam);
      const res = await api.request('GET', `/earnings?${params.toString()}`);
      return { ...(res.body as TEarnings), nextCursor: res.headers['x-next-cursor'] || null };
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** GET /earnings/statement?month=YYYY-MM: the month's commission invoice and TDS figures. */
export const statementQueryOptions = (api: Api, month: string) =>
  queryOptions({
    queryKey: [...earningsKey, 'statement', month] as const,
    queryFn: () => api.get<TStatement>(`/earnings/statement?month=${encodeURIComponent(month)}`),
  });
