import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { TIMINGS } from '@gigbazaar/shared/constants';
import styles from './toast-container.module.css';

/** Loaded after first paint (see ToastArea): toasts are never part of a page's first render. */
export default function LazyToastContainer({ mobile, dark }: { mobile: boolean; dark: boolean }) {
  return (
    <ToastContainer
      position={mobile ? 'top-center' : 'top-right'}
      autoClose={TIMINGS.toastCloseMs}
      theme={dark ? 'dark' : 'light'}
      newestOnTop
      className={styles.belowNavbar}
    />
  );
}
