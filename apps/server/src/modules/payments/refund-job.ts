import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/client';
import { refunds } from '../../platform/db/schema';
import { faultPoint } from '../../platform/fault-points';
import { exponentialBackoff, PermanentJobError, type JobHandler } from '../../platform/jobs/queue';
import { GatewayRefundError, type PaymentGateway } from './gateway';
import type { EventBus } from '../../platform/event-bus';
import {
  GATEWAY_DECLINED,
  markRefundFailed,
  markRefundProcessed,
  publishRefundSettled,
  REFUND_JOB,
} from '../refunds/refund-service';

/** 30 s, 1 min, 2 min … 6 h at most: with REFUND_MAX_ATTEMPTS about two days before a refund is left to admins. */
export const refundBackoff = exponentialBackoff(30_000, 6 * 60 * 60_000);
/** One gateway call (its own time-out is 10 s) fits well inside; a dead worker's refund is taken over this soon. */
export const REFUND_LEASE_MS = 30_000;

/** The gateway's idempotency key for one attempt of one refund (Razorpay: 10+ of letters, digits, `-`, `_`). */
export const gatewayRefundKey = (refund: { id: string; gatewayAttempt: number }) =>
  `${refund.id}_${refund.gatewayAttempt}`;

/**
 * The `refund` job: asks the gateway for the refund with the refund's own idempotency key, then records its answer.
 * A run cut off anywhere (even between the gateway's answer and the ledger write) is run again with the same key: the
 * gateway answers the refund it already made, and `markRefundProcessed` books it once. A refund the gateway has
 * accepted but not yet processed is asked again later (the same key answers its current state), unless the
 * `refund.processed` webhook settles it first. Each outcome it commits is told to both parties live.
 */
export function refundJobHandler(
  db: Db,
  gateway: PaymentGateway,
  log: FastifyBaseLogger,
  bus: Pick<EventBus, 'publish'>,
): JobHandler<{ refundId: string }> {
  return {
    kind: REFUND_JOB,
    leaseMs: REFUND_LEASE_MS,
    backoffMs: refundBackoff,
    async run(job, { now }) {
      const [refund] = await db.select().from(refunds).where(eq(refunds.id, job.payload.refundId)).limit(1);
      if (!refund) throw new PermanentJobError('The refund no longer exists.');
      // Settled already (by the webhook, or a run before a crash), or failed and waiting for an admin's retry.
      if (refund.status !== 'pending') return;
      let answer;
      try {
        answer = await gateway.refund({
          paymentId: refund.paymentId,
          amountPaise: refund.amountPaise,
          idempotencyKey: gatewayRefundKey(refund),
          notes: { refund_id: refund.id, order_id: refund.orderId ?? '', reason: refund.reason },
        });
      } catch (error) {
        if (error instanceof GatewayRefundError && error.permanent) throw new PermanentJobError(error.message);
        throw error;
      }
      faultPoint('refund-answered');
      if (answer.status === 'processed') {
        const booked = await markRefundProcessed(db, refund.id, answer.id, now);
        log.info({ refund: refund.id, gatewayRefund: answer.id, booked }, 'refund processed');
        if (booked) await publishRefundSettled(db, bus, refund.id);
        return;
      }
      if (answer.status === 'failed') {
        if (await markRefundFailed(db, refund.id, GATEWAY_DECLINED, now)) {
          await publishRefundSettled(db, bus, refund.id);
        }
        log.error({ refund: refund.id, gatewayRefund: answer.id }, 'refund failed at the gateway');
        return;
      }
      await db
        .update(refunds)
        .set({ gatewayRefundId: answer.id, updatedAt: now })
        .where(and(eq(refunds.id, refund.id), sql`${refunds.gatewayRefundId} is null`));
      throw new Error('The gateway has not processed the refund yet; asking again later.');
    },
    async onError(job, outcome, tx) {
      if (outcome.final) {
        await markRefundFailed(tx, job.payload.refundId, outcome.error);
        return;
      }
      await tx
        .update(refunds)
        .set({ lastError: outcome.error, updatedAt: new Date() })
        .where(and(eq(refunds.id, job.payload.refundId), eq(refunds.status, 'pending')));
    },
    async afterFinalFailure(job) {
      await publishRefundSettled(db, bus, job.payload.refundId);
    },
  };
}
