import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { LIMITS, SESSION_COOKIE } from '@gigbazaar/shared/constants';
import type { TCurrentUser } from '@gigbazaar/shared/schemas/auth';
import type { Deps } from './deps';
import { sessions, users } from './db/schema';
import { keyedHash, newToken } from './crypto';
import { unauthenticated } from './errors';
import { isApiRequest } from './request-guards';

export interface SessionUser {
  id: string;
  username: string;
  email: string;
  img: string | null;
  isSeller: boolean;
  isAdmin: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    sessionTokenHash: string | null;
  }
  interface FastifyContextConfig {
    /** The answer is about the caller even without a session (login, /auth/me): never stored by any cache. */
    perUser?: boolean;
  }
}

const HOUR = 3_600_000;

export function presentCurrentUser(u: SessionUser): TCurrentUser {
  return { _id: u.id, username: u.username, email: u.email, img: u.img, isSeller: u.isSeller, isAdmin: u.isAdmin };
}

/** Reads the session cookie on every request; an unknown, expired or revoked token is simply "logged out". */
export function registerSessionAuth(app: FastifyInstance, deps: Deps) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionTokenHash', null);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > 100) return;
    const tokenHash = keyedHash(deps.config.sessionSecret, token);
    const [row] = await deps.db
      .select({
        id: users.id,
        username: users.username,
        email: users.email,
        img: users.img,
        isSeller: users.isSeller,
        isAdmin: users.isAdmin,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date()), isNull(users.deletedAt)))
      .limit(1);
    if (!row) return;
    // Admin is the is_admin column only (granted by `npm run admin`), never a name: a rename grants nothing.
    request.user = row;
    request.sessionTokenHash = tokenHash;
  });
  // Any API answer computed for a signed-in caller, carrying a session cookie, or marked per-user is kept by no
  // cache (shared or the browser's): decided here once, so every later route (orders, messages) inherits it.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isApiRequest(request)) return payload;
    if (request.user || request.routeOptions.config?.perUser || reply.hasHeader('set-cookie')) {
      reply.header('Cache-Control', 'no-store');
    }
    return payload;
  });
}

export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}

export async function startSession(
  deps: Deps,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  rememberMe: boolean,
) {
  const token = newToken();
  const lifetime = rememberMe ? LIMITS.rememberMeDays * 24 * HOUR : LIMITS.sessionHours * HOUR;
  await deps.db.insert(sessions).values({
    tokenHash: keyedHash(deps.config.sessionSecret, token),
    userId,
    expiresAt: new Date(Date.now() + lifetime),
  });
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    // Without "remember me" the cookie dies with the browser session; the server still expires it after 24 h.
    ...(rememberMe ? { maxAge: lifetime / 1000 } : {}),
  });
}

export async function endSession(deps: Deps, request: FastifyRequest, reply: FastifyReply) {
  if (request.sessionTokenHash) {
    await deps.db.delete(sessions).where(eq(sessions.tokenHash, request.sessionTokenHash));
    // The live sockets this session opened close too, whichever process holds them.
    if (request.user)
      deps.bus.publish([request.user.id], { type: 'session-ended', data: { session: request.sessionTokenHash } });
  }
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

export async function revokeAllSessions(deps: Deps, userId: string) {
  await deps.db.delete(sessions).where(eq(sessions.userId, userId));
  deps.bus.publish([userId], { type: 'session-ended', data: { session: null } });
}
