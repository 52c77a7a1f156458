import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { AppConfig } from './config';
import type { RedisConnection } from './redis';
import { isInternalRequest } from './internal-request';
import { isApiRequest } from './routed-path';

type Store = FastifyRateLimitStore & { read?: FastifyRateLimitStore['incr'] };
type StoreArgs = Parameters<FastifyRateLimitStore['incr']>;
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0];

// The plugin's own stores (the Redis one carries the atomic Lua script); they ship without type declarations.
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: unknown,
  key?: string,
) => Store;
const LocalStore = require('@fastify/rate-limit/store/LocalStore') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache?: number,
) => Store;

/**
 * Counts in Redis while Redis is up, so every instance shares one count; counts in this process while it is
 * not (or when a call to it fails), so an outage neither fails requests nor waits on a dead connection.
 * Each instance then enforces the ceiling on its own: looser by the number of instances, never open.
 */
class FallbackStore implements Store {
  constructor(
    private readonly redis: RedisConnection,
    private readonly shared: Store,
    private readonly local: Store,
  ) {}

  private run(method: 'incr' | 'read', [key, callback, timeWindow, max]: StoreArgs) {
    const local = () => (this.local[method] ?? this.local.incr).call(this.local, key, callback, timeWindow, max);
    if (!this.redis.isUp()) return local();
    (this.shared[method] ?? this.shared.incr).call(
      this.shared,
      key,
      (err, result) => (err ? local() : callback(null, result)),
      timeWindow,
      max,
    );
  }

  incr(...args: StoreArgs) {
    this.run('incr', args);
  }

  read(...args: StoreArgs) {
    this.run('read', args);
  }

  child(routeOptions: ChildOptions): Store {
    return new FallbackStore(this.redis, this.shared.child(routeOptions), this.local.child(routeOptions));
  }
}

function fallbackStore(redis: RedisConnection, nameSpace: string): FastifyRateLimitStoreCtor {
  return class extends FallbackStore {
    constructor(options: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      const continueExceeding = options.continueExceeding ?? false;
      const exponentialBackoff = options.exponentialBackoff ?? false;
      super(
        redis,
        new RedisStore(continueExceeding, exponentialBackoff, redis.client, nameSpace),
        new LocalStore(continueExceeding, exponentialBackoff),
      );
    }
  } as unknown as FastifyRateLimitStoreCtor;
}

/** A coarse per-IP ceiling against floods; the precise limits (login, OTP) are domain rules in the services. */
export async function registerHttpRateLimit(app: FastifyInstance, config: AppConfig, redis?: RedisConnection) {
  // Test apps share one Redis (and one client IP) across files and concurrent runs: each counts apart.
  const nameSpace = config.env === 'test' ? `gb-rl:test-${randomBytes(4).toString('hex')}:` : 'gb-rl:';
  await app.register(rateLimit, {
    global: config.httpRateLimit,
    max: config.httpRateLimitPerMinute,
    timeWindow: '1 minute',
    // Only API calls from outside count: static assets are cheap and cached, and the server's own
    // in-process calls while rendering a page carry a per-process secret instead of a client IP.
    // Decided by the matched route, never the raw URL: `/%61pi/…` reaches the same handlers and must count too.
    allowList: (request) => !isApiRequest(request) || isInternalRequest(request),
    ...(redis ? { store: fallbackStore(redis, nameSpace) } : {}),
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      code: 'rate_limited',
      message: `Too many requests. Please try again in ${Math.ceil(ctx.ttl / 1000)} seconds.`,
    }),
  });
}
