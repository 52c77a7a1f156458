import { useSearchParams } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { MailWarning } from 'lucide-react';
import { MAIL_STATUSES, type TAdminMail, type TMailStatus } from '@gigbazaar/shared/schemas/mail';
import { formatDateTime } from '@gigbazaar/shared/rules/dates';
import { useApi, type AppContext } from '../../app/app-context';
import { Meta } from '../../app/meta';
import NotFoundPage from '../../app/not-found-page';
import { useCurrentUser } from '../../app/session';
import { Card } from '../../ui/card';
import { PageHeader } from '../../ui/page-header';
import { adminMailKey, adminMailQueryOptions, retryMail } from './api/mail';
import { AdminList, RetryInline, ShowFilter, requireAdmin } from './admin-page';
import styles from './admin.module.css';

const STATUS_LABELS: Record<TMailStatus, string> = { failed: 'Failed', queued: 'Waiting to be sent', sent: 'Sent' };
const statusParam = (v: string | null): TMailStatus =>
  (MAIL_STATUSES as readonly string[]).includes(v ?? '') ? (v as TMailStatus) : 'failed';
const when = (iso: string) => formatDateTime(iso);

/** Admins only: everyone else, visitors included, gets the not-found page (as the API answers them 404). */
export async function loader(ctx: AppContext, { request }: { request: Request }) {
  await requireAdmin(ctx);
  const status = statusParam(new URL(request.url).searchParams.get('status'));
  await ctx.queryClient.prefetchInfiniteQuery(adminMailQueryOptions(ctx.api, status));
  return null;
}

export { AdminErrorBoundary as ErrorBoundary } from './admin-page';

function MailRow({ mail }: { mail: TAdminMail }) {
  const api = useApi();
  return (
    <Card className={styles.card}>
      <article aria-label={mail.subject}>
        <header className={styles.cardHead}>
          <span className={styles.mailHead}>
            <span className={styles.name}>{mail.subject}</span>
            <span className={styles.username}>To {mail.to}</span>
          </span>
          <span className={styles.kind}>{mail.kind}</span>
        </header>
        <dl className={styles.facts}>
          <div>
            <dt>Written</dt>
            <dd>{when(mail.createdAt)}</dd>
          </div>
          <div>
            <dt>Attempts</dt>
            <dd>{mail.attempts}</dd>
          </div>
          {mail.sentAt && (
            <div>
              <dt>Sent</dt>
              <dd>{when(mail.sentAt)}</dd>
            </div>
          )}
        </dl>
        {mail.lastError && (
          <p className={styles.notes}>
            <strong>Last error: </strong>
            {mail.lastError}
          </p>
        )}
        {mail.status === 'failed' && (
          <RetryInline
            retry={() => retryMail(api, mail._id)}
            queryKey={adminMailKey}
            sent="Queued again: it goes out in a moment."
            failed="Could not retry this mail. Please try again."
          />
        )}
      </article>
    </Card>
  );
}

/** The mail outbox for admins (decision 014): failed mail by default, with its error and a retry. */
export default function MailPage() {
  const api = useApi();
  const me = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const status = statusParam(params.get('status'));
  const query = useInfiniteQuery({ ...adminMailQueryOptions(api, status), enabled: Boolean(me?.isAdmin) });
  if (!me?.isAdmin) return <NotFoundPage />;
  const list = query.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <main id="main" className={`page ${styles.page}`}>
      <Meta title="Outgoing mail" description="Mail GigBazaar could not deliver." />
      <PageHeader
        icon={MailWarning}
        title="Outgoing mail"
        subtitle="Mail is retried for about four hours before it is listed as failed. Fix the cause, then retry."
        actions={
          <ShowFilter
            value={status}
            options={MAIL_STATUSES}
            labels={STATUS_LABELS}
            onChange={(next) => setParams(next === 'failed' ? {} : { status: next }, { replace: true })}
          />
        }
      />
      <AdminList
        query={query}
        items={list}
        loadingLabel="Loading mail…"
        empty={status === 'failed' ? 'No failed mail. Everything went out.' : 'No mail here.'}
      >
        {(m) => <MailRow key={m._id} mail={m} />}
      </AdminList>
    </main>
  );
}
