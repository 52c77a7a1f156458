import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { TIMINGS } from '@gigbazaar/shared/constants';
import { formatRupees } from '@gigbazaar/shared/rules/money';
import { ORDER_MSG } from '@gigbazaar/shared/schemas/orders-constants';
import type { TOrder } from '@gigbazaar/shared/schemas/orders';
import { useApi, type AppContext } from '../../app/app-context';
import { requireUser } from '../../app/guards';
import { Meta } from '../../app/meta';
import { errorMessage } from '../../lib/api';
import { paths } from '../../lib/paths';
import { ButtonLink } from '../../ui/button';
import { Card } from '../../ui/card';
import { Notice } from '../../ui/notice';
import { Loading } from '../../ui/spinner';
import { ordersKey } from '../../lib/queries/orders';
import { confirmPaymentIntent } from './api';
import styles from './success.module.css';

export async function loader(ctx: AppContext, { request }: { request: Request }) {
  await requireUser(ctx, request);
  return null;
}

const REDIRECT_SECONDS = Math.round(TIMINGS.paymentSuccessRedirectMs / 1000);

/** Success: confirms the payment (PUT /orders), says so, and goes to /orders after 5 seconds. */
export default function SuccessPage() {
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const paymentIntent = params.get('payment_intent') ?? '';
  const [order, setOrder] = useState<TOrder | null>(null);
  const [error, setError] = useState<string | null>(paymentIntent ? null : 'No payment to confirm.');
  const [left, setLeft] = useState(REDIRECT_SECONDS);
  const started = useRef(false);

  useEffect(() => {
    if (!paymentIntent || started.current) return;
    started.current = true;
    confirmPaymentIntent(api, paymentIntent)
      .then((o) => {
        setOrder(o);
        void queryClient.invalidateQueries({ queryKey: ordersKey });
      })
      .catch((e: unknown) => setError(errorMessage(e, ORDER_MSG.verificationFailed)));
  }, [api, paymentIntent, queryClient]);

  useEffect(() => {
    if (!order) return;
    const timer = setInterval(() => setLeft((s) => Math.max(0, s - 1)), 1000);
    // Replace, not push: Back from /orders must not return here (this page would only send the buyer forward again).
    const go = setTimeout(() => void navigate(paths.orders(), { replace: true }), TIMINGS.paymentSuccessRedirectMs);
    return () => {
      clearInterval(timer);
      clearTimeout(go);
    };
  }, [order, navigate]);

  return (
    <main id="main" className={`page ${styles.page}`}>
      <Meta title="Payment successful" />
      <Card className={styles.card}>
        {error ? (
          <>
            <Notice tone="error">{error}</Notice>
            <ButtonLink to={paths.orders()} variant="secondary">
              Go to your orders
            </ButtonLink>
          </>
        ) : !order ? (
          <Loading label="Confirming your payment…" />
        ) : (
          <div role="status" className={styles.done}>
            <CheckCircle2 size={56} aria-hidden="true" className={styles.icon} />
            <h1 className={styles.title}>Payment successful!</h1>
            <p>
              Your order for <strong>{order.title}</strong> ({formatRupees(order.price)}) has been placed. The payment
              is held in escrow until you approve the work.
            </p>
            <p className={styles.muted}>
              Payment id <code>{order.payment_intent}</code>
            </p>
            <p className={styles.muted}>
              Taking you to your orders in {left} second{left === 1 ? '' : 's'}… <Link to={paths.orders()}>Go now</Link>
            </p>
          </div>
        )}
      </Card>
    </main>
  );
}
