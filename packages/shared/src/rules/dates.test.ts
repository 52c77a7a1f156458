import { expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime } from './dates';

it('writes dates as dd/mm/yyyy in India time, whatever the machine zone', () => {
  expect(formatDate('2026-11-25T10:00:00.000Z')).toBe('25/11/2026');
  // 20:00 UTC is already the next day in India (01:30 IST).
  expect(formatDate('2026-11-25T20:00:00.000Z')).toBe('26/11/2026');
  expect(formatDate(new Date('2026-01-04T00:00:00.000Z'))).toBe('04/01/2026');
  expect(formatDate(Date.UTC(2026, 11, 31, 18, 29))).toBe('31/12/2026');
  expect(formatDate(Date.UTC(2026, 11, 31, 18, 30))).toBe('01/01/2027');
});

it('writes times on the 12-hour clock with am/pm', () => {
  expect(formatTime('2026-11-25T18:30:00.000Z')).toBe('12:00 am');
  expect(formatTime('2026-11-25T06:30:00.000Z')).toBe('12:00 pm');
  expect(formatTime('2026-11-25T15:35:00.000Z')).toBe('9:05 pm');
  expect(formatDateTime('2026-12-02T10:00:00.000Z')).toBe('02/12/2026, 3:30 pm');
});

it('writes nothing for something that is not a time', () => {
  expect(formatDate('not a date')).toBe('');
  expect(formatDateTime(Number.NaN)).toBe('');
});
