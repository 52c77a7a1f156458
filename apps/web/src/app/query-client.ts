import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api';

/** A read that met an outage (503) or a lost connection waits 1, 2, 4, 8, then 10 s between tries: about half a minute. */
const OUTAGE_RETRIES = 6;
/** Any other server failure is tried twice more. */
const ERROR_RETRIES = 2;

export const retryDelay = (attempt: number) => Math.min(1_000 * 2 ** attempt, 10_000);

/** A 4xx: the server understood and said no (missing, forbidden, invalid); asking again gets the same answer. */
export const isRefusal = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * Whether a failed read is worth another try: never a 4xx, longer through an outage than after another failure.
 * Writes are not retried (a repeated order or review must not happen twice).
 */
export function shouldRetry(failures: number, error: unknown): boolean {
  if (isRefusal(error)) return false;
  const outage = error instanceof ApiError && (error.status === 0 || error.status === 503);
  return failures < (outage ? OUTAGE_RETRIES : ERROR_RETRIES);
}

export function createQueryClient() {
  // While server rendering nobody waits for a retry: the page answers at once (a 503 page during an outage).
  const browser = typeof window !== 'undefined';
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        // Server-rendered data is fresh on arrival; refetching it during hydration would only flicker.
        staleTime: 30_000,
        retry: browser ? shouldRetry : false,
        retryDelay,
        refetchOnWindowFocus: false,
        // A screen's loader fetches its data just before the screen mounts; by default a failed query is fetched
        // again as soon as a component uses it, so a missing conversation was asked for twice in a row (three
        // times with its retry). The mount retries only what may have changed: see below.
        retryOnMount: false,
      },
    },
  });
  // A server failure or a lost connection may be over by the time a screen shows the query again: that one is
  // fetched on mount as before. A refusal (4xx) is not.
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'observerAdded') return;
    const { state, queryKey } = event.query;
    if (state.status !== 'error' || state.fetchStatus !== 'idle' || isRefusal(state.error)) return;
    void queryClient.refetchQueries({ queryKey, exact: true, type: 'active' }).catch(() => {});
  });
  return queryClient;
}
