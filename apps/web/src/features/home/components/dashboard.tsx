import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight, Bell, MessageSquare, Package, Wallet, type LucideIcon } from 'lucide-react';
import type { TCurrentUser } from '@gigbazaar/shared/schemas/auth';
import { paths } from '../../../lib/paths';
import { Avatar } from '../../../ui/avatar';
import styles from './dashboard.module.css';

/**
 * The signed-in home dashboard (spec 1 §2). Latest Message and Latest Order show their empty states
 * until the conversations and orders screens land; Notifications and Payouts are "Coming Soon".
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
          <p className={styles.empty}>No messages yet</p>
        </DashboardCard>
        <DashboardCard icon={Package} title="Latest Order" viewAll={{ to: paths.orders(), what: 'orders' }}>
          <p className={styles.empty}>No orders yet</p>
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
