import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { eq } from 'drizzle-orm';
import { LIVE_CLOSE } from '@gigbazaar/shared/constants';
import type { Deps } from '../../platform/deps';
import { sessions } from '../../platform/db/schema';
import type { BusEvent } from '../../platform/event-bus';
import { AppError, forbidden } from '../../platform/errors';
import type { Lifecycle } from '../../platform/lifecycle';

/** A socket that has not answered the previous ping by the next one is dead (a laptop lid, a lost network). */
export const HEARTBEAT_MS = 30_000;
/** Close codes a client can act on: sign in again, or reconnect (with backoff) to another instance. */
export const CLOSE_SIGNED_OUT = LIVE_CLOSE.signedOut;
export const CLOSE_GOING_AWAY = LIVE_CLOSE.goingAway;
export const CLOSE_TOO_MANY = LIVE_CLOSE.tooMany;
/** Tabs per user held by one process: plenty for a person, and a cap on what one stolen cookie can pin. */
export const MAX_SOCKETS_PER_USER = 16;
/** A client sends nothing we act on (app.ts caps its frames at this size); a large frame is a misbehaving client. */
export const MAX_CLIENT_FRAME = 1024;

const warned = new WeakSet<WebSocket>();

/**
 * The live sockets' error handler (given to @fastify/websocket in app.ts). A frame over MAX_CLIENT_FRAME, a broken
 * frame or a bad close code is the client's fault, not ours: `ws` has already closed the socket (1009 for a frame
 * too big), and it is logged as one warning per socket, without a stack trace, so a misbehaving client cannot fill
 * the error log. Anything else is still an error with its stack.
 */
export function liveSocketErrorHandler(error: Error, socket: WebSocket, request: FastifyRequest) {
  const code = (error as Error & { code?: unknown }).code;
  if (typeof code === 'string' && code.startsWith('WS_ERR_')) {
    if (!warned.has(socket)) {
      warned.add(socket);
      request.log.warn(
        { code, reason: error.message, user: request.user?.id },
        'live socket closed: the client broke the protocol',
      );
    }
  } else {
    request.log.error({ err: error }, 'live socket error');
  }
  socket.terminate();
}

/**
 * Whether the upgrade comes from our own pages. Browsers always send Origin on a WebSocket, and a cross-site
 * page's socket would carry the victim's cookie (SameSite=Lax does not stop it), so a foreign Origin is refused.
 * No Origin at all is not a browser (a CLI, the benchmark): it can only use a cookie it already holds.
 */
export function sameOrigin(request: FastifyRequest, publicUrl: string): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (parsed.origin === new URL(publicUrl).origin) return true;
  // The host the browser connected to (a deployment reached by more than one name, or a test on a free port).
  const host = request.headers.host;
  return Boolean(host) && parsed.host === host && (parsed.protocol === 'http:' || parsed.protocol === 'https:');
}

/**
 * GET /api/live: one WebSocket per tab, for the signed-in user. The upgrade request passes through every
 * onRequest hook like any GET (session cookie, per-IP limit; the CSRF guard only looks at mutating methods),
 * and is refused with a plain HTTP answer before any handshake: 401 without a session, 403 from a foreign
 * Origin. Events for the user arrive through the bus (from any process) and are sent as `{ type, data }`.
 */
export const liveRoutes: FastifyPluginAsync<{ deps: Deps; lifecycle: Lifecycle; heartbeatMs?: number }> = async (
  app,
  { deps, lifecycle, heartbeatMs = HEARTBEAT_MS },
) => {
  const open = new Set<WebSocket>();
  const perUser = new Map<string, number>();
  const alive = new WeakSet<WebSocket>();
  /** When the session a socket was opened with expires (ms): the socket must not outlive it. */
  const sessionEnds = new WeakMap<WebSocket, number>();

  const heartbeat = setInterval(() => {
    const now = Date.now();
    for (const ws of open) {
      if ((sessionEnds.get(ws) ?? Infinity) <= now) {
        ws.close(CLOSE_SIGNED_OUT, 'signed out');
        continue;
      }
      if (!alive.has(ws)) {
        ws.terminate();
        continue;
      }
      alive.delete(ws);
      ws.ping();
    }
  }, heartbeatMs);
  heartbeat.unref();

  const closeAll = (code: number, reason: string) => {
    for (const ws of open) ws.close(code, reason);
  };
  // A draining instance sends its clients elsewhere at once: they reconnect (the load balancer no longer routes
  // here) and catch up with `after=`.
  lifecycle.onDrain(() => closeAll(CLOSE_GOING_AWAY, 'server restarting'));
  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    closeAll(CLOSE_GOING_AWAY, 'server shutting down');
  });

  app.route({
    method: 'GET',
    url: '/live',
    config: { access: 'user' },
    preValidation: async (request) => {
      if (!sameOrigin(request, deps.config.publicUrl)) throw forbidden('This page may not open a live connection.');
    },
    // A plain GET (no Upgrade header) is a client mistake, said as such.
    handler: async () => {
      throw new AppError(426, 'validation', 'This address only accepts a WebSocket connection.');
    },
    wsHandler: (ws, request) => {
      const user = request.user;
      const session = request.sessionTokenHash;
      if (!user) return ws.close(CLOSE_SIGNED_OUT, 'signed out');
      if (lifecycle.draining) return ws.close(CLOSE_GOING_AWAY, 'server restarting');
      const held = perUser.get(user.id) ?? 0;
      if (held >= MAX_SOCKETS_PER_USER) return ws.close(CLOSE_TOO_MANY, 'too many connections');
      perUser.set(user.id, held + 1);
      open.add(ws);
      alive.add(ws);
      ws.on('pong', () => alive.add(ws));
      const unsubscribe = deps.bus.subscribe(user.id, (event: BusEvent) => {
        if (event.type === 'session-ended') {
          if (event.data.session === null || event.data.session === session) ws.close(CLOSE_SIGNED_OUT, 'signed out');
          return;
        }
        if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(event));
      });
      // A session also ends by expiring, which no event announces: the heartbeat closes the socket once it has.
      // Read after subscribing, so no event is missed while the expiry is looked up.
      if (session) {
        deps.db
          .select({ expiresAt: sessions.expiresAt })
          .from(sessions)
          .where(eq(sessions.tokenHash, session))
          .then(
            ([row]) => sessionEnds.set(ws, row ? row.expiresAt.getTime() : 0),
            (err: unknown) => request.log.warn({ err }, 'live socket: could not read the session expiry'),
          );
      }
      ws.on('close', () => {
        open.delete(ws);
        const left = (perUser.get(user.id) ?? 1) - 1;
        if (left > 0) perUser.set(user.id, left);
        else perUser.delete(user.id);
        unsubscribe();
      });
    },
  });
};
