import { useEffect, useRef, useSyncExternalStore } from 'react';
import { LIVE_CLOSE } from '@gigbazaar/shared/constants';
import type { TLiveEvent, TLiveEventData, TLiveEventType } from '@gigbazaar/shared/schemas/live';

/**
 * The tab's one live socket (`GET /api/live`, docs/product-rules.md "Live updates"). While it is open, screens listen
 * to its events instead of polling; while it is down they fall back to polling (`useLivePollInterval`) and the socket
 * reconnects with backoff. After every reconnect `onLiveEvent('reconnected')` listeners run so each screen fetches what
 * it missed (`GET /messages/{id}?after=`), since events published while the socket was down are not replayed.
 *
 * Only the browser opens it; on the server every render sees "down" and no socket exists.
 */
export type LiveStatus = 'idle' | 'connecting' | 'open' | 'down';

type Handler<K extends TLiveEventType> = (data: TLiveEventData<K>) => void;

const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 30_000;

let status: LiveStatus = 'idle';
let socket: WebSocket | undefined;
let wanted = false;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let retryDelay = RETRY_FIRST_MS;
let everOpened = false;
const statusListeners = new Set<() => void>();
const eventListeners = new Map<string, Set<(data: unknown) => void>>();
const reconnectListeners = new Set<() => void>();
const signedOutListeners = new Set<() => void>();

function setStatus(next: LiveStatus) {
  if (next === status) return;
  status = next;
  // Visible to tests and to whoever debugs a "no live updates" report, without opening devtools' network tab.
  if (typeof document !== 'undefined') document.documentElement.dataset.live = next;
  for (const listener of statusListeners) listener();
}

function isLiveEvent(value: unknown): value is TLiveEvent {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

function liveUrl() {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}/api/live`;
}

function open() {
  clearTimeout(retryTimer);
  retryTimer = undefined;
  if (!wanted || socket) return;
  setStatus(status === 'open' ? 'open' : status === 'idle' ? 'connecting' : status);
  let ws: WebSocket;
  try {
    ws = new WebSocket(liveUrl());
  } catch {
    return scheduleRetry();
  }
  socket = ws;
  ws.onopen = () => {
    retryDelay = RETRY_FIRST_MS;
    const again = everOpened;
    everOpened = true;
    setStatus('open');
    if (again) for (const listener of reconnectListeners) listener();
  };
  ws.onmessage = (message) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(String(message.data));
    } catch {
      return;
    }
    // Our own server wrote it with the same shared schema; checking its shape again here would put zod (and its
    // parsers) into every page's first script for no gain.
    if (!isLiveEvent(parsed)) return;
    for (const listener of eventListeners.get(parsed.type) ?? []) listener(parsed.data);
  };
  ws.onclose = (closed) => {
    if (socket === ws) socket = undefined;
    if (!wanted) return setStatus('idle');
    setStatus('down');
    // Signed out elsewhere (logout, password change, a suspension): the session is gone, so retrying would only
    // be refused. Listeners check the session at once, so the page shows the sign-out within seconds; `startLive`
    // runs again when someone signs in.
    if (closed.code === LIVE_CLOSE.signedOut) {
      wanted = false;
      for (const listener of signedOutListeners) listener();
      return;
    }
    scheduleRetry();
  };
}

function scheduleRetry() {
  if (!wanted || retryTimer) return;
  // Jitter spreads the reconnects of many tabs after an instance restarts.
  const delay = retryDelay * (0.75 + Math.random() * 0.5);
  retryDelay = Math.min(retryDelay * 2, RETRY_MAX_MS);
  retryTimer = setTimeout(open, delay);
}

/** Opens the socket for the signed-in user (idempotent). */
export function startLive() {
  if (typeof window === 'undefined' || typeof WebSocket === 'undefined') return;
  wanted = true;
  open();
}

/** Closes it (sign-out, or a different user signed in: call `startLive` again after). */
export function stopLive() {
  wanted = false;
  clearTimeout(retryTimer);
  retryTimer = undefined;
  retryDelay = RETRY_FIRST_MS;
  everOpened = false;
  const ws = socket;
  socket = undefined;
  ws?.close(1000, 'signed out');
  setStatus('idle');
}

// Back online or back to a hidden tab: try at once instead of waiting out the backoff.
if (typeof window !== 'undefined') {
  const retryNow = () => {
    if (wanted && !socket) {
      retryDelay = RETRY_FIRST_MS;
      open();
    }
  };
  window.addEventListener('online', retryNow);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') retryNow();
  });
}

export function liveStatus(): LiveStatus {
  return status;
}

const subscribeStatus = (listener: () => void) => {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
};

export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(subscribeStatus, liveStatus, () => 'idle');
}

/** `intervalMs` while the socket is not open (polling as a fallback), `false` while it is. */
export function useLivePollInterval(intervalMs: number): number | false {
  return useLiveStatus() === 'open' ? false : intervalMs;
}

/** Listens to one kind of live event; returns the unsubscribe. */
export function onLiveEvent<K extends TLiveEventType>(type: K, handler: Handler<K>): () => void {
  let set = eventListeners.get(type);
  if (!set) eventListeners.set(type, (set = new Set()));
  const listener = handler as (data: unknown) => void;
  set.add(listener);
  return () => set.delete(listener);
}

/** Runs after the socket comes back from a drop, so the screen can fetch what it missed. */
export function onLiveReconnected(handler: () => void): () => void {
  reconnectListeners.add(handler);
  return () => reconnectListeners.delete(handler);
}

/** A component's subscription to one event type; the latest `handler` is always the one called. */
export function useLiveEvent<K extends TLiveEventType>(type: K, handler: Handler<K>) {
  const ref = useRef(handler);
  ref.current = handler;
  useEffect(() => onLiveEvent(type, (data) => ref.current(data)), [type]);
}

/** Runs when the server ends this tab's socket because its session ended (logout elsewhere, suspension). */
export function onLiveSignedOut(handler: () => void): () => void {
  signedOutListeners.add(handler);
  return () => signedOutListeners.delete(handler);
}

export function useLiveReconnected(handler: () => void) {
  const ref = useRef(handler);
  ref.current = handler;
  useEffect(() => onLiveReconnected(() => ref.current()), []);
}

/** Keeps the socket open while someone is signed in (mounted once, in the root layout). */
export function useLiveConnection(userId: string | undefined) {
  useEffect(() => {
    if (!userId) return;
    startLive();
    return stopLive;
  }, [userId]);
}
