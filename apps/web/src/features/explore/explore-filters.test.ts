import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTERS,
  explorePath,
  exploreTitle,
  filtersFromParams,
  filtersToParams,
  gigListQuery,
  hasActiveFilters,
  parseBudget,
} from './explore-filters';

const parse = (qs: string) => filtersFromParams(new URLSearchParams(qs));

describe('filtersFromParams', () => {
  it('reads every filter of the URL', () => {
    expect(parse('search=logo+design&cat=design&min=500&max=2500&sort=createdAt')).toEqual({
      search: 'logo design',
      cat: 'design',
      min: 500,
      max: 2500,
      sort: 'createdAt',
    });
  });
  it('defaults to everything, best selling first', () => {
    expect(parse('')).toEqual(EMPTY_FILTERS);
    expect(parse('').sort).toBe('sales');
  });
  it('drops unknown categories and sorts, and unreadable budgets', () => {
    expect(parse('cat=cooking&sort=random&min=abc&max=')).toEqual(EMPTY_FILTERS);
  });
  it('trims the search and cuts it to 100 characters', () => {
    expect(parse('search=%20%20app%20').search).toBe('app');
    expect(parse(`search=${'a'.repeat(150)}`).search).toHaveLength(100);
  });
  it('keeps decimal and negative budgets as typed (no bounds)', () => {
    expect(parse('min=99.5&max=-10')).toMatchObject({ min: 99.5, max: -10 });
  });
});

describe('filtersToParams / explorePath', () => {
  it('round-trips through the URL', () => {
    const filters = parse('search=app&cat=dev&min=100&max=900&sort=createdAt');
    expect(filtersFromParams(filtersToParams(filters))).toEqual(filters);
  });
  it('leaves out empty filters and the default sort', () => {
    expect(explorePath(EMPTY_FILTERS)).toBe('/gigs');
    expect(explorePath({ ...EMPTY_FILTERS, search: 'logo', sort: 'sales' })).toBe('/gigs?search=logo');
    expect(explorePath({ ...EMPTY_FILTERS, sort: 'createdAt' })).toBe('/gigs?sort=createdAt');
  });
  it('keeps a zero budget', () => {
    expect(explorePath({ ...EMPTY_FILTERS, min: 0 })).toBe('/gigs?min=0');
  });
});

describe('gigListQuery', () => {
  it('asks the API for one page with the sort and the cursor', () => {
    const q = new URLSearchParams(gigListQuery(parse('search=logo&min=500&max=2000'), 'abc', 24));
    expect(Object.fromEntries(q)).toEqual({
      search: 'logo',
      min: '500',
      max: '2000',
      sort: 'sales',
      limit: '24',
      cursor: 'abc',
    });
  });
  it('sends negative bounds as 0, which the API accepts', () => {
    const q = new URLSearchParams(gigListQuery(parse('min=-5&max=-1'), null));
    expect(q.get('min')).toBe('0');
    expect(q.get('max')).toBe('0');
    expect(q.has('cursor')).toBe(false);
  });
});

describe('parseBudget', () => {
  it('reads numbers and treats blanks as no bound', () => {
    expect(parseBudget('1500')).toBe(1500);
    expect(parseBudget(' 0 ')).toBe(0);
    expect(parseBudget('')).toBeNull();
    expect(parseBudget(null)).toBeNull();
    expect(parseBudget('1e3')).toBe(1000);
    expect(parseBudget('₹100')).toBeNull();
  });
});

describe('labels', () => {
  it('titles the page after the search or the category', () => {
    expect(exploreTitle(EMPTY_FILTERS)).toBe('Explore');
    expect(exploreTitle(parse('search=logo design'))).toBe('logo design gigs');
    expect(exploreTitle(parse('cat=web'))).toBe('Web Development gigs');
  });
  it('knows when filters are set', () => {
    expect(hasActiveFilters(EMPTY_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, sort: 'createdAt' })).toBe(false);
    expect(hasActiveFilters(parse('max=100'))).toBe(true);
  });
});
