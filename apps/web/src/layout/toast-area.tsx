import { lazy, Suspense, useEffect, useState } from 'react';
import { useDarkMode } from '../app/dark-mode';
import { MOBILE_QUERY, useMediaQuery } from './use-media';

// Split out of the entry bundle: the container is only needed once the page is interactive.
const LazyToastContainer = lazy(() => import('./toast-container'));

/**
 * The app's one toast area (spec 1 §9): closes after 5 s, top-center at 768 px or less and top-right
 * otherwise, themed like the page. It depends on the width, so it renders only after mount, and it is loaded
 * once the browser is idle, not while the page is becoming interactive (a toast raised before that waits
 * in react-toastify's queue until the container mounts). Features raise toasts with `toast(...)` from
 * 'react-toastify'.
 */
export function ToastArea() {
  const { dark } = useDarkMode();
  const mobile = useMediaQuery(MOBILE_QUERY);
  const idle = useIdle();
  if (mobile === null || !idle) return null;
  return (
    <Suspense fallback={null}>
      <LazyToastContainer mobile={mobile} dark={dark} />
    </Suspense>
  );
}

/** False until the browser first has nothing else to do after mount (at most 2 s). */
function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(() => setIdle(true), 200);
      return () => clearTimeout(timer);
    }
    const id = requestIdleCallback(() => setIdle(true), { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }, []);
  return idle;
}
