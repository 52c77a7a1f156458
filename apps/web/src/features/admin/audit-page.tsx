import { Link } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { formatDateTime } from '@gigbazaar/shared/rules/dates';
import { ScrollText } from 'lucide-react';
import { useApi, type AppContext } from '../../app/app-context';
import { Meta } from '../../app/meta';
import NotFoundPage from '../../app/not-found-page';
import { useCurrentUser } from '../../app/session';
import { errorMessage } from '../../lib/api';
import { paths } from '../../lib/paths';
import { Card } from '../../ui/card';
import { Notice } from '../../ui/notice';
import { PageHeader } from '../../ui/page-header';
import { Loading } from '../../ui/spinner';
import { adminAuditQueryOptions, auditActionLabel } from './api/reports';
import { LoadMore, requireAdmin } from './admin-page';
import styles from './admin.module.css';

const when = (iso: string) => formatDateTime(iso);
const TARGET_LABELS: Record<string, string> = {
  gig: 'Gig',
  message: 'Message',
  user: 'Profile',
  seller_application: 'Seller application',
};

/** Admins only: everyone else, visitors included, gets the not-found page (as the API answers them 404). */
export async function loader(ctx: AppContext) {
  await requireAdmin(ctx);
  await ctx.queryClient.prefetchInfiniteQuery(adminAuditQueryOptions(ctx.api));
  return null;
}

export { AdminErrorBoundary as ErrorBoundary } from './admin-page';

/** The audit log (decision 013): every admin action, who, what, on what, when and why; newest first. */
export default function AuditPage() {
  const api = useApi();
  const me = useCurrentUser();
  const query = useInfiniteQuery({ ...adminAuditQueryOptions(api), enabled: Boolean(me?.isAdmin) });
  if (!me?.isAdmin) return <NotFoundPage />;
  const entries = query.data?.pages.flatMap((p) => p.entries) ?? [];

  return (
    <main id="main" className={`page ${styles.page}`}>
      <Meta title="Audit log" description="Every admin action." />
      <PageHeader
        icon={ScrollText}
        title="Audit log"
        subtitle="Every admin action, newest first: seller applications, reports and suspensions."
        actions={
          <Link to={paths.adminReports()} className={styles.headerLink}>
            Reports
          </Link>
        }
      />
      {query.isError ? (
        <Notice tone="error">{errorMessage(query.error, 'Something went wrong!')}</Notice>
      ) : query.isPending ? (
        <Loading label="Loading the audit log…" />
      ) : entries.length === 0 ? (
        <Card>
          <p className={styles.muted}>No admin actions yet.</p>
        </Card>
      ) : (
        <div className={styles.list}>
          <ol className={styles.audit} aria-label="Admin actions, newest first">
            {entries.map((e) => (
              <li key={e._id} className={styles.auditEntry} data-testid="audit-entry">
                <div className={styles.auditHead}>
                  <strong>{auditActionLabel(e.action)}</strong>
                  <time className={styles.muted} dateTime={e.at}>
                    {when(e.at)}
                  </time>
                </div>
                <p className={styles.muted}>
                  By {e.adminUsername} · {TARGET_LABELS[e.target.type] ?? e.target.type}
                  {e.target.type === 'gig' && (
                    <>
                      {' '}
                      <Link to={paths.gig(e.target.id)}>(open the gig)</Link>
                    </>
                  )}
                  {e.subject && (
                    <>
                      {' '}
                      of <Link to={paths.profile(e.subject.username)}>{e.subject.username}</Link>
                    </>
                  )}
                </p>
                {e.note && <p className={styles.notes}>{e.note}</p>}
              </li>
            ))}
          </ol>
          <LoadMore query={query} />
        </div>
      )}
    </main>
  );
}
