import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CSRF_HEADER, CSRF_VALUE } from '@gigbazaar/shared/constants';
import { MSG } from '@gigbazaar/shared/messages';
import { forbidden } from './errors';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Called by Razorpay's servers, which cannot send our header; its HMAC signature is its proof. */
const CSRF_EXEMPT = new Set(['/api/payments/webhook']);

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
