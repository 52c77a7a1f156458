import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api';
import { createQueryClient, shouldRetry } from './query-client';

/** A screen's loader fetches the query, then the screen mounts and observes it: how often is the API asked? */
async function callsAfterLoaderAndMount(error: ApiError) {
  const queryClient = createQueryClient();
  let calls = 0;
  const options = {
    queryKey: ['conversations', 'single', 'a_b'],
    queryFn: async () => {
      calls += 1;
      throw error;
    },
  };
  await queryClient.prefetchQuery(options);
  const observer = new QueryObserver(queryClient, options);
  const unsubscribe = observer.subscribe(() => {});
  await new Promise((resolve) => setTimeout(resolve, 0));
  await queryClient
    .getQueryCache()
    .find({ queryKey: options.queryKey })
    ?.promise?.catch(() => {});
  unsubscribe();
  queryClient.clear();
  return calls;
}

describe('the shared query client', () => {
  it('never retries a 4xx, retries a server failure twice and an outage six times', () => {
    for (const status of [400, 401, 403, 404, 409, 422, 429]) {
      expect(shouldRetry(0, new ApiError(status, 'x', 'No.'))).toBe(false);
    }
    expect(shouldRetry(1, new ApiError(500, 'internal', 'Oops.'))).toBe(true);
    expect(shouldRetry(2, new ApiError(500, 'internal', 'Oops.'))).toBe(false);
    expect(shouldRetry(5, new ApiError(503, 'unavailable', 'Down.'))).toBe(true);
    expect(shouldRetry(6, new ApiError(0, 'network', 'Offline.'))).toBe(false);
  });

  it('asks once for a missing or forbidden resource, though a screen mounts right after its loader', async () => {
    expect(await callsAfterLoaderAndMount(new ApiError(404, 'not_found', 'This conversation does not exist.'))).toBe(1);
    expect(await callsAfterLoaderAndMount(new ApiError(403, 'forbidden', 'Not yours.'))).toBe(1);
  });

  it('asks again on mount after a server failure, which may be over', async () => {
    expect(await callsAfterLoaderAndMount(new ApiError(500, 'internal', 'Something went wrong.'))).toBe(2);
  });
});
