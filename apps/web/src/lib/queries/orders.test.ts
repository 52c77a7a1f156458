import { describe, expect, it } from 'vitest';
import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import type { TOrder } from '@gigbazaar/shared/schemas/orders';
import { createApi, type ApiResponse } from '../api';
import { ordersOfPages, ordersPagesQueryOptions } from './orders';

const order = (id: string) => ({ _id: id }) as TOrder;

/** An API answering GET /orders from `pages` by cursor, as the server does (X-Next-Cursor on all but the last). */
function pagedApi(pages: string[][]) {
  const paths: string[] = [];
  const api = createApi(async ({ path }): Promise<ApiResponse> => {
    paths.push(path);
    const cursor = new URL(path, 'http://x').searchParams.get('cursor');
    const i = cursor ? Number(cursor.slice(1)) : 0;
    return {
      status: 200,
      headers: { 'x-next-cursor': i + 1 < pages.length ? `c${i + 1}` : undefined },
      body: pages[i]!.map(order),
    };
  });
  return { api, paths };
}

describe('ordersPagesQueryOptions', () => {
  it('asks for the status, follows X-Next-Cursor page by page and stops on the last page', async () => {
    const { api, paths } = pagedApi([['a', 'b'], ['c', 'd'], ['e']]);
    const client = new QueryClient();
    const observer = new InfiniteQueryObserver(client, ordersPagesQueryOptions(api, 'completed'));
    const unsubscribe = observer.subscribe(() => {});
    await client.fetchInfiniteQuery(ordersPagesQueryOptions(api, 'completed'));
    expect(observer.getCurrentResult().hasNextPage).toBe(true);
    await observer.fetchNextPage();
    const last = await observer.fetchNextPage();
    expect(last.hasNextPage).toBe(false);
    expect(ordersOfPages(last.data).map((o) => o._id)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(paths).toEqual([
      '/orders?status=completed',
      '/orders?status=completed&cursor=c1',
      '/orders?status=completed&cursor=c2',
    ]);
    unsubscribe();
    client.clear();
  });
});

describe('ordersOfPages', () => {
  it('lists each order once, in page order, even when a refetch made two pages overlap', () => {
    const data = {
      pageParams: [null, 'c1'],
      pages: [
        { orders: ['a', 'b', 'c'].map(order), nextCursor: 'c1' },
        { orders: ['c', 'd'].map(order), nextCursor: null },
      ],
    };
    expect(ordersOfPages(data).map((o) => o._id)).toEqual(['a', 'b', 'c', 'd']);
    expect(ordersOfPages(undefined)).toEqual([]);
  });
});
