import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Redis } from 'ioredis';
import type { Deps } from '../../platform/deps';

/** Liveness answers while the process runs; readiness only when its database (and Redis, if configured) answer. */
export const healthRoutes: FastifyPluginAsync<{ deps: Deps; redis?: Redis }> = async (app, { deps, redis }) => {
  const live = async () => ({ status: 'ok' });
  const ready = async (_req: unknown, reply: FastifyReply) => {
    const checks: Record<string, 'ok' | 'down'> = {};
    try {
      await deps.database.ping();
      checks.database = 'ok';
    } catch {
      checks.database = 'down';
    }
    if (redis) {
      try {
        await redis.ping();
        checks.redis = 'ok';
      } catch {
        checks.redis = 'down';
      }
    }
    const ok = Object.values(checks).every((c) => c === 'ok');
    return reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'unavailable', checks });
  };
  for (const prefix of ['', '/api']) {
    app.get(`${prefix}/healthz`, live);
    app.get(`${prefix}/readyz`, ready);
  }
};
