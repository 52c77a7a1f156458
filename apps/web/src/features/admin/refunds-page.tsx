import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { RotateCcw, Undo2 } from 'lucide-react';
import { formatDateTime } from '@gigbazaar/shared/rules/dates';
import { formatRupees } from '@gigbazaar/shared/rules/money';
import {
  REFUND_STATUSES,
  type TAdminRefund,
  type TRefundReason,
  type TRefundStatus,
} from '@gigbazaar/shared/schemas/refunds';
import { useApi, type AppContext } from '../../app/app-context';
import { useLiveEvent } from '../../app/live';
import { Meta } from '../../app/meta';
import NotFoundPage from '../../app/not-found-page';
import { useCurrentUser } from '../../app/session';
import { errorMessage } from '../../lib/api';
import { paths } from '../../lib/paths';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { FilterPills } from '../../ui/filter-pills';
import { Modal } from '../../ui/modal';
import { PageHeader } from '../../ui/page-header';
import { adminRefundsKey, adminRefundsQueryOptions, retryRefund } from './api/refunds';
import { AdminList, requireAdmin } from './admin-page';
import styles from './admin.module.css';

/** Failed first: what needs an admin is what the page opens on. */
const STATUS_LABELS: Record<TRefundStatus, string> = { failed: 'Failed', pending: 'Pending', processed: 'Refunded' };
const STATUS_ORDER: readonly TRefundStatus[] = ['failed', 'pending', 'processed'];
const FILTERS = STATUS_ORDER.map((id) => ({ id, label: STATUS_LABELS[id] }));
const REASON_LABELS: Record<TRefundReason, string> = {
  cancelled: 'Order cancelled',
  dispute_refund: 'Dispute: refunded in full',
  dispute_split: 'Dispute: split',
  expired_payment: 'Payment after its session expired',
  admin: 'Refunded by an admin',
};
const statusParam = (v: string | null): TRefundStatus =>
  (REFUND_STATUSES as readonly string[]).includes(v ?? '') ? (v as TRefundStatus) : 'failed';

/** Admins only: everyone else, visitors included, gets the not-found page (as the API answers them 404). */
export async function loader(ctx: AppContext, { request }: { request: Request }) {
  await requireAdmin(ctx);
  const status = statusParam(new URL(request.url).searchParams.get('status'));
  await ctx.queryClient.prefetchInfiniteQuery(adminRefundsQueryOptions(ctx.api, status));
  return null;
}

export { AdminErrorBoundary as ErrorBoundary } from './admin-page';

function RetryDialog({ refund, onClose }: { refund: TAdminRefund; onClose(): void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const amount = formatRupees(refund.amount);

  const confirm = async () => {
    setBusy(true);
    try {
      await retryRefund(api, refund._id);
      toast.success(`The refund of ${amount} was sent to the gateway again.`);
      onClose();
    } catch (error) {
      toast.error(errorMessage(error, 'Could not retry this refund. Please try again.'));
      onClose();
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: adminRefundsKey });
    }
  };

  return (
    <Modal open onClose={onClose} title={`Retry the refund of ${amount}?`} role="alertdialog" size="small">
      <p className={`${styles.muted} ${styles.confirmText}`}>
        GigBazaar asks the gateway for this refund again now. Fix the cause of the error first. The buyer is refunded
        once, however often a refund is retried.
      </p>
      <div className={`${styles.buttons} ${styles.dialogActions}`}>
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button onClick={() => void confirm()} busy={busy}>
          {busy ? 'Retrying…' : 'Retry refund'}
        </Button>
      </div>
    </Modal>
  );
}

function RefundCard({ refund }: { refund: TAdminRefund }) {
  const [confirming, setConfirming] = useState(false);
  const title = `${formatRupees(refund.amount)} · ${REASON_LABELS[refund.reason]}`;
  return (
    <Card className={styles.card}>
      <article aria-label={title} data-testid="admin-refund">
        <header className={styles.cardHead}>
          <span className={styles.mailHead}>
            <span className={styles.name}>{formatRupees(refund.amount)}</span>
            <span className={styles.username}>{REASON_LABELS[refund.reason]}</span>
          </span>
          <span className={styles.kind} data-status={refund.status}>
            {STATUS_LABELS[refund.status]}
          </span>
        </header>
        <dl className={styles.facts}>
          <div>
            <dt>Order</dt>
            <dd>
              {refund.orderId ? (
                <Link to={paths.order(refund.orderId)}>View the order</Link>
              ) : (
                'None (the payment made no order)'
              )}
            </dd>
          </div>
          <div>
            <dt>Asked for</dt>
            <dd>{formatDateTime(refund.createdAt)}</dd>
          </div>
          {refund.processedAt && (
            <div>
              <dt>Refunded</dt>
              <dd>{formatDateTime(refund.processedAt)}</dd>
            </div>
          )}
          <div>
            <dt>Payment</dt>
            <dd className={styles.code}>{refund.paymentId}</dd>
          </div>
        </dl>
        {refund.lastError && (
          <p className={styles.notes}>
            <strong>Last error: </strong>
            {refund.lastError}
          </p>
        )}
        {refund.status === 'failed' && (
          <div className={styles.buttons}>
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              <RotateCcw size={16} aria-hidden="true" /> Retry…
            </Button>
          </div>
        )}
        {confirming && <RetryDialog refund={refund} onClose={() => setConfirming(false)} />}
      </article>
    </Card>
  );
}

const EMPTY: Record<TRefundStatus, string> = {
  failed: 'No failed refunds. Every refund reached the gateway.',
  pending: 'No refunds waiting for the gateway.',
  processed: 'No refunds yet.',
};

/** Refunds for admins (decision 018): failed ones first, with their error and a retry; pending and done ones too. */
export default function RefundsPage() {
  const api = useApi();
  const me = useCurrentUser();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const status = statusParam(params.get('status'));
  const query = useInfiniteQuery({ ...adminRefundsQueryOptions(api, status), enabled: Boolean(me?.isAdmin) });
  // A refund settled by the job or the gateway's webhook moves between the lists at once.
  useLiveEvent('order', () => void queryClient.invalidateQueries({ queryKey: adminRefundsKey }));
  if (!me?.isAdmin) return <NotFoundPage />;
  const list = query.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <main id="main" className={`page ${styles.page}`}>
      <Meta title="Refunds" description="Refunds to buyers and the ones that failed." />
      <PageHeader
        icon={Undo2}
        title="Refunds"
        subtitle="A refund is retried for about two days before it is listed as failed. Fix the cause, then retry."
      />
      <FilterPills
        label="Show refunds"
        items={FILTERS}
        value={status}
        onChange={(next) => setParams(next === 'failed' ? {} : { status: next }, { replace: true })}
      />
      <AdminList
        query={query}
        items={list}
        loadingLabel="Loading refunds…"
        empty={EMPTY[status]}
        errorText="Could not load the refunds. Please try again."
        label={`${STATUS_LABELS[status]} refunds`}
      >
        {(r) => <RefundCard key={r._id} refund={r} />}
      </AdminList>
    </main>
  );
}
