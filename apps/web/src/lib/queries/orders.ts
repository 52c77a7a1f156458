import { infiniteQueryOptions, queryOptions, type InfiniteData } from '@tanstack/react-query';
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

/** GET /orders?gigId= — the caller's orders of one gig, whatever their age (the review form's purchase note). */
export const gigOrdersQueryOptions = (api: Api, gigId: string) =>
  queryOptions({
    queryKey: [...ordersKey, 'gig', gigId] as const,
    queryFn: () => api.get<TOrder[]>(`/orders?${new URLSearchParams({ status: 'all', gigId }).toString()}`),
  });

/** One page of GET /orders and the cursor of the next (null on the last). */
export interface OrdersPage {
  orders: TOrder[];
  nextCursor: string | null;
}

/**
 * GET /orders?status=, page by page over `X-Next-Cursor` (the Orders screen). No `limit`: the first page is the 100
 * orders the screen always showed, and "Load more" brings the next 100.
 */
export const ordersPagesQueryOptions = (api: Api, status: OrdersFilter) =>
  infiniteQueryOptions({
    queryKey: [...ordersKey, 'pages', status] as const,
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }): Promise<OrdersPage> => {
      const search = new URLSearchParams({ status });
      if (pageParam) search.set('cursor', pageParam);
      const res = await api.request('GET', `/orders?${search.toString()}`);
      return {
        orders: Array.isArray(res.body) ? (res.body as TOrder[]) : [],
        nextCursor: res.headers['x-next-cursor'] || null,
      };
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/**
 * The pages' orders in order, each once. Keyset pages never overlap, but a refetch after a live event re-reads the
 * pages one by one while orders change, and a duplicate key would make React mix two cards up.
 */
export function ordersOfPages(data: InfiniteData<OrdersPage> | undefined): TOrder[] {
  const seen = new Set<string>();
  const list: TOrder[] = [];
  for (const page of data?.pages ?? []) {
    for (const order of page.orders) {
      if (seen.has(order._id)) continue;
      seen.add(order._id);
      list.push(order);
    }
  }
  return list;
}

/** GET /orders/single/{id} — one order with its timeline (the order page). */
export const orderQueryOptions = (api: Api, orderId: string) =>
  queryOptions({
    queryKey: [...ordersKey, 'single', orderId] as const,
    queryFn: () => api.get<TOrderWithTimeline>(`/orders/single/${encodeURIComponent(orderId)}`),
  });
