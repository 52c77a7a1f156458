import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ArrowLeftRight, BadgeCheck, IndianRupee, Search, ShieldCheck, UserRound } from 'lucide-react';
import { LIMITS } from '@gigbazaar/shared/constants';
import type { TPublicUser } from '@gigbazaar/shared/schemas/users';
import { paths } from '../../../lib/paths';
import { useUserCombobox } from '../hooks/use-user-combobox';
import { UserResults } from './user-results';
import styles from './hero-search.module.css';

export const GIG_SEARCH_PLACEHOLDER = 'Try "Building a personal website"';
export const USER_SEARCH_PLACEHOLDER = 'Search for users...';

type Mode = 'gigs' | 'users';

/**
 * The home hero: the heading and a search with two modes.
 *
 * - Gigs (the default): Enter or Search goes to /gigs?search=term. The form is a plain GET to /gigs, so it
 *   also works before hydration.
 * - Users: after the search debounce, GET /users?search=term (prefix match, or @all / @seller / @sellers)
 *   fills a listbox under the box (ARIA combobox: arrow keys, Enter, Escape). Every match is listed: the next
 *   page (by cursor) loads as the list is scrolled near its end or the arrow keys reach it. Choosing a user
 *   opens their profile and clears the box; a click outside the box closes the list.
 *
 * The search icon and the mode label form one toggle button; toggling clears the text and the results.
 */
export function HeroSearch() {
  const navigate = useNavigate();
  const [mode, setMode] = useState<Mode>('gigs');
  const [term, setTerm] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const users = mode === 'users';

  const choose = (user: TPublicUser) => {
    setTerm('');
    box.reset();
    void navigate(paths.profile(user.username));
  };
  const box = useUserCombobox(term, users, choose);
  const { showPopup, showList, status, setOpen } = box;

  // A click (or tap) anywhere outside the search box closes the list.
  useEffect(() => {
    if (!showPopup) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!formRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [showPopup, setOpen]);

  const toggleMode = () => {
    setMode(users ? 'gigs' : 'users');
    setTerm('');
    box.reset();
    inputRef.current?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (users) {
      box.setOpen(true);
      return;
    }
    // The field itself, not only the state: text typed before hydration is put back into the state a moment after
    // hydration, and an Enter pressed in that moment must still search for what the visitor sees in the box.
    const typed = inputRef.current?.value || term;
    void navigate(paths.explore({ search: typed.trim() }));
  };

  return (
    <section className={styles.hero} aria-labelledby="home-hero-title">
      <div className={styles.inner}>
        <p className={styles.eyebrow}>
          <span className={styles.eyebrowDot} aria-hidden="true" />
          India’s marketplace for freelance services
        </p>
        <h1 id="home-hero-title" className={styles.title}>
          Connecting Talent with <span className={styles.highlight}>Opportunity</span>
        </h1>
        <p className={styles.subtitle}>
          Hire skilled Indian freelancers for fixed-price gigs in design, development, writing, marketing and more, and
          pay securely in rupees.
        </p>

        <form
          ref={formRef}
          className={styles.search}
          role="search"
          aria-label="Search"
          action={paths.explore()}
          method="get"
          onSubmit={onSubmit}
          data-testid="home-search"
          data-mode={mode}
        >
          {/* The search icon and the mode label: one button that switches between gigs and users. */}
          <button
            type="button"
            className={styles.modeToggle}
            onClick={toggleMode}
            title={users ? 'Switch to searching gigs' : 'Switch to searching users'}
            data-testid="home-search-mode"
          >
            {users ? <UserRound size={18} aria-hidden="true" /> : <Search size={18} aria-hidden="true" />}
            <span className={styles.modeLabel}>{users ? 'Users' : 'Gigs'}</span>
            <ArrowLeftRight className={styles.modeSwap} size={14} aria-hidden="true" />
            <span className="visually-hidden">{users ? ', switch to Search gigs' : ', switch to Search users'}</span>
          </button>

          <label htmlFor="home-search-input" className="visually-hidden">
            {users ? 'Search users' : 'Search gigs'}
          </label>
          <input
            ref={inputRef}
            id="home-search-input"
            className={styles.input}
            type="search"
            name={users ? undefined : 'search'}
            placeholder={users ? USER_SEARCH_PLACEHOLDER : GIG_SEARCH_PLACEHOLDER}
            value={term}
            onChange={(event) => {
              setTerm(event.target.value);
              box.setOpen(true);
              box.setActive(-1);
            }}
            onFocus={() => box.setOpen(true)}
            onBlur={(event) => {
              // Tabbing away closes the list (a click on an option keeps the focus, see UserResults).
              if (!formRef.current?.contains(event.relatedTarget as Node | null)) box.setOpen(false);
            }}
            onKeyDown={box.onKeyDown}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            maxLength={LIMITS.searchMaxLength}
            {...(users ? box.inputProps : {})}
          />
          <button type="submit" className={styles.submit}>
            Search
          </button>

          {users && <UserResults box={box} onChoose={choose} />}
          <p
            role="status"
            className={status && !showList ? `${styles.popup} ${styles.popupMessage}` : 'visually-hidden'}
            data-testid="home-user-status"
          >
            {status}
          </p>
        </form>

        {users && (
          <p id={box.ids.hint} className={styles.hint}>
            Type the start of a username, or <kbd>@sellers</kbd> for all sellers and <kbd>@all</kbd> for everyone.
          </p>
        )}

        <ul className={styles.trust}>
          <li>
            <ShieldCheck size={18} aria-hidden="true" />
            Payments held in escrow
          </li>
          <li>
            <IndianRupee size={18} aria-hidden="true" />
            Fixed prices in rupees
          </li>
          <li>
            <BadgeCheck size={18} aria-hidden="true" />
            ID-verified sellers
          </li>
        </ul>
      </div>
    </section>
  );
}
