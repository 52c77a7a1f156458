import { useQuery } from '@tanstack/react-query';
import { BadgeCheck } from 'lucide-react';
import { useApi } from '../../../../app/app-context';
import { gigOrdersQueryOptions } from '../../../../lib/queries/orders';
import { vouchesForPurchase } from '@gigbazaar/shared/rules/order-lifecycle';
import styles from './reviews.module.css';

/**
 * Tells a buyer who ordered this gig that their review will carry "Verified purchase". It asks for this gig's orders
 * alone (a buyer's newest page of orders may not reach back to it) and applies the server's rule: an order refunded
 * in full vouches for nothing.
 */
export function VerifiedPurchaseNote({ gigId, userId }: { gigId: string; userId: string | null }) {
  const api = useApi();
  const orders = useQuery({ ...gigOrdersQueryOptions(api, gigId), enabled: Boolean(userId) });
  const bought = orders.data?.some((o) => o.buyerId === userId && vouchesForPurchase(o.status));
  if (!bought) return null;
  return (
    <p className={styles.verifiedNote} data-testid="verified-purchase-note">
      <BadgeCheck size={16} aria-hidden="true" /> Verified purchase: you ordered this gig, so your review will carry the
      mark.
    </p>
  );
}
