import { describe, expect, it } from 'vitest';
import { slideImages, swipeStep, wrapIndex } from './slider-logic';

describe('wrapIndex', () => {
  it('keeps indexes inside the range', () => {
    expect(wrapIndex(0, 5)).toBe(0);
    expect(wrapIndex(3, 5)).toBe(3);
  });
  it('wraps forward past the last slide to the first', () => {
    expect(wrapIndex(5, 5)).toBe(0);
    expect(wrapIndex(6, 5)).toBe(1);
  });
  it('wraps backward past the first slide to the last', () => {
    expect(wrapIndex(-1, 5)).toBe(4);
    expect(wrapIndex(-6, 5)).toBe(4);
  });
  it('is 0 for an empty or single-slide list', () => {
    expect(wrapIndex(3, 0)).toBe(0);
    expect(wrapIndex(-1, 1)).toBe(0);
  });
});

describe('swipeStep', () => {
  it('goes to the next slide for a drag to the left beyond 50 px', () => {
    expect(swipeStep(-51, 0)).toBe(1);
    expect(swipeStep(-200, 30)).toBe(1);
  });
  it('goes to the previous slide for a drag to the right beyond 50 px', () => {
    expect(swipeStep(51, 0)).toBe(-1);
  });
  it('ignores drags of 50 px or less', () => {
    expect(swipeStep(50, 0)).toBe(0);
    expect(swipeStep(-50, 0)).toBe(0);
    expect(swipeStep(0, 0)).toBe(0);
  });
  it('ignores mostly vertical drags (scrolling)', () => {
    expect(swipeStep(-60, 80)).toBe(0);
    expect(swipeStep(70, -70)).toBe(0);
  });
  it('takes a custom threshold', () => {
    expect(swipeStep(-25, 0, 20)).toBe(1);
  });
});

describe('slideImages', () => {
  it('puts the cover first, then the images', () => {
    expect(slideImages('c.webp', ['a.webp', 'b.webp'])).toEqual(['c.webp', 'a.webp', 'b.webp']);
  });
  it('drops blanks and repeats', () => {
    expect(slideImages('c.webp', ['c.webp', '', 'a.webp', 'a.webp'])).toEqual(['c.webp', 'a.webp']);
  });
});
