import { useQuery } from '@tanstack/react-query';
import { LIMITS, TIMINGS } from '@gigbazaar/shared/constants';
import { USERNAME_PATTERN } from '@gigbazaar/shared/rules/identity';
import { useApi } from '../../../app/app-context';
import { usernameAvailableQueryOptions } from '../api/username-available';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';

export type Availability = 'idle' | 'checking' | 'available' | 'taken' | 'unknown';

const checkable = (name: string) => name.length >= LIMITS.usernameMin && USERNAME_PATTERN.test(name);

/** Whether a username is free, checked 300 ms after the user stops typing. */
export function useUsernameAvailability(username: string): Availability {
  const api = useApi();
  const debounced = useDebouncedValue(username, TIMINGS.usernameDebounceMs);
  const query = useQuery({ ...usernameAvailableQueryOptions(api, debounced), enabled: checkable(debounced) });
  if (!checkable(username)) return 'idle';
  if (username !== debounced || query.isPending || query.isFetching) return query.isError ? 'unknown' : 'checking';
  if (query.isError || !query.data) return 'unknown';
  return query.data.available ? 'available' : 'taken';
}
