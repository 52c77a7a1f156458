import { Link } from 'react-router';
import { DELETED_USER_NAME } from '@gigbazaar/shared/constants';
import type { TOrderParty } from '@gigbazaar/shared/schemas/orders';
import { paths } from '../lib/paths';
import { Avatar } from '../ui/avatar';
import styles from './order-party.module.css';

/**
 * "Buyer: ananya" with their picture, on an order card, the order page and a dispute: their profile link, or the
 * name alone once the account is closed or gone (there is no profile to open).
 */
export function OrderParty({
  role,
  party,
  avatarSize = 24,
}: {
  role: 'Buyer' | 'Seller';
  party: TOrderParty | null;
  avatarSize?: number;
}) {
  const gone = !party || party.username === DELETED_USER_NAME;
  return (
    <p className={styles.party}>
      <Avatar src={party?.img ?? null} alt="" size={avatarSize} />
      <span className={styles.role}>{role}:</span>
      {gone ? (
        <span>{party?.username || 'Unknown User'}</span>
      ) : (
        <Link to={paths.profile(party.username)}>{party.username}</Link>
      )}
    </p>
  );
}
