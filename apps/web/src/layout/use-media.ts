import { useSyncExternalStore } from 'react';
import { LAYOUT } from '@gigbazaar/shared/constants';

/** The narrow-screen media query (mobile breakpoint 768 px, inclusive). */
export const MOBILE_QUERY = `(max-width: ${LAYOUT.mobileBreakpoint}px)`;

/**
 * Whether a media query matches; `null` while server rendering and during hydration,
 * so width-dependent output only appears after mount and never mismatches.
 */
export function useMediaQuery(query: string): boolean | null {
  return useSyncExternalStore(
    (onChange) => {
      const mq = window.matchMedia(query);
      mq.addEventListener('change', onChange);
      return () => mq.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => null,
  );
}

/** Whether the window is scrolled past `threshold` px; `false` on the server and during hydration. */
export function useScrolledPast(threshold: number): boolean {
  return useSyncExternalStore(
    (onChange) => {
      window.addEventListener('scroll', onChange, { passive: true });
      return () => window.removeEventListener('scroll', onChange);
    },
    () => window.scrollY > threshold,
    () => false,
  );
}
