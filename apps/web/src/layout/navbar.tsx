import {
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { Link, NavLink } from 'react-router';
import {
  Briefcase,
  ChevronDown,
  Compass,
  LogIn,
  LogOut,
  MailWarning,
  Menu,
  MessageSquare,
  Moon,
  Package,
  Plus,
  Settings,
  ShieldCheck,
  Store,
  Sun,
  User,
  UserPlus,
  X,
  type LucideIcon,
} from 'lucide-react';
import type { TCurrentUser } from '@gigbazaar/shared/schemas/auth';
import { useCurrentUser } from '../app/session';
import { useDarkMode } from '../app/dark-mode';
import { paths } from '../lib/paths';
import { Avatar } from '../ui/avatar';
import { Logo } from './logo';
import { useLogout } from './use-logout';
import styles from './navbar.module.css';

type OpenMenu = 'account' | 'mobile' | null;

interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
}

/** Stable ids: aria-controls targets, and handles for tests. */
export const ACCOUNT_MENU_ID = 'nav-account-menu';
export const MOBILE_MENU_ID = 'nav-mobile-menu';

/** The profile menu's links (spec 1 §2): sellers also get My Gigs and Add New Gig. */
function accountItems(user: TCurrentUser): NavItem[] {
  return [
    { label: 'Profile', to: paths.profile(user.username), icon: User },
    ...(user.isSeller
      ? [
          { label: 'My Gigs', to: paths.myGigs(), icon: Briefcase },
          { label: 'Add New Gig', to: paths.addGig(), icon: Plus },
        ]
      : []),
    { label: 'Orders', to: paths.orders(), icon: Package },
    { label: 'Messages', to: paths.messages(), icon: MessageSquare },
    { label: 'Settings', to: paths.settings(), icon: Settings },
    ...(user.isAdmin
      ? [
          { label: 'Seller applications', to: paths.adminSellerApplications(), icon: ShieldCheck },
          { label: 'Outgoing mail', to: paths.adminMail(), icon: MailWarning },
        ]
      : []),
  ];
}

const focusables = (root: HTMLElement) =>
  Array.from(root.querySelectorAll<HTMLElement>('a[href], button:not([disabled])'));

/** Arrow keys, Home and End move between a menu's links and buttons (Tab still works as usual). */
function onMenuKeyDown(event: KeyboardEvent<HTMLElement>) {
  const items = focusables(event.currentTarget);
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

/**
 * The navigation bar (spec 1 §2). Wide screens show the links inline with a profile menu; at 768 px
 * and below everything collapses into the hamburger panel. Which of the two shows is pure CSS, so the
 * server-rendered HTML is right for every width. Clicking outside the navbar, Escape, or following a
 * link closes the menus.
 */
export function Navbar() {
  const user = useCurrentUser();
  const { dark, toggle } = useDarkMode();
  const logout = useLogout();
  const [open, setOpen] = useState<OpenMenu>(null);
  const rootRef = useRef<HTMLElement>(null);
  const accountButtonRef = useRef<HTMLButtonElement>(null);
  const mobileButtonRef = useRef<HTMLButtonElement>(null);
  const accountMenuRef = useRef<HTMLDivElement>(null);
  const focusFirstItem = useRef(false);

  // Outside clicks and Escape close whichever menu is open.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(null);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const hadFocus = rootRef.current?.contains(document.activeElement) ?? false;
      setOpen(null);
      if (hadFocus) (open === 'account' ? accountButtonRef : mobileButtonRef).current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  // Opened from the keyboard: move focus into the menu.
  useEffect(() => {
    if (open === 'account' && focusFirstItem.current && accountMenuRef.current) {
      focusFirstItem.current = false;
      focusables(accountMenuRef.current)[0]?.focus();
    }
  }, [open]);

  const close = () => setOpen(null);
  const toggleMenu = (menu: Exclude<OpenMenu, null>) => setOpen((was) => (was === menu ? null : menu));

  /** Following any link inside a menu closes it. */
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as Element).closest('a')) close();
  };

  /** Tabbing out of the navbar closes the menus too. */
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as Node | null;
    if (open && next && !rootRef.current?.contains(next)) close();
  };

  const onLogout = () => {
    close();
    void logout();
  };

  const darkToggle = (extra?: string) => (
    <button
      type="button"
      className={[styles.iconButton, extra].filter(Boolean).join(' ')}
      aria-label="Dark mode"
      aria-pressed={dark}
      title={dark ? 'Switch to light mode' : 'Switch to dark mode'}
      onClick={toggle}
    >
      {dark ? <Sun size={20} aria-hidden="true" /> : <Moon size={20} aria-hidden="true" />}
    </button>
  );

  const items = user ? accountItems(user) : [];
  const accountOpen = open === 'account';
  const mobileOpen = open === 'mobile';

  return (
    <header ref={rootRef} className={styles.navbar} data-testid="navbar" onBlur={onBlur}>
      <nav aria-label="Main" className={styles.bar}>
        <Logo />

        {/* Wide screens */}
        <div className={styles.desktop}>
          <NavLink to={paths.explore()} end className={({ isActive }) => cx(styles.link, isActive && styles.active)}>
            Explore
          </NavLink>
          {user && !user.isSeller && (
            <NavLink to={paths.seller()} className={({ isActive }) => cx(styles.sellerLink, isActive && styles.active)}>
              Become a Seller
            </NavLink>
          )}
          {darkToggle()}
          {user ? (
            <div className={styles.account}>
              <button
                ref={accountButtonRef}
                type="button"
                className={styles.accountButton}
                aria-label="Account menu"
                aria-expanded={accountOpen}
                aria-controls={ACCOUNT_MENU_ID}
                onClick={(event) => {
                  // A click from the keyboard (Enter/Space) has no pointer detail: take focus into the menu.
                  if (!accountOpen && event.detail === 0) focusFirstItem.current = true;
                  toggleMenu('account');
                }}
                onKeyDown={(event) => {
                  if (event.key === 'ArrowDown' && !accountOpen) {
                    event.preventDefault();
                    focusFirstItem.current = true;
                    setOpen('account');
                  }
                }}
              >
                <Avatar src={user.img} alt="" size={32} />
                <span className={styles.username}>{user.username}</span>
                <ChevronDown
                  size={16}
                  aria-hidden="true"
                  className={cx(styles.chevron, accountOpen && styles.chevronOpen)}
                />
              </button>
              <div
                ref={accountMenuRef}
                id={ACCOUNT_MENU_ID}
                className={styles.dropdown}
                hidden={!accountOpen}
                onKeyDown={onMenuKeyDown}
                onClick={closeOnLink}
              >
                <p className={styles.signedInAs}>
                  Signed in as <strong>{user.username}</strong>
                </p>
                <ul className={styles.menuList}>
                  {items.map((item) => (
                    <li key={item.label}>
                      <MenuLink item={item} />
                    </li>
                  ))}
                  <li className={styles.separator}>
                    <button type="button" className={styles.menuItem} onClick={onLogout}>
                      <LogOut size={18} aria-hidden="true" />
                      Log Out
                    </button>
                  </li>
                </ul>
              </div>
            </div>
          ) : (
            <>
              <NavLink to={paths.login()} className={({ isActive }) => cx(styles.link, isActive && styles.active)}>
                Login
              </NavLink>
              <Link to={paths.register()} className={styles.signUp}>
                Sign up
              </Link>
            </>
          )}
        </div>

        {/* Narrow screens */}
        <button
          ref={mobileButtonRef}
          type="button"
          className={cx(styles.iconButton, styles.hamburger)}
          aria-label="Menu"
          aria-expanded={mobileOpen}
          aria-controls={MOBILE_MENU_ID}
          onClick={() => toggleMenu('mobile')}
        >
          {mobileOpen ? <X size={24} aria-hidden="true" /> : <Menu size={24} aria-hidden="true" />}
        </button>
        {mobileOpen && <div className={styles.scrim} aria-hidden="true" onClick={close} />}
        <div
          id={MOBILE_MENU_ID}
          className={styles.panel}
          hidden={!mobileOpen}
          onKeyDown={onMenuKeyDown}
          onClick={closeOnLink}
        >
          {user && (
            <Link to={paths.profile(user.username)} className={styles.panelUser}>
              <Avatar src={user.img} alt="" size={40} />
              <span>
                <span className={styles.panelUserName}>{user.username}</span>
                <span className={styles.panelUserHint}>View your profile</span>
              </span>
            </Link>
          )}
          <ul className={styles.menuList}>
            <li>
              <MenuLink item={{ label: 'Explore', to: paths.explore(), icon: Compass }} />
            </li>
            {user && !user.isSeller && (
              <li>
                <MenuLink item={{ label: 'Become a Seller', to: paths.seller(), icon: Store }} />
              </li>
            )}
            {user ? (
              items.map((item) => (
                <li key={item.label}>
                  <MenuLink item={item} />
                </li>
              ))
            ) : (
              <>
                <li>
                  <MenuLink item={{ label: 'Sign up', to: paths.register(), icon: UserPlus }} />
                </li>
                <li>
                  <MenuLink item={{ label: 'Login', to: paths.login(), icon: LogIn }} />
                </li>
              </>
            )}
            <li className={styles.separator}>
              <button type="button" className={styles.menuItem} aria-pressed={dark} onClick={toggle}>
                {dark ? <Sun size={18} aria-hidden="true" /> : <Moon size={18} aria-hidden="true" />}
                Dark mode
                <span className={styles.switch} aria-hidden="true" data-on={dark} />
              </button>
            </li>
            {user && (
              <li>
                <button type="button" className={styles.menuItem} onClick={onLogout}>
                  <LogOut size={18} aria-hidden="true" />
                  Log Out
                </button>
              </li>
            )}
          </ul>
        </div>
      </nav>
    </header>
  );
}

function MenuLink({ item }: { item: NavItem }): ReactNode {
  const Icon = item.icon;
  return (
    <NavLink to={item.to} end className={({ isActive }) => cx(styles.menuItem, isActive && styles.menuItemActive)}>
      <Icon size={18} aria-hidden="true" />
      {item.label}
    </NavLink>
  );
}

function cx(...names: Array<string | false | null | undefined>) {
  return names.filter(Boolean).join(' ');
}
