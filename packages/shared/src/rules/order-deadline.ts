/**
 * An order's next deadline in a few words, as the Orders cards and the order page show it ("Delivery due tomorrow",
 * "Late by 2 days", "Auto-releases in 5 days"). Pure: the caller passes `now`, so the server's render, the browser
 * and mail agree. Days are India calendar days (docs/product-rules.md "Dates and money"): an order due at 10 am
 * tomorrow is "due tomorrow" however many hours that is from now.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

export interface DeadlineOrder {
  status: string;
  dueAt: string | null;
  autoReleaseAt: string | null;
}

export interface OrderDeadline {
  text: string;
  /** `late` is past the due date (shown in the warning colour); `waiting` has no clock (a dispute). */
  tone: 'late' | 'due' | 'release' | 'waiting';
}

/** The India calendar day of an instant, as a day number (days since 1970-01-01 in India). */
const indiaDay = (ms: number) => Math.floor((ms + IST_OFFSET_MS) / DAY_MS);

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** "today", "tomorrow", "in 3 days" (calendar days ahead; never negative). */
export function daysAhead(at: number, now: number): string {
  const days = Math.max(0, indiaDay(at) - indiaDay(now));
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  return `in ${days} days`;
}

/** "2 days", "5 hours", "less than an hour" (how long past a time; whole units, rounded down). */
export function lateBy(since: number, now: number): string {
  const late = Math.max(0, now - since);
  if (late >= DAY_MS) return plural(Math.floor(late / DAY_MS), 'day');
  if (late >= HOUR_MS) return plural(Math.floor(late / HOUR_MS), 'hour');
  return 'less than an hour';
}

/**
 * The order's next deadline, or null when nothing more is due (released, cancelled). A delivered order counts down
 * to its auto-release; one the seller works on to its due date, or how late it is; a disputed one waits for an admin.
 */
export function orderDeadline(order: DeadlineOrder, now: Date = new Date()): OrderDeadline | null {
  const t = now.getTime();
  if (order.status === 'disputed') return { text: 'Waiting for GigBazaar’s decision', tone: 'waiting' };
  if (order.status === 'completed') {
    const at = order.autoReleaseAt ? Date.parse(order.autoReleaseAt) : NaN;
    if (!Number.isFinite(at)) return null;
    if (at <= t) return { text: 'Auto-releases shortly', tone: 'release' };
    return { text: `Auto-releases ${daysAhead(at, t)}`, tone: 'release' };
  }
  if (order.status === 'paid' || order.status === 'in_revision') {
    const due = order.dueAt ? Date.parse(order.dueAt) : NaN;
    if (!Number.isFinite(due)) return null;
    if (t > due) return { text: `Late by ${lateBy(due, t)}`, tone: 'late' };
    return { text: `Delivery due ${daysAhead(due, t)}`, tone: 'due' };
  }
  return null;
}
