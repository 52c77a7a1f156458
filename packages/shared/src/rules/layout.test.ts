import { describe, expect, it } from 'vitest';
import { carouselSlides, isStripVisible, stripCategoryCount } from './layout';

describe('category strip', () => {
  it.each([
    [700, 6],
    [786, 6],
    [820, 6],
    [821, 7],
    [1000, 7],
    [1001, 8],
    [1200, 8],
    [1201, 13],
  ])('shows at %dpx %d categories', (width, count) => {
    expect(stripCategoryCount(width)).toBe(count);
  });
  it('is hidden on narrow screens and on home until scrolled', () => {
    expect(isStripVisible(768, 100, false)).toBe(false);
    expect(isStripVisible(800, 0, true)).toBe(false);
    expect(isStripVisible(800, 21, true)).toBe(true);
    expect(isStripVisible(800, 0, false)).toBe(true);
  });
});

describe('carousel slides', () => {
  it.each([
    [1200, 5],
    [1199, 4],
    [992, 4],
    [991, 3],
    [668, 3],
    [667, 2],
  ])('at %dpx shows %d', (width, n) => {
    expect(carouselSlides(width)).toBe(n);
  });
});
