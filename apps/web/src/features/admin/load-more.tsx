import { Button } from '../../ui/button';

interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage(): Promise<unknown>;
}

/** The admin lists' next page (X-Next-Cursor), shown while there is one. */
export function LoadMore({ query, className }: { query: PagedQuery; className?: string }) {
  if (!query.hasNextPage) return null;
  return (
    <Button
      variant="secondary"
      className={className}
      onClick={() => void query.fetchNextPage()}
      disabled={query.isFetchingNextPage}
    >
      {query.isFetchingNextPage ? 'Loading…' : 'Load more'}
    </Button>
  );
}
