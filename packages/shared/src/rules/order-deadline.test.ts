import { describe, expect, it } from 'vitest';
import { daysAhead, lateBy, orderDeadline } from './order-deadline';

// 25/11/2026, 10:00 am in India (04:30 UTC).
const now = new Date('2026-11-25T04:30:00Z');
const at = (iso: string) => new Date(iso).toISOString();
const order = (status: string, over: { dueAt?: string | null; autoReleaseAt?: string | null } = {}) => ({
  status,
  dueAt: over.dueAt ?? null,
  autoReleaseAt: over.autoReleaseAt ?? null,
});

describe('orderDeadline', () => {
  it('counts a delivered order down to its auto-release in India calendar days', () => {
    expect(orderDeadline(order('completed', { autoReleaseAt: at('2026-11-30T06:00:00Z') }), now)).toEqual({
      text: 'Auto-releases in 5 days',
      tone: 'release',
    });
    expect(orderDeadline(order('completed', { autoReleaseAt: at('2026-11-26T02:00:00Z') }), now)?.text).toBe(
      'Auto-releases tomorrow',
    );
    // 11:30 pm India time the same day is still today, though it is 13.5 hours away.
    expect(orderDeadline(order('completed', { autoReleaseAt: at('2026-11-25T18:00:00Z') }), now)?.text).toBe(
      'Auto-releases today',
    );
    expect(orderDeadline(order('completed', { autoReleaseAt: at('2026-11-25T04:00:00Z') }), now)?.text).toBe(
      'Auto-releases shortly',
    );
    expect(orderDeadline(order('completed'), now)).toBeNull();
  });

  it('says when delivery is due, and how late once past it', () => {
    // 00:10 India time on the 26th is tomorrow, though only 14 hours away.
    expect(orderDeadline(order('paid', { dueAt: at('2026-11-25T18:40:00Z') }), now)).toEqual({
      text: 'Delivery due tomorrow',
      tone: 'due',
    });
    expect(orderDeadline(order('in_revision', { dueAt: at('2026-11-28T04:30:00Z') }), now)?.text).toBe(
      'Delivery due in 3 days',
    );
    expect(orderDeadline(order('paid', { dueAt: at('2026-11-23T03:00:00Z') }), now)).toEqual({
      text: 'Late by 2 days',
      tone: 'late',
    });
    expect(orderDeadline(order('paid', { dueAt: at('2026-11-24T04:30:00Z') }), now)?.text).toBe('Late by 1 day');
    expect(orderDeadline(order('paid', { dueAt: at('2026-11-25T01:00:00Z') }), now)?.text).toBe('Late by 3 hours');
    expect(orderDeadline(order('paid', { dueAt: at('2026-11-25T04:00:00Z') }), now)?.text).toBe(
      'Late by less than an hour',
    );
  });

  it('has no clock in a dispute and nothing due once the order is finished', () => {
    expect(orderDeadline(order('disputed', { dueAt: at('2026-11-20T00:00:00Z') }), now)).toEqual({
      text: 'Waiting for GigBazaar’s decision',
      tone: 'waiting',
    });
    expect(orderDeadline(order('released'), now)).toBeNull();
    expect(orderDeadline(order('cancelled', { dueAt: at('2026-11-20T00:00:00Z') }), now)).toBeNull();
  });

  it('reads bad dates as no deadline rather than "NaN days"', () => {
    expect(orderDeadline(order('paid', { dueAt: 'not a date' }), now)).toBeNull();
    expect(daysAhead(now.getTime() - 5 * 86_400_000, now.getTime())).toBe('today');
    expect(lateBy(now.getTime() + 1000, now.getTime())).toBe('less than an hour');
  });
});
