import { queryOptions } from '@tanstack/react-query';
import type { TMessage } from '@gigbazaar/shared/schemas/conversations';
import type { TAdminDispute, TDisputeDecisionBody, TOrder } from '@gigbazaar/shared/schemas/orders';
import type { Api } from '../../../lib/api';

export type DisputeTab = 'open' | 'decided';

/** Under the orders' key too, so a live `order` event (a party's action, a refund confirmed) refreshes the list. */
export const adminDisputesKey = ['orders', 'admin-disputes'] as const;

/** GET /admin/disputes?status=: disputed orders with both parties and their timelines. */
export const adminDisputesQueryOptions = (api: Api, status: DisputeTab) =>
  queryOptions({
    queryKey: [...adminDisputesKey, status] as const,
    queryFn: () => api.get<TAdminDispute[]>(`/admin/disputes?status=${status}`),
  });

/** GET /admin/disputes/{orderId}/messages: what the two parties wrote to each other, oldest first. */
export const disputeMessagesQueryOptions = (api: Api, orderId: string) =>
  queryOptions({
    queryKey: ['admin', 'dispute-messages', orderId] as const,
    queryFn: () => api.get<TMessage[]>(`/admin/disputes/${encodeURIComponent(orderId)}/messages`),
  });

/** POST /admin/disputes/{orderId}/decide: release, full refund or split, with the note both parties receive. */
export const decideDispute = (api: Api, orderId: string, body: TDisputeDecisionBody) =>
  api.post<TOrder>(`/admin/disputes/${encodeURIComponent(orderId)}/decide`, body);
