import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { LIMITS, SESSION_COOKIE } from '@gigbazaar/shared/constants';
import type { TCurrentUser } from '@gigbazaar/shared/schemas/auth';
import type { Deps } from './deps';
import { sessions, users } from './db/schema';
import type { Db } from './db/client';
import { prepared } from './db/prepared';
import { keyedHash, newToken } from './crypto';
import { endpointNotFound, unauthenticated } from './errors';
import { isApiRequest } from './request-guards';

export interface SessionUser {
  id: string;
  username: string;
  email: string;
  img: string | null;
  isSeller: boolean;
  isAdmin: boolean;
}

/**
 * Who may call a route: anyone (the default), a signed-in user (else 401), or an admin (else the same 404 as an
 * unknown API path, so the admin calls cannot even be discovered).
 */
export type Access = 'public' | 'user' | 'admin';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    sessionTokenHash: string | null;
    /**
     * The signed-in caller, for the handlers of `access: 'user'` and `'admin'` routes, where the guard has already
     * answered 401/404 to anyone else. Read on a route that declares no access, it throws the 401 itself, so a
     * forgotten declaration fails closed.
     */
    readonly me: SessionUser;
  }
  interface FastifyContextConfig {
    /** The answer is about the caller even without a session (login): never stored by any cache. */
    perUser?: boolean;
    access?: Access;
    /** The 401's sentence, where the caller's screen has a better one than "Please log in" (reviews, checkout). */
    signInMessage?: string;
  }
}

const HOUR = 3_600_000;

export function presentCurrentUser(u: SessionUser): TCurrentUser {
  return { _id: u.id, username: u.username, email: u.email, img: u.img, isSeller: u.isSeller, isAdmin: u.isAdmin };
}

/** The caller of a session token that is still valid: the one query every signed-in request makes. */
const sessionUser = (db: Db, name: string) =>
  db
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
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        isNull(users.deletedAt),
        // A suspension deletes the user's sessions; this also refuses one a login raced in beside it.
        sql`(${users.suspendedUntil} IS NULL OR ${users.suspendedUntil} <= now())`,
      ),
    )
    .limit(1)
    .prepare(name);

/**
 * Reads the session cookie on every request (an unknown, expired or revoked token is simply "logged out"), then
 * enforces the matched route's `access` before its body is read, so a visitor gets 401 rather than a list of
 * missing fields, and is the one place that marks per-user answers `no-store`.
 */
export function registerSessionAuth(app: FastifyInstance, deps: Deps) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionTokenHash', null);
  app.decorateRequest('me', {
    getter(this: FastifyRequest) {
      if (!this.user) throw unauthenticated(this.routeOptions.config?.signInMessage);
      return this.user;
    },
  });
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > 100) return;
    const tokenHash = keyedHash(deps.config.sessionSecret, token);
    const [row] = await prepared(deps.db, 'session_user', sessionUser).execute({
      tokenHash,
      now: new Date().toISOString(),
    });
    if (!row) return;
    // Admin is the is_admin column only (granted by `npm run admin`), never a name: a rename grants nothing.
    request.user = row;
    request.sessionTokenHash = tokenHash;
  });
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    if (config?.access === 'admin' && !request.user?.isAdmin) throw endpointNotFound();
    if (config?.access === 'user' && !request.user) throw unauthenticated(config.signInMessage);
  });
  // Any API answer computed for a signed-in caller, carrying a session cookie, from a signed-in-only route (its
  // refusals included) or marked per-user is kept by no cache (shared or the browser's): decided here once, so
  // every route inherits it.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isApiRequest(request)) return payload;
    const config = request.routeOptions.config;
    const restricted = config?.access === 'user' || config?.access === 'admin';
    if (request.user || restricted || config?.perUser || reply.hasHeader('set-cookie')) {
      reply.header('Cache-Control', 'no-store');
    }
    return payload;
  });
}

/**
 * Every route `scope` declares from here on gets this access (and 401 sentence) unless it states its own: the
 * way a plugin of signed-in calls (orders, messages) or admin calls says so once.
 */
export function restrictRoutes(scope: FastifyInstance, access: Access, signInMessage?: string) {
  scope.addHook('onRoute', (route: RouteOptions) => {
    route.config = { access, ...(signInMessage ? { signInMessage } : {}), ...route.config };
  });
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
