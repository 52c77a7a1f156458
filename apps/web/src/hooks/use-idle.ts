import { useEffect, useState } from 'react';

/**
 * False until the browser first has nothing else to do after mount (at most `timeoutMs` later): for work that
 * should not lengthen the task that makes the page interactive. Without requestIdleCallback, 200 ms after mount.
 */
export function useIdle(timeoutMs = 2000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(() => setIdle(true), 200);
      return () => clearTimeout(timer);
    }
    const id = requestIdleCallback(() => setIdle(true), { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }, [timeoutMs]);
  return idle;
}
