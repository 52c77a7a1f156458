import { queryOptions } from '@tanstack/react-query';
import type { TAdminFinance } from '@gigbazaar/shared/schemas/finance';
import type { Api } from '../../../lib/api';

export const adminFinanceKey = ['admin', 'finance'] as const;

/** GET /admin/finance: the ledger's balances by account and the reconciliation's mismatches. */
export const adminFinanceQueryOptions = (api: Api) =>
  queryOptions({
    queryKey: adminFinanceKey,
    queryFn: () => api.get<TAdminFinance>('/admin/finance'),
  });
