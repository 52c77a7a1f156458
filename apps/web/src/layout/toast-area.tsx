import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { TIMINGS } from '@gigbazaar/shared/constants';
import { useDarkMode } from '../app/dark-mode';
import { MOBILE_QUERY, useMediaQuery } from './use-media';

/**
 * The app's one toast area (spec 1 §9): closes after 5 s, top-center at 768 px or less and top-right
 * otherwise, themed like the page. It depends on the width, so it renders only after mount.
 * Features raise toasts with `toast(...)` from 'react-toastify'.
 */
export function ToastArea() {
  const { dark } = useDarkMode();
  const mobile = useMediaQuery(MOBILE_QUERY);
  if (mobile === null) return null;
  return (
    <ToastContainer
      position={mobile ? 'top-center' : 'top-right'}
      autoClose={TIMINGS.toastCloseMs}
      theme={dark ? 'dark' : 'light'}
      newestOnTop
    />
  );
}
