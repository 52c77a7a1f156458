import { randomUUID } from 'node:crypto';
import { and, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { splitBreakdown } from '@gigbazaar/shared/rules/payout-tax';
import type { Db, Tx } from '../../platform/db/client';
import { jobs, ledgerEntries, payoutAccounts, transfers, type TransferStep } from '../../platform/db/schema';
import { enqueueJob, exponentialBackoff, PermanentJobError, type JobHandler } from '../../platform/jobs/queue';
import type { RouteTransport } from '../payouts/linked-accounts';
import { settlementRows } from '../orders/ledger';
import { recordAdminAction } from '../audit/audit-log';
import { TRANSFER_JOB, TRANSFER_MAX_ATTEMPTS, transferJobKey, type TransferTrigger } from './transfer-keys';

/**
 * Route transfers held in escrow (docs/decisions/020-route-transfers.md). Each order has one `transfers` row, written
 * with the order at capture. What GigBazaar decides (release, a refund's reversal) is written onto the row in the
 * transaction of the decision, with a job; the job (`advanceTransfer`) moves the gateway to it one step at a time —
 * create the held transfer, reverse what was refunded, lift the hold — each call with an idempotency key of the
 * order and step, each result written with a condition, so retries, doubled calls and races move the money once.
 */

export type TransferRow = typeof transfers.$inferSelect;
type AnyDb = Db | Tx;

/** A Route call that did not do what was asked: `unavailable` (5xx, 429, no answer) is retried, `refused` is not. */
export class TransferCallError extends Error {
  constructor(
    readonly step: TransferStep,
    readonly kind: 'unavailable' | 'refused',
    /** The gateway's code and field, never its description (it can quote values). */
    readonly detail: string,
  ) {
    super(`${step}: ${kind}${detail ? ` ${detail}` : ''}`);
  }
}

async function routeCall(
  route: RouteTransport,
  step: TransferStep,
  method: 'POST' | 'PATCH',
  path: string,
  body: unknown,
  idempotencyKey: string,
  idempotencyHeader?: string,
): Promise<Record<string, unknown>> {
  let res;
  try {
    res = await route.call(method, path, body, idempotencyKey, idempotencyHeader);
  } catch {
    throw new TransferCallError(step, 'unavailable', 'no answer');
  }
  if (res.status >= 500 || res.status === 429 || res.status === 409) {
    throw new TransferCallError(step, 'unavailable', `HTTP ${res.status}`);
  }
  if (res.status >= 400) {
    const error = (res.body.error ?? {}) as { code?: unknown; field?: unknown };
    const detail = [`HTTP ${res.status}`, error.code, error.field].filter(
      (x) => typeof x === 'string' || typeof x === 'number',
    );
    throw new TransferCallError(step, 'refused', detail.join(' '));
  }
  return res.body;
}

/** The idempotency keys, one per order and step (a reversal's names the total it brings the reversals to). */
export const TRANSFER_KEYS = {
  /** A transfer made anew after the gateway failed one needs a key of its own: the old key answers the failed one. */
  create: (orderId: string, remade = 0) => (remade > 0 ? `gb-transfer-${orderId}-${remade}` : `gb-transfer-${orderId}`),
  release: (orderId: string) => `gb-release-${orderId}`,
  reverse: (orderId: string, totalPaise: number) => `gb-reversal-${orderId}-${totalPaise}`,
};

/** How long one worker may hold an order's transfer (three gateway calls of at most 10 s each fit well inside). */
export const TRANSFER_LEASE_MS = 60_000;

/** A sandbox's webhook for what it just did (wired only where the sandbox should announce itself). */
export type TransferEventSink = (event: string, payload: Record<string, unknown>, delayMs: number) => void;

/** Route settles a linked account later; the sandbox announces its settlement this long after a release. */
export const SANDBOX_SETTLEMENT_DELAY_MS = 60_000;

/**
 * The seller's active linked account at the gateway, if any, read in the statement that claims the transfer: a
 * transfer waiting for one costs the claim and its release, nothing more.
 */
const sellerAccount = sql<string | null>`(select ${payoutAccounts.gatewayAccountId} from ${payoutAccounts}
  where ${payoutAccounts.userId} = ${transfers.sellerId} and ${payoutAccounts.status} = 'active')`;

/** Whether the row still asks something of the gateway (given a linked account for its creation). */
function work(row: TransferRow): TransferStep | undefined {
  if (row.status === 'failed') return undefined;
  if (!row.gatewayTransferId) return row.reverseWantedPaise < row.amountPaise ? 'create' : undefined;
  if (row.reverseWantedPaise > row.reversedPaise) return 'reverse';
  if (
    row.releaseWanted &&
    row.reversedPaise < row.amountPaise &&
    (row.status === 'on_hold' || row.status === 'partially_reversed')
  ) {
    return 'release';
  }
  return undefined;
}

/**
 * Moves one order's transfer at the gateway to what GigBazaar decided. One worker at a time holds the row (a lease in
 * `working_until`); another finds it held and leaves it, because the holder, after giving the lease back, reads the
 * row again and carries on with whatever was decided meanwhile. Returns the steps it made.
 */
export async function advanceTransfer(
  db: Db,
  route: RouteTransport,
  orderId: string,
  log: FastifyBaseLogger,
  options: { now?: Date; events?: TransferEventSink } = {},
): Promise<TransferStep[]> {
  const done: TransferStep[] = [];
  for (;;) {
    const now = options.now ?? new Date();
    const [claimed] = await db
      .update(transfers)
      .set({ workingUntil: new Date(now.getTime() + TRANSFER_LEASE_MS) })
      .where(
        and(
          eq(transfers.orderId, orderId),
          sql`(${transfers.workingUntil} is null or ${transfers.workingUntil} < ${now})`,
        ),
      )
      .returning({ ...getTableColumns(transfers), sellerAccount });
    if (!claimed) return done;
    let made: TransferStep[];
    let after: TransferRow | undefined;
    try {
      made = await stepThrough(db, route, claimed, log, now, options.events);
    } finally {
      // The lease's release returns the row as it stands (what was decided while it was held included): no
      // second read.
      [after] = await db.update(transfers).set({ workingUntil: null }).where(eq(transfers.id, claimed.id)).returning();
    }
    done.push(...made);
    const next = after && work(after);
    // Nothing new was decided while the lease was held (or only a creation that waits for a payout account).
    if (!next || (next === 'create' && made.length === 0)) return done;
  }
}

async function stepThrough(
  db: Db,
  route: RouteTransport,
  start: TransferRow & { sellerAccount: string | null },
  log: FastifyBaseLogger,
  now: Date,
  events?: TransferEventSink,
): Promise<TransferStep[]> {
  const made: TransferStep[] = [];
  let row: TransferRow = start;
  for (let step = work(row); step; step = work(row)) {
    const account = row.linkedAccountId ?? start.sellerAccount;
    // No active payout account yet: the transfer waits, and nothing was tried, so no attempt is counted; saving one
    // enqueues it again (`transferWhenAccountActive`).
    if (step === 'create' && !account) return made;
    await db
      .update(transfers)
      .set({ attempts: sql`${transfers.attempts} + 1`, updatedAt: now })
      .where(eq(transfers.id, row.id));
    if (step === 'create') {
      // The remake names which transfer a later webhook is about: one an admin's retry replaced is ignored.
      const notes = {
        order_id: row.orderId,
        transfer_id: row.id,
        ...(row.remade ? { remade: String(row.remade) } : {}),
      };
      const answer = await routeCall(
        route,
        'create',
        'POST',
        `/v1/payments/${encodeURIComponent(row.paymentId)}/transfers`,
        {
          transfers: [
            {
              account,
              amount: row.amountPaise,
              currency: 'INR',
              on_hold: true,
              notes,
            },
          ],
        },
        TRANSFER_KEYS.create(row.orderId, row.remade),
        'x-transfer-idempotency',
      );
      const item = (Array.isArray(answer.items) ? answer.items[0] : undefined) as Record<string, unknown> | undefined;
      if (typeof item?.id !== 'string') throw new TransferCallError('create', 'unavailable', 'transfer without an id');
      const gatewayId = item.id;
      [row] = await db
        .update(transfers)
        .set({
          gatewayTransferId: sql`coalesce(${transfers.gatewayTransferId}, ${gatewayId})`,
          linkedAccountId: account,
          status: sql`case when ${transfers.status} = 'pending' then 'on_hold' else ${transfers.status} end`,
          transferredAt: sql`coalesce(${transfers.transferredAt}, ${now})`,
          failedStep: null,
          lastError: null,
          updatedAt: now,
        })
        .where(eq(transfers.id, row.id))
        .returning();
      log.info({ order: row!.orderId, transfer: gatewayId }, 'route transfer made, on hold');
      events?.('transfer.processed', { transfer: { entity: { ...item, notes } } }, 0);
    } else if (step === 'reverse') {
      const total = row.reverseWantedPaise;
      const answer = await routeCall(
        route,
        'reverse',
        'POST',
        `/v1/transfers/${encodeURIComponent(row.gatewayTransferId!)}/reversals`,
        { amount: total - row.reversedPaise, notes: { order_id: row.orderId } },
        TRANSFER_KEYS.reverse(row.orderId, total),
      );
      if (typeof answer.id !== 'string')
        throw new TransferCallError('reverse', 'unavailable', 'reversal without an id');
      [row] = await db
        .update(transfers)
        .set({
          reversedPaise: sql`greatest(${transfers.reversedPaise}, ${total})`,
          gatewayReversalIds: sql`case when ${answer.id} = any(${transfers.gatewayReversalIds})
            then ${transfers.gatewayReversalIds} else array_append(${transfers.gatewayReversalIds}, ${answer.id}) end`,
          status: sql`case when ${total} >= ${transfers.amountPaise} then 'reversed'
            when ${transfers.status} = 'on_hold' then 'partially_reversed' else ${transfers.status} end`,
          failedStep: null,
          lastError: null,
          updatedAt: now,
        })
        .where(eq(transfers.id, row.id))
        .returning();
      log.info({ order: row!.orderId, reversal: answer.id, reversedPaise: total }, 'route transfer reversed');
    } else {
      await routeCall(
        route,
        'release',
        'PATCH',
        `/v1/transfers/${encodeURIComponent(row.gatewayTransferId!)}`,
        { on_hold: false },
        TRANSFER_KEYS.release(row.orderId),
      );
      [row] = await db
        .update(transfers)
        .set({
          status: sql`case when ${transfers.status} in ('on_hold', 'partially_reversed') then 'released' else ${transfers.status} end`,
          releasedAt: sql`coalesce(${transfers.releasedAt}, ${now})`,
          failedStep: null,
          lastError: null,
          updatedAt: now,
        })
        .where(eq(transfers.id, row.id))
        .returning();
      log.info({ order: row!.orderId }, 'route transfer hold lifted');
      events?.(
        'settlement.processed',
        {
          account_id: row!.linkedAccountId,
          settlement: {
            entity: {
              id: `setl_${randomUUID().replace(/-/g, '').slice(0, 14)}`,
              entity: 'settlement',
              amount: row!.amountPaise - row!.reversedPaise,
              status: 'processed',
              fees: 0,
              tax: 0,
              // Made when it is delivered, after the release (rounded up: a settlement covers what was released
              // before it was made, and Route's times are whole seconds).
              created_at: Math.ceil((Date.now() + SANDBOX_SETTLEMENT_DELAY_MS) / 1000),
            },
          },
        },
        SANDBOX_SETTLEMENT_DELAY_MS,
      );
    }
    made.push(step);
    row = row!;
  }
  return made;
}

/** 30 s, 1 min, 2 min … 6 h at most, as refunds: about two days of retries before a step is left to admins. */
export const transferBackoff = exponentialBackoff(30_000, 6 * 60 * 60_000);

/** The `transfer` job: `advanceTransfer` for its order. A refusal is final; anything else is retried with backoff. */
export function transferJobHandler(
  db: Db,
  route: RouteTransport,
  log: FastifyBaseLogger,
  events?: TransferEventSink,
): JobHandler<{ orderId: string }> {
  return {
    kind: TRANSFER_JOB,
    leaseMs: TRANSFER_LEASE_MS,
    backoffMs: transferBackoff,
    async run(job, { now }) {
      try {
        await advanceTransfer(db, route, job.payload.orderId, log, { now, events });
      } catch (error) {
        if (error instanceof TransferCallError) {
          log.warn({ order: job.payload.orderId, problem: error.message }, 'route transfer step failed');
          if (error.kind === 'refused') throw new PermanentJobError(error.message);
        }
        throw error;
      }
    },
    async onError(job, outcome, tx) {
      const step = /^(create|release|reverse):/.exec(outcome.error)?.[1] as TransferStep | undefined;
      await tx
        .update(transfers)
        .set({
          lastError: outcome.error.slice(0, 300),
          ...(outcome.final ? { failedStep: step ?? 'create' } : {}),
          updatedAt: new Date(),
        })
        .where(eq(transfers.orderId, job.payload.orderId));
      if (outcome.final) log.error({ order: job.payload.orderId, step }, 'route transfer step failed for good');
    },
  };
}

/** Enqueues the transfer job for an order, in the caller's transaction. */
export async function enqueueTransfer(tx: AnyDb, orderId: string, trigger: TransferTrigger, suffix?: string) {
  await enqueueJob(tx as Db, {
    kind: TRANSFER_JOB,
    payload: { orderId },
    maxAttempts: TRANSFER_MAX_ATTEMPTS,
    dedupeKey: transferJobKey(orderId, trigger, suffix),
  });
}

/**
 * The lifecycle's decisions, in the transition's own transaction: a release lifts the hold, a refund reverses the
 * whole transfer, a split reverses what the seller does not keep (their sale's net less the net of the kept part,
 * by the same rule the ledger's split release uses) and lifts the hold on the rest. An order without a transfer row
 * (made outside a checkout) has nothing at the gateway.
 */
export async function wantTransferChange(
  tx: AnyDb,
  order: {
    id: string;
    pricePaise: number;
    commissionPaise: number;
    sellerHadPan: boolean | null;
  },
  change: { kind: 'release' } | { kind: 'refund' } | { kind: 'split'; refundPaise: number },
) {
  const db = tx as Db;
  const [row] = await db
    .select({ amountPaise: transfers.amountPaise })
    .from(transfers)
    .where(eq(transfers.orderId, order.id))
    .limit(1);
  if (!row) return;
  let reverse = 0;
  if (change.kind === 'refund') reverse = row.amountPaise;
  if (change.kind === 'split') {
    const kept = splitBreakdown({
      pricePaise: order.pricePaise,
      commissionPaise: order.commissionPaise,
      keptPaise: order.pricePaise - change.refundPaise,
      hasPan: order.sellerHadPan ?? false,
    });
    reverse = Math.min(row.amountPaise, Math.max(0, row.amountPaise - kept.netPaise));
  }
  await db
    .update(transfers)
    .set({
      ...(change.kind !== 'refund' ? { releaseWanted: true } : {}),
      reverseWantedPaise: sql`greatest(${transfers.reverseWantedPaise}, ${reverse})`,
      // Refunded in full before anything reached the gateway: nothing will be transferred. (A creation in flight
      // still lands: the job then sees a transfer with more to reverse, and reverses it.)
      status: sql`case when ${transfers.gatewayTransferId} is null and ${transfers.status} = 'pending'
        and ${reverse} >= ${transfers.amountPaise} then 'reversed' else ${transfers.status} end`,
      updatedAt: new Date(),
    })
    .where(eq(transfers.orderId, order.id));
  await enqueueTransfer(tx, order.id, change.kind === 'release' ? 'release' : 'reverse');
}

/**
 * A seller's payout account became active: their transfers that waited for it are made now. A fresh job each time
 * (no dedupe key): the transfer's own lease and idempotency keys make extra runs harmless.
 */
export async function transferWhenAccountActive(db: Db, sellerId: string): Promise<number> {
  const waiting = await db
    .select({ orderId: transfers.orderId })
    .from(transfers)
    .where(and(eq(transfers.sellerId, sellerId), eq(transfers.status, 'pending'), isNull(transfers.gatewayTransferId)));
  for (const { orderId } of waiting) {
    await enqueueJob(db, { kind: TRANSFER_JOB, payload: { orderId }, maxAttempts: TRANSFER_MAX_ATTEMPTS });
  }
  return waiting.length;
}

/**
 * An admin's retry of a transfer whose step ran out of attempts (or that the gateway reported failed): the failure
 * is cleared and a fresh job runs it. Returns false when there was nothing to retry.
 */
export async function retryTransfer(db: Db, orderId: string, adminId: string): Promise<TransferRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(transfers)
      .set({
        failedStep: null,
        lastError: null,
        // A transfer the gateway failed is made anew (its key names a transfer that failed); it never had money.
        status: sql`case when ${transfers.status} = 'failed' then 'pending' else ${transfers.status} end`,
        gatewayTransferId: sql`case when ${transfers.status} = 'failed' then null else ${transfers.gatewayTransferId} end`,
        remade: sql`case when ${transfers.status} = 'failed' then ${transfers.remade} + 1 else ${transfers.remade} end`,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(transfers.orderId, orderId),
          sql`(${transfers.failedStep} is not null or ${transfers.status} = 'failed')`,
        ),
      )
      .returning();
    if (!row) return undefined;
    await enqueueJob(tx as Db, { kind: TRANSFER_JOB, payload: { orderId }, maxAttempts: TRANSFER_MAX_ATTEMPTS });
    // Money sent to a seller on an admin's word: in the audit log, in the same transaction (decision 013).
    await recordAdminAction(tx as Db, {
      adminId,
      action: 'transfer.retry',
      target: { type: 'order', id: orderId },
      subjectUserId: row.sellerId,
    });
    return row;
  });
}

/**
 * Route's `transfer.processed` / `transfer.failed`. The transfer is found by the order id in its notes (there even
 * when a crash lost the answer to our call) or by its gateway id. `processed` confirms (and fills in a lost id);
 * `failed` marks it failed and visible to admins. Returns whether the event was ours.
 */
export async function settleTransferEvent(
  db: Db,
  event: 'transfer.processed' | 'transfer.failed',
  entity: { id?: unknown; notes?: { order_id?: unknown; remade?: unknown } } | undefined,
): Promise<boolean> {
  const gatewayId = typeof entity?.id === 'string' ? entity.id : undefined;
  if (!gatewayId) return false;
  const orderId = typeof entity?.notes?.order_id === 'string' ? entity.notes.order_id : undefined;
  const [row] = await db
    .select()
    .from(transfers)
    .where(orderId && isUuid(orderId) ? eq(transfers.orderId, orderId) : eq(transfers.gatewayTransferId, gatewayId))
    .limit(1);
  if (!row) return false;
  // A late event of a transfer that failed and was made anew since (its remake is in its notes): nothing to change,
  // or it would fail (or fill in) the new transfer before it is even made.
  const remade = typeof entity?.notes?.remade === 'string' ? Number(entity.notes.remade) : 0;
  if (remade !== row.remade) return true;
  if (row.gatewayTransferId && row.gatewayTransferId !== gatewayId) return true;
  if (event === 'transfer.processed') {
    await db
      .update(transfers)
      .set({
        gatewayTransferId: gatewayId,
        status: sql`case when ${transfers.status} = 'pending' then 'on_hold' else ${transfers.status} end`,
        transferredAt: sql`coalesce(${transfers.transferredAt}, now())`,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(transfers.id, row.id),
          sql`(${transfers.gatewayTransferId} is null or ${transfers.gatewayTransferId} = ${gatewayId})`,
        ),
      );
    return true;
  }
  await db
    .update(transfers)
    .set({
      gatewayTransferId: gatewayId,
      status: 'failed',
      failedStep: 'create',
      lastError: 'create: the gateway reported the transfer failed',
      updatedAt: new Date(),
    })
    .where(and(eq(transfers.id, row.id), inArray(transfers.status, ['pending', 'on_hold'])));
  return true;
}

/**
 * Route's `settlement.processed` for a linked account: its released transfers reached the seller's bank. One
 * statement marks them settled and, for exactly the rows it marked, books the ledger's settlement (the seller's
 * payable → paid out), so a redelivered or raced event books nothing more. Returns how many transfers it settled and
 * what they paid out, for the caller to compare with the settlement's amount.
 */
export async function settleLinkedAccount(
  db: Db,
  accountId: string,
  settlementId: string,
  settledAt: Date,
): Promise<{ count: number; paidPaise: number }> {
  const rows = await db.transaction(async (tx) => {
    const settled = await tx
      .update(transfers)
      .set({ status: 'settled', settlementId, settledAt, updatedAt: new Date() })
      .where(
        and(
          eq(transfers.linkedAccountId, accountId),
          eq(transfers.status, 'released'),
          sql`${transfers.releasedAt} <= ${settledAt}`,
        ),
      )
      .returning();
    for (const t of settled) {
      const paid = t.amountPaise - t.reversedPaise;
      if (paid <= 0) continue;
      const legs = settlementRows({ id: t.orderId, sellerId: t.sellerId }, paid);
      await tx.insert(ledgerEntries).values(legs).onConflictDoNothing();
    }
    return settled;
  });
  return { count: rows.length, paidPaise: rows.reduce((sum, t) => sum + t.amountPaise - t.reversedPaise, 0) };
}

/** An order's transfer as the gateway should have it, for reconciliation against the ledger (finance). */
export interface GatewayTransferState {
  orderId: string;
  status: TransferRow['status'];
  gatewayTransferId: string | null;
  linkedAccountId: string | null;
  /** What was (or will be) transferred: the sale's net. */
  amountPaise: number;
  reversedPaise: number;
  /** What the seller keeps at the gateway once the hold is lifted: amount less reversals. */
  sellerSharePaise: number;
  onHold: boolean;
  settled: boolean;
  failedStep: TransferStep | null;
}

/**
 * The transfer state of any number of orders in one query. Reconciliation compares `sellerSharePaise` of a released
 * or settled transfer with the order's `seller:{id}` release legs, and `settled` with its `settlement` movement.
 */
export async function transferStates(
  db: AnyDb,
  orderIds: readonly string[],
): Promise<Map<string, GatewayTransferState>> {
  const out = new Map<string, GatewayTransferState>();
  if (!orderIds.length) return out;
  const rows = await (db as Db)
    .select()
    .from(transfers)
    .where(inArray(transfers.orderId, [...new Set(orderIds)]));
  for (const t of rows) {
    out.set(t.orderId, {
      orderId: t.orderId,
      status: t.status,
      gatewayTransferId: t.gatewayTransferId,
      linkedAccountId: t.linkedAccountId,
      amountPaise: t.amountPaise,
      reversedPaise: t.reversedPaise,
      sellerSharePaise: t.amountPaise - t.reversedPaise,
      onHold: t.status === 'on_hold' || t.status === 'partially_reversed',
      settled: t.status === 'settled',
      failedStep: t.failedStep,
    });
  }
  return out;
}

/** Jobs of one order's transfer (tests and the admin list's detail). */
export const transferJobsOf = (db: Db, orderId: string) =>
  db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, TRANSFER_JOB), sql`${jobs.payload}->>'orderId' = ${orderId}`));

const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
