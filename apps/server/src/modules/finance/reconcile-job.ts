import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { AppConfig } from '../../platform/config';
import { reconciliationRuns, users } from '../../platform/db/schema';
import { enqueueJob, exponentialBackoff, type JobHandler } from '../../platform/jobs/queue';
import type { JobQueue } from '../../platform/jobs/runner';
import { enqueueMail } from '../../platform/mail-outbox';
import { MISMATCH_CAP, reconcile, type Reconciliation } from './reconciliation';

/**
 * The daily reconciliation (docs/decisions/021): a durable `reconcile` job per IST day, due at 03:00 IST (after the
 * night's releases and before anyone reads the books). Its dedupe key is the day, so any number of processes
 * scheduling it, hourly, make one job; the run's row in `reconciliation_runs` is inserted in the transaction that
 * mails the admins, so a retried or repeated run mails a day's finding once.
 */
export const RECONCILE_JOB = 'reconcile';

const IST_OFFSET_MS = 330 * 60_000;
/** 03:00 IST, as minutes after the IST midnight. */
const DUE_MINUTES = 3 * 60;
/** Mismatches quoted in the mail; the page lists them all. */
const MAIL_LINES = 20;

/** "2026-11-26": the IST calendar day `at` falls in. */
export function istDay(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** Today's check, due at 03:00 IST (now, when the process starts later than that). A no-op once enqueued. */
export async function scheduleReconciliation(db: Db, jobs: JobQueue, now = new Date()): Promise<boolean> {
  const day = istDay(now);
  const due = new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS + DUE_MINUTES * 60_000);
  const id = await enqueueJob(db, {
    kind: RECONCILE_JOB,
    payload: { day },
    runAt: due,
    maxAttempts: 8,
    dedupeKey: day,
  });
  if (id) jobs.wake();
  return Boolean(id);
}

function mailText(day: string, found: Reconciliation, publicUrl: string): string {
  const lines = found.mismatches
    .slice(0, MAIL_LINES)
    .map(
      (m) =>
        `- [${m.check}] order ${m.orderId ?? '(none)'}: ledger ${m.ledger ?? '—'}, gateway ${m.gateway ?? '—'}. ${m.note}`,
    );
  const more = found.mismatches.length > MAIL_LINES || found.capped ? ['- … and more: see the finance page.'] : [];
  return [
    `The reconciliation of ${day} found ${found.capped ? 'more than ' : ''}${found.mismatches.length} mismatch${
      found.mismatches.length === 1 ? '' : 'es'
    } between GigBazaar's ledger and the payment gateway:`,
    '',
    ...lines,
    ...more,
    '',
    `See them on ${publicUrl}/admin/finance`,
  ].join('\n');
}

/**
 * Runs the checks and records the day. Only the call that records the day mails, and only when something is
 * wrong: every admin with a live account gets one mail through the outbox.
 */
export async function runReconciliation(
  db: Db,
  config: Pick<AppConfig, 'publicUrl'>,
  day: string,
  now = new Date(),
): Promise<{ recorded: boolean; mailed: number; found: Reconciliation }> {
  const found = await reconcile(db, MISMATCH_CAP, now);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(reconciliationRuns)
      .values({ day, mismatches: found.mismatches.length, capped: found.capped, checkedAt: now })
      .onConflictDoNothing()
      .returning({ day: reconciliationRuns.day });
    if (!row || found.mismatches.length === 0) return { recorded: Boolean(row), mailed: 0, found };
    const admins = await tx
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.isAdmin, true), isNull(users.deletedAt)));
    const text = mailText(day, found, config.publicUrl);
    for (const a of admins) {
      await enqueueMail(tx as unknown as Db, {
        to: a.email,
        subject: `GigBazaar: the books and the gateway disagree (${day})`,
        text,
        kind: 'reconciliation',
      });
    }
    return { recorded: true, mailed: admins.length, found };
  });
}

export function reconcileJobHandler(
  db: Db,
  config: Pick<AppConfig, 'publicUrl'>,
  jobs: JobQueue,
): JobHandler<{ day: string }> {
  return {
    kind: RECONCILE_JOB,
    leaseMs: 10 * 60_000,
    backoffMs: exponentialBackoff(60_000, 60 * 60_000),
    async run(job, { now }) {
      const { mailed } = await runReconciliation(db, config, job.payload.day, now);
      if (mailed > 0) jobs.wake();
    },
  };
}
