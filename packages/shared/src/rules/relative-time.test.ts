import { describe, expect, it } from 'vitest';
import { agoInWords, shortRelativeTime } from './relative-time';

it('steps through seconds, minutes, hours and days', () => {
  const now = new Date('2026-01-01T12:00:00Z');
  const ago = (s: number) => new Date(now.getTime() - s * 1000);
  expect(shortRelativeTime(ago(5), now)).toBe('5s');
  expect(shortRelativeTime(ago(125), now)).toBe('2m');
  expect(shortRelativeTime(ago(7200), now)).toBe('2h');
  expect(shortRelativeTime(ago(3 * 86400), now)).toBe('3d');
  expect(shortRelativeTime(null, now)).toBe('NA');
});

describe('agoInWords', () => {
  const now = new Date('2026-11-25T12:00:00.000Z');
  it('says how long ago in words, singular and plural', () => {
    expect(agoInWords('2026-11-25T11:59:40.000Z', now)).toBe('just now');
    expect(agoInWords('2026-11-25T11:59:00.000Z', now)).toBe('1 minute ago');
    expect(agoInWords('2026-11-25T11:53:00.000Z', now)).toBe('7 minutes ago');
    expect(agoInWords('2026-11-25T09:00:00.000Z', now)).toBe('3 hours ago');
    expect(agoInWords('2026-11-23T12:00:00.000Z', now)).toBe('2 days ago');
    // A clock slightly ahead on the other side is "just now", never a negative time.
    expect(agoInWords('2026-11-25T12:00:30.000Z', now)).toBe('just now');
    expect(agoInWords('not a time', now)).toBe('');
  });
});
