import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CSRF_HEADER, CSRF_VALUE } from '@gigbazaar/shared/constants';
import { MSG } from '@gigbazaar/shared/messages';
import { forbidden } from './errors';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Called by Razorpay's servers, which cannot send our header; its HMAC signature is its proof. */
const CSRF_EXEMPT = new Set(['/api/payments/webhook']);

/**
 * The path a request is routed by: the matched route's pattern, else (no route, or a wildcard such as the web
 * app's catch-all `/*`) the percent-decoded path without its query and with repeated slashes collapsed. Never
 * the raw `request.url`, which `/%61pi/…` spells differently from what the router (which decodes) runs.
 */
export function routedPath(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (pattern && !pattern.includes('*')) return pattern;
  const raw = request.url.split('?')[0] ?? '';
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // A malformed escape: keep the raw path (the router answers 400/404 for it anyway).
  }
  return decoded.replace(/\/{2,}/g, '/');
}

/** Whether a request is an API call, decided by the route that matched (or the decoded path when none did). */
export const isApiRequest = (request: FastifyRequest) => {
  const p = routedPath(request);
  return p === '/api' || p.startsWith('/api/');
};

/**
 * CSRF defence: a cross-site form or image cannot set a custom header, and a cross-site fetch that does
 * needs a CORS preflight we never grant. So every mutating call must carry X-Requested-With: fetch — on any
 * path, so no spelling of a URL and no route added later (in or outside /api) can slip past.
 */
export function registerCsrfGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (!MUTATING.has(request.method)) return;
    if (request.routeOptions.url && CSRF_EXEMPT.has(request.routeOptions.url)) return;
    if (request.headers[CSRF_HEADER] !== CSRF_VALUE) throw forbidden(MSG.csrf);
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Work to run once the response has been sent (mail): the user never waits on it, and its failure is logged. */
    afterResponse(task: () => Promise<void>): void;
  }
}

const TASKS = Symbol('afterResponseTasks');

export function registerAfterResponse(app: FastifyInstance) {
  app.decorateRequest(
    'afterResponse',
    function (this: FastifyRequest & { [TASKS]?: Array<() => Promise<void>> }, task) {
      (this[TASKS] ??= []).push(task);
    },
  );
  app.addHook('onResponse', async (request: FastifyRequest & { [TASKS]?: Array<() => Promise<void>> }) => {
    const tasks = request[TASKS];
    if (!tasks) return;
    const run = (async () => {
      for (const task of tasks) {
        try {
          await task();
        } catch (err) {
          request.log.error({ err }, 'after-response task failed');
        }
      }
    })();
    // A shutdown waits for it: the request was answered, so its mail must still go out.
    app.lifecycle.track(run);
    await run;
  });
}
