import { lazy, Suspense } from 'react';
import { Link, Outlet, ScrollRestoration, isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import NotFoundPage from '../app/not-found-page';
import { Meta } from '../app/meta';
import { paths } from '../lib/paths';
import { CategoryStrip } from './category-strip';
import { Footer } from './footer';
import { Logo } from './logo';
import { Navbar } from './navbar';
import { ToastArea } from './toast-area';
import { ConnectionNotice } from './connection-notice';
import { useHeartbeat } from './use-heartbeat';
import { useCurrentUser } from '../app/session';
import { useMirrorCurrentUser } from './use-mirror-current-user';
import { useSignedOutElsewhere } from './use-signed-out-elsewhere';
import { useDocumentHydrated } from './use-document-hydrated';
import styles from './root-layout.module.css';
import { useIdle } from '../hooks/use-idle';

// Only signed-in people get toasts for messages; its code (and the toast library) loads once the browser is idle
// after the page, like the toast area's. The notifier also opens the live socket, so no message can arrive before it
// listens (it would get no toast).
const LazyNotifier = lazy(() => import('./notifier/notifier'));
// An admin's warning waiting to be acknowledged: checked once per visit for signed-in people only.
const LazyWarningNotice = lazy(() => import('./warning-notice'));

/**
 * The shared shell every route sits in: navbar, category strip, the page, the footer and the
 * toast area. Each page renders its own `<main id="main">`, which the skip link targets.
 */
export function RootLayout() {
  useMirrorCurrentUser();
  useHeartbeat();
  const me = useCurrentUser();
  useSignedOutElsewhere();
  useDocumentHydrated();
  // Not in the task that makes the page interactive: loading these chunks (and their preload links) there lengthened
  // it past 50 ms on a slow phone (Lighthouse's total blocking time on My Gigs and Earnings).
  const idle = useIdle();
  return (
    <div className={styles.shell}>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <Navbar />
      <CategoryStrip />
      <div className={styles.content}>
        <Outlet />
      </div>
      <Footer />
      <ToastArea />
      {idle && me && (
        <Suspense fallback={null}>
          <LazyNotifier userId={me._id} />
          <LazyWarningNotice userId={me._id} />
        </Suspense>
      )}
      {/* New pages open at the top; Back and Forward return to where the page was left (e.g. deep in Explore). */}
      <ScrollRestoration />
      <ConnectionNotice />
    </div>
  );
}

/**
 * Replaces the whole layout when a loader or a render throws. A 404 gets the friendly not-found page;
 * anything else a short apology with a way to retry. The header is minimal on purpose: the failure may
 * have come from the shell itself.
 */
export function RootErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  const here = `${location.pathname}${location.search}`;

  return (
    <div className={styles.shell}>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <header className={styles.errorHeader}>
        <div className={styles.errorBar}>
          <Logo />
        </div>
      </header>
      {notFound ? (
        <NotFoundPage />
      ) : (
        <main id="main" className={`page ${styles.errorMain}`}>
          <Meta title="Something went wrong" />
          <h1>Something went wrong!</h1>
          <p className={styles.errorText}>
            We hit an unexpected problem loading this page. Please try again in a moment.
          </p>
          <div className={styles.errorActions}>
            {/* A full reload: the router state that failed is thrown away. */}
            <a href={here}>Try again</a>
            <Link to={paths.home()}>Go to the home page</Link>
          </div>
        </main>
      )}
      <ConnectionNotice />
    </div>
  );
}
