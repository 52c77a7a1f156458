import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Deps } from '../../platform/deps';
import type { Lifecycle } from '../../platform/lifecycle';
import type { RedisConnection } from '../../platform/redis';

/**
 * Liveness answers while the process runs; readiness only when its database answers and the process is not
 * draining for a shutdown. Redis is reported but does not fail readiness: every instance shares the one Redis,
 * so failing on it would make a load balancer pull them all at once, while the API serves fine without it
 * (limits fall back to in-process counts). `status: 'degraded'` tells the operator.
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
    const ok = checks.database === 'ok' && !lifecycle.draining;
    const status = !ok ? 'unavailable' : checks.redis === 'down' ? 'degraded' : 'ok';
    reply.header('Cache-Control', 'no-store');
    return reply.status(ok ? 200 : 503).send({ status, checks });
  };
  for (const prefix of ['', '/api']) {
    app.get(`${prefix}/healthz`, live);
    app.get(`${prefix}/readyz`, ready);
  }
};
