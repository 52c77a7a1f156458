import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight, Bell, MessageSquare, Package, Wallet, type LucideIcon } from 'lucide-react';
import type { TCurrentUser } from '@gigbazaar/shared/schemas/auth';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { imageVariant } from '@gigbazaar/shared/rules/images';
import { formatRupees } from '@gigbazaar/shared/rules/money';
import { useApi } from '../../../app/app-context';
import { useLiveEvent } from '../../../app/live';
import { paths } from '../../../lib/paths';
import { ordersKey, ordersQueryOptions } from '../../../lib/queries/orders';
import { LIMITS } from '@gigbazaar/shared/constants';
import { shortRelativeTime } from '@gigbazaar/shared/rules/relative-time';
import { truncateChars } from '@gigbazaar/shared/rules/text';
import { useNow } from '../../../hooks/use-now';
import { applyConversationState, conversationsQueryOptions } from '../../../lib/queries/conversations';
import { Avatar } from '../../../ui/avatar';
import styles from './dashboard.module.css';

/**
 * The signed-in home dashboard: the newest conversation and order, each linking to its screen;
 * Notifications and Payouts are "Coming Soon".
 */
export function Dashboard({ user }: { user: TCurrentUser }) {
  return (
    <section className={styles.dashboard} aria-labelledby="home-dashboard-title" data-testid="home-dashboard">
      <h2 id="home-dashboard-title" className="visually-hidden">
        Your dashboard
      </h2>

      <div className={`${styles.card} ${styles.welcome}`}>
        <Link
          to={paths.profile(user.username)}
          className={styles.avatarLink}
          aria-label={`Your profile (${user.username})`}
        >
          <Avatar src={user.img} alt="" size={64} />
        </Link>
        <div className={styles.welcomeText}>
          <p className={styles.welcomeTitle}>Welcome back, {user.username}</p>
          <p className={styles.welcomeHint}>Here’s a quick look at your account.</p>
        </div>
        <Link to={paths.profile(user.username)} className={styles.profileLink}>
          View profile
          <ArrowRight size={16} aria-hidden="true" />
        </Link>
      </div>

      <div className={styles.grid}>
        <DashboardCard icon={MessageSquare} title="Latest Message" viewAll={{ to: paths.messages(), what: 'messages' }}>
          <LatestMessage />
        </DashboardCard>
        <DashboardCard icon={Package} title="Latest Order" viewAll={{ to: paths.orders(), what: 'orders' }}>
          <LatestOrder userId={user._id} />
        </DashboardCard>
        <DashboardCard icon={Bell} title="Notifications">
          <p className={styles.soon}>Coming Soon</p>
        </DashboardCard>
        <DashboardCard icon={Wallet} title="Payouts">
          <p className={styles.soon}>Coming Soon</p>
        </DashboardCard>
      </div>
    </section>
  );
}

/** The newest conversation: who, the first 100 characters of its last message, and when. */
function LatestMessage() {
  const api = useApi();
  const queryClient = useQueryClient();
  const query = useQuery(conversationsQueryOptions(api));
  const now = useNow(30_000);
  useLiveEvent('conversation', (state) => applyConversationState(queryClient, api, state));
  if (query.isPending) return <p className={styles.empty}>Loading…</p>;
  const latest = query.data?.find((c) => c.lastMessage);
  if (!latest) return <p className={styles.empty}>No messages yet</p>;
  return (
    <Link to={paths.message(latest.id)} className={styles.latest} data-testid="latest-message">
      <Avatar src={latest.other.img} alt="" size={40} />
      <span className={styles.latestText}>
        <span className={styles.latestTitle}>{latest.other.username}</span>
        <span className={styles.latestMeta}>
          {truncateChars(latest.lastMessage ?? '', LIMITS.dashboardPreviewChars)}
        </span>
        <span className={styles.latestMeta}>{now ? `${shortRelativeTime(latest.lastMessageTime, now)} ago` : ''}</span>
      </span>
    </Link>
  );
}

/** The newest order, "Ordered by: …" to its seller or "You ordered from: …" to its buyer. */
function LatestOrder({ userId }: { userId: string }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const query = useQuery(ordersQueryOptions(api, 'all'));
  useLiveEvent('order', () => void queryClient.invalidateQueries({ queryKey: ordersKey }));
  if (query.isPending) return <p className={styles.empty}>Loading…</p>;
  const order = query.data?.[0];
  if (!order) return <p className={styles.empty}>No orders yet</p>;
  const asSeller = order.sellerId === userId;
  const other = (asSeller ? order.buyer : order.seller)?.username || 'Unknown User';
  return (
    <Link to={paths.gig(order.gigId)} className={styles.latest} data-testid="latest-order">
      <img src={imageVariant(order.img, 480)} alt="" width={64} height={43} className={styles.latestImg} />
      <span className={styles.latestText}>
        <span className={styles.latestTitle}>{order.title}</span>
        <span className={styles.latestMeta}>{asSeller ? `Ordered by: ${other}` : `You ordered from: ${other}`}</span>
        <span className={styles.latestPrice}>{formatRupees(order.price)}</span>
      </span>
    </Link>
  );
}

function DashboardCard({
  icon: Icon,
  title,
  viewAll,
  children,
}: {
  icon: LucideIcon;
  title: string;
  viewAll?: { to: string; what: string };
  children: ReactNode;
}) {
  return (
    <article className={styles.card}>
      <header className={styles.cardHeader}>
        <span className={styles.cardIcon} aria-hidden="true">
          <Icon size={20} />
        </span>
        <h3 className={styles.cardTitle}>{title}</h3>
        {viewAll && (
          <Link to={viewAll.to} className={styles.viewAll}>
            View All<span className="visually-hidden"> {viewAll.what}</span>
          </Link>
        )}
      </header>
      <div className={styles.cardBody}>{children}</div>
    </article>
  );
}
