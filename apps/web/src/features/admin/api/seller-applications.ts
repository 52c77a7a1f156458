import { queryOptions } from '@tanstack/react-query';
import type { TSellerApplicationStatus } from '@gigbazaar/shared/constants';
import type { TAdminSellerApplication } from '@gigbazaar/shared/schemas/sellers';
import type { Api } from '../../../lib/api';

export const adminApplicationsKey = ['admin', 'seller-applications'] as const;

/** GET /admin/seller-applications: pending first; `status` narrows the list. */
export const adminApplicationsQueryOptions = (api: Api, status: TSellerApplicationStatus | null) =>
  queryOptions({
    queryKey: [...adminApplicationsKey, status ?? 'all'],
    queryFn: () =>
      api.get<TAdminSellerApplication[]>(`/admin/seller-applications?limit=100${status ? `&status=${status}` : ''}`),
  });
