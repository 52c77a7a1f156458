import { NOT_PROVIDED } from '../constants';

/** Working hours arrive as "H:MM" 24-hour strings, or (older data) a decimal hour such as 9.5. */
export type TWorkingHoursValue = string | number | null | undefined;

const HHMM = /^([01]?\d|2[0-3]):([0-5]\d)$/;

/** Minutes after midnight, or null when the value cannot be read. */
export function parseWorkingTime(value: TWorkingHoursValue): number | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0 || value >= 24) return null;
    return Math.round(value * 60);
  }
  const match = HHMM.exec(value.trim());
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** 12-hour clock text ("9:30 AM"); the profile's texts for empty and unreadable values. */
export function formatTime12(value: TWorkingHoursValue): string {
  if (value === null || value === undefined || value === '') return 'Not specified';
  const minutes = parseWorkingTime(value);
  if (minutes === null) return 'Invalid time format';
  const h24 = Math.floor(minutes / 60);
  const mm = String(minutes % 60).padStart(2, '0');
  const suffix = h24 < 12 ? 'AM' : 'PM';
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${h12}:${mm} ${suffix}`;
}

export function formatWorkingHours(
  hours: { start: TWorkingHoursValue; end: TWorkingHoursValue } | null | undefined,
): string {
  if (!hours || (hours.start == null && hours.end == null) || (hours.start === '' && hours.end === '')) {
    return NOT_PROVIDED;
  }
  return `${formatTime12(hours.start)} - ${formatTime12(hours.end)} IST`;
}

export function isEndAfterStart(start: string, end: string): boolean {
  const s = parseWorkingTime(start);
  const e = parseWorkingTime(end);
  return s !== null && e !== null && e > s;
}
