import { useEffect, useRef, useState, type FocusEvent, type MouseEvent } from 'react';
import { Link, NavLink } from 'react-router';
import { Menu, Moon, Sun, X } from 'lucide-react';
import { useCurrentUser } from '../app/session';
import { useDarkMode } from '../app/dark-mode';
import { paths } from '../lib/paths';
import { AccountMenu } from './account-menu';
import { Logo } from './logo';
import { MOBILE_MENU_ID, MobileMenu } from './mobile-menu';
import { cx } from './navbar-menu';
import { useLogout } from './use-logout';
import styles from './navbar.module.css';

type OpenMenu = 'account' | 'mobile' | null;

/**
 * The navigation bar. Wide screens show the links inline with a profile menu; at 768 px and below everything
 * collapses into the hamburger panel. Which of the two shows is pure CSS, so the server-rendered HTML is right for
 * every width. Clicking outside the navbar, Escape, or following a link closes the menus.
 */
export function Navbar() {
  const user = useCurrentUser();
  const { dark, toggle } = useDarkMode();
  const logout = useLogout();
  const [open, setOpen] = useState<OpenMenu>(null);
  const rootRef = useRef<HTMLElement>(null);
  const accountButtonRef = useRef<HTMLButtonElement>(null);
  const mobileButtonRef = useRef<HTMLButtonElement>(null);

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

  const close = () => setOpen(null);

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
          <button
            type="button"
            className={styles.iconButton}
            aria-label="Dark mode"
            aria-pressed={dark}
            title={dark ? 'Switch to light mode' : 'Switch to dark mode'}
            onClick={toggle}
          >
            {dark ? <Sun size={20} aria-hidden="true" /> : <Moon size={20} aria-hidden="true" />}
          </button>
          {user ? (
            <AccountMenu
              user={user}
              open={open === 'account'}
              buttonRef={accountButtonRef}
              onOpenChange={(next) => setOpen(next ? 'account' : null)}
              onLink={closeOnLink}
              onLogout={onLogout}
            />
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
          onClick={() => setOpen((was) => (was === 'mobile' ? null : 'mobile'))}
        >
          {mobileOpen ? <X size={24} aria-hidden="true" /> : <Menu size={24} aria-hidden="true" />}
        </button>
        {mobileOpen && <div className={styles.scrim} aria-hidden="true" onClick={close} />}
        <MobileMenu
          user={user}
          open={mobileOpen}
          dark={dark}
          onToggleDark={toggle}
          onLink={closeOnLink}
          onLogout={onLogout}
        />
      </nav>
    </header>
  );
}
