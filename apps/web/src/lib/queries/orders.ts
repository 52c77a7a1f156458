import { queryOptions } from '@tanstack/react-query';
import type { TOrder, TOrderWithTimeline } from '@gigbazaar/shared/schemas/orders';
import type { Api } from '../api';

export type OrdersFilter = 'active' | 'completed' | 'all';

/**
 * Every order list and single order lives under this key: one invalidation (a live `order` event, an action taken)
 * refreshes the Orders screen, the order page and the dashboard.
 */
export const ordersKey = ['orders'] as const;

/** GET /orders?status= — the caller's orders as buyer or seller (Orders screen, dashboard card, review note). */
export const ordersQueryOptions = (api: Api, status: OrdersFilter) =>
  queryOptions({
    queryKey: [...ordersKey, status] as const,
    queryFn: () => api.get<TOrder[]>(`/orders?status=${status}`),
  });

/** GET /orders/single/{id} — one order with its timeline (the order page). */
export const orderQueryOptions = (api: Api, orderId: string) =>
  queryOptions({
    queryKey: [...ordersKey, 'single', orderId] as const,
    queryFn: () => api.get<TOrderWithTimeline>(`/orders/single/${encodeURIComponent(orderId)}`),
  });
