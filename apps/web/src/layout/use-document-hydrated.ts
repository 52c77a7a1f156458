import { useEffect } from 'react';
import { restoreEarlyInput } from '../app/early-input';

/**
 * Called once, by the root layout, whose effects run after the whole page has hydrated: gives back what the
 * visitor typed before that (see early-input.ts) and marks the document (<html data-hydrated="true">) for
 * browser tests.
 */
export function useDocumentHydrated() {
  useEffect(() => {
    restoreEarlyInput();
    document.documentElement.setAttribute('data-hydrated', 'true');
  }, []);
}
