import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';

export type JobRow = typeof jobs.$inferSelect;

/** A job as its handler sees it: this run is attempt number `attempts` of `maxAttempts`. */
export type ClaimedJob<P = Record<string, unknown>> = Omit<JobRow, 'payload'> & { payload: P };

/** One kind of job and how to run it. Handlers must be idempotent: a run cut off by a crash is run again. */
export interface JobHandler<P = Record<string, unknown>> {
  kind: string;
  /** How long one run may take before another worker may take the job over (the run is presumed dead). */
  leaseMs?: number;
  /** Wait before the next attempt after `attempt` failed ones (1-based). */
  backoffMs?: (attempt: number) => number;
  run(job: ClaimedJob<P>, context: { now: Date }): Promise<void>;
  /**
   * Told about a failed attempt inside the transaction that records it (`final` when no attempt is left), so a
   * handler can mirror the outcome onto its own rows (the mail outbox) atomically with the job's.
   */
  onError?(job: ClaimedJob<P>, outcome: { final: boolean; error: string; retryAt: Date | null }, tx: Db): Promise<void>;
  /**
   * Told once a final failure is committed (never inside the transaction), for what must not be seen before the
   * rows are: a live event whose receiver refetches them.
   */
  afterFinalFailure?(job: ClaimedJob<P>): Promise<void> | void;
}

/** Thrown by a handler for a failure no retry can fix (the work no longer exists, or is no longer wanted). */
export class PermanentJobError extends Error {}

export const DEFAULT_MAX_ATTEMPTS = 10;
export const DEFAULT_LEASE_MS = 2 * 60_000;
const ERROR_MAX = 500;

/**
 * Exponential backoff: `baseMs`, twice that, four times … capped at `capMs`, each spread by ±20 % so a batch that
 * failed together (an SMTP outage) does not come back as one burst.
 */
export function exponentialBackoff(baseMs: number, capMs: number, random: () => number = Math.random) {
  return (attempt: number) => {
    const plain = Math.min(capMs, baseMs * 2 ** Math.max(0, attempt - 1));
    return Math.round(plain * (0.8 + 0.4 * random()));
  };
}

export interface NewJob {
  kind: string;
  payload?: Record<string, unknown>;
  /** When it is due (default: now). */
  runAt?: Date;
  maxAttempts?: number;
  /** At most one job per kind and key, ever: a second enqueue with the same key is a no-op (returns null). */
  dedupeKey?: string;
}

/**
 * Adds a job. Pass the transaction of the change that needs the work (`tx`), so the job exists exactly when the
 * change does: committed together, or rolled back together. Returns the job's id, or null when `dedupeKey` was
 * already taken. Workers pick it up on their next round; call `wake()` on the runner after the commit for now.
 */
export async function enqueueJob(db: Db, job: NewJob): Promise<string | null> {
  const [row] = await db
    .insert(jobs)
    .values({
      kind: job.kind,
      payload: job.payload ?? {},
      runAt: job.runAt ?? new Date(),
      maxAttempts: job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      dedupeKey: job.dedupeKey ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  return row?.id ?? null;
}

/**
 * Claims up to `limit` due jobs of one kind in one statement: queued ones whose time has come, and running ones
 * whose lease ran out (their worker died). `FOR UPDATE SKIP LOCKED` lets workers in any number of processes claim
 * at once without waiting on, or taking, each other's rows; the claim counts the attempt and sets the lease.
 */
export async function claimJobs(db: Db, kind: string, now: Date, leaseMs: number, limit: number): Promise<JobRow[]> {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        inArray(jobs.status, ['queued', 'running']),
        lte(jobs.runAt, now),
        eq(jobs.kind, kind),
        or(eq(jobs.status, 'queued'), lte(jobs.lockedUntil, now)),
      ),
    )
    .orderBy(jobs.runAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({
      status: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      lockedUntil: new Date(now.getTime() + leaseMs),
    })
    .where(inArray(jobs.id, due))
    .returning();
}

/**
 * The kinds that have work now, in one statement over the due index: queued jobs whose time has come and running
 * ones whose lease has run out, each kind with whether one of those is abandoned (no attempt left). A round then
 * claims only these kinds: a wake after one placed order costs this read and one claim, not a failed-job sweep and
 * a claim for every registered kind.
 */
export async function dueKinds(db: Db, now: Date): Promise<Map<string, { abandoned: boolean }>> {
  const leaseOver = and(eq(jobs.status, 'running'), lte(jobs.lockedUntil, now));
  const rows = await db
    .select({
      kind: jobs.kind,
      abandoned: sql<boolean>`bool_or(${and(leaseOver, sql`${jobs.attempts} >= ${jobs.maxAttempts}`)})`,
    })
    .from(jobs)
    .where(
      and(
        // Implied by the OR below, but stated so the planner can use the partial due index (done jobs pile up).
        inArray(jobs.status, ['queued', 'running']),
        or(and(eq(jobs.status, 'queued'), lte(jobs.runAt, now)), leaseOver),
      ),
    )
    .groupBy(jobs.kind);
  return new Map(rows.map((r) => [r.kind, { abandoned: Boolean(r.abandoned) }]));
}

/**
 * Marks a claimed run done. The claim's attempt number fences it: if the lease ran out and another worker took the
 * job over, this late finish changes nothing (false).
 */
export async function finishJob(db: Db, job: JobRow, now: Date): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ status: 'done', lockedUntil: null, finishedAt: now, lastError: null })
    .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.attempts, job.attempts)))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * Records a failed run: back in the queue after the handler's backoff, or `failed` for good when the attempts are
 * used up (or the failure is permanent). Fenced by the attempt number like `finishJob`.
 */
export async function failJob(
  db: Db,
  job: JobRow,
  now: Date,
  error: unknown,
  handler: Pick<JobHandler, 'backoffMs' | 'onError'>,
): Promise<{ final: boolean; retryAt: Date | null }> {
  const permanent = error instanceof PermanentJobError;
  const final = permanent || job.attempts >= job.maxAttempts;
  const message = describeError(error);
  const retryAt = final ? null : new Date(now.getTime() + (handler.backoffMs ?? defaultBackoff)(job.attempts));
  await db.transaction(async (tx) => {
    const rows = await tx
      .update(jobs)
      .set({
        status: final ? 'failed' : 'queued',
        lastError: message,
        lockedUntil: null,
        ...(retryAt ? { runAt: retryAt } : { finishedAt: now }),
      })
      .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.attempts, job.attempts)))
      .returning({ id: jobs.id });
    if (rows.length && handler.onError) await handler.onError(job, { final, error: message, retryAt }, tx as Db);
  });
  return { final, retryAt };
}

/**
 * Jobs whose worker died on their last attempt (the lease ran out with no attempt left) are failed rather than
 * claimed a time too many.
 */
export async function failAbandonedJobs(db: Db, kind: string, now: Date): Promise<JobRow[]> {
  return db
    .update(jobs)
    .set({
      status: 'failed',
      lockedUntil: null,
      finishedAt: now,
      lastError: sql`coalesce(${jobs.lastError}, 'The worker stopped during the last attempt.')`,
    })
    .where(
      and(
        eq(jobs.kind, kind),
        eq(jobs.status, 'running'),
        lte(jobs.lockedUntil, now),
        sql`${jobs.attempts} >= ${jobs.maxAttempts}`,
      ),
    )
    .returning();
}

/** Puts failed jobs back in the queue with fresh attempts (an admin's retry after fixing the cause). */
export async function requeueJobs(db: Db, ids: string[], now: Date): Promise<number> {
  if (!ids.length) return 0;
  const rows = await db
    .update(jobs)
    .set({ status: 'queued', attempts: 0, runAt: now, lockedUntil: null, finishedAt: null })
    .where(and(inArray(jobs.id, ids), eq(jobs.status, 'failed')))
    .returning({ id: jobs.id });
  return rows.length;
}

/** Done jobs are history once they are this old; deleting them keeps the table (not the due index) small. */
export const DONE_JOBS_KEPT_MS = 7 * 24 * 60 * 60_000;

export async function pruneDoneJobs(db: Db, now: Date): Promise<number> {
  const rows = await db
    .delete(jobs)
    .where(and(eq(jobs.status, 'done'), lt(jobs.finishedAt, new Date(now.getTime() - DONE_JOBS_KEPT_MS))))
    .returning({ id: jobs.id });
  return rows.length;
}

const defaultBackoff = exponentialBackoff(5_000, 60 * 60_000);

/** An error as one line for `last_error`: the message only, never a stack. */
export function describeError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const line = text.split('\n')[0]!.trim() || 'Unknown error';
  return line.length > ERROR_MAX ? `${line.slice(0, ERROR_MAX - 1)}…` : line;
}
