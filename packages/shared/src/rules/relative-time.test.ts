import { expect, it } from 'vitest';
import { shortRelativeTime } from './relative-time';

it('steps through seconds, minutes, hours and days', () => {
  const now = new Date('2026-01-01T12:00:00Z');
  const ago = (s: number) => new Date(now.getTime() - s * 1000);
  expect(shortRelativeTime(ago(5), now)).toBe('5s');
  expect(shortRelativeTime(ago(125), now)).toBe('2m');
  expect(shortRelativeTime(ago(7200), now)).toBe('2h');
  expect(shortRelativeTime(ago(3 * 86400), now)).toBe('3d');
  expect(shortRelativeTime(null, now)).toBe('NA');
});
