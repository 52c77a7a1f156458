import { useState } from 'react';
import { useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { AlertTriangle, SearchX } from 'lucide-react';
import { CATEGORY_LABELS } from '@gigbazaar/shared/constants';
import { MSG } from '@gigbazaar/shared/messages';
import { imageSrcSet, imageVariant } from '@gigbazaar/shared/rules/images';
import { searchWordsOf } from '@gigbazaar/shared/rules/search-words';
import { useApi, type AppContext } from '../../app/app-context';
import { Meta } from '../../app/meta';
import { GIG_CARD_SIZES, GigCard } from '../../components/gig-card';
import { Button, ButtonLink } from '../../ui/button';
import { useHydrated } from '../../ui/use-hydrated';
import { gigListQueryOptions } from './api/list-gigs';
import { ExploreToolbar } from './components/explore-toolbar';
import {
  explorePath,
  exploreDescription,
  exploreTitle,
  filtersFromParams,
  filtersToParams,
  hasActiveFilters,
  type ExploreFilters,
} from './explore-filters';
import { useAutoLoad } from './hooks/use-auto-load';
import styles from './explore-page.module.css';

/** Cards in the first row of the widest grid: their covers load eagerly (the likely LCP element). */
const FIRST_ROW = 4;

/**
 * On the server the first page is awaited so the HTML carries the cards. In the browser the fetch is only
 * started: the page switches at once and shows its loading state, instead of freezing on the old screen.
 */
export async function loader(ctx: AppContext, { request }: LoaderFunctionArgs): Promise<LoaderData> {
  const options = gigListQueryOptions(ctx.api, filtersFromParams(new URL(request.url).searchParams));
  const done = ctx.queryClient.prefetchInfiniteQuery(options);
  if (typeof document !== 'undefined') return { failed: false };
  await done;
  // A failed query is not sent to the browser; this flag lets its first render match the server's error view.
  return { failed: ctx.queryClient.getQueryState(options.queryKey)?.status === 'error' };
}

interface LoaderData {
  failed: boolean;
}

export default function ExplorePage() {
  const api = useApi();
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const query = useInfiniteQuery({ ...gigListQueryOptions(api, filters), placeholderData: keepPreviousData });
  const [autoLoad, setAutoLoad] = useState(false);
  const serverFailed = (useLoaderData() as LoaderData | undefined)?.failed ?? false;

  const apply = (next: ExploreFilters) => {
    setAutoLoad(false);
    // The results change in place: the page stays where the toolbar is.
    setParams(filtersToParams(next), { preventScrollReset: true });
  };

  const gigs = query.data?.pages.flatMap((p) => p.gigs) ?? [];
  const searchable = searchWordsOf(filters.search).length > 0;
  const refreshing = query.isPlaceholderData && query.isFetching;
  const canAutoLoad = autoLoad && query.hasNextPage && !query.isFetchingNextPage && !query.isFetchNextPageError;
  const sentinel = useAutoLoad<HTMLDivElement>(canAutoLoad, () => void query.fetchNextPage());

  return (
    <main id="main" className={`page ${styles.page}`}>
      <Meta
        title={exploreTitle(filters)}
        description={exploreDescription(filters)}
        preloadImage={
          gigs[0]
            ? { src: imageVariant(gigs[0].cover, 480), srcSet: imageSrcSet(gigs[0].cover), sizes: GIG_CARD_SIZES }
            : undefined
        }
      />
      <header className={styles.header}>
        <h1 className={styles.title}>Explore</h1>
        <p className={styles.subtitle}>Where talent meets opportunity</p>
        {(searchable || filters.cat) && (
          <p className={styles.context}>
            {searchable ? <>Results for “{filters.search}”</> : null}
            {searchable && filters.cat ? ' in ' : null}
            {filters.cat ? <span className={styles.catBadge}>{CATEGORY_LABELS[filters.cat]}</span> : null}
          </p>
        )}
        {filters.search && !searchable ? (
          // Search reads English letters and digits only (rules/search-words): a search in Hindi script or of
          // symbols lists as if there were none, and saying so beats passing that list off as its results.
          <p className={styles.searchNote}>
            Search reads English letters and numbers, and “{filters.search}” has none, so it was left out. Try English
            words, such as “logo design”.
          </p>
        ) : null}
      </header>

      <ExploreToolbar filters={filters} onChange={apply} />

      <section
        aria-labelledby="explore-results"
        aria-busy={query.isFetching && !query.isFetchingNextPage}
        className={styles.results}
      >
        <h2 id="explore-results" className="visually-hidden">
          Gigs
        </h2>
        {query.isPending && !serverFailed ? (
          <LoadingGrid />
        ) : (query.isError || query.isPending) && gigs.length === 0 ? (
          <div className={styles.state} role="alert">
            <span className={`${styles.stateIcon} ${styles.stateError}`} aria-hidden="true">
              <AlertTriangle size={28} />
            </span>
            <h2 className={styles.stateTitle}>{MSG.somethingWrong}</h2>
            <p className={styles.stateText}>We couldn’t load the gigs. Please check your connection and try again.</p>
            <Button variant="secondary" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </div>
        ) : gigs.length === 0 ? (
          <div className={styles.state}>
            <span className={styles.stateIcon} aria-hidden="true">
              <SearchX size={28} />
            </span>
            <h2 className={styles.stateTitle}>No gigs match your search…</h2>
            <p className={styles.stateText}>
              Try other words, another category or a wider budget.
              {hasActiveFilters(filters) ? '' : ' New gigs are added every day.'}
            </p>
            {hasActiveFilters(filters) && (
              <ButtonLink to={explorePath({ ...filters, search: '', cat: null, min: null, max: null })}>
                Clear filters
              </ButtonLink>
            )}
          </div>
        ) : (
          <>
            {refreshing && (
              <p className={styles.refreshing} role="status">
                <span className={styles.spinner} aria-hidden="true" />
                <span className={styles.loadingText}>loading</span>
              </p>
            )}
            <ul className={`${styles.grid} ${refreshing ? styles.stale : ''}`} data-testid="gig-grid">
              {gigs.map((gig, i) => (
                <li key={gig._id}>
                  <GigCard gig={gig} eager={i < FIRST_ROW} priority={i === 0} />
                </li>
              ))}
            </ul>
            <div ref={sentinel} className={styles.more}>
              {query.isFetchNextPageError ? (
                <p className={styles.moreError} role="alert">
                  {MSG.somethingWrong}{' '}
                  <Button variant="secondary" size="small" onClick={() => void query.fetchNextPage()}>
                    Try again
                  </Button>
                </p>
              ) : query.hasNextPage ? (
                <LoadMoreButton
                  loading={query.isFetchingNextPage}
                  onClick={() => {
                    setAutoLoad(true);
                    void query.fetchNextPage();
                  }}
                />
              ) : query.data && query.data.pages.length > 1 ? (
                <p className={styles.end}>You’ve seen all {gigs.length} gigs.</p>
              ) : null}
            </div>
          </>
        )}
      </section>
    </main>
  );
}

/**
 * Disabled until the page is interactive (a click before would be lost). Its own component, so becoming
 * interactive re-renders this button and not the whole list.
 */
function LoadMoreButton({ loading, onClick }: { loading: boolean; onClick(): void }) {
  const hydrated = useHydrated();
  return (
    <Button variant="secondary" onClick={onClick} disabled={!hydrated} busy={loading}>
      {loading ? 'loading' : 'Load more'}
    </Button>
  );
}

/** The first load: placeholders the size of cards, and the 'loading' text for assistive technology and eyes. */
function LoadingGrid() {
  return (
    <div role="status" aria-live="polite">
      <p className={styles.refreshing}>
        <span className={styles.spinner} aria-hidden="true" />
        <span className={styles.loadingText}>loading</span>
      </p>
      <ul className={styles.grid} aria-hidden="true">
        {Array.from({ length: 8 }, (_, i) => (
          <li key={i} className={styles.skeleton}>
            <span className={styles.skeletonCover} />
            <span className={styles.skeletonLine} />
            <span className={`${styles.skeletonLine} ${styles.short}`} />
          </li>
        ))}
      </ul>
    </div>
  );
}
