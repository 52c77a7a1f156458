import { data, isRouteErrorResponse, useRouteError } from 'react-router';
import type { AppContext } from '../../app/app-context';
import NotFoundPage from '../../app/not-found-page';
import { meQueryOptions } from '../../app/session';
import { Button } from '../../ui/button';
import styles from './admin.module.css';

/**
 * The admin pages' loader step: anyone who is not an admin, visitors included, gets the not-found page (as the API
 * answers them 404), decided before anything of the page is fetched.
 */
export async function requireAdmin(ctx: AppContext): Promise<void> {
  const me = await ctx.queryClient.ensureQueryData(meQueryOptions(ctx.api));
  if (!me?.isAdmin) throw data(null, { status: 404 });
}

/** The admin pages' error boundary: the loader's 404 is the ordinary not-found page; anything else goes up. */
export function AdminErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  throw error;
}

/** "Load more" under an admin list paged over X-Next-Cursor (shown while there is a next page). */
export function LoadMore({
  query,
}: {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage(): unknown };
}) {
  if (!query.hasNextPage) return null;
  return (
    <Button
      variant="secondary"
      className={styles.more}
      onClick={() => void query.fetchNextPage()}
      disabled={query.isFetchingNextPage}
    >
      {query.isFetchingNextPage ? 'Loading…' : 'Load more'}
    </Button>
  );
}
