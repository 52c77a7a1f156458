import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { App } from '../../app';
import { createTestApp } from '../../test/test-app';
import { jobs } from '../db/schema';
import { claimJobs, enqueueJob, exponentialBackoff, PermanentJobError, type JobHandler } from './queue';
import { JobRunner } from './runner';

let app: App;
beforeAll(async () => {
  app = await createTestApp({}, { jobWorker: false });
});
afterAll(async () => {
  await app.close();
});

const log = { warn: () => {}, error: () => {}, info: () => {}, debug: () => {} } as unknown as App['log'];
let kindSeq = 0;
/** A job kind of its own per test, so runners never see each other's jobs. */
const freshKind = () => `test-${++kindSeq}-${Date.now()}`;
const jobRow = async (id: string) => (await app.deps.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;
const at = (base: Date, ms: number) => new Date(base.getTime() + ms);

describe('the durable job queue', () => {
  it('runs a due job once and marks it done; a dedupe key enqueues once', async () => {
    const kind = freshKind();
    const runs: unknown[] = [];
    const runner = new JobRunner(app.deps.db, log, [{ kind, run: async (job) => void runs.push(job.payload) }]);
    const id = await enqueueJob(app.deps.db, { kind, payload: { n: 1 }, dedupeKey: 'only-once' });
    expect(id).not.toBeNull();
    expect(await enqueueJob(app.deps.db, { kind, payload: { n: 2 }, dedupeKey: 'only-once' })).toBeNull();
    const later = await enqueueJob(app.deps.db, { kind, payload: { n: 3 }, runAt: at(new Date(), 60_000) });

    expect(await runner.runDue()).toBe(1);
    expect(runs).toEqual([{ n: 1 }]);
    expect(await jobRow(id!)).toMatchObject({ status: 'done', attempts: 1, lockedUntil: null });
    expect((await jobRow(later!)).status).toBe('queued');
    expect(await runner.runDue()).toBe(0);
  });

  it('retries a failing job with exponential backoff (moving the clock), then fails it for good', async () => {
    const kind = freshKind();
    const outcomes: Array<{ final: boolean; error: string }> = [];
    let attempt = 0;
    const handler: JobHandler = {
      kind,
      backoffMs: exponentialBackoff(1_000, 8_000, () => 0.5), // no spread: 1 s, 2 s, 4 s, 8 s, 8 s
      run: async () => {
        attempt++;
        throw new Error(`boom ${attempt}\n    at secret stack frame`);
      },
      onError: async (_job, outcome) => void outcomes.push({ final: outcome.final, error: outcome.error }),
    };
    const runner = new JobRunner(app.deps.db, log, [handler]);
    const t0 = new Date();
    const id = (await enqueueJob(app.deps.db, { kind, runAt: t0, maxAttempts: 5 }))!;

    let now = t0;
    for (const wait of [1_000, 2_000, 4_000, 8_000]) {
      expect(await runner.runDue({ now })).toBe(1);
      const row = await jobRow(id);
      expect(row.status).toBe('queued');
      expect(row.runAt.getTime() - now.getTime()).toBe(wait);
      expect(row.lastError).toBe(`boom ${attempt}`); // one line, no stack
      // Not before its time…
      expect(await runner.runDue({ now: at(now, wait - 1) })).toBe(0);
      now = at(now, wait);
    }
    // …and the fifth attempt is the last.
    expect(await runner.runDue({ now })).toBe(1);
    expect(await jobRow(id)).toMatchObject({ status: 'failed', attempts: 5, lastError: 'boom 5', lockedUntil: null });
    expect(outcomes.map((o) => o.final)).toEqual([false, false, false, false, true]);
    expect(await runner.runDue({ now: at(now, 3_600_000) })).toBe(0);
  });

  it('fails a job at once on a permanent error', async () => {
    const kind = freshKind();
    const runner = new JobRunner(app.deps.db, log, [
      {
        kind,
        run: async () => {
          throw new PermanentJobError('gone');
        },
      },
    ]);
    const id = (await enqueueJob(app.deps.db, { kind }))!;
    await runner.runDue();
    expect(await jobRow(id)).toMatchObject({ status: 'failed', attempts: 1, lastError: 'gone' });
  });

  it('takes over a job whose worker died once its lease has run out, and fails it when no attempt is left', async () => {
    const kind = freshKind();
    const runs: string[] = [];
    const runner = new JobRunner(app.deps.db, log, [
      { kind, leaseMs: 60_000, run: async (job) => void runs.push(job.id) },
    ]);
    const t0 = new Date();
    const id = (await enqueueJob(app.deps.db, { kind, runAt: t0, maxAttempts: 2 }))!;
    // A worker claims it and dies (SIGKILL) before finishing: the row stays `running` with a lease.
    expect(await claimJobs(app.deps.db, kind, t0, 60_000, 10)).toHaveLength(1);
    expect(await runner.runDue({ now: at(t0, 59_000) })).toBe(0);
    expect(await runner.runDue({ now: at(t0, 60_000) })).toBe(1);
    expect(runs).toEqual([id]);
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 2 });

    const last = (await enqueueJob(app.deps.db, { kind, runAt: t0, maxAttempts: 1 }))!;
    await claimJobs(app.deps.db, kind, t0, 60_000, 10);
    expect(await runner.runDue({ now: at(t0, 61_000) })).toBe(0);
    expect(await jobRow(last)).toMatchObject({ status: 'failed', attempts: 1 });
    expect(runs).toEqual([id]);
  });

  it('touches only the kinds that have due work in a round (a wake per placed order must not sweep every kind)', async () => {
    const kinds = Array.from({ length: 5 }, freshKind);
    const runs: string[] = [];
    const runner = new JobRunner(
      app.deps.db,
      log,
      kinds.map((kind) => ({ kind, run: async (job) => void runs.push(job.kind) })),
    );
    const t0 = new Date();
    await enqueueJob(app.deps.db, { kind: kinds[3]!, runAt: t0 });
    // Later work of another kind is not due yet: it is neither claimed nor swept.
    await enqueueJob(app.deps.db, { kind: kinds[1]!, runAt: at(t0, 60_000) });
    const writes = vi.spyOn(app.deps.db, 'update');
    try {
      expect(await runner.runDue({ now: t0 })).toBe(1);
      // The claim and the finish of the one due job; sweeping and claiming every kind would be eleven.
      expect(writes).toHaveBeenCalledTimes(2);
    } finally {
      writes.mockRestore();
    }
    expect(runs).toEqual([kinds[3]]);
    expect(await runner.runDue({ now: at(t0, 60_000) })).toBe(1);
    expect(runs).toEqual([kinds[3], kinds[1]]);
  });

  it('never runs one job twice with two workers claiming at once', async () => {
    const kind = freshKind();
    const runs: string[] = [];
    const handler: JobHandler = {
      kind,
      run: async (job) => {
        runs.push(job.id);
        await new Promise((resolve) => setTimeout(resolve, 5)); // a send takes a moment: the claims overlap
      },
    };
    const a = new JobRunner(app.deps.db, log, [handler], { batch: 3 });
    const b = new JobRunner(app.deps.db, log, [handler], { batch: 3 });
    const ids: string[] = [];
    for (let i = 0; i < 24; i++) ids.push((await enqueueJob(app.deps.db, { kind, payload: { i } }))!);
    const [ranA, ranB] = await Promise.all([a.runDue(), b.runDue()]);
    expect(ranA + ranB).toBe(24);
    expect([...runs].sort()).toEqual([...ids].sort());
    const rows = await app.deps.db.select().from(jobs).where(inArray(jobs.id, ids));
    expect(rows.every((r) => r.status === 'done' && r.attempts === 1)).toBe(true);
  });

  it('takes no new round once stopped (the drain), and wakes at once when running', async () => {
    const kind = freshKind();
    const runs: string[] = [];
    let ran: () => void = () => {};
    const runner = new JobRunner(
      app.deps.db,
      log,
      [
        {
          kind,
          run: async (job) => {
            runs.push(job.id);
            ran();
          },
        },
      ],
      { pollMs: 60_000 },
    );
    runner.start();
    await runner.idle();
    const done = new Promise<void>((resolve) => (ran = resolve));
    const first = (await enqueueJob(app.deps.db, { kind }))!;
    runner.wake(); // not the minute-long poll: now
    await done;
    await runner.idle();
    expect(runs).toEqual([first]);
    runner.stop();
    await enqueueJob(app.deps.db, { kind });
    runner.wake();
    await runner.idle();
    expect(runs).toEqual([first]);
  });
});
