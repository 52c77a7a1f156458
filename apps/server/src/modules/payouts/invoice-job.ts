import { and, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm';
import {
  nextStatementMonth,
  previousStatementMonth,
  statementMonthOf,
  statementMonthRange,
} from '@gigbazaar/shared/rules/statement';
import type { Db } from '../../platform/db/client';
import { orders, statementInvoices, users } from '../../platform/db/schema';
import { enqueueJob, exponentialBackoff, type JobHandler } from '../../platform/jobs/queue';
import type { JobQueue } from '../../platform/jobs/runner';
import { enqueueMail } from '../../platform/mail-outbox';
import { refunded } from './earnings-service';
import { issueInvoiceNumber } from './invoice-register';

/**
 * The month-end invoice run (docs/decisions/023): once an IST month has ended, every seller's commission invoice of
 * that month is issued from the register, seller by seller in id order, so the year's serials follow the invoices'
 * dates and every invoice exists whether or not its seller ever opens the statement. A durable job (decision 014)
 * per ended month, its dedupe key the month: every process enqueues it at start and hourly after, the first insert
 * makes the job, and the job runner lets one worker run it.
 */
export const INVOICE_JOB = 'invoice-month';

/**
 * The first month the run issues. Earlier months were open to the register (migration 0017) before this run existed
 * and some of their statements already carry numbers given as they were opened; issuing the rest of them now, in
 * bulk, would number months-old invoices after those and after each other's dates. They keep 023's first rule: a
 * number when the statement is first opened. November 2026 is the first month to end with the run in place.
 */
export const INVOICE_JOB_FIRST_MONTH = '2026-11';

/** Sellers read and issued per page. */
export const INVOICE_JOB_PAGE = 100;
/** Invoices issued by one run; a longer month goes on in a follow-up job, so a run stays well inside its lease. */
export const INVOICE_JOB_MAX_PER_RUN = 2_000;
/**
 * How long after the month's IST midnight the run is due: a checkout captured in the month's last second commits its
 * order a moment later, and the run should see it.
 */
const DUE_AFTER_MONTH_MS = 10 * 60_000;

// A type, not an interface: a job's payload must be assignable to Record<string, unknown>.
export type InvoiceJobPayload = {
  /** The last month to issue: the month that had ended when the job was enqueued. */
  through: string;
  /** The first month to look at (INVOICE_JOB_FIRST_MONTH, unless a test starts elsewhere). */
  from: string;
  /** 0 for the month's job, 1, 2 … for its follow-ups. */
  part?: number;
};

/**
 * The month that has just ended's run, due ten minutes after the IST month turned (at once when the process starts
 * later than that). A no-op while the month's job exists.
 */
export async function scheduleInvoiceRun(
  db: Db,
  jobs: JobQueue,
  now = new Date(),
  from = INVOICE_JOB_FIRST_MONTH,
): Promise<boolean> {
  const running = statementMonthOf(now);
  const through = previousStatementMonth(running);
  if (through < from) return false;
  const payload: InvoiceJobPayload = { through, from };
  const id = await enqueueJob(db, {
    kind: INVOICE_JOB,
    payload: { ...payload },
    runAt: new Date(statementMonthRange(running).from.getTime() + DUE_AFTER_MONTH_MS),
    maxAttempts: 8,
    dedupeKey: through,
  });
  if (id) jobs.wake();
  return Boolean(id);
}

/**
 * One page of sellers, after `after` in id order, whose statement of `month` bore a commission (the statement's own
 * test: the month's kept sales, refunded ones left out) and has no invoice yet.
 */
async function sellersToInvoice(db: Db, month: string, after: string, limit: number): Promise<string[]> {
  const { from, to } = statementMonthRange(month);
  const rows = await db
    .select({ sellerId: orders.sellerId })
    .from(orders)
    .leftJoin(
      statementInvoices,
      and(eq(statementInvoices.sellerId, orders.sellerId), eq(statementInvoices.month, month)),
    )
    .where(
      and(
        gte(orders.createdAt, from),
        lt(orders.createdAt, to),
        gt(orders.sellerId, after),
        isNull(statementInvoices.sellerId),
        sql`not ${refunded}`,
      ),
    )
    .groupBy(orders.sellerId)
    .having(sql`sum(${orders.commissionPaise}) > 0`)
    .orderBy(orders.sellerId)
    .limit(limit);
  return rows.map((r) => r.sellerId);
}

export interface InvoiceRunResult {
  /** Invoices issued by this run, per month. */
  issued: Record<string, number>;
  /** The run stopped at its cap and left the rest to a follow-up job. */
  more: boolean;
}

/**
 * Issues every missing invoice of the ended months `from` … `through`, oldest month first and sellers in id order,
 * each through the register's `issueInvoiceNumber` (its own short transaction under the series lock), so a seller
 * opening the statement meanwhile gets the same number, never a second one. What has a number is not looked at again
 * (the page query leaves it out), so a second run, a retry after a crash mid-way, or a second worker issues nothing
 * twice and skips nothing; months that are complete cost one query each. At most `maxPerRun` invoices per call.
 */
export async function issueEndedMonths(
  db: Db,
  { from, through }: Pick<InvoiceJobPayload, 'from' | 'through'>,
  now = new Date(),
  maxPerRun = INVOICE_JOB_MAX_PER_RUN,
): Promise<InvoiceRunResult> {
  const issued: Record<string, number> = {};
  let total = 0;
  // Only ended months, whatever the payload says: an invoice of a running month would change under its number.
  const lastEnded = previousStatementMonth(statementMonthOf(now));
  const last = through < lastEnded ? through : lastEnded;
  for (let month = from; month <= last; month = nextStatementMonth(month)) {
    let after = '';
    for (;;) {
      if (total >= maxPerRun) return { issued, more: true };
      const page = await sellersToInvoice(db, month, after, Math.min(INVOICE_JOB_PAGE, maxPerRun - total));
      for (const sellerId of page) {
        await issueInvoiceNumber(db, sellerId, month, now);
        issued[month] = (issued[month] ?? 0) + 1;
        total++;
      }
      if (page.length === 0) break;
      after = page[page.length - 1]!;
    }
  }
  return { issued, more: false };
}

export function invoiceJobHandler(
  db: Db,
  jobs: JobQueue,
  { maxPerRun = INVOICE_JOB_MAX_PER_RUN }: { maxPerRun?: number } = {},
): JobHandler<InvoiceJobPayload> {
  return {
    kind: INVOICE_JOB,
    leaseMs: 10 * 60_000,
    backoffMs: exponentialBackoff(60_000, 60 * 60_000),
    async run(job, { now }) {
      const { through, from } = job.payload;
      const part = job.payload.part ?? 0;
      const { more } = await issueEndedMonths(db, { through, from }, now, maxPerRun);
      if (!more) return;
      // The rest in a follow-up: it starts over from the register, so what this run issued is not issued again.
      const next: InvoiceJobPayload = { through, from, part: part + 1 };
      const id = await enqueueJob(db, {
        kind: INVOICE_JOB,
        payload: { ...next },
        runAt: now,
        maxAttempts: job.maxAttempts,
        dedupeKey: `${through}#${part + 1}`,
      });
      if (id) jobs.wake();
    },
    // A run that gave up is mailed to every admin, as the reconciliation's findings are: the job row (failed, with
    // its last error) and the log are not read by anyone. Queued in the transaction that records the failure.
    async onError(job, { final, error }, tx) {
      if (!final) return;
      const admins = await tx
        .select({ email: users.email })
        .from(users)
        .where(and(eq(users.isAdmin, true), isNull(users.deletedAt)));
      for (const a of admins) {
        await enqueueMail(tx, {
          to: a.email,
          subject: `GigBazaar: the month-end invoices up to ${job.payload.through} were not all issued`,
          text: [
            `The month-end invoice run (job ${job.id}) failed for good after ${job.attempts} attempts: ${error}`,
            '',
            'Statements without a number still get one when their seller opens them. Once the cause is fixed, the',
            'next month-end run issues the rest, oldest month first.',
          ].join('\n'),
          kind: 'invoice-run',
        });
      }
    },
    afterFinalFailure() {
      jobs.wake();
    },
  };
}
