import { describe, expect, it } from 'vitest';
import { presenceLabel } from './presence';

const now = new Date('2026-01-10T12:00:00Z');
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe('presenceLabel', () => {
  it.each([
    [0, 'Online'],
    [1.99, 'Online'],
    [2, 'Online moments ago'],
    [9.9, 'Online moments ago'],
    [10, 'Online recently'],
    [119, 'Online recently'],
    [120, 'Online today'],
    [1439, 'Online today'],
    [1440, 'Online this week'],
    [10079, 'Online this week'],
    [10080, 'Online this month'],
    [43199, 'Online this month'],
    [43200, 'Offline'],
  ])('%d minutes ago is %s', (minutes, label) => {
    expect(presenceLabel(ago(minutes), now)).toBe(label);
  });

  it('treats a missing or broken time as offline', () => {
    expect(presenceLabel(null, now)).toBe('Offline');
    expect(presenceLabel('not a date', now)).toBe('Offline');
  });
});
