import { queryOptions } from '@tanstack/react-query';
import type { TOrder } from '@gigbazaar/shared/schemas/orders';
import type { Api } from '../api';

export type OrdersFilter = 'active' | 'completed' | 'all';

/** Every order list lives under this key: one invalidation refreshes the Orders screen and the dashboard. */
export const ordersKey = ['orders'] as const;

/** GET /orders?status= — the caller's orders as buyer or seller (Orders screen, dashboard card, review note). */
export const ordersQueryOptions = (api: Api, status: OrdersFilter) =>
  queryOptions({
    queryKey: [...ordersKey, status] as const,
    queryFn: () => api.get<TOrder[]>(`/orders?status=${status}`),
  });
