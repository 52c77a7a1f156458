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

  /** After-response tasks not finished yet (the watchdog names them when a stop hangs). */
  get pendingTasks() {
    return this.#pending.size;
  }

  async settle(timeoutMs = 10_000) {
    if (!this.#pending.size) return;
    await Promise.race([Promise.allSettled([...this.#pending]), sleep(timeoutMs, undefined, { ref: false })]);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
    inFlight: InFlight;
  }
}

/** Header read by the NODE_ENV=test delay hook, so the shutdown test can keep requests in flight. */
export const TEST_DELAY_HEADER = 'x-test-delay-ms';

/**
 * The test-only route that blocks the main thread synchronously, so the watchdog test can show a stalled process is
 * still ended. It exists only when NODE_ENV=test AND this variable is "1": never in development or production.
 */
export const BLOCKING_ROUTE_FLAG = 'GB_TEST_BLOCKING_ROUTE';
export const BLOCKING_ROUTE = '/api/test/block-main-thread';

/** Requests in flight and open connections, for the watchdog's summary of what was pending. */
export class InFlight {
  readonly #requests = new Map<string, { method: string; route: string; since: number }>();
  connections = 0;
  upgraded = 0;

  add(id: string, method: string, route: string) {
    this.#requests.set(id, { method, route, since: Date.now() });
  }

  delete(id: string) {
    this.#requests.delete(id);
  }

  /** The 20 oldest requests, each as "METHOD /route for N ms", and the total. */
  describe() {
    const now = Date.now();
    const oldest = [...this.#requests.values()].sort((a, b) => a.since - b.since).slice(0, 20);
    return {
      requests: this.#requests.size,
      oldest: oldest.map((r) => `${r.method} ${r.route} for ${now - r.since} ms`),
      connections: this.connections,
      webSockets: this.upgraded,
    };
  }
}

export function registerDrain(app: FastifyInstance, env: 'development' | 'production' | 'test') {
  const lifecycle = new Lifecycle();
  app.decorate('lifecycle', lifecycle);
  app.addHook('onSend', async (_request, reply) => {
    if (lifecycle.draining) reply.header('Connection', 'close');
  });
  const inFlight = new InFlight();
  app.decorate('inFlight', inFlight);
  // The matched route's pattern, never the URL: no ids or query strings (personal data) reach the watchdog's line.
  app.addHook('onRequest', async (request) => {
    inFlight.add(request.id, request.method, request.routeOptions.url ?? '(no route)');
  });
  app.addHook('onResponse', async (request) => inFlight.delete(request.id));
  app.addHook('onRequestAbort', async (request) => inFlight.delete(request.id));
  app.server.on('connection', (socket) => {
    inFlight.connections++;
    socket.once('close', () => inFlight.connections--);
  });
  app.server.on('upgrade', (_request, socket) => {
    inFlight.upgraded++;
    socket.once('close', () => inFlight.upgraded--);
  });
  if (env === 'test' && process.env[BLOCKING_ROUTE_FLAG] === '1') {
    app.post(BLOCKING_ROUTE, { config: { access: 'public' } }, async (request) => {
      const ms = Math.min(Number((request.query as { ms?: string }).ms) || 60_000, 600_000);
      // A synchronous sleep on the main thread: no request, timer or signal handler runs until it ends.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
      return { blockedMs: ms };
    });
  }
  // Only a test process (NODE_ENV=test) honours the delay; production and development builds never register it.
  if (env === 'test') {
    app.addHook('onRequest', async (request) => {
      const ms = Number(request.headers[TEST_DELAY_HEADER]);
      if (ms > 0) await sleep(Math.min(ms, 10_000));
    });
  }
  return lifecycle;
}
