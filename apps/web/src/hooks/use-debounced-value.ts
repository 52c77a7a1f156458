import { useEffect, useState } from 'react';

/**
 * The value once it has stopped changing for `delayMs`. Clearing (an empty string) applies at once, so a
 * cleared box never shows the previous term's results.
 */
export function useDebouncedValue(value: string, delayMs: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    if (value === '') {
      setDebounced('');
      return;
    }
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return value === '' ? '' : debounced;
}
