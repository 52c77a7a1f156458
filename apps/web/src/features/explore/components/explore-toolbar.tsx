import { useEffect, useId, useRef, type FormEvent } from 'react';
import { Search, SlidersHorizontal } from 'lucide-react';
import { CATEGORY_LABELS, CATEGORY_VALUES, LIMITS } from '@gigbazaar/shared/constants';
import { Button } from '../../../ui/button';
import { useHydrated } from '../../../ui/use-hydrated';
import { EXPLORE_SORTS, parseBudget, type ExploreFilters, type TExploreSort } from '../explore-filters';
import styles from '../explore-page.module.css';

interface Props {
  filters: ExploreFilters;
  onChange(next: ExploreFilters): void;
}

/**
 * The explore filters: search, category, the budget fields with Apply and the sort toggle.
 * The text fields are uncontrolled and follow the URL when it changes (back/forward, "Clear filters"),
 * so focus stays where it was after Apply. Without JavaScript the form is a plain GET to /gigs.
 */
export function ExploreToolbar({ filters, onChange }: Props) {
  const id = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  const minRef = useRef<HTMLInputElement>(null);
  const maxRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const sync = (el: HTMLInputElement | null, value: string) => {
      if (el && el.value !== value) el.value = value;
    };
    sync(searchRef.current, filters.search);
    // A number field reads "1e3" as 1000: leave it alone when it already means the URL's number.
    if (parseBudget(minRef.current?.value) !== filters.min) sync(minRef.current, filters.min?.toString() ?? '');
    if (parseBudget(maxRef.current?.value) !== filters.max) sync(maxRef.current, filters.max?.toString() ?? '');
  }, [filters.search, filters.min, filters.max]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    onChange({
      ...filters,
      search: text('search').trim().slice(0, LIMITS.searchMaxLength),
      min: parseBudget(text('min')),
      max: parseBudget(text('max')),
    });
  };

  const inverted = filters.min !== null && filters.max !== null && filters.min > filters.max;

  return (
    <div className={styles.toolbar}>
      <form className={styles.filters} action="/gigs" method="get" onSubmit={onSubmit} aria-label="Filter gigs">
        {filters.sort !== 'sales' && <input type="hidden" name="sort" value={filters.sort} />}
        <div className={`${styles.field} ${styles.searchField}`}>
          <label htmlFor={`${id}-search`} className={styles.label}>
            Search
          </label>
          <div className={styles.inputWrap}>
            <Search size={18} aria-hidden="true" className={styles.inputIcon} />
            <input
              ref={searchRef}
              id={`${id}-search`}
              className={`${styles.input} ${styles.withIcon}`}
              type="search"
              name="search"
              defaultValue={filters.search}
              placeholder="What are you looking for?"
              maxLength={LIMITS.searchMaxLength}
              autoComplete="off"
              enterKeyHint="search"
            />
          </div>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-cat`} className={styles.label}>
            Category
          </label>
          <select
            id={`${id}-cat`}
            className={styles.input}
            name="cat"
            value={filters.cat ?? ''}
            onChange={(event) => {
              const value = event.target.value as ExploreFilters['cat'] | '';
              onChange({ ...filters, cat: value || null });
            }}
          >
            <option value="">All categories</option>
            {CATEGORY_VALUES.map((cat) => (
              <option key={cat} value={cat}>
                {CATEGORY_LABELS[cat]}
              </option>
            ))}
          </select>
        </div>
        <fieldset className={styles.budget}>
          <legend className={styles.label}>Budget (₹)</legend>
          <div className={styles.budgetInputs}>
            <label htmlFor={`${id}-min`} className="visually-hidden">
              Min budget
            </label>
            <div className={styles.inputWrap}>
              <span className={styles.rupee} aria-hidden="true">
                ₹
              </span>
              <input
                ref={minRef}
                id={`${id}-min`}
                className={`${styles.input} ${styles.money}`}
                type="number"
                name="min"
                inputMode="decimal"
                step="any"
                placeholder="Min"
                defaultValue={filters.min ?? ''}
                aria-describedby={inverted ? `${id}-inverted` : undefined}
              />
            </div>
            <span className={styles.dash} aria-hidden="true">
              –
            </span>
            <label htmlFor={`${id}-max`} className="visually-hidden">
              Max budget
            </label>
            <div className={styles.inputWrap}>
              <span className={styles.rupee} aria-hidden="true">
                ₹
              </span>
              <input
                ref={maxRef}
                id={`${id}-max`}
                className={`${styles.input} ${styles.money}`}
                type="number"
                name="max"
                inputMode="decimal"
                step="any"
                placeholder="Max"
                defaultValue={filters.max ?? ''}
                aria-describedby={inverted ? `${id}-inverted` : undefined}
              />
            </div>
          </div>
        </fieldset>
        <Button type="submit" className={styles.apply}>
          <SlidersHorizontal size={18} aria-hidden="true" />
          Apply
        </Button>
        {inverted && (
          <p id={`${id}-inverted`} className={styles.hint}>
            The minimum budget is above the maximum, so nothing can match.
          </p>
        )}
      </form>

      <SortToggle value={filters.sort} onChange={(sort) => onChange({ ...filters, sort })} />
    </div>
  );
}

/** A segmented control: two toggle buttons of which exactly one is pressed. */
function SortToggle({ value, onChange }: { value: TExploreSort; onChange(sort: TExploreSort): void }) {
  const id = useId();
  // A click before the page is interactive would be lost, so the toggle waits for hydration.
  const hydrated = useHydrated();
  return (
    <div className={styles.sort}>
      <span id={`${id}-label`} className={styles.label}>
        Sort by
      </span>
      <div role="group" aria-labelledby={`${id}-label`} className={styles.segmented}>
        {EXPLORE_SORTS.map((option) => (
          <button
            key={option.value}
            type="button"
            className={styles.segment}
            aria-pressed={value === option.value}
            disabled={!hydrated}
            onClick={() => value !== option.value && onChange(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
    </div>
  );
}
