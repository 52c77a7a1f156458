import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import DataLoader from 'dataloader';
import { eq } from 'drizzle-orm';
import { LIMITS, SESSION_COOKIE } from '@gigbazaar/shared/constants';
import type { TCurrentUser } from '@gigbazaar/shared/schemas/auth';
import type { Deps } from './deps';
import { sessions } from './db/schema';
import type { Database, NamedStatement } from './db/client';
import { keyedHash, newToken } from './crypto';
import { endpointNotFound, unauthenticated } from './errors';
import { isApiRequest } from './routed-path';

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

/**
 * The callers of session tokens that are still valid: the one query every signed-in request makes, for all the
 * requests that arrived in the same turn of the event loop at once. A burst of 200 signed-in requests is then a
 * handful of statements instead of 200 round trips queueing for the pool's connections (each costing a socket
 * write and a wake-up on both sides); one request alone waits only for the end of its turn (microseconds).
 */
export const SESSION_USERS: NamedStatement = {
  name: 'session_users',
  // One primary-key lookup per token (the LIMIT keeps the planner from flattening the lateral join): a prepared
  // statement runs on a generic plan, which for "token_hash = any($1)" chose a scan of every unexpired session.
  text: `select x.* from unnest($1::text[]) as t(token_hash)
    cross join lateral (
      select s.token_hash as "tokenHash", u.id, u.username, u.email, u.img,
             u.is_seller as "isSeller", u.is_admin as "isAdmin"
        from sessions s join users u on u.id = s.user_id
       where s.token_hash = t.token_hash and s.expires_at > $2::timestamptz and u.deleted_at is null
         -- A suspension deletes the user's sessions; this also refuses one a login raced in beside it.
         and (u.suspended_until is null or u.suspended_until <= now())
       limit 1) x`,
};

/** A batch far above any burst one process takes in one turn, so one statement's array stays small. */
const SESSION_BATCH = 500;

export function sessionLoader(database: Pick<Database, 'run'>) {
  return new DataLoader<string, SessionUser | null>(
    async (tokenHashes) => {
      const rows = await database.run<SessionUser & { tokenHash: string }>(SESSION_USERS, [
        tokenHashes,
        new Date().toISOString(),
      ]);
      const byHash = new Map(rows.map(({ tokenHash, ...user }) => [tokenHash, user]));
      return tokenHashes.map((tokenHash) => byHash.get(tokenHash) ?? null);
    },
    // No cache: a session revoked or a user suspended is seen by the very next request. setImmediate runs once
    // every socket the poll phase found readable has had its request parsed, which is what makes requests from
    // different connections share a batch (dataloader's default only batches within one tick).
    { cache: false, batchScheduleFn: (run) => setImmediate(run), maxBatchSize: SESSION_BATCH },
  );
}

/**
 * Reads the session cookie on every request (an unknown, expired or revoked token is simply "logged out"), then
 * enforces the matched route's `access` before its body is read, so a visitor gets 401 rather than a list of
 * missing fields, and is the one place that marks per-user answers `no-store`.
 */
export function registerSessionAuth(app: FastifyInstance, deps: Deps) {
  const sessionUsers = sessionLoader(deps.database);
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
    const row = await sessionUsers.load(tokenHash);
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

/** Revokes the session the request came with, if any (its cookie is left to the caller). */
export async function revokeCurrentSession(deps: Deps, request: FastifyRequest) {
  if (!request.sessionTokenHash) return;
  await deps.db.delete(sessions).where(eq(sessions.tokenHash, request.sessionTokenHash));
  // The live sockets this session opened close too, whichever process holds them.
  if (request.user)
    deps.bus.publish([request.user.id], { type: 'session-ended', data: { session: request.sessionTokenHash } });
}

export async function endSession(deps: Deps, request: FastifyRequest, reply: FastifyReply) {
  await revokeCurrentSession(deps, request);
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

export async function revokeAllSessions(deps: Deps, userId: string) {
  await deps.db.delete(sessions).where(eq(sessions.userId, userId));
  deps.bus.publish([userId], { type: 'session-ended', data: { session: null } });
}
