import { useQuery } from '@tanstack/react-query';
import { LIMITS, TIMINGS } from '@gigbazaar/shared/constants';
import { USERNAME_PATTERN } from '@gigbazaar/shared/rules/identity';
import { useApi } from '../../../app/app-context';
import { usernameAvailableQueryOptions } from '../api/username-available';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';

export type Availability = 'idle' | 'checking' | 'available' | 'taken' | 'unknown';

const checkable = (name: string) => name.length >= LIMITS.usernameMin && USERNAME_PATTERN.test(name);

/** The check's state, and when the name is taken or refused, the server's sentence for it (null when it gave none). */
export interface UsernameCheck {
  availability: Availability;
  message: string | null;
}

/** Whether a username is free, checked 300 ms after the user stops typing. */
export function useUsernameAvailability(username: string): UsernameCheck {
  const api = useApi();
  const debounced = useDebouncedValue(username, TIMINGS.usernameDebounceMs);
  const query = useQuery({ ...usernameAvailableQueryOptions(api, debounced), enabled: checkable(debounced) });
  const state = (availability: Availability): UsernameCheck => ({ availability, message: null });
  if (!checkable(username)) return state('idle');
  if (username !== debounced || query.isPending || query.isFetching)
    return state(query.isError ? 'unknown' : 'checking');
  if (query.isError || !query.data) return state('unknown');
  if (query.data.available) return state('available');
  // Taken, reserved or carrying contact details: the server says which, in the sentence sign-up would answer.
  return { availability: 'taken', message: query.data.message ?? null };
}
