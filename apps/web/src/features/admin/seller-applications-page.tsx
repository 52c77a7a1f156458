import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { Check, ShieldCheck, X } from 'lucide-react';
import { SELLER_APPLICATION_STATUSES, SELLER_LIMITS, type TSellerApplicationStatus } from '@gigbazaar/shared/constants';
import type { TAdminSellerApplication, TSellerApplicationResponse } from '@gigbazaar/shared/schemas/sellers';
import { useApi, type AppContext } from '../../app/app-context';
import { Meta } from '../../app/meta';
import NotFoundPage from '../../app/not-found-page';
import { useCurrentUser } from '../../app/session';
import { errorMessage } from '../../lib/api';
import { paths } from '../../lib/paths';
import { Avatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { SelectField, TextArea } from '../../ui/field';
import { Notice } from '../../ui/notice';
import { Loading } from '../../ui/spinner';
import { ApplicationDetails, StatusBadge } from '../../components/application-details';
import { adminApplicationsKey, adminApplicationsQueryOptions, type ApplicationsPage } from './api/seller-applications';
import { LoadMore, requireAdmin } from './admin-page';
import styles from './admin.module.css';
import { PageHeader } from '../../ui/page-header';

const statusParam = (v: string | null): TSellerApplicationStatus | null =>
  (SELLER_APPLICATION_STATUSES as readonly string[]).includes(v ?? '') ? (v as TSellerApplicationStatus) : null;

/** Admins only: everyone else, visitors included, gets the not-found page (as the API answers them 404). */
export async function loader(ctx: AppContext, { request }: { request: Request }) {
  await requireAdmin(ctx);
  const status = statusParam(new URL(request.url).searchParams.get('status'));
  await ctx.queryClient.prefetchInfiniteQuery(adminApplicationsQueryOptions(ctx.api, status));
  return null;
}

export { AdminErrorBoundary as ErrorBoundary } from './admin-page';

function Review({ application: a }: { application: TAdminSellerApplication }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const notesId = useId();
  const [notes, setNotes] = useState('');
  const [busy, setBusy] = useState<'approve' | 'reject' | null>(null);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const decide = async (action: 'approve' | 'reject') => {
    setBusy(action);
    setResult(null);
    try {
      const { data: decided } = await api.post<TSellerApplicationResponse>(
        `/admin/seller-applications/${encodeURIComponent(a._id)}/${action}`,
        notes.trim() ? { verificationNotes: notes.trim() } : {},
      );
      setResult({
        tone: 'success',
        text: action === 'approve' ? `${a.applicant.username} is now a seller.` : 'The application was rejected.',
      });
      // Updated in place: the card stays where the admin is looking; the order refreshes on the next visit.
      queryClient.setQueriesData<InfiniteData<ApplicationsPage>>({ queryKey: adminApplicationsKey }, (old) =>
        old
          ? {
              ...old,
              pages: old.pages.map((page) => ({
                ...page,
                applications: page.applications.map((x) =>
                  x._id === a._id
                    ? { ...x, ...decided, applicant: { ...x.applicant, isSeller: action === 'approve' } }
                    : x,
                ),
              })),
            }
          : old,
      );
      // Other filters (e.g. "Pending") are refetched when next shown, not now.
      void queryClient.invalidateQueries({ queryKey: adminApplicationsKey, refetchType: 'none' });
    } catch (error) {
      setResult({ tone: 'error', text: errorMessage(error, 'Something went wrong!') });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card className={styles.card}>
      <article aria-labelledby={`${notesId}-title`}>
        <header className={styles.cardHead}>
          <Link to={paths.profile(a.applicant.username)} className={styles.applicant}>
            <Avatar src={a.applicant.img} alt="" size={40} />
            <span>
              <span id={`${notesId}-title`} className={styles.name}>
                {a.fullName}
              </span>
              <span className={styles.username}>@{a.applicant.username}</span>
            </span>
          </Link>
          <StatusBadge status={a.status} />
        </header>
        <ApplicationDetails application={a} embedPdf />
        {a.verificationNotes && (
          <p className={styles.notes}>
            <strong>Note: </strong>
            {a.verificationNotes}
          </p>
        )}
        {a.status === 'pending' && (
          <div className={styles.decision}>
            <TextArea
              id={notesId}
              label="Note to the applicant (optional)"
              hint="Sent with the decision; say what to fix when you reject."
              maxLength={SELLER_LIMITS.notesMax}
              rows={3}
              value={notes}
              onChange={(e) => setNotes(e.target.value)}
            />
            <div className={styles.buttons}>
              <Button onClick={() => void decide('approve')} aria-disabled={busy !== null} busy={busy === 'approve'}>
                <Check size={16} aria-hidden="true" /> {busy === 'approve' ? 'Approving…' : 'Approve'}
              </Button>
              <Button
                variant="danger"
                onClick={() => void decide('reject')}
                aria-disabled={busy !== null}
                busy={busy === 'reject'}
              >
                <X size={16} aria-hidden="true" /> {busy === 'reject' ? 'Rejecting…' : 'Reject'}
              </Button>
            </div>
          </div>
        )}
        {result && <Notice tone={result.tone}>{result.text}</Notice>}
      </article>
    </Card>
  );
}

export default function SellerApplicationsPage() {
  const api = useApi();
  const me = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const status = statusParam(params.get('status'));
  const query = useInfiniteQuery({ ...adminApplicationsQueryOptions(api, status), enabled: Boolean(me?.isAdmin) });
  if (!me?.isAdmin) return <NotFoundPage />;
  const list = query.data?.pages.flatMap((p) => p.applications) ?? [];
  const pending = list.filter((a) => a.status === 'pending').length;

  return (
    <main id="main" className={`page ${styles.page}`}>
      <Meta title="Seller applications" description="Review seller applications." />
      <PageHeader
        icon={ShieldCheck}
        title="Seller applications"
        subtitle={
          query.data
            ? `${pending} pending · ${list.length}${query.hasNextPage ? '+' : ''} shown, pending first`
            : 'Pending first'
        }
        actions={
          <div className={styles.filter}>
            <SelectField
              label="Show"
              value={status ?? ''}
              onChange={(e) => setParams(e.target.value ? { status: e.target.value } : {}, { replace: true })}
            >
              <option value="">All applications</option>
              {SELLER_APPLICATION_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {s[0].toUpperCase() + s.slice(1)}
                </option>
              ))}
            </SelectField>
          </div>
        }
      />
      {query.isError ? (
        <Notice tone="error">{errorMessage(query.error, 'Something went wrong!')}</Notice>
      ) : query.isPending ? (
        <Loading label="Loading applications…" />
      ) : list.length === 0 ? (
        <Card>
          <p className={styles.muted}>No applications here.</p>
        </Card>
      ) : (
        <div className={styles.list}>
          {list.map((a) => (
            <Review key={a._id} application={a} />
          ))}
          <LoadMore query={query} />
        </div>
      )}
    </main>
  );
}
