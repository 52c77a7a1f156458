import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { ArrowLeftRight, BadgeCheck, IndianRupee, Search, ShieldCheck, UserRound } from 'lucide-react';
import { LIMITS, TIMINGS } from '@gigbazaar/shared/constants';
import type { TPublicUser } from '@gigbazaar/shared/schemas/users';
import { useApi } from '../../../app/app-context';
import { errorMessage } from '../../../lib/api';
import { paths } from '../../../lib/paths';
import { Avatar } from '../../../ui/avatar';
import { searchUsersQueryOptions } from '../api/search-users';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import styles from './hero-search.module.css';

export const GIG_SEARCH_PLACEHOLDER = 'Try "Building a personal website"';
export const USER_SEARCH_PLACEHOLDER = 'Search for users...';

type Mode = 'gigs' | 'users';

/**
 * The home hero (spec 1 §2): the heading and a search with two modes.
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
  const api = useApi();
  const navigate = useNavigate();
  const [mode, setMode] = useState<Mode>('gigs');
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const baseId = useId();
  const listId = `${baseId}-users`;
  const hintId = `${baseId}-hint`;
  const optionId = (index: number) => `${baseId}-user-${index}`;

  const users = mode === 'users';
  const debounced = useDebouncedValue(term.trim(), TIMINGS.searchDebounceMs);
  const query = useInfiniteQuery({
    ...searchUsersQueryOptions(api, debounced),
    enabled: users && debounced !== '',
    placeholderData: keepPreviousData,
  });
  const results: TPublicUser[] = query.data?.pages.flatMap((p) => p.users) ?? [];
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const loadMore = () => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  };
  // Near the bottom of the scrolled list (three rows or so), the next page is asked for.
  const onListScroll = () => {
    const list = listRef.current;
    if (list && list.scrollTop + list.clientHeight >= list.scrollHeight - 150) loadMore();
  };
  const showPopup = users && open && debounced !== '';
  const showList = showPopup && !query.isError && results.length > 0;
  const activeIndex = showList && active < results.length ? active : -1;

  // A click (or tap) anywhere outside the search box closes the list.
  useEffect(() => {
    if (!showPopup) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!formRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [showPopup]);

  // Keep the highlighted option in view when the arrow keys move past the list's edge.
  useEffect(() => {
    if (activeIndex < 0) return;
    listRef.current?.children[activeIndex]?.scrollIntoView({ block: 'nearest' });
  }, [activeIndex]);

  const toggleMode = () => {
    setMode(users ? 'gigs' : 'users');
    setTerm('');
    setOpen(false);
    setActive(-1);
    inputRef.current?.focus();
  };

  const choose = (user: TPublicUser) => {
    setTerm('');
    setOpen(false);
    setActive(-1);
    void navigate(paths.profile(user.username));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (users) {
      setOpen(true);
      return;
    }
    // The field itself, not only the state: text typed before hydration is put back into the state a moment after
    // hydration, and an Enter pressed in that moment must still search for what the visitor sees in the box.
    const typed = inputRef.current?.value || term;
    void navigate(paths.explore({ search: typed.trim() }));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!users) return;
    const count = showList ? results.length : 0;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!showPopup) setOpen(true);
        else if (count && activeIndex >= count - 1 && hasNextPage) loadMore();
        else if (count) setActive(activeIndex < count - 1 ? activeIndex + 1 : 0);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!showPopup) setOpen(true);
        else if (count) setActive(activeIndex > 0 ? activeIndex - 1 : count - 1);
        break;
      case 'Home':
      case 'End':
        if (activeIndex >= 0 && count) {
          event.preventDefault();
          setActive(event.key === 'Home' ? 0 : count - 1);
        }
        break;
      case 'Enter':
        event.preventDefault();
        if (activeIndex >= 0) choose(results[activeIndex]!);
        else setOpen(true);
        break;
      case 'Escape':
        if (showPopup) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        }
        break;
    }
  };

  // One live region carries the list's state: visible for "Searching…", errors and "No users found";
  // read-only for screen readers ("3 users found") while the list itself is showing.
  let status = '';
  if (showPopup) {
    if (query.isError) status = `Could not search users: ${errorMessage(query.error, 'Something went wrong.')}`;
    else if (query.isPending) status = 'Searching…';
    else if (results.length === 0) status = 'No users found';
    else if (hasNextPage) status = `${results.length} users shown; scroll for more`;
    else status = `${results.length} ${results.length === 1 ? 'user' : 'users'} found`;
  }

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
              setOpen(true);
              setActive(-1);
            }}
            onFocus={() => setOpen(true)}
            onBlur={(event) => {
              // Tabbing away closes the list (a click on an option keeps the focus, see onMouseDown below).
              if (!formRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
            }}
            onKeyDown={onKeyDown}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            maxLength={LIMITS.searchMaxLength}
            {...(users
              ? {
                  role: 'combobox',
                  'aria-autocomplete': 'list' as const,
                  'aria-expanded': showList,
                  'aria-controls': listId,
                  'aria-activedescendant': activeIndex >= 0 ? optionId(activeIndex) : undefined,
                  'aria-describedby': hintId,
                }
              : {})}
          />
          <button type="submit" className={styles.submit}>
            Search
          </button>

          {users && (
            <ul
              ref={listRef}
              id={listId}
              role="listbox"
              aria-label="Users"
              className={styles.popup}
              hidden={!showList}
              onScroll={onListScroll}
              aria-busy={isFetchingNextPage || undefined}
              data-testid="home-user-results"
            >
              {showList &&
                results.map((user, index) => (
                  <li
                    key={user._id}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === activeIndex}
                    className={styles.option}
                    // Keep the focus in the box; the click below chooses the user.
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseMove={() => index !== activeIndex && setActive(index)}
                    onClick={() => choose(user)}
                  >
                    <Avatar src={user.img} alt="" size={36} />
                    <span className={styles.optionName}>{user.username}</span>
                    {user.isSeller && <span className={styles.sellerTag}>Seller</span>}
                  </li>
                ))}
              {/* A visual cue only; the status region says the same to screen readers. */}
              {showList && hasNextPage && (
                <li role="none" aria-hidden="true" className={styles.more}>
                  {isFetchingNextPage ? 'Loading more users…' : 'Scroll for more users'}
                </li>
              )}
            </ul>
          )}
          <p
            role="status"
            className={status && !showList ? `${styles.popup} ${styles.popupMessage}` : 'visually-hidden'}
            data-testid="home-user-status"
          >
            {status}
          </p>
        </form>

        {users && (
          <p id={hintId} className={styles.hint}>
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
