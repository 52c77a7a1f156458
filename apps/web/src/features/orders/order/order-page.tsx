import { Link, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, ArrowLeft, CalendarClock, Clock, MessageCircle, Scale } from 'lucide-react';
import { DELETED_USER_NAME } from '@gigbazaar/shared/constants';
import { formatDate, formatDateTime } from '@gigbazaar/shared/rules/dates';
import { formatRupees } from '@gigbazaar/shared/rules/money';
import { orderDeadline } from '@gigbazaar/shared/rules/order-deadline';
import type { TOrder, TOrderWithTimeline } from '@gigbazaar/shared/schemas/orders';
import { useApi, type AppContext } from '../../../app/app-context';
import { requireUser, statusOfPrefetched } from '../../../app/guards';
import { useLiveEvent, useLiveReconnected } from '../../../app/live';
import { Meta } from '../../../app/meta';
import { useCurrentUser } from '../../../app/session';
import { OrderParty } from '../../../components/order-party';
import { OrderTimeline } from '../../../components/order-timeline';
import { useNow } from '../../../hooks/use-now';
import { useOpenConversation } from '../../../hooks/use-open-conversation';
import { ApiError, errorMessage } from '../../../lib/api';
import { paths } from '../../../lib/paths';
import { orderQueryOptions, ordersKey } from '../../../lib/queries/orders';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Notice } from '../../../ui/notice';
import { Loading } from '../../../ui/spinner';
import { imageVariant } from '@gigbazaar/shared/rules/images';
import { OrderActions } from './order-actions';
import styles from './order.module.css';

export async function loader(ctx: AppContext, { request, params }: { request: Request; params: { id?: string } }) {
  await requireUser(ctx, request);
  if (!params.id) return null;
  const order = orderQueryOptions(ctx.api, params.id);
  await ctx.queryClient.prefetchQuery(order);
  return statusOfPrefetched(ctx, order.queryKey);
}

/** The order page (both parties): where it stands, what is due when, what happened, and what the viewer can do. */
export default function OrderPage() {
  const { id = '' } = useParams();
  const api = useApi();
  const queryClient = useQueryClient();
  const query = useQuery({ ...orderQueryOptions(api, id), retry: (n, e) => !(e instanceof ApiError) && n < 2 });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ordersKey });
  // The other party's action (and the jobs': auto-release, refunds) arrives on the live socket; no polling.
  useLiveEvent('order', (data) => {
    if (data.orderId === id) refresh();
  });
  useLiveReconnected(refresh);

  return (
    <main id="main" className={`page ${styles.page}`}>
      <Meta title={query.data ? `Order: ${query.data.title}` : 'Order'} description="An order on GigBazaar." />
      <Link to={paths.orders()} className={styles.back}>
        <ArrowLeft size={16} aria-hidden="true" /> All orders
      </Link>
      {query.isPending ? (
        <Loading label="Loading the order…" />
      ) : query.isError ? (
        <div className={styles.problem}>
          <h1 className={styles.h1}>
            {query.error instanceof ApiError && query.error.status === 404 ? 'Order not found' : 'Order'}
          </h1>
          <Notice tone="error">{errorMessage(query.error, 'Could not load the order. Please try again.')}</Notice>
          {!(query.error instanceof ApiError && query.error.status === 404) && (
            <Button variant="secondary" onClick={() => void query.refetch()}>
              Try again
            </Button>
          )}
        </div>
      ) : (
        <OrderView order={query.data} />
      )}
    </main>
  );
}

function OrderView({ order }: { order: TOrderWithTimeline }) {
  const me = useCurrentUser();
  const role = me?._id === order.sellerId ? 'seller' : 'buyer';
  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <Summary order={order} role={role} />
        <Status order={order} role={role} />
        <OrderActions order={order} />
        <section className={styles.section} aria-labelledby="order-history-title">
          <h2 id="order-history-title" className={styles.h2}>
            What happened
          </h2>
          <OrderTimeline events={order.timeline} />
        </section>
      </div>
    </div>
  );
}

function Summary({ order, role }: { order: TOrder; role: 'buyer' | 'seller' }) {
  const { open, busy } = useOpenConversation();
  const other = role === 'seller' ? order.buyer : order.seller;
  const gone = !other || other.username === DELETED_USER_NAME;
  return (
    <Card className={styles.summary}>
      <img
        className={styles.cover}
        src={imageVariant(order.img, 480)}
        alt=""
        width={160}
        height={107}
        // At the top of the page: on a phone it is among the first things painted, so it is fetched first.
        fetchPriority="high"
      />
      <div className={styles.summaryBody}>
        <h1 className={styles.h1}>{order.title}</h1>
        <p className={styles.price}>{formatRupees(order.price)}</p>
        <OrderParty role={role === 'seller' ? 'Buyer' : 'Seller'} party={other} />
        <p className={styles.muted}>
          Ordered on {formatDate(order.createdAt)} · <Link to={paths.gig(order.gigId)}>View the gig</Link>
        </p>
        {!gone && (
          <div>
            <Button variant="secondary" size="small" onClick={() => void open(other._id)} busy={busy}>
              <MessageCircle size={16} aria-hidden="true" /> Message {other.username}
            </Button>
          </div>
        )}
      </div>
    </Card>
  );
}

function Status({ order, role }: { order: TOrder; role: 'buyer' | 'seller' }) {
  const now = useNow();
  const deadline = now ? orderDeadline(order, now) : null;
  const working = order.status === 'paid' || order.status === 'in_revision';
  return (
    <section className={styles.section} aria-labelledby="order-status-title">
      <h2 id="order-status-title" className="visually-hidden">
        Status
      </h2>
      <div className={styles.statusRow}>
        <span className={styles.badge} data-state={order.status} data-testid="order-status">
          {order.statusLabel}
        </span>
        {order.isLate && working && (
          <span className={styles.late}>
            <AlertTriangle size={14} aria-hidden="true" /> Late
          </span>
        )}
        {deadline && (
          <span className={styles.deadline} data-tone={deadline.tone} data-testid="order-deadline">
            <Clock size={16} aria-hidden="true" /> {deadline.text}
          </span>
        )}
      </div>
      <dl className={styles.facts}>
        {working && order.dueAt && (
          <div>
            <dt>Delivery due</dt>
            <dd>{formatDateTime(order.dueAt)}</dd>
          </div>
        )}
        {order.status === 'completed' && order.autoReleaseAt && (
          <div>
            <dt>Payment released to the seller on</dt>
            <dd>{formatDateTime(order.autoReleaseAt)}, unless approved sooner</dd>
          </div>
        )}
        {order.status !== 'released' && order.status !== 'cancelled' && (
          <div>
            <dt>Revisions left</dt>
            <dd>{order.revisionsLeft}</dd>
          </div>
        )}
        {order.refundedAmount > 0 && (
          <div>
            <dt>Refunded to the buyer</dt>
            <dd>{formatRupees(order.refundedAmount)}</dd>
          </div>
        )}
      </dl>
      {order.request && <OpenRequest order={order} request={order.request} role={role} />}
      {order.dispute && <Dispute dispute={order.dispute} role={role} />}
    </section>
  );
}

function OpenRequest({
  order,
  request,
  role,
}: {
  order: TOrder;
  request: NonNullable<TOrder['request']>;
  role: 'buyer' | 'seller';
}) {
  const mine = request.by === role;
  const who = mine ? 'You' : request.by === 'buyer' ? 'The buyer' : 'The seller';
  const what =
    request.kind === 'extension'
      ? `${mine ? 'asked' : 'asks'} for ${request.days ?? 0} more ${request.days === 1 ? 'day' : 'days'}`
      : `${mine ? 'asked' : 'asks'} to cancel the order`;
  const silence =
    request.kind === 'extension'
      ? 'Without an answer by then, the extra days are granted.'
      : `Without an answer by then, the order is cancelled and the buyer refunded ${formatRupees(order.price)}.`;
  return (
    <div className={styles.request} role="status" data-testid="order-request">
      <CalendarClock size={20} aria-hidden="true" />
      <div>
        <p className={styles.requestTitle}>
          {who} {what}.
        </p>
        <p className={styles.quote}>“{request.reason}”</p>
        <p className={styles.muted}>
          {mine ? 'Waiting for an answer until' : 'Please answer by'} {formatDateTime(request.expiresAt)}. {silence}
        </p>
      </div>
    </div>
  );
}

const OUTCOME: Record<'release' | 'refund' | 'split', string> = {
  release: 'Released to the seller',
  refund: 'Refunded to the buyer in full',
  split: 'Split: part refunded to the buyer, the rest released to the seller',
};

function Dispute({ dispute, role }: { dispute: NonNullable<TOrder['dispute']>; role: 'buyer' | 'seller' }) {
  const by =
    dispute.by === role
      ? 'You'
      : dispute.by === 'buyer'
        ? 'The buyer'
        : dispute.by === 'seller'
          ? 'The seller'
          : 'GigBazaar';
  return (
    <div className={styles.dispute} data-testid="order-dispute">
      <Scale size={20} aria-hidden="true" />
      <div>
        <p className={styles.requestTitle}>
          {by} opened a dispute on {formatDate(dispute.openedAt)}.
        </p>
        <p className={styles.quote}>“{dispute.reason}”</p>
        {dispute.decidedAt && dispute.outcome ? (
          <>
            <p className={styles.requestTitle}>
              GigBazaar’s decision ({formatDate(dispute.decidedAt)}): {OUTCOME[dispute.outcome]}.
            </p>
            {dispute.note && <p className={styles.quote}>“{dispute.note}”</p>}
          </>
        ) : (
          <p className={styles.muted}>
            Every clock is stopped and the money stays held until GigBazaar decides. You both get the decision.
          </p>
        )}
      </div>
    </div>
  );
}
