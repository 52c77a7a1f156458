import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import {
  DEFAULT_LEASE_MS,
  claimJobs,
  describeError,
  dueKinds,
  failAbandonedJobs,
  failJob,
  finishJob,
  pruneDoneJobs,
  type ClaimedJob,
  type JobHandler,
  type JobRow,
} from './queue';

/** What services see of the runner: a nudge after they commit new work, so it starts now rather than next round. */
export interface JobQueue {
  wake(): void;
}

export interface JobRunnerOptions {
  /** How often an idle worker looks for due work enqueued by other processes or retries that fell due. */
  pollMs?: number;
  /** Jobs claimed (and run side by side) per kind per round. */
  batch?: number;
  /** Time for `runDue` and the claims' leases; tests pass a moved clock. */
  now?: () => Date;
}

const HOUR_MS = 60 * 60_000;

/**
 * The worker of one process. Every process runs one; together they share the `jobs` table safely (see `claimJobs`).
 * It runs a round at start (catching up on what fell due while nothing ran), whenever `wake()` is called, and every
 * `pollMs` otherwise; rounds never overlap. `stop()` (the drain) takes no new round; `idle()` waits for the one in
 * flight, so a shutdown lets a started mail finish instead of cutting it off.
 */
export class JobRunner implements JobQueue {
  readonly #handlers = new Map<string, JobHandler>();
  readonly #pollMs: number;
  readonly #batch: number;
  readonly #now: () => Date;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #running: Promise<void> | undefined;
  #again = false;
  #started = false;
  #stopped = false;
  #lastPrune = 0;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    handlers: JobHandler[],
    options: JobRunnerOptions = {},
  ) {
    for (const h of handlers) this.#handlers.set(h.kind, h);
    this.#pollMs = options.pollMs ?? 5_000;
    this.#batch = options.batch ?? 5;
    this.#now = options.now ?? (() => new Date());
  }

  register(handler: JobHandler) {
    this.#handlers.set(handler.kind, handler);
  }

  start() {
    if (this.#started || this.#stopped) return;
    this.#started = true;
    this.#tick();
  }

  wake() {
    if (!this.#started || this.#stopped) return;
    if (this.#running) {
      // A round is in flight and may already have passed the new job's kind: go once more when it ends.
      this.#again = true;
      return;
    }
    clearTimeout(this.#timer);
    this.#tick();
  }

  stop() {
    this.#stopped = true;
    clearTimeout(this.#timer);
  }

  /** A round is running (the watchdog's summary of pending work). */
  get busy() {
    return this.#running !== undefined;
  }

  async idle() {
    while (this.#running) await this.#running;
  }

  #tick() {
    if (this.#stopped) return;
    this.#again = false;
    this.#running = this.runDue()
      .then(() => undefined)
      .catch((err: unknown) => this.log.warn({ err }, 'job round failed; the next one retries'))
      .finally(() => {
        this.#running = undefined;
        if (this.#stopped) return;
        if (this.#again) return this.#tick();
        this.#timer = setTimeout(() => this.#tick(), this.#pollMs);
        this.#timer.unref();
      });
  }

  /**
   * One round: for each kind that has due work, claim its jobs a batch at a time and run them until none is due. Returns how many
   * runs were made. Tests call it directly with `now` to move the clock instead of waiting.
   */
  async runDue(options: { now?: Date } = {}): Promise<number> {
    const now = options.now ?? this.#now();
    let ran = 0;
    const due = await dueKinds(this.db, now);
    for (const handler of this.#handlers.values()) {
      const work = due.get(handler.kind);
      if (!work) continue;
      if (work.abandoned) {
        for (const dead of await failAbandonedJobs(this.db, handler.kind, now)) {
          await this.#abandoned(handler, dead);
        }
      }
      for (;;) {
        if (this.#stopped && !options.now) break;
        const claimed = await claimJobs(this.db, handler.kind, now, handler.leaseMs ?? DEFAULT_LEASE_MS, this.#batch);
        await Promise.all(claimed.map((job) => this.#run(handler, job, options.now)));
        ran += claimed.length;
        if (claimed.length < this.#batch) break;
      }
    }
    if (now.getTime() - this.#lastPrune > HOUR_MS) {
      this.#lastPrune = now.getTime();
      await pruneDoneJobs(this.db, now);
    }
    return ran;
  }

  async #run(handler: JobHandler, job: JobRow, fixedNow?: Date) {
    const at = () => fixedNow ?? this.#now();
    try {
      await handler.run(job as ClaimedJob, { now: at() });
    } catch (error) {
      const { final, retryAt } = await failJob(this.db, job, at(), error, handler);
      const detail = { job: job.id, kind: job.kind, attempt: job.attempts, error: describeError(error) };
      if (final) {
        this.log.error(detail, `job ${job.kind} failed for good`);
        await this.#afterFinalFailure(handler, job);
      } else this.log.warn({ ...detail, retryAt }, `job ${job.kind} failed; it will be retried`);
      return;
    }
    await finishJob(this.db, job, at());
  }

  async #afterFinalFailure(handler: JobHandler, job: JobRow) {
    try {
      await handler.afterFinalFailure?.(job as ClaimedJob);
    } catch (error) {
      this.log.warn({ job: job.id, kind: job.kind, error: describeError(error) }, 'after-failure hook failed');
    }
  }

  async #abandoned(handler: JobHandler, job: JobRow) {
    this.log.error({ job: job.id, kind: job.kind }, `job ${job.kind} failed for good: its worker stopped`);
    if (handler.onError) {
      await this.db.transaction(async (tx) => {
        await handler.onError!(
          job as ClaimedJob,
          { final: true, error: job.lastError ?? 'Worker stopped', retryAt: null },
          tx as Db,
        );
      });
    }
    await this.#afterFinalFailure(handler, job);
  }
}
