import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { MailWarning, RotateCcw } from 'lucide-react';
import { MAIL_STATUSES, type TAdminMail, type TMailStatus } from '@gigbazaar/shared/schemas/mail';
import { formatDateTime } from '@gigbazaar/shared/rules/dates';
import { useApi, type AppContext } from '../../app/app-context';
import { Meta } from '../../app/meta';
import NotFoundPage from '../../app/not-found-page';
import { useCurrentUser } from '../../app/session';
import { errorMessage } from '../../lib/api';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { SelectField } from '../../ui/field';
import { Notice } from '../../ui/notice';
import { PageHeader } from '../../ui/page-header';
import { Loading } from '../../ui/spinner';
import { adminMailKey, adminMailQueryOptions, retryMail } from './api/mail';
import { LoadMore, requireAdmin } from './admin-page';
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
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const retry = async () => {
    setBusy(true);
    setResult(null);
    try {
      await retryMail(api, mail._id);
      setResult({ tone: 'success', text: 'Queued again: it goes out in a moment.' });
      void queryClient.invalidateQueries({ queryKey: adminMailKey, refetchType: 'none' });
    } catch (error) {
      setResult({ tone: 'error', text: errorMessage(error, 'Could not retry this mail. Please try again.') });
    } finally {
      setBusy(false);
    }
  };

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
        {mail.status === 'failed' && !result && (
          <div className={styles.buttons}>
            <Button variant="secondary" onClick={() => void retry()} disabled={busy} aria-busy={busy || undefined}>
              <RotateCcw size={16} aria-hidden="true" /> {busy ? 'Retrying…' : 'Retry'}
            </Button>
          </div>
        )}
        {result && <Notice tone={result.tone}>{result.text}</Notice>}
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
          <div className={styles.filter}>
            <SelectField
              label="Show"
              value={status}
              onChange={(e) =>
                setParams(e.target.value === 'failed' ? {} : { status: e.target.value }, { replace: true })
              }
            >
              {MAIL_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {STATUS_LABELS[s]}
                </option>
              ))}
            </SelectField>
          </div>
        }
      />
      {query.isError ? (
        <Notice tone="error">{errorMessage(query.error, 'Something went wrong!')}</Notice>
      ) : query.isPending ? (
        <Loading label="Loading mail…" />
      ) : list.length === 0 ? (
        <Card>
          <p className={styles.muted}>
            {status === 'failed' ? 'No failed mail. Everything went out.' : 'No mail here.'}
          </p>
        </Card>
      ) : (
        <div className={styles.list}>
          {list.map((m) => (
            <MailRow key={m._id} mail={m} />
          ))}
          <LoadMore query={query} />
        </div>
      )}
    </main>
  );
}
