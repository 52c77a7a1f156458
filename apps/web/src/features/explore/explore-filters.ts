import { CATEGORY_LABELS, CATEGORY_VALUES, LIMITS, type TCategory } from '@gigbazaar/shared/constants';

/** The two sort orders of the explore toggle; `sales` is the default and stays out of the URL. */
export const EXPLORE_SORTS = [
  { value: 'sales', label: 'Best Selling' },
  { value: 'createdAt', label: 'Newest' },
] as const;
export type TExploreSort = (typeof EXPLORE_SORTS)[number]['value'];
export const DEFAULT_SORT: TExploreSort = 'sales';

/** What the explore URL (`/gigs?search=&cat=&min=&max=&sort=`) says, cleaned so the API never sees nonsense. */
export interface ExploreFilters {
  search: string;
  cat: TCategory | null;
  min: number | null;
  max: number | null;
  sort: TExploreSort;
}

export const EMPTY_FILTERS: ExploreFilters = { search: '', cat: null, min: null, max: null, sort: DEFAULT_SORT };

/** A budget field's text as a number: empty or unreadable text is "no bound" (the fields have no bounds). */
export function parseBudget(text: string | null | undefined): number | null {
  if (text == null) return null;
  const trimmed = text.trim();
  if (!trimmed) return null;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : null;
}

const isCategory = (value: string | null): value is TCategory =>
  value !== null && (CATEGORY_VALUES as readonly string[]).includes(value);

/** URL → filters. Unknown categories and sorts are dropped, the search is trimmed and cut to the API's limit. */
export function filtersFromParams(params: URLSearchParams): ExploreFilters {
  const cat = params.get('cat');
  const sort = params.get('sort');
  return {
    search: (params.get('search') ?? '').trim().slice(0, LIMITS.searchMaxLength),
    cat: isCategory(cat) ? cat : null,
    min: parseBudget(params.get('min')),
    max: parseBudget(params.get('max')),
    sort: EXPLORE_SORTS.some((s) => s.value === sort) ? (sort as TExploreSort) : DEFAULT_SORT,
  };
}

/** Filters → URL parameters, in a stable order, leaving out what is empty or default so links stay canonical. */
export function filtersToParams(filters: ExploreFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.cat) params.set('cat', filters.cat);
  if (filters.min !== null) params.set('min', String(filters.min));
  if (filters.max !== null) params.set('max', String(filters.max));
  if (filters.sort !== DEFAULT_SORT) params.set('sort', filters.sort);
  return params;
}

/** The explore URL for a set of filters. */
export function explorePath(filters: ExploreFilters): string {
  const qs = filtersToParams(filters).toString();
  return qs ? `/gigs?${qs}` : '/gigs';
}

/**
 * The GET /gigs query for one page. Prices are never negative, so a negative bound is sent as 0 (the
 * API only accepts non-negative numbers): a negative minimum then means "no minimum" and a negative
 * maximum "nothing", as the user asked.
 */
export function gigListQuery(filters: ExploreFilters, cursor: string | null, limit: number = LIMITS.listDefault) {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.cat) params.set('cat', filters.cat);
  if (filters.min !== null) params.set('min', String(Math.max(0, filters.min)));
  if (filters.max !== null) params.set('max', String(Math.max(0, filters.max)));
  params.set('sort', filters.sort);
  params.set('limit', String(limit));
  if (cursor) params.set('cursor', cursor);
  return params.toString();
}

export const hasActiveFilters = (f: ExploreFilters) =>
  Boolean(f.search) || f.cat !== null || f.min !== null || f.max !== null;

/** Page title: "Explore", or what is being looked for ("logo design gigs", "Design gigs"). */
export function exploreTitle(f: ExploreFilters): string {
  if (f.search) return `${f.search} gigs`;
  if (f.cat) return `${CATEGORY_LABELS[f.cat]} gigs`;
  return 'Explore';
}

export function exploreDescription(f: ExploreFilters): string {
  const what = f.search
    ? `“${f.search}” gigs${f.cat ? ` in ${CATEGORY_LABELS[f.cat]}` : ''}`
    : f.cat
      ? `${CATEGORY_LABELS[f.cat]} gigs`
      : 'fixed-price gigs';
  return `Browse ${what} from Indian freelancers on GigBazaar. Compare prices in rupees, ratings and delivery times.`;
}
