import { eq } from 'drizzle-orm';
import type { TAdminMail, TMailStatus } from '@gigbazaar/shared/schemas/mail';
import type { Deps } from '../../platform/deps';
import { mailOutbox } from '../../platform/db/schema';
import { conflict, notFound } from '../../platform/errors';
import { statusListNewestFirst } from '../../platform/keyset';
import { recordedSubject, retryFailedMail } from '../../platform/mail-outbox';

const LIST = statusListNewestFirst('mail', mailOutbox);

/** What admins see of a mail: never its body. */
const mailFields = {
  id: mailOutbox.id,
  to: mailOutbox.to,
  subject: mailOutbox.subject,
  kind: mailOutbox.kind,
  status: mailOutbox.status,
  attempts: mailOutbox.attempts,
  lastError: mailOutbox.lastError,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
  cursorKeys: LIST.cursorKeys,
};

/** The outbox by status, newest first, on the (status, created_at) index; keyset-paged like every admin list. */
export async function listMail(deps: Deps, query: { status: TMailStatus; limit?: number; cursor?: string }) {
  return LIST.list(query, (where, orderBy, limit) =>
    deps.db
      .select(mailFields)
      .from(mailOutbox)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit),
  );
}

export type MailListRow = Awaited<ReturnType<typeof listMail>>['rows'][number];

export function presentAdminMail(row: MailListRow): TAdminMail {
  return {
    _id: row.id,
    to: row.to,
    subject: recordedSubject(row.kind, row.subject),
    kind: row.kind,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/** POST /admin/mail/{id}/retry: a failed mail goes back in the queue with fresh attempts, and the worker starts. */
export async function retryMail(deps: Deps, id: string): Promise<MailListRow> {
  const [retried] = await retryFailedMail(deps.db, [id]);
  if (!retried) {
    const [exists] = await deps.db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.id, id));
    if (!exists) throw notFound('We could not find that mail.');
    throw conflict('Only a failed mail can be retried.');
  }
  deps.jobs.wake();
  const [row] = await deps.db.select(mailFields).from(mailOutbox).where(eq(mailOutbox.id, id));
  return row!;
}
