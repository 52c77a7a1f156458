import { lazy, Suspense } from 'react';
import { useDarkMode } from '../app/dark-mode';
import { useIdle } from '../hooks/use-idle';
import { MOBILE_QUERY, useMediaQuery } from './use-media';

// Split out of the entry bundle: the container is only needed once the page is interactive.
const LazyToastContainer = lazy(() => import('./toast-container'));

/**
 * The app's one toast area: closes after 5 s, top-center at 768 px or less and top-right
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
