import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { BellRing, CheckCircle2, Clock, MessageCircle, Package, ThumbsUp } from 'lucide-react';
import { DELETED_USER_NAME } from '@gigbazaar/shared/constants';
import { formatDate } from '@gigbazaar/shared/rules/dates';
import { formatRupees } from '@gigbazaar/shared/rules/money';
import { orderDeadline } from '@gigbazaar/shared/rules/order-deadline';
import { ORDER_STATE_INFO, actionLabel } from '@gigbazaar/shared/rules/order-lifecycle';
import { ORDER_MSG } from '@gigbazaar/shared/schemas/orders-constants';
import type { TOrder } from '@gigbazaar/shared/schemas/orders';
import { useApi, type AppContext } from '../../app/app-context';
import { requireUser } from '../../app/guards';
import { useLiveEvent } from '../../app/live';
import { Meta } from '../../app/meta';
import { useCurrentUser } from '../../app/session';
import { ApiError, errorMessage } from '../../lib/api';
import { paths } from '../../lib/paths';
import { OrderParty } from '../../components/order-party';
import { Button } from '../../ui/button';
import { EmptyState, ListingCover, ListingTitle } from '../../ui/listing';
import { Notice } from '../../ui/notice';
import { FilterPills } from '../../ui/filter-pills';
import { PageHeader } from '../../ui/page-header';
import { Loading } from '../../ui/spinner';
import { useHydrated } from '../../ui/use-hydrated';
import { useNow } from '../../hooks/use-now';
import { useOpenConversation } from '../../hooks/use-open-conversation';
import { ordersKey, ordersOfPages, ordersPagesQueryOptions, type OrdersFilter } from '../../lib/queries/orders';
import { alertSeller, archiveOrder, completeOrder } from './api';
import { OrderActionDialog } from './order/order-actions';
import styles from './orders.module.css';

export async function loader(ctx: AppContext, { request }: { request: Request }) {
  await requireUser(ctx, request);
  await ctx.queryClient.prefetchInfiniteQuery(ordersPagesQueryOptions(ctx.api, 'active'));
  return null;
}

const FILTERS: ReadonlyArray<{ id: OrdersFilter; label: string }> = [
  { id: 'active', label: 'Active' },
  { id: 'completed', label: 'Completed' },
];

/** Orders: the caller's orders as buyer and seller, with what each party can do next. */
export default function OrdersPage() {
  const api = useApi();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<OrdersFilter>('active');
  const query = useInfiniteQuery(ordersPagesQueryOptions(api, filter));
  // Another party's action (paid, completed, approved, released) arrives on the live socket.
  useLiveEvent('order', () => void queryClient.invalidateQueries({ queryKey: ordersKey }));
  const orders = ordersOfPages(query.data);
  // After "Load more", focus goes to the first order it brought (the button may be gone: that was the last page).
  const listRef = useRef<HTMLUListElement>(null);
  const [focusFrom, setFocusFrom] = useState<number | null>(null);
  useEffect(() => {
    if (focusFrom === null || orders.length <= focusFrom) return;
    listRef.current?.children[focusFrom]?.querySelector<HTMLElement>('h2 a')?.focus();
    setFocusFrom(null);
  }, [focusFrom, orders.length]);

  return (
    <main id="main" className={`page ${styles.page}`}>
      <Meta title="Orders" description="Your orders on GigBazaar." />
      <PageHeader icon={Package} title="Orders" subtitle="What you bought and sold, and what happens next." />
      <FilterPills label="Show orders" items={FILTERS} value={filter} onChange={setFilter} />
      {/* A failed "Load more" keeps the orders already shown (its error is under them); anything else as before. */}
      {query.isError && !query.isFetchNextPageError ? (
        <Notice tone="error">{ORDER_MSG.loadingOrders(errorMessage(query.error, 'Please try again.'))}</Notice>
      ) : query.isPending ? (
        <Loading label="Loading your orders…" />
      ) : orders.length === 0 ? (
        <EmptyState title={filter === 'active' ? 'No active orders.' : 'No completed orders yet.'}>
          Orders appear here after a payment. <Link to={paths.explore()}>Browse gigs</Link>
        </EmptyState>
      ) : (
        <>
          <ul
            ref={listRef}
            className={styles.list}
            aria-label={`${filter === 'active' ? 'Active' : 'Completed'} orders`}
          >
            {orders.map((order, i) => (
              <li key={order._id}>
                <OrderCard order={order} first={i === 0} />
              </li>
            ))}
          </ul>
          <MoreOrders query={query} shown={orders.length} onLoaded={setFocusFrom} />
        </>
      )}
    </main>
  );
}

/**
 * "Load more" while the server says there are older orders (`X-Next-Cursor`). While a page loads the button stays
 * focusable (aria-disabled, not disabled), so a keyboard user's focus is not dropped to the top of the page.
 */
function MoreOrders({
  query,
  shown,
  onLoaded,
}: {
  query: {
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    isFetchNextPageError: boolean;
    error: unknown;
    data?: { pages: unknown[] };
    fetchNextPage(): Promise<{ isError: boolean }>;
  };
  shown: number;
  /** Called with the index of the first order the page brought. */
  onLoaded(firstNew: number): void;
}) {
  const hydrated = useHydrated();
  const loading = query.isFetchingNextPage;
  return (
    <div className={styles.more}>
      {query.isFetchNextPageError && (
        <Notice tone="error">{ORDER_MSG.loadingOrders(errorMessage(query.error, 'Please try again.'))}</Notice>
      )}
      {query.hasNextPage && (
        <Button
          variant="secondary"
          aria-disabled={!hydrated || loading}
          aria-busy={loading}
          onClick={async () => {
            if (!hydrated || loading) return;
            const result = await query.fetchNextPage();
            if (!result.isError) onLoaded(shown);
          }}
          data-testid="orders-load-more"
        >
          {loading ? 'Loading…' : 'Load more orders'}
        </Button>
      )}
      <p className={styles.count} role="status">
        {query.hasNextPage
          ? `Showing your ${shown} newest orders.`
          : (query.data?.pages.length ?? 0) > 1
            ? `Showing all ${shown} orders.`
            : ''}
      </p>
    </div>
  );
}

/** `first`: the list's first card, whose cover is the page's largest paint on a phone (loaded at once, first). */
function OrderCard({ order, first }: { order: TOrder; first: boolean }) {
  const api = useApi();
  const me = useCurrentUser();
  const queryClient = useQueryClient();
  const { open: openConversation, busy: opening } = useOpenConversation();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // "Approve" releases the money: it confirms first, in the same dialog as the order page.
  const [approving, setApproving] = useState(false);
  const navigate = useNavigate();
  const now = useNow();
  const deadline = now ? orderDeadline(order, now) : null;
  const role = me?._id === order.sellerId ? 'seller' : 'buyer';
  const other = role === 'seller' ? order.buyer : order.seller;
  // The server's answer says what this viewer may do now (the lifecycle table's decision).
  const actions = new Set(order.actions);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ordersKey });

  const run = async (name: string, work: () => Promise<void>) => {
    if (busy) return;
    setBusy(name);
    setError(null);
    try {
      await work();
    } finally {
      setBusy(null);
    }
  };

  // The seller completes, then the order is removed from their list (archived, nothing erased).
  const onComplete = () =>
    run('complete', async () => {
      try {
        await completeOrder(api, order._id, {
          buyerId: order.buyerId,
          gigTitle: order.title,
          sellerUsername: me?.username,
          sellerMessage: `Your order "${order.title}" is complete. Please check the delivery.`,
        });
      } catch (e) {
        setError(ORDER_MSG.completingFailed(errorMessage(e, e instanceof Error ? e.message : 'Please try again.')));
        return;
      }
      try {
        await archiveOrder(api, order._id);
        toast.success('Order marked completed.');
      } catch {
        setError(ORDER_MSG.completedButNotRemoved);
      }
      await refresh();
    });

  const onAlert = () =>
    run('alert', async () => {
      try {
        await alertSeller(api, order, me?.username ?? '');
        toast.success('The seller has been alerted.');
      } catch (e) {
        setError(e instanceof ApiError && e.status === 429 && e.fromBody ? e.message : ORDER_MSG.alertFailed);
      }
    });

  const onMessage = async () => {
    setError(null);
    if (!other || other.username === DELETED_USER_NAME) {
      setError(ORDER_MSG.otherUserMissing);
      return;
    }
    const result = await openConversation(other._id);
    if (!result.ok) setError(result.message);
  };

  // The whole card opens the order (the spec's card); its own links and buttons, and a dialog opened from it, still
  // do their own thing, and selecting text does not navigate. The title link is the keyboard's way in.
  const onCardClick = (event: MouseEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (event.defaultPrevented || target.closest('a, button, input, textarea, select, label, dialog')) return;
    if (window.getSelection()?.toString()) return;
    void navigate(paths.order(order._id));
  };

  return (
    <article className={styles.card} aria-label={order.title} onClick={onCardClick} data-testid="order-card">
      <ListingCover to={paths.order(order._id)} src={order.img} className={styles.cover} first={first} />
      <div className={styles.body}>
        <ListingTitle to={paths.order(order._id)}>{order.title}</ListingTitle>
        <p className={styles.price}>{formatRupees(order.price)}</p>
        <OrderParty role={role === 'seller' ? 'Buyer' : 'Seller'} party={other} />
        <p className={styles.state} data-state={order.status}>
          {order.statusLabel}
          {order.autoReleaseAt && (
            <span className={styles.muted}>
              {' '}
              · payment released to the seller on {formatDate(order.autoReleaseAt)} unless approved sooner
            </span>
          )}
        </p>
        {deadline && (
          <p className={styles.deadline} data-tone={deadline.tone}>
            <Clock size={16} aria-hidden="true" /> {deadline.text}
          </p>
        )}
        {error && <Notice tone="error">{error}</Notice>}
        <div className={styles.actions}>
          <Button variant="secondary" size="small" onClick={() => void onMessage()} busy={opening}>
            <MessageCircle size={16} aria-hidden="true" /> Message
          </Button>
          {actions.has('complete') && (
            <Button
              size="small"
              onClick={() => void onComplete()}
              aria-disabled={busy !== null}
              busy={busy === 'complete'}
            >
              <CheckCircle2 size={16} aria-hidden="true" />{' '}
              {busy === 'complete' ? 'Completing…' : actionLabel('complete')}
            </Button>
          )}
          {actions.has('approve') && (
            <Button
              size="small"
              onClick={() => setApproving(true)}
              aria-disabled={busy !== null}
              aria-haspopup="dialog"
            >
              <ThumbsUp size={16} aria-hidden="true" /> {actionLabel('approve')}
            </Button>
          )}
          {role === 'buyer' && ORDER_STATE_INFO[order.status].alertable && (
            <Button
              variant="ghost"
              size="small"
              onClick={() => void onAlert()}
              aria-disabled={busy !== null}
              busy={busy === 'alert'}
            >
              <BellRing size={16} aria-hidden="true" /> {busy === 'alert' ? 'Alerting…' : 'Alert seller'}
            </Button>
          )}
        </div>
      </div>
      {approving && <OrderActionDialog order={order} action="approve" onClose={() => setApproving(false)} />}
    </article>
  );
}
