import { describe, expect, it } from 'vitest';
import { roundedStars, topRatedScore } from './top-rated';

describe('topRatedScore', () => {
  it('is 0 without ratings', () => {
    expect(topRatedScore(0, 0)).toBe(0);
  });

  it('follows the top-rated formula', () => {
    // n = 10, average 4.5: 4.5 × 1.4 × 1/(1+e^-1) + 0.5 × 0.3
    const expected = 4.5 * 1.4 * (1 / (1 + Math.exp(-1))) + 0.5 * 0.3;
    expect(topRatedScore(45, 10)).toBeCloseTo(expected, 10);
    expect(topRatedScore(45, 10)).toBeCloseTo(4.75567, 4);
  });

  it('adds 1 above 50 ratings and caps the volume term at 10', () => {
    const at50 = topRatedScore(250, 50);
    const at51 = topRatedScore(255, 51);
    expect(at51 - at50).toBeGreaterThan(1);
    // Both past the cap (n/20 ≥ 10) with full confidence: more ratings add nothing further.
    expect(topRatedScore(5000, 1000)).toBeCloseTo(topRatedScore(1000, 200), 6);
  });

  it('prefers many good ratings over one perfect rating', () => {
    expect(topRatedScore(5, 1)).toBeLessThan(topRatedScore(90, 20));
  });
});

describe('roundedStars', () => {
  it('rounds the average', () => {
    expect(roundedStars(0, 0)).toBe(0);
    expect(roundedStars(9, 2)).toBe(5);
    expect(roundedStars(17, 5)).toBe(3);
    expect(roundedStars(18, 5)).toBe(4);
  });
});
