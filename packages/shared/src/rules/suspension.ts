import { formatDateTime } from './dates';

/**
 * Suspensions (decision 013): for 7 or 30 days, or for good. "For good" is stored as a far date rather than
 * PostgreSQL's 'infinity' (which a JavaScript Date cannot hold), and shown to people as "for good", never as a date.
 */
export const SUSPENDED_FOR_GOOD = new Date('9999-12-31T00:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;

/** When a suspension starting `now` ends: `days` later, or the far date for good. */
export function suspensionEnd(days: 7 | 30 | undefined, now: Date = new Date()): Date {
  return days === undefined ? SUSPENDED_FOR_GOOD : new Date(now.getTime() + days * DAY_MS);
}

/** Whether the account is suspended at `now`. */
export function isSuspended(until: Date | string | null | undefined, now: Date = new Date()): boolean {
  if (!until) return false;
  return new Date(until).getTime() > now.getTime();
}

/** A suspension's end as the API says it: an ISO instant, or null for good. */
export function suspensionUntilText(until: Date): string | null {
  return until.getTime() >= SUSPENDED_FOR_GOOD.getTime() ? null : until.toISOString();
}

/** The login page's sentence: suspended, and until when (a date and time in India) or for good. */
export function suspendedMessage(until: string | null): string {
  if (until === null) return 'Your account has been suspended for good for breaking GigBazaar’s rules.';
  const when = formatDateTime(until);
  return `Your account is suspended until ${when} (India time) for breaking GigBazaar’s rules.`;
}
