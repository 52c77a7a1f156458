import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ChevronDown, Lock, ShieldCheck } from 'lucide-react';
import { commissionPaise, commissionPercent } from '@gigbazaar/shared/rules/commission';
import { imageVariant } from '@gigbazaar/shared/rules/images';
import { formatRupees, paiseToRupees, rupeesToPaise } from '@gigbazaar/shared/rules/money';
import { agoInWords } from '@gigbazaar/shared/rules/relative-time';
import { ORDER_MSG } from '@gigbazaar/shared/schemas/orders-constants';
import { useApi, type AppContext } from '../../app/app-context';
import { requireUser, statusOfPrefetched } from '../../app/guards';
import { Meta } from '../../app/meta';
import { useCurrentUser } from '../../app/session';
import { ApiError, errorMessage } from '../../lib/api';
import { paths } from '../../lib/paths';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Notice } from '../../ui/notice';
import { Loading } from '../../ui/spinner';
import { gigQueryOptions } from '../../lib/queries/gig';
import { ordersQueryOptions } from '../../lib/queries/orders';
import { confirmPayment, createPaymentOrder } from './api';
import { loadCheckout, openCheckout } from './checkout';
import styles from './pay.module.css';

export async function loader(ctx: AppContext, { request, params }: LoaderFunctionArgs) {
  await requireUser(ctx, request);
  const gig = gigQueryOptions(ctx.api, params.id ?? '');
  await Promise.all([
    ctx.queryClient.prefetchQuery(gig),
    ctx.queryClient.prefetchQuery(ordersQueryOptions(ctx.api, 'all')),
  ]);
  return statusOfPrefetched(ctx, gig.queryKey);
}

/** How recent an order of the same gig must be for the Pay page to ask before a second payment. */
const RECENT_ORDER_MS = 24 * 60 * 60 * 1000;

/** The service agreement on the Pay page: five terms and the development notice. */
const TERMS = [
  'The seller delivers the service described on the gig page within its stated delivery time and revisions.',
  'Your payment is held in escrow by GigBazaar and released to the seller when you approve the work, or automatically 7 days after the seller marks it complete unless you raise a dispute.',
  'GigBazaar keeps a platform commission from the seller’s share; the price you see is the full price you pay.',
  'Communication and delivery stay on GigBazaar; sharing personal contact or payment details is not allowed.',
  'Refunds, full or partial, follow the Cancellation/Refund Policy after a review of the order by the moderation team.',
];

/**
 * Pay (docs/product-rules.md "Payments"): terms, agreement, the summary with commission, then the gateway's checkout.
 */
export default function PayPage() {
  const { id = '' } = useParams();
  const api = useApi();
  const me = useCurrentUser();
  const navigate = useNavigate();
  const gig = useQuery(gigQueryOptions(api, id));
  const orders = useQuery({ ...ordersQueryOptions(api, 'all'), enabled: Boolean(me) });
  const [termsOpen, setTermsOpen] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const proceedButton = useRef<HTMLButtonElement>(null);

  if (gig.isPending) {
    return (
      <main id="main" className={`page ${styles.page}`}>
        <Loading label="Loading the gig…" />
      </main>
    );
  }
  if (gig.isError || !gig.data) {
    return (
      <main id="main" className={`page ${styles.page}`}>
        <Meta title="Pay" />
        <h1 className={styles.heading}>
          {gig.error instanceof ApiError && gig.error.status === 404 ? 'Gig not found' : 'Checkout'}
        </h1>
        <Notice tone="error">{ORDER_MSG.gigError}</Notice>
        <p>
          <Link to={paths.explore()}>Browse other gigs</Link>
        </p>
      </main>
    );
  }
  const g = gig.data;
  const pricePaise = rupeesToPaise(g.price);
  const percent = commissionPercent(g.cat);
  const commission = commissionPaise(pricePaise, percent);
  const ownGig = me?._id === g.userId;
  // Back to this page right after paying (or a second tab) must not look like a gig never bought.
  const recentOrder = orders.data?.find(
    (o) => o.gigId === g._id && o.buyerId === me?._id && Date.now() - Date.parse(o.createdAt) < RECENT_ORDER_MS,
  );

  /**
   * The checkout closed without paying (dismissed, or the payment failed): the button is enabled again at once
   * and takes focus back, where the gateway's dialog tried to return it while the button was still disabled.
   */
  const checkoutClosed = (message: string | null) => {
    flushSync(() => {
      setBusy(false);
      setError(message);
    });
    proceedButton.current?.focus();
  };

  const proceed = async () => {
    setError(null);
    if (!me) return setError(ORDER_MSG.userNotFound);
    if (!agreed) return setError(ORDER_MSG.agreeTerms);
    setBusy(true);
    let created;
    try {
      created = await createPaymentOrder(api, g._id, pricePaise);
      await loadCheckout(created.provider);
    } catch (e) {
      setBusy(false);
      return setError(
        ORDER_MSG.initiatingFailed(errorMessage(e, e instanceof Error ? e.message : 'Please try again.')),
      );
    }
    try {
      openCheckout(
        {
          key: created.keyId,
          amount: created.amount,
          currency: created.currency,
          name: 'GigBazaar',
          description: g.title,
          order_id: created.id,
          prefill: { name: me.username, email: me.email },
          theme: { color: '#0f766e' },
          handler: (proof) => {
            confirmPayment(api, created.id, proof)
              // Replace: Back from the success page returns to the gig, not to a checkout already paid.
              .then((order) =>
                navigate(`${paths.success()}?payment_intent=${encodeURIComponent(order.payment_intent)}`, {
                  replace: true,
                }),
              )
              .catch(() => {
                setBusy(false);
                setError(ORDER_MSG.verificationFailed);
              });
          },
          modal: { ondismiss: () => checkoutClosed(null) },
        },
        (failure) =>
          checkoutClosed(ORDER_MSG.paymentFailed(failure.error.description || 'The payment did not go through.')),
      );
    } catch (e) {
      setBusy(false);
      setError(ORDER_MSG.initiatingFailed(e instanceof Error ? e.message : 'Please try again.'));
    }
  };

  return (
    <main id="main" className={`page ${styles.page}`}>
      <Meta title={`Pay for ${g.title}`} />
      <h1 className={styles.heading}>
        <Lock size={22} aria-hidden="true" /> Checkout
      </h1>
      <div className={styles.layout}>
        <section className={styles.main} aria-labelledby="pay-terms-title">
          <Card className={styles.terms}>
            <button
              type="button"
              className={styles.termsToggle}
              aria-expanded={termsOpen}
              aria-controls="pay-terms"
              onClick={() => setTermsOpen((v) => !v)}
            >
              <span id="pay-terms-title">Terms and Conditions</span>
              <ChevronDown size={20} aria-hidden="true" className={termsOpen ? styles.chevronOpen : styles.chevron} />
            </button>
            <div id="pay-terms" hidden={!termsOpen} className={styles.termsBody}>
              <h2 className={styles.subheading}>Service agreement</h2>
              <ol className={styles.termsList}>
                {TERMS.map((t) => (
                  <li key={t}>{t}</li>
                ))}
              </ol>
              <p className={styles.devNotice}>
                <strong>Development notice:</strong> GigBazaar is still in development. Features and policies may
                change; see our <Link to={paths.terms()}>Terms</Link> and{' '}
                <Link to={paths.refund()}>Cancellation/Refund Policy</Link>.
              </p>
            </div>
          </Card>
          {recentOrder && !ownGig && (
            <Notice tone="info">
              You ordered this gig {agoInWords(recentOrder.createdAt)} — <Link to={paths.orders()}>view the order</Link>
              . Paying again places a second order.
            </Notice>
          )}
          <label className={styles.agree}>
            <input
              type="checkbox"
              checked={agreed}
              onChange={(e) => {
                setAgreed(e.target.checked);
                setError(null);
              }}
            />
            <span>I have read and agree to the Terms and Conditions.</span>
          </label>
          {error && <Notice tone="error">{error}</Notice>}
          {ownGig ? (
            <Notice tone="info">This is your own gig, so you cannot order it.</Notice>
          ) : (
            <Button block onClick={() => void proceed()} busy={busy} ref={proceedButton}>
              {busy ? 'Processing…' : 'Proceed to Payment'}
            </Button>
          )}
          <p className={styles.secure}>
            <ShieldCheck size={16} aria-hidden="true" /> Your payment is held in escrow until you approve the work.
          </p>
        </section>
        <aside className={styles.summary} aria-labelledby="pay-summary-title">
          <Card>
            <h2 id="pay-summary-title" className={styles.subheading}>
              Order summary
            </h2>
            <img className={styles.cover} src={imageVariant(g.cover, 480)} alt="" width={480} height={320} />
            <p className={styles.gigTitle}>
              <Link to={paths.gig(g._id)}>{g.title}</Link>
            </p>
            <dl className={styles.lines}>
              <div>
                <dt>Gig price</dt>
                <dd>{formatRupees(g.price)}</dd>
              </div>
              <div>
                <dt>Platform commission ({percent}%, from the seller’s share)</dt>
                <dd>{formatRupees(paiseToRupees(commission))}</dd>
              </div>
              <div className={styles.total}>
                <dt>You pay</dt>
                <dd>{formatRupees(g.price)}</dd>
              </div>
            </dl>
          </Card>
        </aside>
      </div>
    </main>
  );
}
