import { describe, expect, it } from 'vitest';
import { isSuspended, suspendedMessage, SUSPENDED_FOR_GOOD, suspensionEnd, suspensionUntilText } from './suspension';

describe('suspensions', () => {
  const now = new Date('2026-11-25T10:00:00.000Z');

  it('ends 7 or 30 days later, or never', () => {
    expect(suspensionEnd(7, now).toISOString()).toBe('2026-12-02T10:00:00.000Z');
    expect(suspensionEnd(30, now).toISOString()).toBe('2026-12-25T10:00:00.000Z');
    expect(suspensionEnd(undefined, now)).toEqual(SUSPENDED_FOR_GOOD);
  });

  it('is in force only before its end', () => {
    expect(isSuspended(null, now)).toBe(false);
    expect(isSuspended(new Date('2026-11-25T09:59:59Z'), now)).toBe(false);
    expect(isSuspended('2026-11-25T10:00:01Z', now)).toBe(true);
    expect(isSuspended(SUSPENDED_FOR_GOOD, now)).toBe(true);
  });

  it('says "for good" instead of the far date, and the end in India time otherwise', () => {
    expect(suspensionUntilText(SUSPENDED_FOR_GOOD)).toBeNull();
    expect(suspensionUntilText(suspensionEnd(7, now))).toBe('2026-12-02T10:00:00.000Z');
    expect(suspendedMessage(null)).toMatch(/suspended for good/);
    const dated = suspendedMessage('2026-12-02T10:00:00.000Z');
    expect(dated).toBe(
      'Your account is suspended until 02/12/2026, 3:30 pm (India time) for breaking GigBazaar’s rules.',
    );
  });
});
