import { describe, expect, it } from 'vitest';
import { lastActiveLabel } from './last-active';

const now = new Date('2026-06-30T12:00:00Z');
const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000 - 1000);

describe('lastActiveLabel', () => {
  it('labels today, yesterday and days', () => {
    expect(lastActiveLabel(new Date(now.getTime() - 3600_000), now)).toBe('Today');
    expect(lastActiveLabel(daysAgo(1), now)).toBe('Yesterday');
    expect(lastActiveLabel(daysAgo(2), now)).toBe('2 days ago');
    expect(lastActiveLabel(daysAgo(29), now)).toBe('29 days ago');
  });
  it('switches to months at 30 days and years at 12 months', () => {
    expect(lastActiveLabel(daysAgo(30), now)).toBe('1 month ago');
    expect(lastActiveLabel(daysAgo(95), now)).toBe('3 months ago');
    expect(lastActiveLabel(daysAgo(359), now)).toBe('11 months ago');
    expect(lastActiveLabel(daysAgo(360), now)).toBe('1 year ago');
    expect(lastActiveLabel(daysAgo(800), now)).toBe('2 years ago');
  });
  it('returns null when never active', () => {
    expect(lastActiveLabel(null, now)).toBeNull();
  });
});
