import { and, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/client';
import { jobs, mailOutbox } from './db/schema';
import { enqueueJob, exponentialBackoff, PermanentJobError, requeueJobs, type JobHandler } from './jobs/queue';
import type { Mailer } from './mailer';

export const MAIL_JOB = 'mail';

/**
 * Attempts before a mail is given up (and listed for admins): with the backoff below, about four and a half hours
 * of retries, enough to ride out an SMTP provider's outage.
 */
export const MAIL_MAX_ATTEMPTS = 12;
/** 2 s, 4 s, 8 s … an hour at most. The first retry is quick: most failures are a blip. */
export const mailBackoff = exponentialBackoff(2_000, 60 * 60_000);
/** A send (connect, greet, transfer; the SMTP transport's own time-outs are shorter) may take this long. */
export const MAIL_LEASE_MS = 2 * 60_000;

/** `order-…`: the lifecycle table's `mailKind` of each order transition and timer. */
export type MailKind =
  'otp' | `order-${string}` | 'alert-seller' | 'seller-decision' | 'notice' | 'reconciliation' | 'invoice-run';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  kind: MailKind;
  /** Not worth delivering after this (a one-time code's expiry). */
  expiresAt?: Date;
}

/**
 * Puts a mail in the outbox with the job that delivers it. Call it with the transaction of the change the mail
 * announces: the mail exists if and only if the change was committed, whatever happens to the process after the
 * commit. Then `wake()` the job runner after the commit, so it goes out at once (a one-time code within a second).
 */
export async function enqueueMail(db: Db, mail: OutgoingMail): Promise<string> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      kind: mail.kind,
      status: 'queued',
      expiresAt: mail.expiresAt ?? null,
    })
    .returning({ id: mailOutbox.id });
  // The mail's id is the job's dedupe key: one delivery job per mail, found again by it for an admin's retry.
  await enqueueJob(db, {
    kind: MAIL_JOB,
    payload: { mailId: row.id },
    maxAttempts: MAIL_MAX_ATTEMPTS,
    dedupeKey: row.id,
  });
  return row.id;
}

/** A subject as kept on record: an OTP mail's code is masked (it lives only in the recipient's inbox). */
export function recordedSubject(kind: string, subject: string): string {
  return kind === 'otp' ? subject.replace(/\d/g, '•') : subject;
}

/**
 * The `mail` job: delivers one outbox row through the configured transport (SMTP, or the dev mailbox's log) and
 * marks it sent. A run cut off after the transport accepted the mail but before the mark sends it again on the
 * retry (at-least-once, as with any SMTP client); a mail already marked sent is never sent again. Over SMTP the
 * sent row keeps no body and no code: the recipient has them.
 */
export function mailDeliveryHandler(db: Db, mailer: Mailer, log: FastifyBaseLogger): JobHandler<{ mailId: string }> {
  return {
    kind: MAIL_JOB,
    leaseMs: MAIL_LEASE_MS,
    backoffMs: mailBackoff,
    async run(job, { now }) {
      const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, job.payload.mailId)).limit(1);
      if (!mail) throw new PermanentJobError('The mail is no longer in the outbox.');
      if (mail.status === 'sent') return;
      if (mail.expiresAt && mail.expiresAt <= now) throw new PermanentJobError('It expired before it could be sent.');
      await mailer.send({ to: mail.to, subject: mail.subject, text: mail.text });
      const scrub = mailer.kind === 'smtp' ? { text: '', subject: recordedSubject(mail.kind, mail.subject) } : {};
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: now, attempts: job.attempts, lastError: null, ...scrub })
        .where(and(eq(mailOutbox.id, mail.id), ne(mailOutbox.status, 'sent')));
      log.debug({ mail: mail.id, kind: mail.kind }, 'mail sent');
    },
    async onError(job, outcome, tx) {
      await tx
        .update(mailOutbox)
        .set({ status: outcome.final ? 'failed' : 'queued', attempts: job.attempts, lastError: outcome.error })
        .where(and(eq(mailOutbox.id, job.payload.mailId), ne(mailOutbox.status, 'sent')));
    },
  };
}

/**
 * Failed mail back in the queue with fresh attempts (an admin's retry once the cause is fixed). Returns the ids that
 * were requeued; a mail that is not failed is left alone.
 */
export async function retryFailedMail(db: Db, mailIds: string[], now = new Date()): Promise<string[]> {
  if (!mailIds.length) return [];
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(mailOutbox)
      .set({ status: 'queued', lastError: null })
      .where(and(inArray(mailOutbox.id, mailIds), eq(mailOutbox.status, 'failed')))
      .returning({ id: mailOutbox.id });
    const ids = rows.map((r) => r.id);
    if (!ids.length) return [];
    const failedJobs = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.kind, MAIL_JOB), inArray(jobs.dedupeKey, ids)));
    await requeueJobs(
      tx as Db,
      failedJobs.map((j) => j.id),
      now,
    );
    return ids;
  });
}
