import type { FastifyReply, FastifyRequest } from 'fastify';
import { MSG } from '@gigbazaar/shared/messages';
import { isApiRequest } from './routed-path';

/** How long a client should wait before retrying while the database is out (restarts take seconds). */
export const RETRY_AFTER_SECONDS = 5;

/** Socket-level failures reaching PostgreSQL: refused, reset, unreachable, or name resolution failing. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs that mean "the server is going away or not taking connections": class 08
 * (connection exception), 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now
 * (starting up or in recovery), 53300 too many connections.
 */
const isUnavailableSqlState = (code: string) =>
  /^08[0-9A-Z]{3}$/.test(code) || /^57P0[123]$/.test(code) || code === '53300';

/** Errors node-postgres and PGlite raise without a code when the connection or the pool is gone. */
const UNAVAILABLE_MESSAGE =
  /^(?:timeout exceeded when trying to connect|Connection terminated|Client has encountered a connection error|Cannot use a pool after calling end|PGlite is closed)/;

/**
 * True when an error means the database cannot be reached right now (as opposed to a bug or bad data),
 * looking through wrappers such as drizzle's DrizzleQueryError, which keeps the driver's error as `cause`.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || isUnavailableSqlState(code))) return true;
    if (UNAVAILABLE_MESSAGE.test(current.message)) return true;
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable)) return true;
    current = current.cause;
  }
  return false;
}

/**
 * 503 with Retry-After and one sentence. API calls get the JSON error shape; a page gets a small HTML page,
 * since a browser navigating to GigBazaar should read the sentence rather than a JSON body.
 */
export function sendUnavailable(request: FastifyRequest, reply: FastifyReply, asPage = wantsPage(request)) {
  reply.header('Retry-After', String(RETRY_AFTER_SECONDS)).header('Cache-Control', 'no-store').status(503);
  if (asPage) return reply.type('text/html; charset=utf-8').send(unavailablePage);
  return reply.send({ code: 'unavailable', message: MSG.unavailable });
}

// Decided by the route that matched, as every other API-or-page question is: `/%61pi/gigs` is an API call too.
const wantsPage = (request: FastifyRequest) =>
  request.method === 'GET' && !isApiRequest(request) && Boolean(request.headers.accept?.includes('text/html'));

const unavailablePage = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${RETRY_AFTER_SECONDS * 2}">
<title>GigBazaar is briefly unavailable</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;font:16px/1.5 system-ui,sans-serif;color:#1f2937;background:#fff;text-align:center;padding:1rem}
@media (prefers-color-scheme:dark){body{color:#e5e7eb;background:#111827}}
</style>
</head>
<body>
<main>
<h1>GigBazaar</h1>
<p role="status">${MSG.unavailable}</p>
<p>This page reloads by itself.</p>
</main>
</body>
</html>
`;
