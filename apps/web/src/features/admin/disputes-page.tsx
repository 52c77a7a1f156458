import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { MessagesSquare, Scale } from 'lucide-react';
import { formatDate, formatDateTime } from '@gigbazaar/shared/rules/dates';
import { formatRupees } from '@gigbazaar/shared/rules/money';
import { ORDER_RULE_MSG } from '@gigbazaar/shared/rules/order-lifecycle';
import type { TAdminDispute, TDisputeOutcome, TOrderWithTimeline } from '@gigbazaar/shared/schemas/orders';
import { useApi, type AppContext } from '../../app/app-context';
import { useLiveEvent } from '../../app/live';
import { Meta } from '../../app/meta';
import NotFoundPage from '../../app/not-found-page';
import { useCurrentUser } from '../../app/session';
import { OrderParty } from '../../components/order-party';
import { DeliveryFiles, OrderTimeline } from '../../components/order-timeline';
import { ApiError, errorMessage } from '../../lib/api';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { TextArea, TextField } from '../../ui/field';
import { Modal } from '../../ui/modal';
import { Notice } from '../../ui/notice';
import { FilterPills } from '../../ui/filter-pills';
import { PageHeader } from '../../ui/page-header';
import { Loading } from '../../ui/spinner';
import {
  adminDisputesKey,
  adminDisputesQueryOptions,
  decideDispute,
  disputeMessagesQueryOptions,
  type DisputeTab,
} from './api/disputes';
import { requireAdmin } from './admin-page';
import styles from './disputes.module.css';

const tabParam = (v: string | null): DisputeTab => (v === 'decided' ? 'decided' : 'open');

/** Admins only: everyone else, visitors included, gets the not-found page (as the API answers them 404). */
export async function loader(ctx: AppContext, { request }: { request: Request }) {
  await requireAdmin(ctx);
  const tab = tabParam(new URL(request.url).searchParams.get('status'));
  await ctx.queryClient.prefetchQuery(adminDisputesQueryOptions(ctx.api, tab));
  return null;
}

export { AdminErrorBoundary as ErrorBoundary } from './admin-page';

const TABS: ReadonlyArray<{ id: DisputeTab; label: string }> = [
  { id: 'open', label: 'Open' },
  { id: 'decided', label: 'Decided' },
];

/** The resolution centre: disputed orders, everything both parties did and said, and the admin's decision. */
export default function DisputesPage() {
  const api = useApi();
  const me = useCurrentUser();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const tab = tabParam(params.get('status'));
  const query = useQuery({ ...adminDisputesQueryOptions(api, tab), enabled: Boolean(me?.isAdmin) });
  // A party's new message, delivery or refund confirmation arrives on the live socket.
  useLiveEvent('order', () => void queryClient.invalidateQueries({ queryKey: adminDisputesKey }));
  if (!me?.isAdmin) return <NotFoundPage />;
  const list = query.data ?? [];

  return (
    <main id="main" className={`page ${styles.page}`}>
      <Meta title="Disputes" description="Decide disputed orders." />
      <PageHeader icon={Scale} title="Disputes" subtitle="Look at what happened, then release, refund or split." />
      <FilterPills
        label="Show disputes"
        items={TABS}
        value={tab}
        onChange={(next) => setParams(next === 'open' ? {} : { status: next }, { replace: true })}
      />
      {query.isError ? (
        <Notice tone="error">{errorMessage(query.error, 'Could not load the disputes. Please try again.')}</Notice>
      ) : query.isPending ? (
        <Loading label="Loading disputes…" />
      ) : list.length === 0 ? (
        <Card>
          <p className={styles.muted}>{tab === 'open' ? 'No open disputes.' : 'No decided disputes yet.'}</p>
        </Card>
      ) : (
        <ul className={styles.list} aria-label={tab === 'open' ? 'Open disputes' : 'Decided disputes'}>
          {list.map((d) => (
            <li key={d.order._id}>
              <DisputeCard dispute={d} />
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}

const OUTCOME_TEXT: Record<TDisputeOutcome, string> = {
  release: 'Released to the seller',
  refund: 'Refunded to the buyer in full',
  split: 'Split between the parties',
};

function DisputeCard({ dispute: { order } }: { dispute: TAdminDispute }) {
  const titleId = useId();
  const d = order.dispute;
  // Every delivery's files, each once (a redelivery may carry a file again).
  const files = [...new Set(order.timeline.flatMap((e) => e.files ?? []))];
  return (
    <Card className={styles.card}>
      <article aria-labelledby={titleId}>
        <header className={styles.head}>
          <div>
            <h2 id={titleId} className={styles.title}>
              {order.title}
            </h2>
            <p className={styles.muted}>
              {formatRupees(order.price)} · ordered on {formatDate(order.createdAt)} · {order.statusLabel}
            </p>
          </div>
        </header>
        <div className={styles.parties}>
          <OrderParty role="Buyer" party={order.buyer} avatarSize={32} />
          <OrderParty role="Seller" party={order.seller} avatarSize={32} />
        </div>
        {d && (
          <div className={styles.reason}>
            <p className={styles.strong}>
              Opened by {d.by === 'system' ? 'GigBazaar' : `the ${d.by}`} on {formatDateTime(d.openedAt)}
            </p>
            <p className={styles.quote}>“{d.reason}”</p>
            {d.decidedAt && d.outcome && (
              <>
                <p className={styles.strong}>
                  Decided on {formatDateTime(d.decidedAt)}: {OUTCOME_TEXT[d.outcome]}
                  {order.refundedAmount > 0 && ` (${formatRupees(order.refundedAmount)} refunded)`}
                </p>
                {d.note && <p className={styles.quote}>“{d.note}”</p>}
              </>
            )}
          </div>
        )}
        <div className={styles.columns}>
          <section aria-label="Order history">
            <h3 className={styles.h3}>Timeline</h3>
            <OrderTimeline events={order.timeline} label={`History of ${order.title}`} />
          </section>
          <div className={styles.side}>
            <section>
              <h3 className={styles.h3}>Delivered files</h3>
              {files.length > 0 ? <DeliveryFiles files={files} /> : <p className={styles.muted}>Nothing delivered.</p>}
            </section>
            <Conversation order={order} />
          </div>
        </div>
        {order.status === 'disputed' && !d?.decidedAt && <Decision order={order} />}
      </article>
    </Card>
  );
}

/**
 * What the parties wrote to each other, loaded only when the admin asks for it: it is private, and opening it is
 * written to the audit log. Oldest first, 50 at a time, with the later ones on demand.
 */
function Conversation({ order }: { order: TOrderWithTimeline }) {
  const api = useApi();
  const id = useId();
  const [shown, setShown] = useState(false);
  const query = useInfiniteQuery({ ...disputeMessagesQueryOptions(api, order._id), enabled: shown, retry: false });
  const list = query.data?.pages.flatMap((p) => p.items) ?? [];
  const name = (userId: string) =>
    userId === order.buyerId
      ? `${order.buyer?.username ?? 'Buyer'} (buyer)`
      : userId === order.sellerId
        ? `${order.seller?.username ?? 'Seller'} (seller)`
        : 'Someone else';
  return (
    <section aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.h3}>
        Conversation
      </h3>
      {!shown ? (
        <>
          <p className={styles.muted}>
            Private between the buyer and the seller. Opening it is noted in the audit log.
          </p>
          <Button variant="secondary" size="small" className={styles.show} onClick={() => setShown(true)}>
            <MessagesSquare size={16} aria-hidden="true" /> Show their conversation
          </Button>
        </>
      ) : query.isPending ? (
        <Loading label="Loading the conversation…" />
      ) : query.isError ? (
        <Notice tone="error">{errorMessage(query.error, 'Could not load the conversation.')}</Notice>
      ) : list.length === 0 ? (
        <p className={styles.muted} data-testid="dispute-conversation-empty">
          They have not written to each other on GigBazaar.
        </p>
      ) : (
        <>
          <ol
            className={styles.messages}
            aria-label="Their messages, oldest first"
            data-testid="dispute-conversation"
            // A scrolling box: focusable, so a keyboard can scroll it.
            tabIndex={0}
          >
            {list.map((m) => (
              <li key={m._id} className={styles.message} data-from={m.userId === order.sellerId ? 'seller' : 'buyer'}>
                <p className={styles.meta}>
                  {name(m.userId)} · <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
                </p>
                <p className={styles.quote}>{m.desc}</p>
              </li>
            ))}
          </ol>
          {query.hasNextPage && (
            <Button
              variant="ghost"
              size="small"
              className={styles.show}
              onClick={() => void query.fetchNextPage()}
              busy={query.isFetchingNextPage}
              aria-busy={query.isFetchingNextPage || undefined}
            >
              {query.isFetchingNextPage ? 'Loading…' : 'Show later messages'}
            </Button>
          )}
        </>
      )}
    </section>
  );
}

const OUTCOMES: ReadonlyArray<{ id: TDisputeOutcome; label: string }> = [
  { id: 'release', label: 'Release to the seller' },
  { id: 'refund', label: 'Refund the buyer in full' },
  { id: 'split', label: 'Split (a partial refund)' },
];

/** "12.5" → 12.5; anything that is not a positive amount of rupees with at most two decimals → null. */
function rupees(value: string): number | null {
  const v = value.trim();
  if (!/^\d+(?:\.\d{1,2})?$/.test(v)) return null;
  return Number(v);
}

function Decision({ order }: { order: TOrderWithTimeline }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const id = useId();
  const [outcome, setOutcome] = useState<TDisputeOutcome | null>(null);
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ outcome?: string; amount?: string; note?: string }>({});
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const refund = outcome === 'split' ? rupees(amount) : null;

  const summary =
    outcome === 'release'
      ? `${formatRupees(order.price)} is released to ${order.seller?.username ?? 'the seller'}.`
      : outcome === 'refund'
        ? `${order.buyer?.username ?? 'The buyer'} is refunded ${formatRupees(order.price)} in full.`
        : refund !== null
          ? `${order.buyer?.username ?? 'The buyer'} is refunded ${formatRupees(refund)}; the rest, ${formatRupees(
              Math.round((order.price - refund) * 100) / 100,
            )}, is released to ${order.seller?.username ?? 'the seller'}.`
          : '';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (!outcome) next.outcome = 'Choose a decision.';
    if (outcome === 'split' && (refund === null || refund <= 0 || refund >= order.price)) {
      next.amount = ORDER_RULE_MSG.refundTooLarge;
    }
    if (!note.trim()) next.note = 'A note is required.';
    setErrors(next);
    setError(null);
    if (Object.keys(next).length === 0) setConfirming(true);
  };

  const onConfirm = async () => {
    if (!outcome || sending) return;
    setSending(true);
    try {
      await decideDispute(api, order._id, {
        outcome,
        note: note.trim(),
        ...(outcome === 'split' && refund !== null ? { refundAmount: refund } : {}),
      });
      toast.success(`Decided: ${summary} Both parties have been told.`);
      setConfirming(false);
      await queryClient.invalidateQueries({ queryKey: adminDisputesKey });
    } catch (e) {
      setConfirming(false);
      if (e instanceof ApiError && e.fields?.refundAmount) setErrors({ amount: e.fields.refundAmount });
      else if (e instanceof ApiError && e.fields?.note) setErrors({ note: e.fields.note });
      else setError(errorMessage(e, 'Something went wrong. Please try again.'));
      await queryClient.invalidateQueries({ queryKey: adminDisputesKey });
    } finally {
      setSending(false);
    }
  };

  return (
    <form className={styles.decision} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.h3}>
        Decide
      </h3>
      <fieldset className={styles.outcomes} aria-describedby={errors.outcome ? `${id}-outcome-error` : undefined}>
        <legend className="visually-hidden">Decision</legend>
        {OUTCOMES.map((o) => (
          <label key={o.id} className={styles.outcome}>
            <input
              type="radio"
              name={`${id}-outcome`}
              value={o.id}
              checked={outcome === o.id}
              onChange={() => setOutcome(o.id)}
            />
            {o.label}
          </label>
        ))}
        {errors.outcome && (
          <span id={`${id}-outcome-error`} className={styles.error} role="alert">
            {errors.outcome}
          </span>
        )}
      </fieldset>
      {outcome === 'split' && (
        <TextField
          label="Refund to the buyer (₹)"
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          hint={`More than ₹0 and less than ${formatRupees(order.price)}; the rest goes to the seller.`}
          error={errors.amount}
        />
      )}
      <TextArea
        label="Note to both parties"
        rows={3}
        maxLength={2000}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        hint="Both the buyer and the seller receive it with the decision."
        error={errors.note}
        required
      />
      {error && <Notice tone="error">{error}</Notice>}
      <div>
        <Button type="submit">Decide…</Button>
      </div>
      {confirming && outcome && (
        <Modal open onClose={() => setConfirming(false)} title="Confirm the decision" role="alertdialog" size="small">
          <div className={styles.confirm}>
            <p className={styles.strongText}>{OUTCOMES.find((o) => o.id === outcome)!.label}</p>
            <p>{summary}</p>
            <p className={styles.muted}>This cannot be undone. Both parties receive your note.</p>
            <div className={styles.confirmButtons}>
              <Button variant="ghost" onClick={() => setConfirming(false)} disabled={sending}>
                Go back
              </Button>
              <Button onClick={() => void onConfirm()} busy={sending}>
                {sending ? 'Deciding…' : 'Confirm decision'}
              </Button>
            </div>
          </div>
        </Modal>
      )}
    </form>
  );
}
