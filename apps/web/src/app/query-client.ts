import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api';

/** A read that met an outage (503) or a lost connection waits 1, 2, 4, 8, then 10 s between tries: about half a minute. */
const OUTAGE_RETRIES = 6;
/** Any other server failure is tried twice more. */
const ERROR_RETRIES = 2;

export const retryDelay = (attempt: number) => Math.min(1_000 * 2 ** attempt, 10_000);

/**
 * Whether a failed read is worth another try: never a 4xx (the answer will not change), longer through an
 * outage than after another failure. Writes are not retried (a repeated order or review must not happen twice).
 */
export function shouldRetry(failures: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  const outage = error instanceof ApiError && (error.status === 0 || error.status === 503);
  return failures < (outage ? OUTAGE_RETRIES : ERROR_RETRIES);
}

export function createQueryClient() {
  // While server rendering nobody waits for a retry: the page answers at once (a 503 page during an outage).
  const browser = typeof window !== 'undefined';
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Server-rendered data is fresh on arrival; refetching it during hydration would only flicker.
        staleTime: 30_000,
        retry: browser ? shouldRetry : false,
        retryDelay,
        refetchOnWindowFocus: false,
      },
    },
  });
}
