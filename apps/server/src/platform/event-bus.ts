import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { connectRedis, type RedisConnection } from './redis';

/** What GET /api/live pushes to a browser tab: `{ type, data }` (docs/product-rules.md "Live updates"). */
export type LiveEventType = 'message' | 'typing' | 'read' | 'conversation' | 'order' | 'notification';
export interface LiveEvent {
  type: LiveEventType;
  data: unknown;
}
/**
 * A session ended (logout, password change, closed account): the sockets it opened close, in every process.
 * `session` is the stored token hash, or null for "every session of the user". Never sent to a client.
 */
export interface SessionEndedEvent {
  type: 'session-ended';
  data: { session: string | null };
}
export type BusEvent = LiveEvent | SessionEndedEvent;
export type BusHandler = (event: BusEvent) => void;

/**
 * Events for users, wherever their sockets are. `publish` never throws and never waits: a message is stored
 * before it is published and a client that missed an event catches up with `GET /api/messages/{id}?after=`,
 * so a lost event costs a moment, never a request.
 */
export interface EventBus {
  readonly kind: 'memory' | 'redis';
  publish(userIds: readonly string[], event: BusEvent): void;
  /** Returns the unsubscribe function. */
  subscribe(userId: string, handler: BusHandler): () => void;
  close(): Promise<void>;
}

/** One channel for the whole cluster; each process keeps the events of the users it holds sockets for. */
export const LIVE_CHANNEL = 'gb-live';

interface Envelope {
  /** The publishing process: it has delivered locally already and skips its own echo. */
  o: string;
  u: readonly string[];
  e: BusEvent;
}

class LocalSubscribers {
  readonly #byUser = new Map<string, Set<BusHandler>>();

  subscribe(userId: string, handler: BusHandler) {
    let set = this.#byUser.get(userId);
    if (!set) this.#byUser.set(userId, (set = new Set()));
    set.add(handler);
    return () => {
      set.delete(handler);
      if (!set.size && this.#byUser.get(userId) === set) this.#byUser.delete(userId);
    };
  }

  deliver(userIds: readonly string[], event: BusEvent, log: Pick<FastifyBaseLogger, 'error'>) {
    for (const userId of new Set(userIds)) {
      const set = this.#byUser.get(userId);
      if (!set) continue;
      for (const handler of [...set]) {
        try {
          handler(event);
        } catch (err) {
          log.error({ err }, 'live event handler failed');
        }
      }
    }
  }
}

/** The default: one process, events delivered synchronously to its own sockets. */
export function createMemoryBus(log: Pick<FastifyBaseLogger, 'error'>): EventBus {
  const local = new LocalSubscribers();
  return {
    kind: 'memory',
    publish: (userIds, event) => local.deliver(userIds, event, log),
    subscribe: (userId, handler) => local.subscribe(userId, handler),
    close: async () => {},
  };
}

/**
 * Redis pub/sub across processes. Events are delivered to this process's sockets at once (no round trip
 * through Redis for the common case) and published on one shared channel, tagged with this process's id so
 * it ignores its own echo. One shared channel rather than one per user: a socket opening costs no SUBSCRIBE
 * round trip (so no window in which a just-opened socket misses an event), reconnects re-subscribe one
 * channel, and each process filters by the user ids in the payload — cheap at our scale of a few processes.
 *
 * SUBSCRIBE puts an ioredis connection in subscriber mode, so it has its own connection; publishing uses the
 * app's ordinary one. While Redis is down, publishing delivers locally only (logged once per outage).
 */
export async function createRedisBus(
  publisher: RedisConnection,
  url: string,
  log: Pick<FastifyBaseLogger, 'warn' | 'info' | 'error'>,
): Promise<EventBus> {
  const origin = randomUUID();
  const local = new LocalSubscribers();
  // The publisher connection already logs the outage once; the subscriber's would say the same again.
  const quiet = { warn: () => {}, info: () => {} } as unknown as Pick<FastifyBaseLogger, 'warn' | 'info'>;
  const subscriber = connectRedis(url, quiet);
  let degraded = false;
  const degrade = (reason: string) => {
    if (degraded) return;
    degraded = true;
    log.warn(`Live events stay within this process (${reason}); other processes' clients fall back to polling.`);
  };
  const recovered = () => {
    if (!degraded) return;
    degraded = false;
    log.info('Live events cross processes again.');
  };

  // ioredis re-subscribes after a reconnect by itself; subscribing again on every 'ready' also covers a first
  // connection that failed before its SUBSCRIBE went out (SUBSCRIBE to a channel already held is harmless).
  const subscribe = () => subscriber.client.subscribe(LIVE_CHANNEL).catch(() => {});
  subscriber.client.on('ready', () => void subscribe());
  // Start-up waits a moment for the subscription (so the first events already cross), never fails on Redis.
  if (await subscriber.waitUntilUp(2_000)) await subscribe();
  subscriber.client.on('message', (channel: string, raw: string) => {
    if (channel !== LIVE_CHANNEL) return;
    let envelope: Envelope;
    try {
      envelope = JSON.parse(raw) as Envelope;
    } catch {
      return;
    }
    if (envelope.o === origin || !Array.isArray(envelope.u) || !envelope.e) return;
    local.deliver(envelope.u, envelope.e, log);
  });

  return {
    kind: 'redis',
    publish(userIds, event) {
      local.deliver(userIds, event, log);
      if (!publisher.isUp()) return degrade('Redis is unreachable');
      const envelope: Envelope = { o: origin, u: userIds, e: event };
      publisher.client
        .publish(LIVE_CHANNEL, JSON.stringify(envelope))
        .then(recovered, (err: Error) => degrade(err.message));
    },
    subscribe: (userId, handler) => local.subscribe(userId, handler),
    close: async () => {
      subscriber.close();
    },
  };
}

export function createEventBus(
  redis: RedisConnection | undefined,
  url: string | undefined,
  log: Pick<FastifyBaseLogger, 'warn' | 'info' | 'error'>,
): Promise<EventBus> {
  if (!redis || !url) return Promise.resolve(createMemoryBus(log));
  return createRedisBus(redis, url, log);
}
