import { useSyncExternalStore } from 'react';
import type { Transport } from '../lib/api';

/**
 * Whether the API is reachable, as this browser tab last saw it. A 503 (a brief outage or a deploy) or a
 * network failure marks it down; any other answer marks it up again. While it is down one calm notice
 * shows (ConnectionNotice) and the tab probes /api/readyz with backoff, so it notices the return even
 * when nothing else is asking, then refetches what failed. Only the browser writes it: on the server
 * every render sees "up".
 */
let down = false;
const listeners = new Set<() => void>();
let probe: ReturnType<typeof setTimeout> | undefined;
const recoveryListeners = new Set<() => void>();

const PROBE_FIRST_MS = 1_000;
const PROBE_MAX_MS = 15_000;

function set(next: boolean) {
  if (next === down) return;
  down = next;
  for (const listener of listeners) listener();
  if (down) scheduleProbe(PROBE_FIRST_MS);
  else {
    clearTimeout(probe);
    probe = undefined;
    for (const listener of recoveryListeners) listener();
  }
}

function scheduleProbe(delay: number) {
  clearTimeout(probe);
  probe = setTimeout(async () => {
    try {
      const res = await fetch('/api/readyz', { cache: 'no-store', credentials: 'omit' });
      // Readiness is also 503 while only Redis is down, yet the API then serves fine: what the
      // visitor needs back is the database.
      if (res.ok) return set(false);
      const body = (await res.json().catch(() => null)) as { checks?: { database?: string } } | null;
      if (body?.checks?.database === 'ok') return set(false);
    } catch {
      // Still unreachable.
    }
    if (down) scheduleProbe(Math.min(delay * 2, PROBE_MAX_MS));
  }, delay);
}

/** Wraps the browser's transport so every API call reports what it learnt about reachability. */
export function trackConnection(transport: Transport): Transport {
  return async (req) => {
    try {
      const res = await transport(req);
      set(res.status === 503);
      return res;
    } catch (error) {
      set(true);
      throw error;
    }
  };
}

/** Runs `listener` each time the API answers again after an outage (entry-client refetches what failed). */
export function onApiRecovered(listener: () => void) {
  recoveryListeners.add(listener);
}

export const isApiUnreachable = () => down;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useApiUnreachable(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => down,
    () => false,
  );
}
