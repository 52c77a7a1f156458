import { describe, expect, it } from 'vitest';
import { formatTime12, formatWorkingHours, isEndAfterStart, parseWorkingTime } from './working-hours';

describe('working hours', () => {
  it('formats H:MM strings in 12-hour time', () => {
    expect(formatTime12('0:00')).toBe('12:00 AM');
    expect(formatTime12('9:05')).toBe('9:05 AM');
    expect(formatTime12('12:30')).toBe('12:30 PM');
    expect(formatTime12('18:00')).toBe('6:00 PM');
    expect(formatTime12('23:59')).toBe('11:59 PM');
  });
  it('reads decimal hours', () => {
    expect(parseWorkingTime(9.5)).toBe(570);
    expect(formatTime12(13.25)).toBe('1:15 PM');
  });
  it('uses the profile texts for empty and unreadable values', () => {
    expect(formatTime12('')).toBe('Not specified');
    expect(formatTime12(null)).toBe('Not specified');
    expect(formatTime12('25:00')).toBe('Invalid time format');
    expect(formatTime12('nine')).toBe('Invalid time format');
  });
  it('formats a range in IST or Not provided', () => {
    expect(formatWorkingHours({ start: '9:00', end: '18:00' })).toBe('9:00 AM - 6:00 PM IST');
    expect(formatWorkingHours(null)).toBe('Not provided');
  });
  it('compares start and end', () => {
    expect(isEndAfterStart('9:00', '17:30')).toBe(true);
    expect(isEndAfterStart('9:00', '9:00')).toBe(false);
    expect(isEndAfterStart('18:00', '9:00')).toBe(false);
  });
});
