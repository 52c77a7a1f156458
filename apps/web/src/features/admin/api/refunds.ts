import type { TAdminRefund, TRefundStatus } from '@gigbazaar/shared/schemas/refunds';
import type { Api } from '../../../lib/api';
import { keysetListQueryOptions } from './keyset-list';

/** Under the orders' key too, so a live `order` event (a refund settled) refreshes the list. */
export const adminRefundsKey = ['orders', 'admin-refunds'] as const;
const PAGE = 25;

/** GET /admin/refunds?status=: refunds in one state (failed first: what needs an admin), newest first, paged. */
export const adminRefundsQueryOptions = (api: Api, status: TRefundStatus) =>
  keysetListQueryOptions<TAdminRefund>(api, [...adminRefundsKey, status], '/admin/refunds', {
    status,
    limit: String(PAGE),
  });

/** POST /admin/refunds/{id}/retry: a failed refund asked of the gateway again, now. */
export const retryRefund = (api: Api, id: string) =>
  api.post<TAdminRefund>(`/admin/refunds/${encodeURIComponent(id)}/retry`);
