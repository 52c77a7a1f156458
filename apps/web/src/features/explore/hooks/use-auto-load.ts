import { useEffect, useRef } from 'react';

/**
 * Calls `load` whenever the returned sentinel element comes within 600 px of the viewport, while `enabled`.
 * The explore list turns this on only after the first "Load more" click, so the footer stays reachable
 * for people who do not want an endless page, and keyboard users always have the button. Pass an `enabled`
 * that is false while a page loads: each time it turns true again the observer starts afresh and reports
 * at once, so a short page keeps filling until the sentinel leaves the margin.
 */
export function useAutoLoad<T extends HTMLElement>(enabled: boolean, load: () => void) {
  const ref = useRef<T>(null);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    const el = ref.current;
    if (!enabled || !el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) loadRef.current();
      },
      { rootMargin: '0px 0px 600px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [enabled]);

  return ref;
}
