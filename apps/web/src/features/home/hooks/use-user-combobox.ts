import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { TIMINGS } from '@gigbazaar/shared/constants';
import type { TPublicUser } from '@gigbazaar/shared/schemas/users';
import { useApi } from '../../../app/app-context';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { errorMessage } from '../../../lib/api';
import { searchUsersQueryOptions } from '../api/search-users';

/**
 * The home search's users mode as an ARIA combobox: after the search debounce, GET /users?search=term fills a
 * listbox (arrow keys, Home/End, Enter, Escape); the next page loads as the list is scrolled near its end or the
 * arrow keys reach it. `enabled` is false in gigs mode. `onChoose` gets the picked user.
 */
export function useUserCombobox(term: string, enabled: boolean, onChoose: (user: TPublicUser) => void) {
  const api = useApi();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listRef = useRef<HTMLUListElement>(null);
  const baseId = useId();
  const ids = { list: `${baseId}-users`, hint: `${baseId}-hint`, option: (i: number) => `${baseId}-user-${i}` };

  const debounced = useDebouncedValue(term.trim(), TIMINGS.searchDebounceMs);
  const query = useInfiniteQuery({
    ...searchUsersQueryOptions(api, debounced),
    enabled: enabled && debounced !== '',
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
  const showPopup = enabled && open && debounced !== '';
  const showList = showPopup && !query.isError && results.length > 0;
  const activeIndex = showList && active < results.length ? active : -1;

  // Keep the highlighted option in view when the arrow keys move past the list's edge.
  useEffect(() => {
    if (activeIndex < 0) return;
    listRef.current?.children[activeIndex]?.scrollIntoView({ block: 'nearest' });
  }, [activeIndex]);

  const reset = () => {
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!enabled) return;
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
        if (activeIndex >= 0) onChoose(results[activeIndex]!);
        else setOpen(true);
        break;
      case 'Escape':
        if (showPopup) {
          event.preventDefault();
          reset();
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

  return {
    ids,
    listRef,
    results,
    showPopup,
    showList,
    activeIndex,
    hasNextPage,
    isFetchingNextPage,
    status,
    setOpen,
    setActive,
    reset,
    onKeyDown,
    onListScroll,
    /** The input's combobox attributes (users mode only). */
    inputProps: {
      role: 'combobox',
      'aria-autocomplete': 'list' as const,
      'aria-expanded': showList,
      'aria-controls': ids.list,
      'aria-activedescendant': activeIndex >= 0 ? ids.option(activeIndex) : undefined,
      'aria-describedby': ids.hint,
    },
  };
}

export type UserCombobox = ReturnType<typeof useUserCombobox>;
