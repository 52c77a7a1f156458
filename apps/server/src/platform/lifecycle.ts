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

/** Requests in flight and open connections, for the watchdog's summary of what was pending. */
export class InFlight {
  readonly #requests = new Map<string, { method: string; route: string; since: number }>();
  connections = 0;
  upgraded = 0;
  /** Told of each new request (the watchdog copies its summary, throttled). */
  onAdd: () => void = () => {};

  add(id: string, method: string, route: string) {
    this.#requests.set(id, { method, route, since: Date.now() });
    this.onAdd();
  }

  delete(id: string) {
    this.#requests.delete(id);
  }

  get size() {
    return this.#requests.size;
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
  // Only a test process (NODE_ENV=test) honours the delay; production and development builds never register it.
  if (env === 'test') {
    app.addHook('onRequest', async (request) => {
      const ms = Number(request.headers[TEST_DELAY_HEADER]);
      if (ms > 0) await sleep(Math.min(ms, 60_000));
    });
  }
  return lifecycle;
}
