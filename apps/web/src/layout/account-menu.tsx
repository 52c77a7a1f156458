import { useEffect, useRef, type MouseEvent, type Ref } from 'react';
import { ChevronDown, LogOut } from 'lucide-react';
import type { TCurrentUser } from '@gigbazaar/shared/schemas/auth';
import { Avatar } from '../ui/avatar';
import { accountItems, cx, MenuLink, menuFocusables, onMenuKeyDown } from './navbar-menu';
import styles from './navbar.module.css';

/** A stable id: the button's aria-controls target, and a handle for tests. */
export const ACCOUNT_MENU_ID = 'nav-account-menu';

/**
 * The wide screens' profile menu: the avatar button and its dropdown. Opened from the keyboard (Enter, Space or
 * ArrowDown), focus moves to its first item.
 */
export function AccountMenu({
  user,
  open,
  buttonRef,
  onOpenChange,
  onLink,
  onLogout,
}: {
  user: TCurrentUser;
  open: boolean;
  buttonRef: Ref<HTMLButtonElement>;
  onOpenChange(open: boolean): void;
  onLink(event: MouseEvent<HTMLElement>): void;
  onLogout(): void;
}) {
  const menuRef = useRef<HTMLDivElement>(null);
  const focusFirstItem = useRef(false);

  useEffect(() => {
    if (open && focusFirstItem.current && menuRef.current) {
      focusFirstItem.current = false;
      menuFocusables(menuRef.current)[0]?.focus();
    }
  }, [open]);

  return (
    <div className={styles.account}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.accountButton}
        aria-label="Account menu"
        aria-expanded={open}
        aria-controls={ACCOUNT_MENU_ID}
        onClick={(event) => {
          // A click from the keyboard (Enter/Space) has no pointer detail: take focus into the menu.
          if (!open && event.detail === 0) focusFirstItem.current = true;
          onOpenChange(!open);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            focusFirstItem.current = true;
            onOpenChange(true);
          }
        }}
      >
        <Avatar src={user.img} alt="" size={32} />
        <span className={styles.username}>{user.username}</span>
        <ChevronDown size={16} aria-hidden="true" className={cx(styles.chevron, open && styles.chevronOpen)} />
      </button>
      <div
        ref={menuRef}
        id={ACCOUNT_MENU_ID}
        className={styles.dropdown}
        hidden={!open}
        onKeyDown={onMenuKeyDown}
        onClick={onLink}
      >
        <p className={styles.signedInAs}>
          Signed in as <strong>{user.username}</strong>
        </p>
        <ul className={styles.menuList}>
          {accountItems(user).map((item) => (
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
  );
}
