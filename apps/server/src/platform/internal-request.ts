import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * Marks the server's own in-process API calls (the server-side render's data loaders). The token is made at start
 * and never leaves the process, so no outside request can carry it; the HTTP rate limit lets such calls through,
 * as the page request that caused them was already counted.
 */
export const INTERNAL_HEADER = 'x-gb-internal';
export const internalToken = randomBytes(24).toString('base64url');

export const isInternalRequest = (request: FastifyRequest) => request.headers[INTERNAL_HEADER] === internalToken;
