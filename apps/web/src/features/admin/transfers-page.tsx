import { Link, useSearchParams } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ArrowLeftRight } from 'lucide-react';
import {
  ADMIN_TRANSFER_FILTERS,
  type TAdminTransfer,
  type TGatewayTransferStatus,
} from '@gigbazaar/shared/schemas/transfers';
import { formatDateTime } from '@gigbazaar/shared/rules/dates';
import { formatRupeesWithPaise } from '@gigbazaar/shared/rules/money';
import { useApi, type AppContext } from '../../app/app-context';
import { Meta } from '../../app/meta';
import NotFoundPage from '../../app/not-found-page';
import { useCurrentUser } from '../../app/session';
import { paths } from '../../lib/paths';
import { Card } from '../../ui/card';
import { PageHeader } from '../../ui/page-header';
import { adminTransfersKey, adminTransfersQueryOptions, retryTransfer, type TTransferFilter } from './api/transfers';
import { AdminList, RetryInline, ShowFilter, requireAdmin } from './admin-page';
import styles from './admin.module.css';

const FILTER_LABELS: Record<TTransferFilter, string> = {
  problem: 'Failed',
  waiting: 'Waiting for a payout account',
  all: 'All',
};
const STATUS_LABELS: Record<TGatewayTransferStatus, string> = {
  pending: 'Not at the gateway yet',
  on_hold: 'On hold (escrow)',
  partially_reversed: 'Partly reversed, rest on hold',
  released: 'Released',
  settled: 'Paid out',
  reversed: 'Reversed',
  failed: 'Failed at the gateway',
};
const STEP_LABELS = { create: 'Making the transfer', release: 'Lifting the hold', reverse: 'Reversing' } as const;
const filterParam = (v: string | null): TTransferFilter =>
  (ADMIN_TRANSFER_FILTERS as readonly string[]).includes(v ?? '') ? (v as TTransferFilter) : 'problem';

/** Admins only: everyone else, visitors included, gets the not-found page (as the API answers them 404). */
export async function loader(ctx: AppContext, { request }: { request: Request }) {
  await requireAdmin(ctx);
  const filter = filterParam(new URL(request.url).searchParams.get('filter'));
  await ctx.queryClient.prefetchInfiniteQuery(adminTransfersQueryOptions(ctx.api, filter));
  return null;
}

export { AdminErrorBoundary as ErrorBoundary } from './admin-page';

function TransferRow({ transfer }: { transfer: TAdminTransfer }) {
  const api = useApi();
  const failed = transfer.failedStep !== null || transfer.status === 'failed';

  return (
    <Card className={styles.card}>
      <article aria-label={`Transfer for order ${transfer.orderId}`}>
        <header className={styles.cardHead}>
          <span className={styles.mailHead}>
            <span className={styles.name}>{formatRupeesWithPaise(transfer.amount)}</span>
            <span className={styles.username}>
              <Link to={paths.order(transfer.orderId)}>Order {transfer.orderId.slice(0, 8)}</Link>
            </span>
          </span>
          <span className={styles.kind}>{STATUS_LABELS[transfer.status]}</span>
        </header>
        <dl className={styles.facts}>
          {transfer.reversed > 0 && (
            <div>
              <dt>Reversed</dt>
              <dd>{formatRupeesWithPaise(transfer.reversed)}</dd>
            </div>
          )}
          <div>
            <dt>Gateway id</dt>
            <dd>{transfer.gatewayTransferId ?? '—'}</dd>
          </div>
          <div>
            <dt>Attempts</dt>
            <dd>{transfer.attempts}</dd>
          </div>
          <div>
            <dt>Updated</dt>
            <dd>{formatDateTime(transfer.updatedAt)}</dd>
          </div>
        </dl>
        {transfer.lastError && (
          <p className={styles.notes}>
            <strong>{transfer.failedStep ? `${STEP_LABELS[transfer.failedStep]} failed: ` : 'Last error: '}</strong>
            {transfer.lastError.replace(/^(create|release|reverse): /, '')}
          </p>
        )}
        {failed && (
          <RetryInline
            retry={() => retryTransfer(api, transfer.orderId)}
            queryKey={adminTransfersKey}
            sent="Sent to the gateway again: it runs in a moment."
            failed="Could not retry this transfer. Please try again."
          />
        )}
      </article>
    </Card>
  );
}

/** Route transfers for admins (decision 020): what failed at the gateway, with its error and a retry. */
export default function TransfersPage() {
  const api = useApi();
  const me = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const filter = filterParam(params.get('filter'));
  const query = useInfiniteQuery({ ...adminTransfersQueryOptions(api, filter), enabled: Boolean(me?.isAdmin) });
  if (!me?.isAdmin) return <NotFoundPage />;
  const list = query.data?.pages.flatMap((p) => p.transfers) ?? [];

  return (
    <main id="main" className={`page ${styles.page}`}>
      <Meta title="Seller transfers" description="Transfers to sellers that need an admin." />
      <PageHeader
        icon={ArrowLeftRight}
        title="Seller transfers"
        subtitle="Each step is retried for about two days before it is listed here. Fix the cause, then retry."
        actions={
          <ShowFilter
            value={filter}
            options={ADMIN_TRANSFER_FILTERS}
            labels={FILTER_LABELS}
            onChange={(next) => setParams(next === 'problem' ? {} : { filter: next }, { replace: true })}
          />
        }
      />
      <AdminList
        query={query}
        items={list}
        loadingLabel="Loading transfers…"
        empty={filter === 'problem' ? 'No failed transfers. Sellers are being paid.' : 'No transfers here.'}
      >
        {(t) => <TransferRow key={t.orderId} transfer={t} />}
      </AdminList>
    </main>
  );
}
