import { queryOptions } from '@tanstack/react-query';
import type { TMessage } from '@gigbazaar/shared/schemas/conversations';
import {
  DISPUTE_MESSAGES_PAGE,
  type TAdminDispute,
  type TDisputeDecisionBody,
  type TOrder,
} from '@gigbazaar/shared/schemas/orders';
import type { Api } from '../../../lib/api';
import { keysetListQueryOptions } from './keyset-list';

export type DisputeTab = 'open' | 'decided';

/** Under the orders' key too, so a live `order` event (a party's action, a refund confirmed) refreshes the list. */
export const adminDisputesKey = ['orders', 'admin-disputes'] as const;

/** GET /admin/disputes?status=: disputed orders with both parties and their timelines. */
export const adminDisputesQueryOptions = (api: Api, status: DisputeTab) =>
  queryOptions({
    queryKey: [...adminDisputesKey, status] as const,
    queryFn: () => api.get<TAdminDispute[]>(`/admin/disputes?status=${status}`),
  });

/** GET /admin/disputes/{orderId}/messages: what the two parties wrote to each other, oldest first, 50 a page. */
export const disputeMessagesQueryOptions = (api: Api, orderId: string) =>
  keysetListQueryOptions<TMessage>(
    api,
    ['admin', 'dispute-messages', orderId],
    `/admin/disputes/${encodeURIComponent(orderId)}/messages`,
    { limit: String(DISPUTE_MESSAGES_PAGE.default) },
  );

/** POST /admin/disputes/{orderId}/decide: release, full refund or split, with the note both parties receive. */
export const decideDispute = (api: Api, orderId: string, body: TDisputeDecisionBody) =>
  api.post<TOrder>(`/admin/disputes/${encodeURIComponent(orderId)}/decide`, body);
