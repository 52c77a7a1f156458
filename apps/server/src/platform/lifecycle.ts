import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

/**
 * The process's place between "serving" and "stopped". On SIGTERM (main.ts) the app starts draining:
 * readiness answers 503 so the load balancer stops sending new visitors, every answer carries
 * `Connection: close` so keep-alive clients reconnect elsewhere instead of racing a closing socket,
 * and background work accepts no new jobs while what was already started is awaited before exit.
 */
export class Lifecycle {
  #draining = false;
  readonly #pending = new Set<Promise<unknown>>();
  readonly #onDrain: Array<() => void> = [];

  get draining() {
    return this.#draining;
  }

  startDraining() {
    if (this.#draining) return;
    this.#draining = true;
    for (const stop of this.#onDrain) stop();
  }

  /** For background workers: stop taking new jobs when the drain begins. */
  onDrain(stop: () => void) {
    this.#onDrain.push(stop);
  }

  /** Background work started for an accepted request; `settle` waits for it before the process exits. */
  track(work: Promise<unknown>) {
    this.#pending.add(work);
    void work.finally(() => this.#pending.delete(work)).catch(() => {});
  }

  async settle(timeoutMs = 10_000) {
    if (!this.#pending.size) return;
    await Promise.race([Promise.allSettled([...this.#pending]), sleep(timeoutMs, undefined, { ref: false })]);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

/** Header read by the NODE_ENV=test delay hook, so the shutdown test can keep requests in flight. */
export const TEST_DELAY_HEADER = 'x-test-delay-ms';

export function registerDrain(app: FastifyInstance, env: 'development' | 'production' | 'test') {
  const lifecycle = new Lifecycle();
  app.decorate('lifecycle', lifecycle);
  app.addHook('onSend', async (_request, reply) => {
    if (lifecycle.draining) reply.header('Connection', 'close');
  });
  // Only a test process (NODE_ENV=test) honours the delay; production and development builds never register it.
  if (env === 'test') {
    app.addHook('onRequest', async (request) => {
      const ms = Number(request.headers[TEST_DELAY_HEADER]);
      if (ms > 0) await sleep(Math.min(ms, 10_000));
    });
  }
  return lifecycle;
}
