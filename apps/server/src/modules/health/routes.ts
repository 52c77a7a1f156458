import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Deps } from '../../platform/deps';
import type { Lifecycle } from '../../platform/lifecycle';
import type { RedisConnection } from '../../platform/redis';

/**
 * Liveness answers while the process runs; readiness (docs/product-rules.md "API contract") only when the database and,
 * if configured, Redis answer and the process is not draining for a shutdown. While only Redis is down the API still
 * serves (limits fall back to in-process counts) and says `status: 'degraded'`, so a balancer that must not pull every
 * instance at once can key on `checks.database` instead (docs/operations.md).
 */
export const healthRoutes: FastifyPluginAsync<{ deps: Deps; redis?: RedisConnection; lifecycle: Lifecycle }> = async (
  app,
  { deps, redis, lifecycle },
) => {
  const live = async () => ({ status: 'ok' });
  const ready = async (_req: unknown, reply: FastifyReply) => {
    const checks: Record<string, 'ok' | 'down' | 'draining'> = {};
    try {
      await deps.database.ping();
      checks.database = 'ok';
    } catch {
      checks.database = 'down';
    }
    if (redis) checks.redis = await redis.check();
    if (lifecycle.draining) checks.process = 'draining';
    const ok = checks.database === 'ok' && checks.redis !== 'down' && !lifecycle.draining;
    const status =
      checks.database !== 'ok' || lifecycle.draining ? 'unavailable' : checks.redis === 'down' ? 'degraded' : 'ok';
    reply.header('Cache-Control', 'no-store');
    return reply.status(ok ? 200 : 503).send({ status, checks });
  };
  for (const prefix of ['', '/api']) {
    app.get(`${prefix}/healthz`, live);
    app.get(`${prefix}/readyz`, ready);
  }
};
