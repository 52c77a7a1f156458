import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import type { App } from '../app';

export interface LiveEvent {
  type: string;
  data: Record<string, unknown>;
}

/** The app on a real loopback port (sockets need one; `inject` cannot upgrade). */
export async function listenOnLoopback(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `127.0.0.1:${port}`;
}

/** A real WebSocket client on GET /api/live, recording every event and how the socket ended. */
export function liveClient(host: string, headers: Record<string, string> = {}, options: { autoPong?: boolean } = {}) {
  const ws = new WebSocket(`ws://${host}/api/live`, { headers, ...options });
  const events: LiveEvent[] = [];
  const waiters = new Set<() => void>();
  let closed: { code: number; reason: string } | undefined;
  ws.on('message', (raw: Buffer) => {
    events.push(JSON.parse(raw.toString()) as LiveEvent);
    for (const w of waiters) w();
  });
  ws.on('close', (code, reason) => {
    closed = { code, reason: reason.toString() };
    for (const w of waiters) w();
  });
  // Refused upgrades arrive as 'unexpected-response' (with the HTTP status) or an 'error'.
  const opened = new Promise<{ ok: true } | { ok: false; status?: number }>((resolve) => {
    ws.once('open', () => resolve({ ok: true }));
    ws.once('unexpected-response', (_req, res) => {
      resolve({ ok: false, status: res.statusCode });
      res.resume();
      ws.terminate();
    });
    ws.once('error', () => resolve({ ok: false }));
  });
  const until = (check: () => boolean, what: string, timeoutMs = 3_000) =>
    new Promise<void>((resolve, reject) => {
      if (check()) return resolve();
      const done = () => {
        if (!check()) return;
        clearTimeout(timer);
        waiters.delete(done);
        resolve();
      };
      const timer = setTimeout(() => {
        waiters.delete(done);
        reject(new Error(`timed out waiting for ${what}`));
      }, timeoutMs);
      waiters.add(done);
    });
  return {
    ws,
    events,
    opened,
    get closed() {
      return closed;
    },
    /** Resolves with the first event (from `from` on) that matches. */
    async next(match: (e: LiveEvent) => boolean, timeoutMs?: number, from = 0) {
      let found: LiveEvent | undefined;
      await until(() => Boolean((found = events.slice(from).find(match))), 'a live event', timeoutMs);
      return found as LiveEvent;
    },
    waitClosed: (timeoutMs?: number) => until(() => closed !== undefined, 'the socket to close', timeoutMs),
    close: () => ws.terminate(),
  };
}
