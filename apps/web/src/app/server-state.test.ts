import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api';
import { dehydrateServerState, hydrateServerState } from './server-state';

/** What the browser's cache holds after the server's cache went through the data block (JSON, as on the page). */
async function throughThePage(fill: (server: QueryClient) => Promise<void>) {
  const server = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await fill(server);
  const text = JSON.stringify(dehydrateServerState(server));
  const browser = new QueryClient();
  hydrateServerState(browser, JSON.parse(text));
  return browser;
}

describe('the server state handed to the browser', () => {
  it('keeps a query the API refused, as the same ApiError, so the first render matches the server’s', async () => {
    const browser = await throughThePage(async (server) => {
      await server.prefetchQuery({
        queryKey: ['orders', 'one', 'xyz'],
        queryFn: () => Promise.reject(new ApiError(404, 'not_found', 'Order not found.', { id: 'Unknown.' })),
      });
    });
    const state = browser.getQueryState(['orders', 'one', 'xyz']);
    expect(state?.status).toBe('error');
    expect(state?.fetchStatus).toBe('idle');
    expect(state?.error).toBeInstanceOf(ApiError);
    const error = state?.error as ApiError;
    expect([error.status, error.code, error.message, error.fields]).toEqual([
      404,
      'not_found',
      'Order not found.',
      { id: 'Unknown.' },
    ]);
  });

  it('keeps successes and leaves out failures that are not the API’s answer', async () => {
    const browser = await throughThePage(async (server) => {
      await server.prefetchQuery({ queryKey: ['gig', 'a'], queryFn: () => Promise.resolve({ title: 'Logo' }) });
      await server.prefetchQuery({ queryKey: ['gig', 'b'], queryFn: () => Promise.reject(new Error('db path /x')) });
    });
    expect(browser.getQueryData(['gig', 'a'])).toEqual({ title: 'Logo' });
    expect(browser.getQueryState(['gig', 'b'])).toBeUndefined();
  });
});
