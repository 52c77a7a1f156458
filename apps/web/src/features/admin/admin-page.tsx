import { useState, type ReactNode } from 'react';
import { data, isRouteErrorResponse, useRouteError } from 'react-router';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import type { AppContext } from '../../app/app-context';
import NotFoundPage from '../../app/not-found-page';
import { meQueryOptions } from '../../app/session';
import { errorMessage } from '../../lib/api';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { SelectField } from '../../ui/field';
import { Notice } from '../../ui/notice';
import { Loading } from '../../ui/spinner';
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
      busy={query.isFetchingNextPage}
    >
      {query.isFetchingNextPage ? 'Loading…' : 'Load more'}
    </Button>
  );
}

type PagedQuery = {
  isError: boolean;
  isPending: boolean;
  error: unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage(): unknown;
};

/**
 * The body of an admin list paged over X-Next-Cursor: its error, loading and empty states, then the items and
 * "Load more". Every admin queue reads the same way, so an admin learns one page.
 */
export function AdminList<T>({
  query,
  items,
  loadingLabel,
  empty,
  errorText = 'Something went wrong!',
  label,
  children,
}: {
  query: PagedQuery;
  items: readonly T[];
  loadingLabel: string;
  empty: string;
  errorText?: string;
  /** Names the list as a region for screen readers when the page shows one of several lists. */
  label?: string;
  children(item: T): ReactNode;
}) {
  if (query.isError) return <Notice tone="error">{errorMessage(query.error, errorText)}</Notice>;
  if (query.isPending) return <Loading label={loadingLabel} />;
  if (items.length === 0) {
    return (
      <Card>
        <p className={styles.muted}>{empty}</p>
      </Card>
    );
  }
  return (
    <div className={styles.list} aria-label={label} role={label ? 'region' : undefined}>
      {items.map((item) => children(item))}
      <LoadMore query={query} />
    </div>
  );
}

/** The "Show" select above an admin list whose filter lives in the URL. */
export function ShowFilter<V extends string>({
  value,
  options,
  labels,
  onChange,
}: {
  value: V;
  options: readonly V[];
  labels: Record<V, string>;
  onChange(next: V): void;
}) {
  return (
    <div className={styles.filter}>
      <SelectField label="Show" value={value} onChange={(e) => onChange(e.target.value as V)}>
        {options.map((o) => (
          <option key={o} value={o}>
            {labels[o]}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

/**
 * "Retry" on one item of an admin queue (a mail, a transfer): the call, then a sentence in place of the button.
 * The list is marked stale but not refetched, so the item stays where the admin is looking.
 */
export function RetryInline({
  retry,
  queryKey,
  sent,
  failed,
}: {
  retry(): Promise<unknown>;
  queryKey: QueryKey;
  sent: string;
  failed: string;
}) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const run = async () => {
    setBusy(true);
    setResult(null);
    try {
      await retry();
      setResult({ tone: 'success', text: sent });
      void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
    } catch (error) {
      setResult({ tone: 'error', text: errorMessage(error, failed) });
    } finally {
      setBusy(false);
    }
  };

  if (result) return <Notice tone={result.tone}>{result.text}</Notice>;
  return (
    <div className={styles.buttons}>
      <Button variant="secondary" onClick={() => void run()} busy={busy}>
        <RotateCcw size={16} aria-hidden="true" /> {busy ? 'Retrying…' : 'Retry'}
      </Button>
    </div>
  );
}
