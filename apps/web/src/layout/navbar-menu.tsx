import type { KeyboardEvent } from 'react';
import { NavLink } from 'react-router';
import {
  ArrowLeftRight,
  Briefcase,
  Flag,
  IndianRupee,
  Landmark,
  MailWarning,
  MessageSquare,
  Package,
  Plus,
  Scale,
  ScrollText,
  Settings,
  ShieldCheck,
  Undo2,
  User,
  type LucideIcon,
} from 'lucide-react';
import type { TCurrentUser } from '@gigbazaar/shared/schemas/auth';
import { paths } from '../lib/paths';
import styles from './navbar.module.css';

/** The navigation bar's menus: what they list, and how the keyboard moves through them. */
export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
}

/** The profile menu's links: sellers also get My Gigs, Add New Gig and Earnings, admins their tools (seller applications, mail, reports, disputes, finance, audit log). */
export function accountItems(user: TCurrentUser): NavItem[] {
  return [
    { label: 'Profile', to: paths.profile(user.username), icon: User },
    ...(user.isSeller
      ? [
          { label: 'My Gigs', to: paths.myGigs(), icon: Briefcase },
          { label: 'Add New Gig', to: paths.addGig(), icon: Plus },
          { label: 'Earnings', to: paths.earnings(), icon: IndianRupee },
        ]
      : []),
    { label: 'Orders', to: paths.orders(), icon: Package },
    { label: 'Messages', to: paths.messages(), icon: MessageSquare },
    { label: 'Settings', to: paths.settings(), icon: Settings },
    ...(user.isAdmin
      ? [
          { label: 'Seller applications', to: paths.adminSellerApplications(), icon: ShieldCheck },
          { label: 'Outgoing mail', to: paths.adminMail(), icon: MailWarning },
          { label: 'Seller transfers', to: paths.adminTransfers(), icon: ArrowLeftRight },
          { label: 'Reports', to: paths.adminReports(), icon: Flag },
          { label: 'Disputes', to: paths.adminDisputes(), icon: Scale },
          { label: 'Refunds', to: paths.adminRefunds(), icon: Undo2 },
          { label: 'Finance', to: paths.adminFinance(), icon: Landmark },
          { label: 'Audit log', to: paths.adminAudit(), icon: ScrollText },
        ]
      : []),
  ];
}

export const menuFocusables = (root: HTMLElement) =>
  Array.from(root.querySelectorAll<HTMLElement>('a[href], button:not([disabled])'));

/** Arrow keys, Home and End move between a menu's links and buttons (Tab still works as usual). */
export function onMenuKeyDown(event: KeyboardEvent<HTMLElement>) {
  const items = menuFocusables(event.currentTarget);
  if (items.length === 0) return;
  const index = items.indexOf(document.activeElement as HTMLElement);
  let next: number | null = null;
  if (event.key === 'ArrowDown') next = index < 0 ? 0 : (index + 1) % items.length;
  else if (event.key === 'ArrowUp') next = index < 0 ? items.length - 1 : (index - 1 + items.length) % items.length;
  else if (event.key === 'Home') next = 0;
  else if (event.key === 'End') next = items.length - 1;
  if (next === null) return;
  event.preventDefault();
  items[next].focus();
}

export function MenuLink({ item }: { item: NavItem }) {
  const Icon = item.icon;
  return (
    <NavLink to={item.to} end className={({ isActive }) => cx(styles.menuItem, isActive && styles.menuItemActive)}>
      <Icon size={18} aria-hidden="true" />
      {item.label}
    </NavLink>
  );
}

export function cx(...names: Array<string | false | null | undefined>) {
  return names.filter(Boolean).join(' ');
}
