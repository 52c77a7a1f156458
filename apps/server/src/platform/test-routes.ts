import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from './db/client';

/**
 * Routes that misbehave on purpose, for the process tests of the stop deadline and the watchdog
 * (apps/server/src/stop-deadline.test.ts). They exist only when NODE_ENV=test AND GB_TEST_BLOCKING_ROUTE=1:
 * never in development or production, and not in the API suite (which does not set the flag).
 */
export const TEST_ROUTES_FLAG = 'GB_TEST_BLOCKING_ROUTE';
export const BLOCK_MAIN_THREAD_ROUTE = '/api/test/block-main-thread';
export const HOLD_TRANSACTION_ROUTE = '/api/test/hold-transaction';

export function testRoutesEnabled(env: 'development' | 'production' | 'test') {
  return env === 'test' && process.env[TEST_ROUTES_FLAG] === '1';
}

const durationMs = (query: unknown, fallback: number) =>
  Math.min(Math.max(Number((query as { ms?: string }).ms) || fallback, 1), 600_000);

export function registerTestRoutes(app: FastifyInstance, db: Db) {
  // A synchronous wait on the main thread: no request, timer or signal handler runs until it ends.
  app.post(BLOCK_MAIN_THREAD_ROUTE, { config: { access: 'public' } }, async (request) => {
    const ms = durationMs(request.query, 60_000);
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
    return { blockedMs: ms };
  });
  // A transaction that has run a query and stays open: every other query on the embedded database queues behind it.
  app.post(HOLD_TRANSACTION_ROUTE, { config: { access: 'public' } }, async (request) => {
    const ms = durationMs(request.query, 3_000);
    await db.transaction(async (tx) => {
      await tx.execute(sql`select count(*) from users`);
      await sleep(ms);
    });
    return { heldMs: ms };
  });
}
