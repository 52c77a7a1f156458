import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Redis is an accelerator, never a single point of failure. The client is tuned so that an outage costs
 * a request nothing: commands are refused at once while the connection is down (no offline queue that
 * grows forever and answers late), a stuck server times out quickly, and ioredis keeps reconnecting in
 * the background with a capped backoff. Callers ask `isUp()` and take their fallback path (the in-process
 * rate limiter today; polling for the live events later) instead of waiting on Redis.
 */
export interface RedisConnection {
  readonly client: Redis;
  /** True only while the connection is established and usable. */
  isUp(): boolean;
  /** Resolves once connected, or after `timeoutMs` regardless: start-up waits a moment, never fails on Redis. */
  waitUntilUp(timeoutMs: number): Promise<boolean>;
  /** A readiness probe: 'ok' if Redis answered a PING within the command timeout. */
  check(): Promise<'ok' | 'down'>;
  close(): void;
}

/** How long one command may take before it counts as failed (Redis answers in well under a millisecond). */
const COMMAND_TIMEOUT_MS = 500;
const CONNECT_TIMEOUT_MS = 2_000;
/** Reconnect attempts back off to at most this interval, and never give up. */
const MAX_RECONNECT_DELAY_MS = 2_000;

export function connectRedis(url: string, log: Pick<FastifyBaseLogger, 'warn' | 'info'>): RedisConnection {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: CONNECT_TIMEOUT_MS,
    retryStrategy: (attempt) => Math.min(100 * attempt, MAX_RECONNECT_DELAY_MS),
    // A failover replica answers READONLY: reconnect to find the new primary instead of failing every write.
    reconnectOnError: (err) => err.message.startsWith('READONLY'),
  });
  let down = false;
  let closing = false;
  // ioredis emits 'error' on every failed reconnect attempt; one line per outage is enough for an operator.
  const wentDown = (reason: string) => {
    if (down || closing) return;
    down = true;
    log.warn(`Redis is unreachable (${reason}); falling back to in-process limits until it returns.`);
  };
  client.on('error', (err: Error) => wentDown(err.message));
  client.on('close', () => wentDown('connection closed'));
  client.on('ready', () => {
    if (down) log.info('Redis is reachable again; shared limits resume.');
    down = false;
  });
  return {
    client,
    isUp: () => client.status === 'ready',
    waitUntilUp: (timeoutMs) =>
      new Promise<boolean>((resolve) => {
        if (client.status === 'ready') return resolve(true);
        const timer = setTimeout(() => {
          client.off('ready', onReady);
          resolve(false);
        }, timeoutMs);
        const onReady = () => {
          clearTimeout(timer);
          resolve(true);
        };
        client.once('ready', onReady);
      }),
    check: async () => {
      if (client.status !== 'ready') return 'down';
      try {
        await client.ping();
        return 'ok';
      } catch {
        return 'down';
      }
    },
    close: () => {
      closing = true;
      client.disconnect();
    },
  };
}
