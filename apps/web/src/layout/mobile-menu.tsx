import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { Compass, LogIn, LogOut, Moon, Store, Sun, UserPlus } from 'lucide-react';
import type { TCurrentUser } from '@gigbazaar/shared/schemas/auth';
import { paths } from '../lib/paths';
import { Avatar } from '../ui/avatar';
import { accountItems, MenuLink, onMenuKeyDown } from './navbar-menu';
import styles from './navbar.module.css';

/** A stable id: the hamburger's aria-controls target, and a handle for tests. */
export const MOBILE_MENU_ID = 'nav-mobile-menu';

/** The hamburger's panel at 768 px and below: everything the wide bar and the profile menu hold, in one list. */
export function MobileMenu({
  user,
  open,
  dark,
  onToggleDark,
  onLink,
  onLogout,
}: {
  user: TCurrentUser | null;
  open: boolean;
  dark: boolean;
  onToggleDark(): void;
  onLink(event: MouseEvent<HTMLElement>): void;
  onLogout(): void;
}) {
  return (
    <div id={MOBILE_MENU_ID} className={styles.panel} hidden={!open} onKeyDown={onMenuKeyDown} onClick={onLink}>
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
          accountItems(user).map((item) => (
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
          <button type="button" className={styles.menuItem} aria-pressed={dark} onClick={onToggleDark}>
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
  );
}
