import { useEffect, useState } from 'react';

/**
 * The current time, but only after mount (null on the server and in the first client render), so labels
 * relative to "now" never make the hydrated HTML differ from the server's. Refreshes every minute.
 */
export function useNow(refreshMs = 60_000): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), refreshMs);
    return () => clearInterval(timer);
  }, [refreshMs]);
  return now;
}
