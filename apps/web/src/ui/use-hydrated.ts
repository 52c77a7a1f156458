import { useEffect, useState } from 'react';

/**
 * False on the server and during the first client render, true once the page is interactive.
 * Forms disable their submit buttons until then, so a click before hydration cannot submit natively.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
