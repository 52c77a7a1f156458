import { useQuery } from '@tanstack/react-query';
import { BadgeCheck } from 'lucide-react';
import { useApi } from '../../../../app/app-context';
import { ordersQueryOptions } from '../../../../lib/queries/orders';
import styles from './reviews.module.css';

/**
 * Tells a buyer who ordered this gig that their review will carry "Verified purchase" (the server decides the mark
 * from the same orders when it lists reviews).
 */
export function VerifiedPurchaseNote({ gigId, userId }: { gigId: string; userId: string | null }) {
  const api = useApi();
  const orders = useQuery({ ...ordersQueryOptions(api, 'all'), enabled: Boolean(userId) });
  const bought = orders.data?.some((o) => o.gigId === gigId && o.buyerId === userId);
  if (!bought) return null;
  return (
    <p className={styles.verifiedNote} data-testid="verified-purchase-note">
      <BadgeCheck size={16} aria-hidden="true" /> Verified purchase: you ordered this gig, so your review will carry the
      mark.
    </p>
  );
}
