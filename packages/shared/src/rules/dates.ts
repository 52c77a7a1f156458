/**
 * Dates are written one way everywhere (docs/product-rules.md "Dates and money"): day/month/year with two-digit day
 * and month, in India time, "25/11/2026", and times on the 12-hour clock, "9:05 pm". India keeps one offset all year
 * (no daylight saving), so the shift is a constant and no locale data is loaded: the same text on the server's
 * render, in every browser whatever its time zone, and in mail.
 */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

const two = (n: number) => String(n).padStart(2, '0');

/** The instant's wall clock in India, read through the UTC getters of a shifted Date; null when not a time. */
function inIndia(at: string | number | Date): Date | null {
  const ms = at instanceof Date ? at.getTime() : typeof at === 'number' ? at : Date.parse(at);
  if (!Number.isFinite(ms)) return null;
  return new Date(ms + IST_OFFSET_MS);
}

/** "25/11/2026" (India date); an empty string for something that is not a time. */
export function formatDate(at: string | number | Date): string {
  const d = inIndia(at);
  if (!d) return '';
  return `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
}

/** "9:05 pm" (India time). */
export function formatTime(at: string | number | Date): string {
  const d = inIndia(at);
  if (!d) return '';
  const h = d.getUTCHours();
  return `${h % 12 === 0 ? 12 : h % 12}:${two(d.getUTCMinutes())} ${h < 12 ? 'am' : 'pm'}`;
}

/** "25/11/2026, 9:05 pm" (India time). */
export function formatDateTime(at: string | number | Date): string {
  const d = inIndia(at);
  if (!d) return '';
  return `${formatDate(at)}, ${formatTime(at)}`;
}
